/// The one door to the outside world: terminal, environment and files. Everything in the REPL
/// reaches the machine through a `Host`, so tests can hand it a scripted fake.
public protocol Host: AnyObject {
  /// One variable of the process environment (asked for one at a time: no dictionary is built
  /// before the first prompt).
  func environment(_ name: String) -> String?
  /// Ctrl-C typed while a command runs (the terminal is in cooked mode then) must not end the
  /// session; while a line is edited, libedit turns ^C into a key instead.
  func ignoreInterrupts()
  /// Whether standard input (`0`), output (`1`) or error (`2`) is a terminal.
  func isTerminal(_ fd: Int32) -> Bool
  /// The terminal's width in columns, asked afresh each time so resizes are followed.
  func terminalWidth() -> Int?
  /// The terminal's height in rows, asked afresh each time; nil when not a terminal.
  func terminalHeight() -> Int?
  /// Writes to standard output, unbuffered.
  func write(_ text: String)
  /// Writes to standard error, unbuffered.
  func writeError(_ text: String)
  /// The whole file as UTF-8 text.
  func readFile(atPath path: String) throws -> String
  /// Replaces the file in one step: a temporary file beside it, then `rename`.
  func writeFile(atPath path: String, contents: String) throws
  /// Creates a directory and its parents; succeeds when it exists already.
  func createDirectory(atPath path: String) throws
  /// The names in a directory (no `.`/`..`), or nil when it cannot be read.
  func contentsOfDirectory(atPath path: String) -> [String]?
  func isDirectory(atPath path: String) -> Bool
  func fileExists(atPath path: String) -> Bool
}

/// A failure at the door, worded for a person.
public struct HostError: Error, Equatable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}

extension Host {
  public func terminalHeight() -> Int? { nil }
}
