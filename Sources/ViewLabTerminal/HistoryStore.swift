import ViewLabSystem
import ViewLabTutor

/// The history file in the state directory, read at start and saved atomically after each line.
public struct HistoryStore {
  public let host: System
  public let directory: String?
  /// The file's entries, parsed when first asked for: the REPL asks after the first prompt.
  private let loaded: HistoryFile
  /// The log once a line has been added.
  private var edited: HistoryLog?
  public var log: HistoryLog { edited ?? loaded.log }
  /// Whether a history file was there at start: no file means a first run.
  public let existed: Bool
  /// Set when the file at start was not ours (binary, or libedit's own `_HiStOrY_V2_` format):
  /// it was moved aside (`System.moveAside`) and history starts empty. The REPL words it and
  /// prints it once.
  public private(set) var warning: HistoryWarning?

  public init(host: System, limit: Int = 1000) {
    self.host = host
    directory = StateDirectory.path(variable: { host.environment($0) })
    if let path = directory.map({ $0 + "/history" }), let text = try? host.read(path) {
      existed = true
      if Self.isForeign(text) {
        loaded = HistoryFile(limit: limit, text: "")
        warning = Self.setAside(path, host: host)
      } else {
        loaded = HistoryFile(limit: limit, text: text)
      }
    } else {
      loaded = HistoryFile(limit: limit, text: "")
      existed = false
    }
  }

  public var path: String? { directory.map { $0 + "/history" } }

  /// Not a file this store wrote: NUL or other control bytes, bytes that were not UTF-8, or
  /// libedit's own history format.
  static func isForeign(_ text: String) -> Bool {
    if text.hasPrefix("_HiStOrY_V2_") { return true }
    // One pass over the bytes (this runs before the first prompt): a control byte, or U+FFFD
    // (EF BF BD), which reading puts where the file had bytes that were not UTF-8. Read from the
    // string's own buffer when it has one (a file read always does): a plain loop over bytes.
    let direct = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x20 {
          if byte != 0x0A && byte != 0x09 && byte != 0x0D { return true }
        } else if byte == 0xEF && i + 2 < bytes.count && bytes[i + 1] == 0xBF && bytes[i + 2] == 0xBD {
          return true
        }
        i += 1
      }
      return false
    }
    if let direct { return direct }
    var replacementBytes = 0
    for byte in text.utf8 {
      if byte < 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { return true }
      switch (replacementBytes, byte) {
      case (_, 0xEF): replacementBytes = 1
      case (1, 0xBF): replacementBytes = 2
      case (2, 0xBD): return true
      default: replacementBytes = 0
      }
    }
    return false
  }

  /// Moves a foreign file to `history.corrupt-N` (`System.moveAside`), bytes untouched, so nothing
  /// the user had is lost.
  static func setAside(_ path: String, host: System) -> HistoryWarning {
    do {
      let aside = try host.moveAside(path)
      return .setAside(path: path, copy: aside)
    } catch {
      return .notMoved(path: path, reason: "\(error)")
    }
  }

  public mutating func add(_ line: String) {
    var log = self.log
    log.add(line)
    edited = log
  }

  /// Writes the file; a failure is reported once by the caller and never stops the session.
  public func save() throws {
    guard let directory, let path else { return }
    try host.createDirectory(directory)
    try host.writeAtomically(path, log.fileText)
  }
}

/// The history file's text, parsed on first use. A class, so copies of a store share one parse.
final class HistoryFile {
  private let limit: Int
  private var text: String?
  private var parsed: HistoryLog?

  init(limit: Int, text: String) {
    self.limit = limit
    self.text = text
  }

  var log: HistoryLog {
    if let parsed { return parsed }
    let log = HistoryLog(limit: limit, fileText: text ?? "")
    parsed = log
    text = nil
    return log
  }
}

/// A history file that was not ours, and what became of it.
public enum HistoryWarning: Equatable, Sendable {
  case setAside(path: String, copy: String)
  case notMoved(path: String, reason: String)
}
