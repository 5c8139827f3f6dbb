/// The REPL's remembered lines: deduplicated (a repeated line moves to the end), bounded (the oldest
/// go first), one line per entry on disk.
///
///     var log = HistoryLog(limit: 3)
///     ["tap 1 2", "tree", "tap 1 2", "draw"].forEach { log.add($0) }
///     log.entries == ["tree", "tap 1 2", "draw"]
public struct HistoryLog: Equatable, Sendable {
  public private(set) var entries: [String] = []
  public let limit: Int

  /// The same log as adding `entries` one by one, built in one pass (each kept line at its last
  /// occurrence), so loading a full history at start-up is linear, not quadratic.
  public init(limit: Int = 1000, entries: [String] = []) {
    self.limit = max(1, limit)
    var seen = Set<String>()
    var kept: [String] = []
    for line in entries.reversed() where Self.isKeepable(line) && seen.insert(line).inserted {
      kept.append(line)
      if kept.count == self.limit { break }
    }
    self.entries = kept.reversed()
  }

  /// Not blank, and no control characters. One pass over the scalars (start-up checks every line).
  static func isKeepable(_ line: String) -> Bool {
    var visible = false
    for scalar in line.unicodeScalars {
      if isControl(scalar) { return false }
      if !visible {
        visible =
          scalar.isASCII
          ? scalar != " " && !(0x09...0x0D).contains(scalar.value) : !scalar.properties.isWhitespace
      }
    }
    return visible
  }

  /// Remembers `line`; blank lines and lines with control characters are not kept.
  public mutating func add(_ line: String) {
    guard Self.isKeepable(line) else { return }
    entries.removeAll { $0 == line }
    entries.append(line)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }

  /// The file's text: a header, then one entry per line.
  public var fileText: String {
    ([Self.header] + entries).joined(separator: "\n") + "\n"
  }

  /// Reads `fileText`, tolerating a missing header, blank lines and CRLF.
  public init(limit: Int = 1000, fileText: String) {
    // Split on bytes, not Characters: the same lines ("\r\n" is one Character), without grapheme
    // breaking over the whole file on every start.
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var lines: [String] = []
    for var line in fileText.utf8.split(separator: newline, omittingEmptySubsequences: true) {
      if line.last == carriageReturn { line = line.dropLast() }
      if line.isEmpty { continue }
      let text = String(Substring(line))
      if text != Self.header { lines.append(text) }
    }
    self.init(limit: limit, entries: lines)
  }

  static let header = "# viewlab history"

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }
}
