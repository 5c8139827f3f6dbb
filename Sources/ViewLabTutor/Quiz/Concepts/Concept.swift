/// A concept bank entry: an interview question about the rules, in English and Simplified Chinese,
/// with its answer and an explanation that cites the rule.
struct Concept: Sendable {
  var slug: String
  var kind: AnswerKind
  var prompt: Localized
  /// For multiple choice; the answer is then a letter.
  var choices: [Localized]
  /// The model answer as typed, the same in both languages (`B`, `no`, `UIApplication`, `0.01`).
  var answer: String
  var explanation: Localized
  var difficulty: Int

  init(
    _ slug: String, _ kind: AnswerKind, level: Int = 1, _ prompt: Localized, choices: [Localized] = [],
    answer: String, _ explanation: Localized
  ) {
    self.slug = slug
    self.kind = kind
    self.difficulty = level
    self.prompt = prompt
    self.choices = choices
    self.answer = answer
    self.explanation = explanation
  }

  /// Shorthand for a multiple-choice entry.
  static func choice(
    _ slug: String, level: Int = 1, _ prompt: Localized, _ choices: [Localized], answer: String,
    _ explanation: Localized
  ) -> Concept {
    Concept(slug, .choice, level: level, prompt, choices: choices, answer: answer, explanation)
  }

  func question(_ language: QuizLanguage) -> QuizQuestion {
    let texts = choices.map { $0.text(language) }
    let expected = (try? AnswerReader.read(answer, as: kind, choices: texts).get()) ?? .view(answer)
    return QuizQuestion(
      id: QuestionID.concept(slug), skill: Skill(topic: .concepts, difficulty: difficulty), kind: kind,
      prompt: prompt.text(language), scene: [], query: nil, answerField: nil,
      choices: texts.isEmpty ? nil : texts, expected: expected, expectedJSON: expected.json,
      note: explanation.text(language))
  }
}

/// `L("…", "…")`: a pair of texts, English first.
func L(_ en: String, _ zh: String) -> Localized { Localized(en, zh) }
