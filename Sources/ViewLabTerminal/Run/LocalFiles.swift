import ViewLabRendering

/// The real file system, for `save`, `load`, `import` and `export`. Writes are atomic.
public struct LocalFiles: FileAccess, Sendable {
  public init() {}

  public func read(_ path: String) throws(FileAccessError) -> String {
    switch POSIX.readFile(path) {
    case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
    case .failure(let e): throw FileAccessError(e.message.lowercased())
    }
  }

  public func write(_ path: String, _ contents: String) throws(FileAccessError) {
    if case .failure(let e) = POSIX.writeFileAtomically(path, Array(contents.utf8)) {
      throw FileAccessError(e.message.lowercased())
    }
  }
}
