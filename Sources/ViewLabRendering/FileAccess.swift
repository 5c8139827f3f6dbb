/// Reading and writing whole files: the only file I/O the core asks for. The terminal layer
/// implements it for real (atomic writes); tests use an in-memory fake.
public protocol FileAccess {
  func read(_ path: String) throws(FileAccessError) -> String
  func write(_ path: String, _ contents: String) throws(FileAccessError)
}

public struct FileAccessError: Error, Hashable, Sendable {
  public var reason: String
  public init(_ reason: String) { self.reason = reason }
}

/// Files in memory, for tests and for hosts without a file system.
public final class MemoryFiles: FileAccess, @unchecked Sendable {
  public var files: [String: String]
  public init(_ files: [String: String] = [:]) { self.files = files }

  public func read(_ path: String) throws(FileAccessError) -> String {
    guard let text = files[path] else { throw FileAccessError("no such file") }
    return text
  }

  public func write(_ path: String, _ contents: String) throws(FileAccessError) {
    files[path] = contents
  }
}
