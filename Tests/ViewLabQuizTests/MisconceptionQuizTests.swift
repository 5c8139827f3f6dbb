import Testing
import ViewLabLanguage
import ViewLabTestSupport

@testable import ViewLabTutor

/// A wrong quiz answer that matches a misconception is explained starting with that misconception's
/// hint; generated questions' right answers are never diagnosed.
struct MisconceptionQuizTests {
  static func question(language: Language) -> QuizQuestion {
    let scene = ["add card 40 80 200 160", "add dot 20 30 40 40 to card"]
    let (answer, json) = QuizEngine.answer(
      scene: scene, query: "explain dot", field: "frameInWindow", kind: .rect)!
    return QuizQuestion(
      id: "geometry-2-0000000000000001", skill: Skill(topic: .geometry, difficulty: 2), kind: .rect,
      prompt: "Where is dot on screen?", scene: scene, query: "explain dot", answerField: "frameInWindow",
      choices: nil, expected: answer, expectedJSON: json, note: "A note.")
  }

  static func explanation(_ answer: String, _ language: Language) -> String {
    var session = QuizSession(
      questions: [question(language: language)], options: .init(mode: .json, language: language),
      review: ReviewState())
    _ = session.start(now: 0)
    for effect in session.handle(answer, now: 1) {
      if case .graded(let grade) = effect { return grade.explanation }
    }
    return ""
  }

  @Test(arguments: [
    (Language.en, "You gave dot.frame = (20, 30, 40, 40), which is in card's coordinates"),
    (.zhHans, "你给的是 dot.frame = (20, 30, 40, 40)，它在 card 的坐标系里"),
  ])
  func wrongAnswerExplanationStartsWithTheTailoredHint(_ language: Language, _ start: String) {
    let text = Self.explanation("20 30 40 40", language)
    #expect(text.hasPrefix(start), "\(text)")
    #expect(text.contains("A note."))
  }

  @Test func rightAndUnrelatedAnswersGetNoTailoredHint() {
    #expect(Self.explanation("60 110 40 40", .en).hasPrefix("A note."))
    #expect(Self.explanation("1 2 3 4", .en).hasPrefix("A note."))
  }

  /// Generated questions of every scene topic and level: the engine's own answer is never diagnosed.
  @Test(arguments: QuizTopic.allCases.filter { $0 != .concepts })
  func generatedRightAnswersAreNeverDiagnosed(_ topic: QuizTopic) {
    for level in Skill.levels {
      for seed in UInt64(0)..<12 {
        let q = QuizGenerator.question(
          Skill(topic: topic, difficulty: level), seed: seed, language: .en, concepts: .shipped)
        guard let query = q.query, let field = q.answerField else { continue }
        let asked = AskedQuestion(
          scene: q.scene, query: query, field: field, kind: q.kind, expected: q.expected)
        #expect(Diagnoser<ConsoleEngine>.diagnose(q.expected, for: asked) == nil, "\(q.id)")
      }
    }
  }
}
