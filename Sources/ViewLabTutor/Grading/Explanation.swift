/// Builds the explanation shown after an answer: the lesson's own words, the right answer, then the
/// engine's reasoning (trace or derivation). The wording of the frame around them lives here.
public struct Explanation: Sendable {
  public var language: String
  public init(language: String) { self.language = language }

  func oneWay(_ model: String) -> String { (language == "zh-Hans" ? "一种做法：" : "One way: ") + model }

  public func compose(
    prose: String?, answer: String, kind: AnswerKind, choices: [String], derivation: [String]
  ) -> String {
    var parts: [String] = []
    if let prose, !prose.trimmingWhitespace.isEmpty { parts.append(prose.trimmingWhitespace) }
    parts.append((language == "zh-Hans" ? "答案：" : "Answer: ") + "\(Self.answerLine(answer, kind: kind, choices: choices))")
    parts += derivation.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    return parts.joined(separator: "\n\n")
  }

  static func answerLine(_ typed: String, kind: AnswerKind, choices: [String]) -> String {
    guard kind == .choice, let letter = typed.unicodeScalars.first, typed.count == 1 else { return typed }
    let index = Int(letter.value) - 65
    return choices.indices.contains(index) ? "\(typed) — \(choices[index])" : typed
  }
}
