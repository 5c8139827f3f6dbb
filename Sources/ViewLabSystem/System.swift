/// The one door to the outside world: environment, clock, terminal and files. Every layer that
/// needs the machine is handed a `System`; `LocalSystem` is the real one, `ScriptedSystem` the
/// fake that tests script.
public protocol System: AnyObject {
  // MARK: Environment and process

  /// One variable of the process environment (asked for one at a time: no dictionary is built
  /// before the first prompt).
  func environment(_ name: String) -> String?
  /// The working directory, or nil when it cannot be read (deleted, or too deep).
  func currentDirectory() -> String?
  /// The running executable's path, or nil when it cannot be found.
  func executablePath() -> String?

  // MARK: Clock

  /// Seconds since 1970, with a fraction.
  func now() -> Double

  // MARK: Terminal

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

  // MARK: Files

  /// The whole file as UTF-8 text (bytes that are not UTF-8 become U+FFFD).
  func read(_ path: String) throws(SystemError) -> String
  /// Replaces the file in one step (`AtomicWrite`): a reader sees the old file or the new one.
  func writeAtomically(_ path: String, _ contents: String) throws(SystemError)
  /// Renames a file (on the same file system: one step).
  func move(_ from: String, to: String) throws(SystemError)
  /// Creates a folder and its parents; succeeds when it exists already.
  func createDirectory(_ path: String) throws(SystemError)
  /// The names in a folder, sorted, without `.` and `..`; nil when it cannot be listed.
  func list(_ path: String) -> [String]?
  func isDirectory(_ path: String) -> Bool
  func exists(_ path: String) -> Bool
}

extension System {
  /// Moves a file that cannot be read as what it should be to `PATH.corrupt-N` (the first free N),
  /// so nothing the user had is lost and a fresh file can take its place. Returns the new path.
  /// The one naming scheme for corrupt files: history, progress and the quiz's review file.
  public func moveAside(_ path: String) throws(SystemError) -> String {
    let aside = asidePath(for: path)
    try move(path, to: aside)
    return aside
  }

  /// Where `moveAside` would put `path` now.
  public func asidePath(for path: String) -> String {
    var n = 1
    while exists("\(path).corrupt-\(n)") { n += 1 }
    return "\(path).corrupt-\(n)"
  }
}
