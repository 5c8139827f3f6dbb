import ViewLabPOSIX
import ViewLabSystem

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Process-level calls (write to a file descriptor, exit), so no other file imports the C library
/// for them. The executable builds its one `LocalSystem` in `main` and hands it down; `system`
/// here is the default for callers that are not handed one (tests, benchmarks).
public enum POSIX {
  /// A `LocalSystem` for callers not handed one (tests and benchmarks; the executable passes its own).
  public static let system = LocalSystem()

  /// Writes all of `text` to a file descriptor (1 = standard output, 2 = standard error).
  public static func write(_ text: String, to fd: Int32) { LocalSystem.writeAll(fd, Array(text.utf8)) }

  /// Reads what is available on a file descriptor (at most `count` bytes); nil at the end.
  public static func read(_ fd: Int32, upTo count: Int) -> [UInt8]? { LocalSystem.readSome(fd, upTo: count) }

  public static func isTerminal(_ fd: Int32) -> Bool { system.isTerminal(fd) }

  /// Is input already waiting on `fd`, or does some arrive within `milliseconds` (the rest of a
  /// paste)? It looks; it reads nothing.
  public static func inputWaiting(_ fd: Int32, milliseconds: Int32 = 50) -> Bool {
    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&p, 1, milliseconds) > 0 && p.revents & Int16(POLLIN) != 0
  }

  /// One line of `fd` without its line end, read a byte at a time so that nothing after it is held
  /// in a buffer (`inputWaiting` then sees the rest of a paste); nil at the end of input.
  public static func readLine(_ fd: Int32) -> String? {
    var bytes: [UInt8] = []
    while let byte = LocalSystem.readSome(fd, upTo: 1), let b = byte.first {
      if b == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(b)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

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

  public static func environment(_ name: String) -> String? { system.environment(name) }

  public static func currentDirectory() -> String? { system.currentDirectory() }
  public static func executablePath() -> String? { system.executablePath() }
}
