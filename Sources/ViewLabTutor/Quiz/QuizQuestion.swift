/// One quiz question, ready to ask: its words, its scene, and its answer — taken from the engine
/// for scene questions, from the concept bank for concept questions.
public struct QuizQuestion: Equatable, Sendable {
  /// Stable and replayable: `hit-test-2-<16 hex digits>` regenerates the same scene;
  /// `concepts-<slug>@CADB` names a concept bank entry with its choices in that order (the bank's
  /// letters, in the order shown). Never shown to a person: for programs and the review file.
  public var id: String
  public var skill: Skill
  public var kind: AnswerKind
  /// The question in the learner's language (no scene listing; see `scene`).
  public var prompt: String
  /// Scene-script lines that build the scene; empty for concept questions.
  public var scene: [String]
  /// The question command (`tap 60 60`, `explain card`, `convert …`); nil for concept questions.
  public var query: String?
  /// The field of the query's JSON object that holds the answer (`hit`, `frame`, `point`, …).
  public var answerField: String?
  public var choices: [String]?
  /// The right answer, read from the engine's JSON (or the bank).
  public var expected: Answer
  /// The right answer as docs/TUTOR-PROTOCOL.md prints `expected`.
  public var expectedJSON: JSONValue
  /// The rule the question is about, in the learner's language (concepts: the explanation).
  public var note: String
  /// In review: the id of the missed question this one re-asks (a fresh scene of the same skill,
  /// or the same concept reshuffled), so answering it settles that miss.
  public var reviewOf: String? = nil
  /// In a mock interview: the id of the earlier question this one follows up (its scene with one
  /// change, `FollowUpChange`), as an interviewer builds on an answer.
  public var followUpOf: String? = nil
  /// A spoken (`explain`) question's key points; `expected` is then the model answer.
  public var spoken: SpokenRubric? = nil
  /// For a scenario from a real app: the address of the public report it comes from.
  public var source: String? = nil

  /// What counts as "the same question" when a quiz avoids repeats: the concept (whatever the
  /// order of its choices), or the generated question's id.
  public var itemKey: String { QuestionID(id)?.itemKey ?? id }

  public var topic: QuizTopic { skill.topic }

  /// The question line of the tutor JSON contract.
  public var json: JSONValue {
    .object(
      [
        ("id", .string(id)),
        ("topic", .string(topic.rawValue)),
        ("kind", .string(kind.rawValue)),
        ("prompt", .string(prompt)),
        ("scene", .array(scene.map(JSONValue.string))),
        ("query", query.map(JSONValue.string) ?? .null),
        ("answerField", answerField.map(JSONValue.string) ?? .null),
        ("choices", choices.map { .array($0.map(JSONValue.string)) } ?? .null),
      ] + (followUpOf.map { [("followUpOf", .string($0))] } ?? [])
        + (source.map { [("source", .string($0))] } ?? []))
  }

  /// The model answer, as a learner would type it.
  public var modelAnswer: String { expected.typed }
}

/// A question id taken apart: topic, difficulty and the seed that generated it.
public struct QuestionID: Hashable, Sendable {
  public var skill: Skill
  /// The generator seed; nil for a concept question.
  public var seed: UInt64?
  /// The concept's slug, for a concept question.
  public var concept: String?
  /// For a concept question with shuffled choices: `order[i]` is the bank's index of choice i.
  public var order: [Int]?

  /// For a mock interview's follow-up, what follows its base question's id (`~1`): a question of
  /// its own, drilling the base's skill.
  public var followUp: String? = nil

  /// The concept, or the generated question (see `QuizQuestion.itemKey`).
  public var itemKey: String {
    if let concept { return Self.concept(concept) + (followUp ?? "") }
    return (seed.map { Self.generated(skill, seed: $0) } ?? "") + (followUp ?? "")
  }

  public static func generated(_ skill: Skill, seed: UInt64) -> String {
    let hex = String(seed, radix: 16)
    return "\(skill.topic.rawValue)-\(skill.difficulty)-"
      + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `concepts-frame-vs-bounds`, or with an order `concepts-frame-vs-bounds@CADB`.
  public static func concept(_ slug: String, order: [Int]? = nil) -> String {
    "concepts-\(slug)" + (order.map { "@" + $0.map(Answer.letter).joined() } ?? "")
  }

  /// Parses an id written by `generated` or `concept`.
  public init?(_ id: String) {
    // A follow-up (`hit-test-2-…~1`) drills its base question's skill.
    let tilde = id.firstIndex(of: "~")
    followUp = tilde.map { String(id[$0...]) }
    let id = tilde.map { String(id[..<$0]) } ?? id
    if id.hasPrefix("concepts-") {
      let rest = id.dropFirst("concepts-".count).split(separator: "@", omittingEmptySubsequences: false)
      guard rest.count <= 2, !rest[0].isEmpty else { return nil }
      concept = String(rest[0])
      seed = nil
      skill = Skill(topic: .concepts, difficulty: 1)
      if rest.count == 2 {
        let letters = rest[1].unicodeScalars.map { Int($0.value) - 65 }
        guard !letters.isEmpty, letters.sorted() == Array(0..<letters.count) else { return nil }
        order = letters
      }
      return
    }
    let parts = id.split(separator: "-").map(String.init)
    guard parts.count >= 3, let seed = UInt64(parts[parts.count - 1], radix: 16),
      let d = Int(parts[parts.count - 2]), Skill.levels.contains(d),
      let topic = QuizTopic(rawValue: parts.dropLast(2).joined(separator: "-")), topic != .concepts
    else { return nil }
    self.skill = Skill(topic: topic, difficulty: d)
    self.seed = seed
    self.concept = nil
  }
}
