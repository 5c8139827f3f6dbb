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

  /// Ends the process with `status`.
  public static func exit(_ status: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(status)
    #elseif canImport(Glibc)
      Glibc.exit(status)
    #else
      Musl.exit(status)
    #endif
  }

  public static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// Writes a file atomically (temp file beside it, fsync, rename over it), so a crash leaves either
  /// the old or the new contents — never a mix. The one atomic writer: `FileDescriptorIO`.
  public static func writeFileAtomically(_ path: String, _ bytes: [UInt8]) -> Result<Void, FileError> {
    do {
      try FileDescriptorIO.writeAtomically(path: path, bytes: bytes)
      return .success(())
    } catch let error as HostError {
      return .failure(FileError(error.reason))
    } catch {
      return .failure(FileError("\(error)"))
    }
  }

  /// The working directory, or nil when it cannot be read (deleted, or too deep).
  public static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The running executable's path, links resolved where the system says (Linux: /proc/self/exe;
  /// macOS: `_NSGetExecutablePath`); nil when it cannot be found.
  public static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    #if canImport(Darwin)
      var size = UInt32(buffer.count)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard n > 0 else { return nil }
      return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #endif
  }

  public static func errnoMessage() -> String { String(cString: strerror(errno)) }
}

public struct FileError: Error, Hashable, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}
