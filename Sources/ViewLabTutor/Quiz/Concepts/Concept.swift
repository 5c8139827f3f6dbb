import ViewLabLanguage

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

  /// The question with its choices shown in `order` (`order[i]` is the bank's index of the choice
  /// shown as letter i); nil keeps the bank's order. The id records the order, so it re-asks the
  /// same question.
  func question(_ language: Language, order: [Int]? = nil) -> QuizQuestion {
    let texts = choices.map { $0.text(language) }
    let order = order.flatMap { $0.sorted() == Array(texts.indices) ? $0 : nil }
    let expected = (try? AnswerReader.read(answer, as: kind, choices: texts).get()) ?? .view(answer)
    var shown = texts
    var shownExpected = expected
    if let order {
      shown = order.map { texts[$0] }
      if case .choice(let i) = expected, let at = order.firstIndex(of: i) { shownExpected = .choice(at) }
    }
    return QuizQuestion(
      id: QuestionID.concept(slug, order: order), skill: Skill(topic: .concepts, difficulty: difficulty),
      kind: kind, prompt: prompt.text(language), scene: [], query: nil, answerField: nil,
      choices: shown.isEmpty ? nil : shown, expected: shownExpected, expectedJSON: shownExpected.json,
      note: explanation.text(language))
  }

  /// The question with its choices in the order `seed` draws (every order equally likely); a
  /// question without choices is the same for every seed.
  ///
  /// - Complexity: O(choices).
  func question(_ language: Language, shuffleSeed seed: UInt64) -> QuizQuestion {
    guard choices.count > 1 else { return question(language) }
    // Mixed so that the seed that picked the concept does not also fix its order.
    var rng = SplitMix64(seed: seed ^ 0xC4A1_5E0F_D3B2_7A61)
    return question(language, order: rng.shuffled(Array(choices.indices)))
  }
}

/// `L("…", "…")`: a pair of texts, English first.
func L(_ en: String, _ zh: String) -> Localized { Localized(en, zh) }
