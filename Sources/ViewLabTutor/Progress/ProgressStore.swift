import ViewLabLanguage
import ViewLabSystem

/// Something the learner should know about their progress file; the lesson goes on regardless.
public enum ProgressWarning: Equatable, Sendable {
  /// The file was not valid progress; it was moved aside, never overwritten.
  case corrupt(path: String, movedTo: String)
  case corruptNotMoved(path: String, reason: String)
  case cannotSave(path: String, reason: String)

  /// The warning in English.
  public var message: String { message(language: .en) }

  /// The warning in `language` (`en` or `zh-Hans`).
  public func message(language: Language) -> String {
    switch self {
    case .corrupt(let path, let movedTo):
      TutorMessage.progressCorrupt(path: path, movedTo: movedTo).text(language)
    case .corruptNotMoved(let path, let reason):
      TutorMessage.progressCorruptNotMoved(path: path, reason: reason).text(language)
    case .cannotSave(let path, let reason):
      TutorMessage.progressCannotSave(path: path, reason: reason).text(language)
    }
  }
}

/// Reads and writes `progress.json` in the learner's home, atomically, through a `System`.
public struct ProgressStore<FileSystem: System> {
  public let home: String
  public let files: FileSystem
  /// Set when a corrupt file could not be moved aside: saving would destroy it, so it is skipped.
  var readOnly = false

  public init(home: String, files: FileSystem) {
    self.home = home
    self.files = files
  }

  public var path: String { joinPath(home, "progress.json") }

  /// `VIEWLAB_HOME`, else `$XDG_STATE_HOME/viewlab`, else `~/.local/state/viewlab` (`StateDirectory`).
  public static func defaultHome(environment: [String: String]) -> String {
    StateDirectory.home(variable: { environment[$0] })
  }

  /// The stored progress; a missing file is a fresh start, a corrupt one is moved aside.
  public mutating func load() -> (LearnerProgress, [ProgressWarning]) {
    guard files.exists(path) else { return (LearnerProgress(), []) }
    let text: String
    do { text = try files.read(path) } catch {
      readOnly = true
      return (LearnerProgress(), [.corruptNotMoved(path: path, reason: error.reason(.read))])
    }
    if let progress = LearnerProgress(parsing: text) { return (progress, []) }
    do {
      let aside = try files.moveAside(path)
      return (LearnerProgress(), [.corrupt(path: path, movedTo: aside)])
    } catch {
      readOnly = true
      return (
        LearnerProgress(),
        [.corruptNotMoved(path: path, reason: error.reason(.move(to: files.asidePath(for: path))))]
      )
    }
  }

  /// Writes `progress` (temp file + rename); a read-only home gives a warning, not a failure.
  public func save(_ progress: LearnerProgress) -> [ProgressWarning] {
    guard !readOnly else { return [] }
    let text = progress.fileText
    do {
      if !files.isDirectory(home) { try files.createDirectory(home) }
    } catch {
      return [.cannotSave(path: path, reason: error.reason(.createDirectory))]
    }
    do {
      try files.writeAtomically(path, text + "\n")
      return []
    } catch {
      return [.cannotSave(path: path, reason: error.reason(.write))]
    }
  }
}
