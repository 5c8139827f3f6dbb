import ViewLabLanguage

/// The tutor's own words in the learner's language (lesson text comes translated from the files).
public struct TutorText: Sendable {
  public var language: Language
  public init(language: Language) { self.language = language }

  var zh: Bool { language == .zhHans }

  func say(_ message: TutorMessage) -> String { message.text(language) }

  public func notice(_ notice: TutorNotice) -> String {
    switch notice {
    case .resuming(let n, let total): return say(.resuming(question: n, total: total))
    case .unreadable(let why): return say(.unreadableAnswer(why))
    case .refused(let why): return say(.notAllowed(why))
    case .experimentsUndone: return say(.experimentsUndone)
    case .hint(let hint): return say(.hint(hint))
    case .skipped(let answer): return say(.skipped) + "\n" + answer
    case .predictFirst: return say(.predictFirst)
    case .nothingToExplain: return say(.nothingFinishedYet)
    case .taskProgress(let unmet):
      return ([say(.taskNotThereYet)] + unmet.map { "  " + $0 }).joined(separator: "\n")
    case .nothingToUndo: return say(.nothingToUndo)
    case .sceneReset: return say(.sceneReset)
    case .help: return say(.lessonHelp)
    case .left: return say(.progressSavedLeaving)
    }
  }

  public func kindHelp(_ kind: AnswerKind, only: [String]?) -> String {
    kind == .task ? say(.taskFormat(only: only)) : say(.answerFormat(kind))
  }

  public func verdict(_ grade: Grade, final: Bool) -> String {
    if grade.correct { return say(.correct) }
    return final ? say(.notRight) : say(.notQuiteTryAgain)
  }

  public func summary(_ s: LessonSummary) -> String {
    let title = s.title.isEmpty ? s.lesson : s.title
    var head = say(
      .lessonComplete(title: title, correct: s.correct, afterRetry: s.afterRetry, total: s.total))
    if s.skipped > 0 { head += say(.skippedCount(s.skipped)) }
    guard !s.missed.isEmpty else { return head }
    let list = s.missed.map { "  \($0.number). " + Self.shortened($0.prompt) }
    return ([head, say(.toReview)] + list).joined(separator: "\n")
  }

  /// A prompt cut to one line of at most `limit` characters, at a word where it can be.
  static func shortened(_ prompt: String, limit: Int = 72) -> String {
    let one = prompt.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard one.count > limit else { return one }
    let cut = one.prefix(limit)
    if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
      return String(cut[..<space]) + "…"
    }
    return String(cut) + "…"
  }

  /// After a right answer: the short reason (the next question is open at once, so `why` cannot
  /// come back to this one).
  public func brief(_ grade: Grade) -> String { grade.brief }

  public func question(_ p: QuestionPrompt) -> String {
    var lines = [say(.questionNumber(p.number, of: p.total)) + (zh ? "：" : ": ") + p.prompt]
    for (i, choice) in p.choices.enumerated() { lines.append("  \(Answer.letter(i)). \(choice)") }
    lines.append(kindHelp(p.kind, only: p.only))
    return lines.joined(separator: "\n")
  }
}
