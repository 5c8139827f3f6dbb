import ViewLabSystem

/// Reads and writes the quiz's review file (`quiz-review.json` in the learner's home) through the
/// `System` door: written atomically; a file it cannot read is moved aside (`System.moveAside`),
/// never lost. Problems are returned as messages; the quiz goes on regardless.
public struct ReviewStore<FileSystem: System> {
  public let home: String
  public let files: FileSystem

  public init(home: String, files: FileSystem) {
    self.home = home
    self.files = files
  }

  public var path: String { joinPath(home, ReviewFile.name) }

  /// The review state, and what the learner should be told about the file.
  public func load() -> (state: ReviewState, warnings: [TutorMessage]) {
    guard files.exists(path) else { return (ReviewState(), []) }
    let text: String
    do {
      text = try files.read(path)
    } catch {
      return (ReviewState(), [.reviewUnreadable(path: path)])
    }
    let (state, corrupt) = ReviewFile.load(text)
    guard corrupt else { return (state, []) }
    do {
      let aside = try files.moveAside(path)
      return (state, [.reviewCorrupt(path: path, movedTo: aside)])
    } catch {
      return (state, [.reviewCorruptNotMoved(path: path, reason: error.reason)])
    }
  }

  /// Saves `state`; the problem, if it could not.
  public func save(_ state: ReviewState) -> TutorMessage? {
    if !files.isDirectory(home) {
      do { try files.createDirectory(home) } catch {
        return .reviewCannotCreate(folder: home, reason: error.reason)
      }
    }
    do {
      try files.writeAtomically(path, state.json.text + "\n")
    } catch {
      return .reviewCannotSave(path: path, reason: error.reason)
    }
    return nil
  }
}
