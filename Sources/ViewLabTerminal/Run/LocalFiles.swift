import ViewLabRendering

/// The real file system, for `save`, `load`, `import` and `export`. Writes are atomic.
public struct LocalFiles: FileAccess, Sendable {
  public init() {}

  public func read(_ path: String) throws(FileAccessError) -> String {
    do { return try FileDescriptorIO.read(path: path) } catch let error as HostError {
      throw FileAccessError(error.reason.lowercased())
    } catch {
      throw FileAccessError("\(error)")
    }
  }

  public func write(_ path: String, _ contents: String) throws(FileAccessError) {
    if case .failure(let e) = POSIX.writeFileAtomically(path, Array(contents.utf8)) {
      throw FileAccessError(e.message.lowercased())
    }
  }
}
