import Testing
import ViewLabLanguage
import ViewLabRendering
import ViewLabTestSupport

@testable import ViewLabTutor

/// What a learner reads after each answer and at the end: a verdict of its own for skip and for a
/// late right answer, a short why every time, the full reasoning on `why`, and lists of what was
/// missed in words (never an id).
@Suite struct FeedbackTests {
  static func session(_ qs: [QuizQuestion], limit: Double? = nil, language: Language = .en) -> QuizSession {
    var s = QuizSession(
      questions: qs, options: .init(mode: .interactive, language: language, timeLimit: limit),
      review: ReviewState())
    _ = s.start(now: 0)
    return s
  }

  static func grade(_ effects: [QuizEffect]) -> QuizGrade? {
    effects.lazy.compactMap { if case .graded(let g) = $0 { g } else { nil } }.first
  }

  static let hitTest = QuizGenerator.question(
    Skill(topic: .hitTest, difficulty: 2), seed: 11, language: .en, concepts: .shipped)
  static let concept = QuizGenerator.question(
    Skill(topic: .concepts, difficulty: 1), seed: 5, language: .en, concepts: .shipped)

  @Test(arguments: Language.allCases)
  func skipShowsTheAnswerAndIsNotCalledWrong(language: Language) throws {
    let q = QuizGenerator.question(
      Skill(topic: .hitTest, difficulty: 2), seed: 11, language: language, concepts: .shipped)
    var s = Self.session([q, Self.concept], language: language)
    let g = try #require(Self.grade(s.handle(language == .en ? "skip" : "跳过", now: 3)))
    #expect(g.verdict == .skipped && !g.correct)
    let text = try #require(QuizRenderer.text(.graded(g), language: language))
    #expect(!text.contains("✗"))
    #expect(text.contains(language.pick("↷ Skipped — the answer: ", "↷ 已跳过——答案：") + q.modelAnswer))
    #expect(text.contains(q.note))
    // Not correct for spaced repetition: the skill is due again and the question is missed.
    #expect(s.review.missed == [q.id] && s.review.skills[q.skill]?.correct == 0)
    #expect(s.review.due(at: 4) == [q.skill])
    let summary = s.finish(now: 5).compactMap { if case .summary(let x) = $0 { x } else { nil } }.first
    #expect(summary?.skipped == 1 && summary?.correct == 0 && summary?.total == 1)
  }

  @Test func aRightAnswerStillTeachesAndWhyShowsTheTrace() throws {
    var s = Self.session([Self.hitTest, Self.concept])
    #expect(s.handle("why", now: 1) == [.notice(.nothingToExplain)])
    let g = try #require(Self.grade(s.handle(Self.hitTest.modelAnswer, now: 2)))
    let text = try #require(QuizRenderer.text(.graded(g), language: .en))
    #expect(text.hasPrefix("✓ Correct.") && text.contains(Self.hitTest.note) && text.contains("'why'"))
    // `why` (or `trace`) now shows the engine's reasoning for that question, not a grade.
    for word in ["why", "trace", "为什么"] {
      let why = s.handle(word, now: 3)
      guard case .notice(.reasoning(let reasoning))? = why.first, why.count == 1 else {
        Issue.record("\(word): \(why)")
        return
      }
      #expect(reasoning.contains("hitTest") && reasoning.contains(Self.hitTest.note))
      #expect(s.index == 1)
    }
  }

  @Test(arguments: Language.allCases)
  func everyVerdictHasAShortWhy(language: Language) throws {
    for q in [Self.hitTest, Self.concept] {
      let q = QuizGenerator.question(
        q.skill, seed: q.topic == .concepts ? 5 : 11, language: language, concepts: .shipped)
      for (answer, verdict) in [(q.modelAnswer, QuizVerdict.right), (SessionTests.wrongAnswer(q), .wrong)] {
        var s = Self.session([q], language: language)
        let g = try #require(Self.grade(s.handle(answer, now: 1)))
        #expect(g.verdict == verdict)
        let text = try #require(QuizRenderer.text(.graded(g), language: language))
        #expect(text.contains(q.note), "\(q.id) \(verdict)")
      }
    }
  }

  @Test func aRightAnswerAfterTheLimitIsRightButLate() throws {
    var s = Self.session([Self.concept, Self.concept], limit: 30)
    let late = s.handle(Self.concept.modelAnswer, now: 45)
    let g = try #require(Self.grade(late))
    #expect(g.verdict == .late && !g.correct && !late.contains(.notice(.timeUp(limit: 30))))
    let text = try #require(QuizRenderer.text(.graded(g), language: .en))
    #expect(text.contains("Right, but late") && text.contains("does not count") && !text.contains("✗"))
    #expect(QuizRenderer.text(.graded(g), language: .zhHans)?.contains("答对了，但超时了") == true)
    // Known, slowly: the skill advances (SM-2 quality 3), nothing is missed, the score ignores it.
    let card = try #require(s.review.skills[Self.concept.skill])
    #expect(card.repetitions == 1 && card.correct == 0 && card.ease < 2.5 && s.review.missed.isEmpty)
    let wrong = s.handle(SessionTests.wrongAnswer(Self.concept), now: 100)
    #expect(wrong.first == .notice(.timeUp(limit: 30)) && Self.grade(wrong)?.verdict == .wrong)
    let summary = wrong.compactMap { if case .summary(let x) = $0 { x } else { nil } }.first
    #expect(summary?.late == 1 && summary?.correct == 0 && summary?.total == 2)
    let words = QuizRenderer.text(.summary(try #require(summary)), language: .en) ?? ""
    #expect(words.contains("Right but late (not in the score): 1"))
  }

  @Test(arguments: [
    (12.0, 60.0, "[0:12] > "), (0.2, 60, "[0:00] > "), (0.6, 60, "[0:01] > "), (59.8, 60, "[1:00] > "),
    (-3, 60, "[late] > "), (5, 900, "[ 0:05] > "),
  ])
  func theTimedPromptKeepsItsWidth(remaining: Double, limit: Double, prompt: String) {
    #expect(
      QuizRenderer.timedPrompt(remaining: remaining, limit: limit, prompt: "> ", language: .en) == prompt)
    #expect(
      QuizRenderer.timedPrompt(remaining: -1, limit: limit, prompt: "> ", language: .zhHans).columns
        == prompt.count)
  }

