import ViewLabLanguage

/// A concept question: an interview question about the rules, in English and Simplified Chinese,
/// with its answer, an explanation that states the rule, and the Apple page the rule was checked
/// against. Read from `Lessons/concepts/*.yaml` by `ConceptLoader`.
struct Concept: Sendable, Equatable {
  var slug: String
  var kind: AnswerKind
  var prompt: Localized
  /// For multiple choice, the right one first, then the others in file order: the order the
  /// quiz's shuffle and the ids' letters (`@CADB`) refer to, so moving the right choice within
  /// the file (to balance the letters) changes no quiz.
  var choices: [Localized]
  /// The model answer as typed, the same in both languages (`A`, `no`, `UIApplication`, `0.01`); for
  /// a choice always `A`, the first of `choices`.
  var answer: String
  var explanation: Localized
  var difficulty: Int
  /// Where the rule was checked (an Apple page, or "observed" and how).
  var source: String
  /// The file's topic (`responders` for `04-responders.yaml`).
  var topic: String
  /// A spoken (`explain`) question: its key points, its model answer in both languages, and the
  /// mock interview's topic it belongs to. Nil for the other kinds.
  var spoken: SpokenConcept? = nil

  /// The question with its choices shown in `order` (`order[i]` is the index in `choices` of the
  /// choice shown as letter i); nil keeps `choices`' order. The id records the order, so it re-asks
  /// the same question.
  func question(_ language: Language, order: [Int]? = nil) -> QuizQuestion {
    if let spoken { return spoken.question(self, language) }
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

/// What a spoken concept adds: the points, the model answer in each language, and its topic.
struct SpokenConcept: Sendable, Equatable {
  var rubric: SpokenRubric
  var model: Localized
  /// The mock interview asks it with this topic's questions.
  var interviewTopic: QuizTopic

  func question(_ concept: Concept, _ language: Language) -> QuizQuestion {
    let model = model.text(language)
    var q = QuizQuestion(
      id: QuestionID.concept(concept.slug),
      skill: Skill(topic: interviewTopic, difficulty: concept.difficulty),
      kind: .explain, prompt: concept.prompt.text(language), scene: [], query: nil, answerField: nil,
      choices: nil, expected: .spoken(model), expectedJSON: .string(model),
      note: concept.explanation.text(language))
    q.spoken = rubric
    return q
  }
}
