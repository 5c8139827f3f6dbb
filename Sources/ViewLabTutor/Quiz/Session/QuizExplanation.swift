import ViewLabCommands
import ViewLabLanguage

/// The words after an answer: the rule, the right answer and, when the answer was wrong, the
/// engine's own reasoning — the annotated trace for a tap, the derivation for `explain`, the steps
/// of a conversion.
enum QuizExplanation {
  static func compose(_ q: QuizQuestion, given: Answer?, correct: Bool, language: Language) -> String {
    var parts = [q.note, TutorMessage.answerLabel.text(language) + answerLine(q)]
    if !correct, let given, let hint = tailoredHint(q, given: given, language: language) {
      parts.insert(hint, at: 0)
    }
    if !correct, let query = q.query {
      // Moves the scene made before the query are shown too: what a recognizer did on an earlier
      // move of the same finger (began, or its delegate refused) often decides the answer.
      let moves = q.scene.reversed().prefix { $0.hasPrefix("touch move ") }.count
      parts.append(
        QuizEngine.humanText(
          scene: Array(q.scene.dropLast(moves)), lines: q.scene.suffix(moves) + [query], language: language))
      if case .view(let name?)? = given, query.hasPrefix("tap "), let why = whyNot(name, q, language) {
        parts.append(why)
      }
    }
    return parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// The hint of the misconception a wrong answer matches, computed on the question's scene.
  static func tailoredHint(_ q: QuizQuestion, given: Answer, language: Language) -> String? {
    guard let query = q.query, let field = q.answerField else { return nil }
    let asked = AskedQuestion(scene: q.scene, query: query, field: field, kind: q.kind, expected: q.expected)
    return Diagnoser<ConsoleEngine>.diagnose(given, for: asked)?.hint(language: language)
  }

  static func answerLine(_ q: QuizQuestion) -> String {
    if case .choice(let i) = q.expected, let choices = q.choices, choices.indices.contains(i) {
      return "\(Answer.letter(i)) — \(choices[i])"
    }
    return q.modelAnswer
  }

  /// For a wrong view named after a tap: the engine's `why` for that view at the same point.
  static func whyNot(_ name: String, _ q: QuizQuestion, _ language: Language) -> String? {
    guard let query = q.query, let engine = QuizEngine(scene: q.scene) else { return nil }
    guard let real = engine.scene.viewNames.first(where: { $0.lowercased() == name.lowercased() }) else {
      return nil
    }
    guard case .ask(.tap(let point))? = try? Parser.parse(query) else { return nil }
    let why = Query.why(NameRef(real), point)
    return QuizEngine.humanText(scene: q.scene, lines: [why.line], language: language)
  }
}
