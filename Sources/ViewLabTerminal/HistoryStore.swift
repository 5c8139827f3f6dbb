/// The history file in the state directory, read at start and saved atomically after each line.
public struct HistoryStore {
  public let host: Host
  public let directory: String?
  public private(set) var log: HistoryLog
  /// Whether a history file was there at start: no file means a first run.
  public let existed: Bool

  public init(host: Host, limit: Int = 1000) {
    self.host = host
    directory = StateDirectory.path(environment: host.environment)
    if let path = directory.map({ $0 + "/history" }), let text = try? host.readFile(atPath: path) {
      log = HistoryLog(limit: limit, fileText: text)
      existed = true
    } else {
      log = HistoryLog(limit: limit)
      existed = false
    }
  }

  public var path: String? { directory.map { $0 + "/history" } }

  public mutating func add(_ line: String) { log.add(line) }

  /// Writes the file; a failure is reported once by the caller and never stops the session.
  public func save() throws {
    guard let directory, let path else { return }
    try host.createDirectory(atPath: directory)
    try host.writeFile(atPath: path, contents: log.fileText)
  }
}
