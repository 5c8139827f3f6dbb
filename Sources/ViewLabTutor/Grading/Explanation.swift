/// Builds the explanation shown after an answer: the lesson's own words, the right answer, then the
/// engine's reasoning (trace or derivation). The wording of the frame around them lives here.
public struct Explanation: Sendable {
  public var language: String
  public init(language: String) { self.language = language }

  var zh: Bool { language == "zh-Hans" }

  func oneWay(_ model: String) -> String { (zh ? "一种做法：" : "One way: ") + model }

  /// Why a learner's text was not read as an answer, placed before the explanation in `--json` mode.
  func unreadable(_ text: String, _ why: String) -> String {
    zh ? "没读懂“\(text)”：\(why)" : "Could not read '\(text)': \(why)"
  }

  public func compose(
    prose: String?, answer: String, kind: AnswerKind, choices: [String], derivation: [String],
    problem: String? = nil
  ) -> String {
    var parts: [String] = problem.map { [$0] } ?? []
    if let prose, !prose.trimmingWhitespace.isEmpty { parts.append(prose.trimmingWhitespace) }
    let label = kind == .task ? (zh ? "目标：" : "Goal: ") : (zh ? "答案：" : "Answer: ")
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
