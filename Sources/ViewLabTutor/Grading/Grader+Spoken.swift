import ViewLabLanguage

extension Grader {
  /// A spoken (`explain`) answer graded on the question's key points: the reply lists each point met
  /// (✓) or missed (✗) in the learner's language, then the model spoken answer. The scene plays no
  /// part; the answer is never compared as a value.
  ///
  ///     gradeSpoken("hitTest goes front to back", question: q, language: .en).points
  ///     // [✓ subviews front to back, ✗ the three refusals, …]
  static func gradeSpoken(_ text: String, question q: Question, language: Language) -> Grade {
    let rubric = q.spoken ?? SpokenRubric(points: [])
    let model = q.answer ?? ""
    let result = rubric.grade(text)
    let passed = result.passed && !text.trimmingWhitespace.isEmpty
    var grade = Grade(
      questionID: q.id, correct: passed, expected: .string(model), expectedTyped: model, hint: q.hint,
      explanation: "")
    grade.kind = .explain
    grade.points = result.marks(language)
    grade.explanation = SpokenReply.text(result, rubric: rubric, model: model, prose: q.explanation, language)
    grade.brief = grade.explanation
    return grade
  }
}

/// The reply to a spoken answer, in the learner's language: the points met and missed, then the model
/// answer (and the lesson's own note, when it has one).
enum SpokenReply {
  static func text(
    _ result: SpokenResult, rubric: SpokenRubric, model: String, prose: String?, _ language: Language
  ) -> String {
    let met = result.points.filter(\.met).count
    var lines = [
      TutorMessage.interview(.pointsSummary(met: met, total: result.points.count, pass: rubric.pass)).text(
        language)
    ]
    // Each point as the learner's language words it, marked met (✓) or missed (✗).
    lines += result.marks(language).map { ($0.met ? "✓ " : "✗ ") + $0.point }
    var parts = [lines.joined(separator: "\n")]
    parts.append(TutorMessage.interview(.modelAnswer).text(language) + "\n" + model)
    if let prose, !prose.trimmingWhitespace.isEmpty { parts.append(prose.trimmingWhitespace) }
    return parts.joined(separator: "\n\n")
  }
}