  @Test(arguments: Language.allCases)
  func summariesAndStatsNeverShowIDs(language: Language) throws {
    let plan = QuizPlan.questions(
      .init(topic: nil, count: 10, seed: 21, language: language, concepts: .shipped), state: ReviewState(),
      now: 0)
    var s = QuizSession(
      questions: plan.questions, options: .init(mode: .interactive, language: language), review: ReviewState()
    )
    _ = s.start(now: 0)
    var effects: [QuizEffect] = []
    for (i, q) in plan.questions.enumerated() {
      effects += s.handle(i % 3 == 0 ? "skip" : SessionTests.wrongAnswer(q), now: Double(i + 1))
    }
    effects += s.finish(now: 20)
    let summary = try #require(effects.compactMap { if case .summary(let x) = $0 { x } else { nil } }.first)
    let text = QuizRenderer.text(.summary(summary), language: language) ?? ""
    let stats = StatsRenderer.text(s.review, now: 20, language: language)
    for shown in [text, stats] {
      for q in plan.questions { #expect(!shown.contains(q.id), "\(q.id) in \(shown)") }
      #expect(!shown.contains("concepts-") && !shown.contains("hit-test/") && !shown.contains("geometry-"))
    }
    #expect(summary.missed.count == 10)
    for q in plan.questions {
      #expect(text.contains(q.skill.title(language)) && text.contains(QuizSummary.shorten(q.prompt)))
    }
  }

  @Test(arguments: [
    (
      "What does card.convert(CGPoint(x: 10, y: 20), to: window) return? Answer x, y.",
      "What does card.convert(CGPoint(x: 10, y: 20), to: window) return?"
    ),
    ("Short?", "Short?"),
    ("line one\nline two", "line one"),
    (String(repeating: "word ", count: 30), String(repeating: "word ", count: 15).dropLast() + "…"),
    (String(repeating: "视图", count: 50), String(repeating: "视图", count: 18) + "视…"),
  ])
  func promptsAreShortenedToOneLine(prompt: String, shown: String) {
    #expect(QuizSummary.shorten(prompt) == shown)
  }
}

/// Review brings back the missed skill on a fresh question and settles the miss when it is
/// answered; a concept comes back as itself, reshuffled.
@Suite struct ReviewRetryTests {
  @Test func aMissedConceptComesBackReshuffledAndSettles() throws {
    let q = QuizGenerator.question(
      Skill(topic: .concepts, difficulty: 1), seed: 3, language: .en, concepts: .shipped)
    var state = ReviewState()
    state.record(questionID: q.id, skill: q.skill, correct: false, at: 0)
    let again = try #require(QuizGenerator.retry(id: q.id, seed: 99, language: .en, concepts: .shipped))
    #expect(again.itemKey == q.itemKey && again.reviewOf == q.id && again.prompt == q.prompt)
    state.record(questionID: again.id, skill: again.skill, outcome: .right, at: 10, reviewOf: again.reviewOf)
    #expect(state.missed.isEmpty)
  }

  @Test(arguments: QuizTopic.sceneTopics)
  func aMissedSceneComesBackAsANewSceneOfTheSameSkill(topic: QuizTopic) throws {
    for seed: UInt64 in [1, 2, 3] {
      let q = QuizGenerator.question(
        Skill(topic: topic, difficulty: Int(seed)), seed: seed, language: .en, concepts: .shipped)
      var state = ReviewState()
      state.record(questionID: q.id, skill: q.skill, correct: false, at: 0)
      let plan = QuizPlan.questions(
        .init(topic: topic, count: 1, seed: seed, review: true, concepts: .shipped), state: state, now: 60)
      let again = try #require(plan.questions.first)
      #expect(again.skill == q.skill && again.reviewOf == q.id && again.id != q.id)
      #expect(again.scene + [again.query ?? ""] != q.scene + [q.query ?? ""])
      // Missed again: the new question replaces the old one in the list, no duplicate.
      state.record(
        questionID: again.id, skill: again.skill, outcome: .wrong, at: 70, reviewOf: again.reviewOf)
      #expect(state.missed == [again.id] && state.skills[q.skill]?.total == 2)
    }
  }

  @Test func aLegacyConceptIDStillComesBack() throws {
    var state = ReviewState()
    state.record(
      questionID: "concepts-layer-split", skill: Skill(topic: .concepts, difficulty: 1), correct: false, at: 0
    )
    let plan = QuizPlan.questions(
      .init(topic: .concepts, count: 1, seed: 4, review: true, concepts: .shipped), state: state, now: 60)
    let again = try #require(plan.questions.first)
    #expect(again.itemKey == "concepts-layer-split" && again.id.hasPrefix("concepts-layer-split@"))
  }
}
