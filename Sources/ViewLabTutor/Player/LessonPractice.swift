/// A finished lesson question as spaced repetition sees it: the quiz skill it drills and how it
/// went. A lesson miss (wrong, skipped, or right only after a retry) is recorded like a quiz miss,
/// so `viewlab quiz --review` brings the skill back as a fresh generated question.
///
/// Which skill a lesson question drills (the mapping, in this order):
/// 1. what the question asks the engine, when it asks: the answer's field or the query's verb —
///    `chain`, `handledBy` → responder chain; `recognized`, `phases`, `controlEvents`, `actions` →
///    gestures; `convert …` or `frameInWindow` → converting points; `hit`, `visited`, `blockedBy`,
///    `reaches`, `inside` → hit-testing; any other field of `explain` (frame, bounds, center,
///    position, …) → geometry;
/// 2. otherwise (a question about ideas, with choices or yes/no) the lesson's own topic;
/// and the level is the lesson's (`LessonPractice.lessonSkill`).
public struct LessonPractice: Equatable, Sendable {
  /// A generated quiz question id of the skill (`hit-test-2-…`), the same for the same lesson
  /// question every time, so a later miss replaces the earlier one in the review list.
  public var questionID: String
  public var skill: Skill
  public var outcome: ReviewOutcome

  public init(questionID: String, skill: Skill, outcome: ReviewOutcome) {
    self.questionID = questionID
    self.skill = skill
    self.outcome = outcome
  }

  public init(lesson: Lesson, question q: Question, outcome: QuestionOutcome) {
    let skill = Self.skill(of: q, in: lesson)
    let seed = Self.stableSeed(lesson.id + "/" + q.id)
    self.init(
      questionID: QuestionID.generated(skill, seed: seed), skill: skill,
      outcome: outcome.scores ? .right : .wrong)
  }

  /// The quiz skill a lesson question drills (see the type's comment).
  public static func skill(of q: Question, in lesson: Lesson) -> Skill {
    let lessonSkill = lessonSkill(order: lesson.order)
    let query = q.goal?.query ?? q.query
    let field = q.goal?.field ?? q.field
    guard let query else { return lessonSkill }
    let topic = topic(query: query, field: field) ?? lessonSkill.topic
    return Skill(topic: topic, difficulty: lessonSkill.difficulty)
  }

  static func topic(query: String, field: String?) -> QuizTopic? {
    let head = field.map { String($0.prefix { $0 != "." }) }
    switch head {
    case "chain", "handledBy": return .responderChain
    case "recognized", "phases", "controlEvents", "actions": return .gestures
    case "frameInWindow", "point": return .convert
    case "hit", "visited", "blockedBy", "reaches", "inside": return .hitTest
    default: break
    }
    switch LessonRules.verb(query).lowercased() {
    case "convert": return .convert
    case "explain", "print", "po": return .geometry
    case "tap", "why", "hittest", "under": return .hitTest
    case "touch": return .gestures
    default: return nil
    }
  }

  /// Each lesson's topic and level, by its place in the course: 1–4 and 14 geometry, 5 converting,
  /// 6–11 and 16 hit-testing, 12–13 the responder chain, 15 gestures; the level rises within a
  /// topic (easy for its first lessons, hard for its last).
  public static func lessonSkill(order: Int) -> Skill {
    switch order {
    case ...1: Skill(topic: .geometry, difficulty: 1)
    case 2, 3: Skill(topic: .geometry, difficulty: 2)
    case 4: Skill(topic: .geometry, difficulty: 3)
    case 5: Skill(topic: .convert, difficulty: 2)
    case 6, 7: Skill(topic: .hitTest, difficulty: 1)
    case 8, 9: Skill(topic: .hitTest, difficulty: 2)
    case 10, 11: Skill(topic: .hitTest, difficulty: 3)
    case 12, 13: Skill(topic: .responderChain, difficulty: 2)
    case 14: Skill(topic: .geometry, difficulty: 2)
    case 15: Skill(topic: .gestures, difficulty: 2)
    default: Skill(topic: .hitTest, difficulty: 3)
    }
  }

  /// FNV-1a of `text`: the same on every machine and run (Swift's `hashValue` is seeded per process).
  static func stableSeed(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
