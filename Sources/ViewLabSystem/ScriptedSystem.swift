/// A machine in memory, for tests and for sandboxes (a quiz's scene, a lesson): files, folders,
/// environment, clock and terminal are whatever the test scripts, output is collected, and any
/// file operation can be made to fail.
public final class ScriptedSystem: System, @unchecked Sendable {
  /// Whole files by path.
  public var files: [String: String]
  /// Folders made by `createDirectory`; a folder is also any path some file lies under.
  public var directories: Set<String> = []
  public var variables: [String: String]
  public var clock: Double
  public var terminal: Bool
  public var width: Int?
  public var height: Int?
  public var workingDirectory: String? = "/"
  public var executable: String? = "/usr/local/bin/viewlab"
  /// Everything written to standard output and standard error.
  public private(set) var output = ""
  public private(set) var errors = ""
  /// How many files were written.
  public private(set) var writes = 0
  /// When set, every write, move and `createDirectory` fails with this error (its path replaced
  /// by the one asked for).
  public var writeFailure: SystemError?
  /// Reads of these paths fail with the given error.
  public var readFailures: [String: SystemError] = [:]
  /// No files at all: every file operation fails with `.unavailable` (a lesson's sandbox).
  public var filesUnavailable = false

  public init(
    files: [String: String] = [:], environment: [String: String] = [:], now: Double = 0,
    terminal: Bool = false, width: Int? = nil, height: Int? = nil
  ) {
    self.files = files
    self.variables = environment
    self.clock = now
    self.terminal = terminal
    self.width = width
    self.height = height
  }

  /// Files in memory and nothing else.
  public convenience init(_ files: [String: String]) { self.init(files: files) }

  public func environment(_ name: String) -> String? { variables[name] }
  public func currentDirectory() -> String? { workingDirectory }
  public func executablePath() -> String? { executable }
  public func now() -> Double { clock }

  public func ignoreInterrupts() {}
  public func isTerminal(_ fd: Int32) -> Bool { terminal }
  public func terminalWidth() -> Int? { width }
  public func terminalHeight() -> Int? { height }
  public func write(_ text: String) { output += text }
  public func writeError(_ text: String) { errors += text }

  public func read(_ path: String) throws(SystemError) -> String {
    if filesUnavailable { throw .unavailable(path: path) }
    if let failure = readFailures[path] { throw failure }
    guard let text = files[clean(path)] else {
      throw isDirectory(path) ? .isDirectory(path: path) : .notFound(path: path)
    }
    return text
  }

  public func writeAtomically(_ path: String, _ contents: String) throws(SystemError) {
    try checkWritable(path)
    files[clean(path)] = contents
    writes += 1
  }

  public func move(_ from: String, to: String) throws(SystemError) {
    try checkWritable(from)
    guard let text = files.removeValue(forKey: clean(from)) else { throw .notFound(path: from) }
    files[clean(to)] = text
  }

  public func createDirectory(_ path: String) throws(SystemError) {
    if isDirectory(path) { return }  // as `mkdir -p`: a folder that is there is fine
    try checkWritable(path)
    directories.insert(clean(path))
  }

  public func list(_ path: String) -> [String]? {
    guard !filesUnavailable, isDirectory(path) else { return nil }
    let folder = clean(path)
    let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    let names = (Array(files.keys) + Array(directories)).filter { $0.hasPrefix(prefix) }.compactMap {
      $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
    }
    return Array(Set(names)).sorted()
  }

  public func isDirectory(_ path: String) -> Bool {
    let folder = clean(path)
    if folder == "." || directories.contains(folder) { return true }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return files.keys.contains { $0.hasPrefix(prefix) } || directories.contains { $0.hasPrefix(prefix) }
  }

  public func exists(_ path: String) -> Bool { files[clean(path)] != nil || isDirectory(path) }

  private func checkWritable(_ path: String) throws(SystemError) {
    if filesUnavailable { throw .unavailable(path: path) }
    if let writeFailure { throw writeFailure.at(path) }
  }

  /// `./a` and `a/` are `a`.
  private func clean(_ path: String) -> String {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
    return p
  }
}

extension SystemError {
  /// The same failure about another path.
  public func at(_ path: String) -> SystemError {
    switch self {
    case .notFound: return .notFound(path: path)
    case .permissionDenied: return .permissionDenied(path: path)
    case .isDirectory: return .isDirectory(path: path)
    case .notDirectory: return .notDirectory(path: path)
    case .readOnly: return .readOnly(path: path)
    case .noSpace: return .noSpace(path: path)
    case .unavailable: return .unavailable(path: path)
    case .io(_, let code): return .io(path: path, errno: code)
    }
  }
}
