import Foundation

/// The real file system, through Foundation. The only file I/O in the tutor lives here.
public struct LocalFileSystem: TutorFileSystem, Sendable {
  public init() {}

  public func read(_ path: String) throws(TutorFileError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TutorFileError(path: path, reason: exists(path) ? "cannot be read" : "no such file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TutorFileError(path: path, reason: "not UTF-8 text")
    }
    return text
  }

  public func writeAtomically(_ path: String, _ contents: String) throws(TutorFileError) {
    let temp = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
    guard FileManager.default.createFile(atPath: temp, contents: Data(contents.utf8)) else {
      throw TutorFileError(path: path, reason: "cannot write (read-only or missing folder?)")
    }
    if rename(temp, path) != 0 {
      try? FileManager.default.removeItem(atPath: temp)
      throw TutorFileError(path: path, reason: "cannot replace the file")
    }
  }

  public func move(_ from: String, to: String) throws(TutorFileError) {
    if rename(from, to) != 0 { throw TutorFileError(path: from, reason: "cannot move to \(to)") }
  }

  public func createDirectory(_ path: String) throws(TutorFileError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw TutorFileError(path: path, reason: "cannot create the folder")
    }
  }

  public func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  public func isDirectory(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
  }

  public func list(_ path: String) -> [String]? {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted()
  }
}
