import ViewLabLanguage

/// Text in both languages the quiz speaks.
struct Localized: Sendable, Equatable {
  var en: String
  var zh: String

  init(_ en: String, _ zh: String) {
    self.en = en
    self.zh = zh
  }

  func text(_ language: Language) -> String { language.pick(en, zh) }
}

/// A generated question before the engine has answered it.
struct QuestionDraft: Sendable {
  var scene: [String]
  var query: String
  var field: String
  var kind: AnswerKind
  var prompt: Localized
  /// The rule the question turns on, shown with the verdict.
  var note: Localized
  /// The engine with the scene already run, when the generator needed it (saves a replay).
  var engine: QuizEngine? = nil
  /// For a scenario from a real app: the public report it comes from.
  var source: String? = nil
}

/// Builds questions: generated scenes answered by the engine, or concept bank entries.
///
///     let q = QuizGenerator.question(Skill(topic: .hitTest, difficulty: 2), seed: 7, language: .en, concepts: bank)
///     q.id   // "hit-test-2-0000000000000007" — regenerates the same question
public enum QuizGenerator {
  /// The question `skill` gives for `seed`. The same arguments give the same question; a concept
  /// question's choices come in an order drawn from the seed. With an empty bank a concept skill
  /// gets the plain fallback question (the quiz never asks for one: `QuizPlan` skips the skill).
  public static func question(_ skill: Skill, seed: UInt64, language: Language, concepts: ConceptBank)
    -> QuizQuestion
  {
    if skill.topic == .concepts,
      let q = concepts.question(level: skill.difficulty, seed: seed, language: language)
    {
      return q
    }
    var rng = SplitMix64(seed: seed)
    for _ in 0..<64 {
      guard let draft = draft(skill, &rng),
        let (answer, json) = QuizEngine.answer(
          scene: draft.scene, query: draft.query, field: draft.field, kind: draft.kind, engine: draft.engine)
      else { continue }
      var q = QuizQuestion(
        id: QuestionID.generated(skill, seed: seed), skill: skill, kind: draft.kind,
        prompt: draft.prompt.text(language), scene: draft.scene, query: draft.query,
        answerField: draft.field, choices: nil, expected: answer, expectedJSON: json,
        note: draft.note.text(language))
      q.source = draft.source
      return q
    }
    // Not reached in practice (the tests generate thousands); a plain question keeps the quiz going.
    let draft = GeometryGenerator.fallback
    let (answer, json) = QuizEngine.answer(
      scene: draft.scene, query: draft.query, field: draft.field, kind: draft.kind)!
    return QuizQuestion(
      id: QuestionID.generated(skill, seed: seed), skill: skill, kind: draft.kind,
      prompt: draft.prompt.text(language), scene: draft.scene, query: draft.query,
      answerField: draft.field, choices: nil, expected: answer, expectedJSON: json,
      note: draft.note.text(language))
  }

  /// The question an id names (`hit-test-2-…`, `concepts-…@…`), exactly; nil for an unknown id.
  public static func question(id: String, language: Language, concepts: ConceptBank) -> QuizQuestion? {
    guard let parsed = QuestionID(id) else { return nil }
    if let slug = parsed.concept {
      return concepts.concept(slug)?.question(language, order: parsed.order)
    }
    return parsed.seed.map { question(parsed.skill, seed: $0, language: language, concepts: concepts) }
  }

  /// The skill behind a missed question, asked afresh: a new scene of the same topic and level
  /// (never the missed scene itself), or the same concept with its choices reshuffled. `reviewOf`
  /// is the missed id. Nil for an unknown id.
  public static func retry(id: String, seed: UInt64, language: Language, concepts: ConceptBank)
    -> QuizQuestion?
  {
    guard let parsed = QuestionID(id) else { return nil }
    var q: QuizQuestion
    if let slug = parsed.concept {
      guard let concept = concepts.concept(slug) else { return nil }
      q = concept.question(language, shuffleSeed: seed)
    } else {
      guard let missed = parsed.seed else { return nil }
      var rng = SplitMix64(seed: seed)
      var next = rng.next()
      while next == missed { next = rng.next() }
      q = question(parsed.skill, seed: next, language: language, concepts: concepts)
    }
    q.reviewOf = id
    return q
  }

  static func draft(_ skill: Skill, _ rng: inout SplitMix64) -> QuestionDraft? {
    switch skill.topic {
    case .geometry: return GeometryGenerator.draft(level: skill.difficulty, &rng)
    case .convert: return ConvertGenerator.draft(level: skill.difficulty, &rng)
    case .hitTest: return HitTestGenerator.draft(level: skill.difficulty, &rng)
    case .responderChain: return ResponderGenerator.draft(level: skill.difficulty, &rng)
    case .gestures: return GestureGenerator.draft(level: skill.difficulty, &rng)
    case .scenarios: return ScenarioGenerator.draft(level: skill.difficulty, &rng)
    case .concepts: return nil
    }
  }
}
