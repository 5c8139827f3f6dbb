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
