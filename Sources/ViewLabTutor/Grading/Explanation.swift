/// Builds the explanation shown after an answer: the lesson's own words, the right answer, then the
/// engine's reasoning (trace or derivation). The wording of the frame around them lives here.
public enum Explanation {
  public static func compose(
    prose: String?, answer: String, kind: AnswerKind, choices: [String], derivation: [String]
  ) -> String {
    var parts: [String] = []
    if let prose, !prose.trimmingWhitespace.isEmpty { parts.append(prose.trimmingWhitespace) }
    parts.append("Answer: \(answerLine(answer, kind: kind, choices: choices))")
    parts += derivation.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    return parts.joined(separator: "\n\n")
  }

  static func answerLine(_ typed: String, kind: AnswerKind, choices: [String]) -> String {
    guard kind == .choice, let letter = typed.unicodeScalars.first, typed.count == 1 else { return typed }
    let index = Int(letter.value) - 65
    return choices.indices.contains(index) ? "\(typed) — \(choices[index])" : typed
  }
}
