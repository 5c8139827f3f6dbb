import Foundation
import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// Files in memory; `writeFailure = readOnly` makes every write fail as a read-only disk would.
func FakeFiles(_ files: [String: String] = [:]) -> ScriptedSystem { ScriptedSystem(files: files) }
let readOnly = SystemError.readOnly(path: "")

@Suite struct ProgressStoreTests {
  static let sample = LearnerProgress(lessons: [
    "a": LessonProgress(position: 2, results: ["q1": true, "q2": false])
  ])

  @Test func savesAndLoadsBack() {
    let files = FakeFiles()
    var store = ProgressStore(home: "/home", files: files)
    #expect(store.save(Self.sample) == [])
    #expect(store.load() == (Self.sample, []))
  }

  /// Files written by earlier versions (pretty-printed, sorted keys) still load; a value of the
  /// wrong type makes the file unreadable rather than silently dropped.
  @Test func readsThePrettyPrintedFormatAndRefusesWrongTypes() {
    let pretty = """
      {
        "lessons" : {
          "a" : {
            "completed" : false,
            "position" : 2,
            "results" : {
              "q1" : true,
              "q2" : false
            }
          }
        },
        "version" : 1
      }
      """
    #expect(LearnerProgress(parsing: pretty) == Self.sample)
    #expect(LearnerProgress(parsing: Self.sample.fileText) == Self.sample)
    #expect(LearnerProgress(parsing: #"{"lessons":{"a":{"position":"two"}}}"#) == nil)
    #expect(LearnerProgress(parsing: "[]") == nil)
  }

  @Test func sparseFileLoadsWithDefaults() {
    var store = ProgressStore(
      home: "/home", files: FakeFiles(["/home/progress.json": #"{"lessons":{"a":{}}}"#]))
    #expect(store.load() == (LearnerProgress(lessons: ["a": LessonProgress()]), []))
  }

  @Test func missingFileIsAFreshStart() {
    var store = ProgressStore(home: "/home", files: FakeFiles())
    #expect(store.load() == (LearnerProgress(), []))
  }

  @Test func corruptFileIsMovedAsideNeverOverwritten() {
    let files = FakeFiles(["/home/progress.json": "{not json", "/home/progress.json.corrupt-1": "older"])
    var store = ProgressStore(home: "/home", files: files)
    let (progress, warnings) = store.load()
    #expect(progress == LearnerProgress())
    #expect(warnings == [.corrupt(path: "/home/progress.json", movedTo: "/home/progress.json.corrupt-2")])
    #expect(files.files["/home/progress.json.corrupt-2"] == "{not json")
    #expect(files.files["/home/progress.json.corrupt-1"] == "older")
  }

  @Test func readOnlyHomeWarnsAndGoesOn() {
    let files = FakeFiles()
    files.writeFailure = readOnly
    let store = ProgressStore(home: "/ro", files: files)
    #expect(
      store.save(Self.sample) == [.cannotSave(path: "/ro/progress.json", reason: "cannot create the folder")])
  }

  @Test func corruptFileThatCannotMoveIsNotOverwritten() {
    let files = FakeFiles(["/home/progress.json": "garbage"])
    files.writeFailure = readOnly
    var store = ProgressStore(home: "/home", files: files)
    #expect(store.load().1.count == 1)
    files.writeFailure = nil
    #expect(store.save(Self.sample) == [])
    #expect(files.files["/home/progress.json"] == "garbage")
  }

  @Test(arguments: [
    (["VIEWLAB_HOME": "/v", "HOME": "/h"], "/v"), (["XDG_STATE_HOME": "/s", "HOME": "/h"], "/s/viewlab"),
    (["HOME": "/h"], "/h/.local/state/viewlab"),
  ])
  func homeFromEnvironment(env: [String: String], expected: String) {
    #expect(ProgressStore<ScriptedSystem>.defaultHome(environment: env) == expected)
  }

  /// The real file system: an atomic write leaves no temporary file, and a corrupt file moves aside.
  @Test func localFileSystemRoundTrip() throws {
    let dir = NSTemporaryDirectory() + "viewlab-progress-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var store = ProgressStore(home: dir, files: LocalSystem())
    #expect(store.save(Self.sample) == [])
    #expect(store.load().0 == Self.sample)
    #expect(LocalSystem().list(dir) == ["progress.json"])
    try LocalSystem().writeAtomically(dir + "/progress.json", "[]")
    #expect(
      store.load().1 == [.corrupt(path: dir + "/progress.json", movedTo: dir + "/progress.json.corrupt-1")])
    #expect(LocalSystem().list(dir) == ["progress.json.corrupt-1"])
  }
}
