import ViewLabTutor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tutor's door to the real file system (progress files, lesson folders), over the same POSIX
/// calls and atomic writes (temp + fsync + rename) as the rest of the terminal layer.
public struct LocalFileSystem: TutorFileSystem, Sendable {
  private var host: SystemHost { SystemHost() }

  public init() {}

  public func read(_ path: String) throws(TutorFileError) -> String {
    do { return try FileDescriptorIO.read(path: path) } catch {
      throw TutorFileError(path: path, reason: exists(path) ? "cannot be read" : "no such file")
    }
  }

  public func writeAtomically(_ path: String, _ contents: String) throws(TutorFileError) {
    do { try FileDescriptorIO.writeAtomically(path: path, bytes: Array(contents.utf8)) } catch {
      throw TutorFileError(path: path, reason: "cannot write (read-only or missing folder?)")
    }
  }

  public func move(_ from: String, to: String) throws(TutorFileError) {
    if rename(from, to) != 0 { throw TutorFileError(path: from, reason: "cannot move to \(to)") }
  }

  public func createDirectory(_ path: String) throws(TutorFileError) {
    do { try host.createDirectory(atPath: path) } catch {
      throw TutorFileError(path: path, reason: "cannot create the folder")
    }
  }

  public func exists(_ path: String) -> Bool { host.fileExists(atPath: path) }
  public func isDirectory(_ path: String) -> Bool { host.isDirectory(atPath: path) }
  public func list(_ path: String) -> [String]? { host.contentsOfDirectory(atPath: path) }
}
