#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Thin wrappers over the POSIX calls the edge needs, so no other file imports the C library.
public enum POSIX {
  /// Writes all of `text` to a file descriptor (1 = standard output, 2 = standard error).
  public static func write(_ text: String, to fd: Int32) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n <= 0 {
          if n < 0 && errno == EINTR { continue }
          return
        }
        offset += n
      }
    }
  }

  private static func systemWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
    #if canImport(Darwin)
      Darwin.write(fd, p, n)
    #elseif canImport(Glibc)
      Glibc.write(fd, p, n)
    #else
      Musl.write(fd, p, n)
    #endif
  }

  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  public static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// The whole file as bytes, or an error message.
  public static func readFile(_ path: String) -> Result<[UInt8], FileError> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(FileError(errnoMessage())) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
      if n < 0 {
        if errno == EINTR { continue }
        return .failure(FileError(errnoMessage()))
      }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[0..<n])
    }
    return .success(bytes)
  }

  /// Writes a file atomically: a temporary file beside it, flushed to disk, then renamed over it,
  /// so a crash leaves either the old or the new contents — never a mix.
  public static func writeFileAtomically(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileError> {
    let temp = "\(path).tmp-\(getpid())"
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { return .failure(FileError(errnoMessage())) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        systemWrite(fd, $0.baseAddress!.assumingMemoryBound(to: UInt8.self) + offset, bytes.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        let message = errnoMessage()
        close(fd)
        unlink(temp)
        return .failure(FileError(message))
      }
      offset += n
    }
    if fsync(fd) != 0 || close(fd) != 0 {
      let message = errnoMessage()
      unlink(temp)
      return .failure(FileError(message))
    }
    guard rename(temp, path) == 0 else {
      let message = errnoMessage()
      unlink(temp)
      return .failure(FileError(message))
    }
    return .success(())
  }

  public static func errnoMessage() -> String { String(cString: strerror(errno)) }
}

public struct FileError: Error, Hashable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
