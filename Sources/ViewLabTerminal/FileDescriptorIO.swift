#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic whole-file writes with plain POSIX calls.
enum FileDescriptorIO {
  static func failure(_ path: String) -> HostError {
    HostError(path: path, reason: String(cString: strerror(errno)))
  }

  static func read(path: String) throws -> String {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw failure(path) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { throw failure(path) }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes `path.tmp-PID`, flushes it to disk, then renames it over `path`: a reader sees the old
  /// file or the new one, never half of one.
  static func writeAtomically(path: String, bytes: [UInt8]) throws {
    removeStaleTemporaries(of: path)
    let temporary = "\(path).tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw failure(path) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        let error = failure(path)
        close(fd)
        unlink(temporary)
        throw error
      }
      offset += n
    }
    _ = fsync(fd)
    close(fd)
    if rename(temporary, path) != 0 {
      let error = failure(path)
      unlink(temporary)
      throw error
    }
  }

  /// Deletes `path.tmp-PID` files left by writers that were killed mid-save; a file whose process
  /// is still alive is another writer's, and stays.
  static func removeStaleTemporaries(of path: String) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) } ?? "."
    let prefix = String(slash.map { path[path.index(after: $0)...] } ?? Substring(path)) + ".tmp-"
    guard let dir = opendir(directory.isEmpty ? "/" : directory) else { return }
    defer { closedir(dir) }
    var stale: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasPrefix(prefix), let pid = Int32(name.dropFirst(prefix.count)) else { continue }
      if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { stale.append(name) }
    }
    for name in stale { unlink(directory + "/" + name) }
  }

  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(fd, buffer, count)
    #else
      Glibc.read(fd, buffer, count)
    #endif
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(fd, buffer, count)
    #else
      Glibc.write(fd, buffer, count)
    #endif
  }
}
