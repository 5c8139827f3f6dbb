import Foundation
import Testing
import ViewLabTutor

/// An in-memory file system; `readOnly` makes every write fail.
final class FakeFiles: TutorFileSystem, @unchecked Sendable {
  var files: [String: String]
  var readOnly = false
  init(_ files: [String: String] = [:]) { self.files = files }

  func read(_ path: String) throws(TutorFileError) -> String {
    guard let text = files[path] else { throw TutorFileError(path: path, reason: "no such file") }
    return text
  }
  func writeAtomically(_ path: String, _ contents: String) throws(TutorFileError) {
    if readOnly { throw TutorFileError(path: path, reason: "read-only file system") }
    files[path] = contents
  }
  func move(_ from: String, to: String) throws(TutorFileError) {
    if readOnly { throw TutorFileError(path: from, reason: "read-only file system") }
    files[to] = files.removeValue(forKey: from)
  }
  func createDirectory(_ path: String) throws(TutorFileError) {
    if readOnly { throw TutorFileError(path: path, reason: "read-only file system") }
  }
  func exists(_ path: String) -> Bool { files[path] != nil }
  func isDirectory(_ path: String) -> Bool { path == "/home" }
  func list(_ path: String) -> [String]? { nil }
}

@Suite struct ProgressStoreTests {
  static let sample = Progress(lessons: [
    "a": LessonProgress(position: 2, results: ["q1": true, "q2": false])
  ])

  @Test func savesAndLoadsBack() {
    let files = FakeFiles()
    var store = ProgressStore(home: "/home", files: files)
    #expect(store.save(Self.sample) == [])
    #expect(store.load() == (Self.sample, []))
  }

  @Test func sparseFileLoadsWithDefaults() {
    var store = ProgressStore(
      home: "/home", files: FakeFiles(["/home/progress.json": #"{"lessons":{"a":{}}}"#]))
    #expect(store.load() == (Progress(lessons: ["a": LessonProgress()]), []))
  }

  @Test func missingFileIsAFreshStart() {
    var store = ProgressStore(home: "/home", files: FakeFiles())
    #expect(store.load() == (Progress(), []))
  }

  @Test func corruptFileIsMovedAsideNeverOverwritten() {
    let files = FakeFiles(["/home/progress.json": "{not json", "/home/progress.json.corrupt-1": "older"])
    var store = ProgressStore(home: "/home", files: files)
    let (progress, warnings) = store.load()
    #expect(progress == Progress())
    #expect(warnings == [.corrupt(path: "/home/progress.json", movedTo: "/home/progress.json.corrupt-2")])
    #expect(files.files["/home/progress.json.corrupt-2"] == "{not json")
    #expect(files.files["/home/progress.json.corrupt-1"] == "older")
  }

  @Test func readOnlyHomeWarnsAndGoesOn() {
    let files = FakeFiles()
    files.readOnly = true
    let store = ProgressStore(home: "/ro", files: files)
    #expect(
      store.save(Self.sample) == [.cannotSave(path: "/ro/progress.json", reason: "read-only file system")])
  }

  @Test func corruptFileThatCannotMoveIsNotOverwritten() {
    let files = FakeFiles(["/home/progress.json": "garbage"])
    files.readOnly = true
    var store = ProgressStore(home: "/home", files: files)
    #expect(store.load().1.count == 1)
    files.readOnly = false
    #expect(store.save(Self.sample) == [])
    #expect(files.files["/home/progress.json"] == "garbage")
  }

  @Test(arguments: [
    (["VIEWLAB_HOME": "/v", "HOME": "/h"], "/v"), (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/viewlab"),
    (["HOME": "/h"], "/h/.local/state/viewlab"),
  ])
  func homeFromEnvironment(env: [String: String], expected: String) {
    #expect(ProgressStore<FakeFiles>.defaultHome(environment: env) == expected)
  }

  /// The real file system: an atomic write leaves no temporary file, and a corrupt file moves aside.
  @Test func localFileSystemRoundTrip() throws {
    let dir = NSTemporaryDirectory() + "viewlab-progress-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var store = ProgressStore(home: dir, files: LocalFileSystem())
    #expect(store.save(Self.sample) == [])
    #expect(store.load().0 == Self.sample)
    #expect(LocalFileSystem().list(dir) == ["progress.json"])
    try LocalFileSystem().writeAtomically(dir + "/progress.json", "[]")
    #expect(
      store.load().1 == [.corrupt(path: dir + "/progress.json", movedTo: dir + "/progress.json.corrupt-1")])
    #expect(LocalFileSystem().list(dir) == ["progress.json.corrupt-1"])
  }
}
