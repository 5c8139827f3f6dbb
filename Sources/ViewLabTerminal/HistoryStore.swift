/// The history file in the state directory, read at start and saved atomically after each line.
public struct HistoryStore {
  public let host: Host
  public let directory: String?
  public private(set) var log: HistoryLog
  /// Whether a history file was there at start: no file means a first run.
  public let existed: Bool
  /// Set when the file at start was not ours (binary, or libedit's own `_HiStOrY_V2_` format):
  /// it was copied aside and history starts empty. The REPL prints it once.
  public private(set) var warning: String?

  public init(host: Host, limit: Int = 1000) {
    self.host = host
    directory = StateDirectory.path(environment: host.environment)
    if let path = directory.map({ $0 + "/history" }), let text = try? host.readFile(atPath: path) {
      existed = true
      if Self.isForeign(text) {
        log = HistoryLog(limit: limit)
        warning = Self.setAside(text, path: path, host: host)
      } else {
        log = HistoryLog(limit: limit, fileText: text)
      }
    } else {
      log = HistoryLog(limit: limit)
      existed = false
    }
  }

  public var path: String? { directory.map { $0 + "/history" } }

  /// Not a file this store wrote: NUL or other control bytes, bytes that were not UTF-8, or
  /// libedit's own history format.
  static func isForeign(_ text: String) -> Bool {
    text.hasPrefix("_HiStOrY_V2_")
      || text.unicodeScalars.contains {
        $0 == "\u{FFFD}" || ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r")
      }
  }

  /// Copies a foreign file to `history.corrupt-N` (the first free N) so nothing the user had is lost.
  static func setAside(_ text: String, path: String, host: Host) -> String {
    var n = 1
    while host.fileExists(atPath: "\(path).corrupt-\(n)") { n += 1 }
    let aside = "\(path).corrupt-\(n)"
    do {
      try host.writeFile(atPath: aside, contents: text)
      return "note: \(path) was not a ViewLab history file; kept it as \(aside) and started a new history"
    } catch {
      return
        "note: \(path) was not a ViewLab history file and could not be copied aside (\(error)); history starts empty"
    }
  }

  public mutating func add(_ line: String) { log.add(line) }

  /// Writes the file; a failure is reported once by the caller and never stops the session.
  public func save() throws {
    guard let directory, let path else { return }
    try host.createDirectory(atPath: directory)
    try host.writeFile(atPath: path, contents: log.fileText)
  }
}
