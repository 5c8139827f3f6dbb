import ViewLabLanguage

extension Grader {
  /// The hint for a wrong answer to a scene question when it matches a known misconception:
  /// that misconception's hint, with the scene's numbers; nil otherwise (the question's own hint stays).
  static func tailoredHint(
    _ given: Answer, question q: Question, expected: Answer?, scene: [SourceLine], language: Language
  ) -> String? {
    guard let query = q.query, let field = q.field, let expected else { return nil }
    let asked = AskedQuestion(
      scene: scene.map(\.text), query: query, field: field, kind: q.kind, expected: expected)
    return Diagnoser<Engine>.diagnose(given, for: asked)?.hint(language: language)
  }
}
