import Testing
import ViewLabLanguage
import ViewLabTestSupport

@testable import ViewLabTutor

/// The mock interview follows up: after a question about a scene, the same scene changed in one
/// respect, answered by the engine on the changed scene; at least two such chains in every session,
/// the same for the same seed; a spoken question per topic as the count allows.
@Suite struct FollowUpTests {
  static func mock(seed: UInt64, count: Int = 10, language: Language = .en) -> [QuizQuestion] {
    QuizPlan.questions(
      .init(topic: nil, count: count, seed: seed, language: language, concepts: .shipped),
      state: ReviewState(), now: 0
    ).questions
  }

  /// The mock interviews of seeds 1…50 (10 questions, the default count), made once for the suite.
  static let sessions: [[QuizQuestion]] = (1...50).map { mock(seed: $0) }

  @Test func everyMockSessionHasTwoChains() {
    for (seed, qs) in zip(1..., Self.sessions) {
      #expect(qs.count == 10, "seed \(seed)")
      let followUps = qs.filter { $0.followUpOf != nil }
      #expect(followUps.count >= 2, "seed \(seed): \(followUps.count) follow-ups")
      for f in followUps {
        // It comes right after the question it follows up, on that question's scene plus one line.
        let i = qs.firstIndex(of: f)!
        #expect(i > 0 && qs[i - 1].id == f.followUpOf, "seed \(seed)")
        let base = qs[i - 1]
        #expect(f.scene.count == base.scene.count + 1 && Array(f.scene.dropLast()) == base.scene)
        #expect(f.query == base.query && f.answerField == base.answerField && f.kind == base.kind)
      }
    }
  }

  /// Eight questions are enough for two chains (docs/TUTOR-PROTOCOL.md): six topics, two follow-ups.
  @Test func eightQuestionsHoldTwoChains() {
    for seed: UInt64 in 1...10 {
      let qs = Self.mock(seed: seed, count: 8)
      #expect(qs.count == 8 && qs.filter { $0.followUpOf != nil }.count >= 2, "seed \(seed)")
      #expect(Set(qs.map(\.topic)) == Set(QuizTopic.interviewTopics), "seed \(seed): every topic once first")
    }
  }

  /// Each follow-up's expected answer is the engine's, on its own scene: what `viewlab run --json`
  /// gives for scene + query.
  @Test func aFollowUpIsAnsweredByTheEngineOnItsOwnScene() throws {
    var changed = 0
    var total = 0
    for (seed, qs) in zip(1..., Self.sessions) {
      for f in qs where f.followUpOf != nil {
        let query = try #require(f.query)
        let field = try #require(f.answerField)
        let engine = try #require(
          QuizEngine.answer(scene: f.scene, query: query, field: field, kind: f.kind), "seed \(seed)")
        #expect(engine.answer == f.expected && engine.json == f.expectedJSON, "seed \(seed): \(f.id)")
        let base = qs.first { $0.id == f.followUpOf }!
        total += 1
        if !f.expected.matches(base.expected) { changed += 1 }
      }
    }
    // An interviewer's follow-up probes the rule: mostly the change changes the answer; the rest are
    // the classic "does it change?" (center after a new anchorPoint, bounds after a rotation).
    #expect(changed * 5 >= total * 4, "\(changed) of \(total) follow-ups changed the answer")
  }

  @Test func theSameSeedGivesTheSameInterview() {
    #expect(Self.mock(seed: 7).map(\.id) == Self.mock(seed: 7).map(\.id))
    #expect(Self.mock(seed: 7).map(\.prompt) == Self.mock(seed: 7).map(\.prompt))
    #expect(Self.mock(seed: 7).map(\.id) != Self.mock(seed: 8).map(\.id))
  }

  /// The follow-up's prompt says what changed, with the command, in the learner's language.
  @Test(arguments: [(Language.en, "Follow-up: and if "), (.zhHans, "追问：如果")])
  func theFollowUpSaysWhatChanged(language: Language, opening: String) {
    for seed: UInt64 in 1...10 {
      for f in Self.mock(seed: seed, language: language) where f.followUpOf != nil {
        #expect(f.prompt.hasPrefix(opening), "\(f.prompt)")
        #expect(f.prompt.contains("`\(f.scene.last!)`"), "\(f.prompt)")
      }
    }
  }

  @Test func theQuestionLineCarriesFollowUpOf() throws {
    let f = try #require(Self.mock(seed: 3).first { $0.followUpOf != nil })
    guard case .object(let fields) = f.json else { Issue.record("not an object"); return }
    #expect(
      fields.map(\.0) == [
        "id", "topic", "kind", "prompt", "scene", "query", "answerField", "choices", "followUpOf",
      ])
    #expect(f.json["followUpOf"] == .string(f.followUpOf!))
    // A follow-up's id names its base, so review drills the same skill.
    #expect(QuestionID(f.id)?.skill == QuestionID(f.followUpOf!)?.skill)
  }

  /// Long enough, a mock interview asks every topic's spoken question once, each graded on points.
  @Test func aLongInterviewAsksOneSpokenQuestionPerTopic() {
    for seed: UInt64 in 1...6 {
      let spoken = Self.mock(seed: seed, count: 14).filter { $0.kind == .explain }
      #expect(Set(spoken.map(\.topic)) == Set(QuizTopic.interviewTopics), "seed \(seed)")
      #expect(spoken.count == QuizTopic.interviewTopics.count)
      #expect(spoken.allSatisfy { $0.spoken != nil })
    }
  }

  /// In `--json` a spoken answer's grade has its kind and its points.
  @Test func aSpokenGradeCarriesItsPoints() throws {
    let qs = Self.mock(seed: 1, count: 14)
    let index = try #require(qs.firstIndex { $0.kind == .explain })
    var session = QuizSession(
      questions: Array(qs[index...]), options: .init(mode: .json, language: .zhHans), review: ReviewState())
    _ = session.start(now: 0)
    let effects = session.handle("用 hitTest", now: 1)
    let grade = try #require(
      effects.compactMap { if case .graded(let g) = $0 { return g } else { return nil } }.first)
    #expect(!grade.correct)
    #expect(grade.json["kind"] == .string("explain"))
    #expect(grade.points?.count == qs[index].spoken?.points.count)
    #expect(grade.points?.allSatisfy { !$0.met } == true)
    #expect(grade.explanation.contains("参考回答："))
  }
}
