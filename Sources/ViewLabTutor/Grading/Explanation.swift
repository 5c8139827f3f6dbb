import ViewLabLanguage

/// Builds the explanation shown after an answer: the lesson's own words, the right answer, then the
/// engine's reasoning (trace or derivation). The wording of the frame around them lives here.
public struct Explanation: Sendable {
  public var language: Language
  public init(language: Language) { self.language = language }

  /// The short "why" after a right answer: the lesson's own explanation, else the lines of the
  /// engine's output that derive `field` (`frame.origin = position − …` for a frame, `hit:` and
  /// `responder chain:` for a tap). The lines are chosen by their English wording; `english` is the
  /// same derivation in English when `derivation` is in another language (the engine words a
  /// derivation line for line, so the chosen lines are taken at the same places).
  public static func brief(prose: String?, derivation: String, field: String?, english: String? = nil)
    -> String
  {
    if let prose, !prose.trimmingWhitespace.isEmpty { return prose.trimmingWhitespace }
    let shown = nonEmptyLines(derivation)
    let lines = english.map(nonEmptyLines) ?? shown
    let root = String((field ?? "").prefix { $0 != "." })
    let starts: [String]
    switch root {
    // Only the asked part: the chain under a hit question would answer the chain question after it.
    case "hit", "visited": starts = ["hit:"]
    case "chain": starts = ["hit:", "responder chain:"]
    case "handledBy": starts = ["hit:", "responder chain:", "touchesBegan:"]
    case "frameInWindow": starts = ["in window"]
    case "frame": starts = ["frame"]
    case "": starts = []
    default: starts = [root]
    }
    let picked = lines.indices.filter { i in starts.contains { lines[i].hasPrefix($0) } }
    if !picked.isEmpty, shown.count == lines.count { return picked.map { shown[$0] }.joined(separator: "\n") }
    return shown.count <= 3 ? shown.joined(separator: "\n") : shown.suffix(2).joined(separator: "\n")
  }

  static func nonEmptyLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
  }

  /// A task's goal line: every goal, then what it keeps.
  func goals(_ q: Question) -> String {
    let goals = ([q.goal].compactMap { $0 } + q.also).map { "`\($0.query)` → \($0.field) = \($0.equals)" }
    var line = goals.joined(separator: "; ")
    if !q.keep.isEmpty {
      line += TutorMessage.keeping(q.keep).text(language)
    }
    return line
  }

  /// A `keep` the learner's change broke.
  func broken(_ b: TaskCheck.Broken) -> String {
    let name = b.item.split(separator: ".").first.map(String.init) ?? b.item
    guard let now = b.now else {
      return TutorMessage.keptViewGone(view: name, item: b.item).text(language)
    }
    return TutorMessage.keptValueChanged(item: b.item, was: b.was, now: now).text(language)
  }

  func oneWay(_ model: String) -> String { TutorMessage.oneWay(model).text(language) }

  /// Why a learner's text was not read as an answer, placed before the explanation in `--json` mode.
  func unreadable(_ text: String, _ why: String) -> String {
    TutorMessage.couldNotRead(text: text, why: why).text(language)
  }

  public func compose(
    prose: String?, answer: String, kind: AnswerKind, choices: [String], derivation: [String],
    problem: String? = nil
  ) -> String {
    var parts: [String] = problem.map { [$0] } ?? []
    if let prose, !prose.trimmingWhitespace.isEmpty { parts.append(prose.trimmingWhitespace) }
    let label = (kind == .task ? TutorMessage.goalLabel : .answerLabel).text(language)
    parts.append(label + Self.answerLine(answer, kind: kind, choices: choices))
    parts += derivation.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    return parts.joined(separator: "\n\n")
  }

  static func answerLine(_ typed: String, kind: AnswerKind, choices: [String]) -> String {
    guard kind == .choice, let letter = typed.unicodeScalars.first, typed.count == 1 else { return typed }
    let index = Int(letter.value) - 65
    return choices.indices.contains(index) ? "\(typed) — \(choices[index])" : typed
  }
}
