import Testing
import ViewLabTestSupport

@testable import ViewLabTutor

/// The session as a person uses it: unreadable answers are asked again, skip and quit work, and a
/// quiz never repeats a scene.
@Suite struct InteractiveTests {
  static func grades(_ effects: [QuizEffect]) -> [Bool] {
    effects.compactMap { if case .graded(let g) = $0 { g.correct } else { nil } }
  }

  @Test func unreadableIsAskedAgainThenSkipAndQuit() {
    let plan = QuizPlan.questions(
      .init(topic: .convert, count: 3, seed: 2, concepts: .shipped), state: ReviewState(), now: 0)
    var s = QuizSession(questions: plan.questions, options: .init(mode: .interactive), review: ReviewState())
    _ = s.start(now: 0)
    let unreadable = s.handle("over there", now: 1)
    #expect(Self.grades(unreadable).isEmpty && s.index == 0)
    guard case .notice(.unreadable)? = unreadable.first else {
      Issue.record("expected an unreadable notice")
      return
    }
    #expect(Self.grades(s.handle(plan.questions[0].modelAnswer, now: 2)) == [true])
    let skipped = s.handle("skip", now: 3)
    guard case .graded(let skip)? = skipped.first else {
      Issue.record("expected the skipped question graded")
      return
    }
    #expect(skip.verdict == .skipped && Self.grades(skipped) == [false])
    let quit = s.handle("quit", now: 4)
    #expect(quit.first == .notice(.left) && s.isFinished)
    guard case .summary(let summary)? = quit.dropFirst().first else {
      Issue.record("expected the summary")
      return
    }
    #expect(summary.correct == 1 && summary.total == 2 && summary.skipped == 1)
    let text = QuizRenderer.text(.summary(summary), language: .en) ?? ""
    #expect(text.contains("Score: 1/2") && text.contains("Point conversion") && text.contains("50%"))
    #expect(text.contains("Skipped: 1") && !text.contains(plan.questions[1].id))
  }

  @Test(arguments: QuizTopic.sceneTopics)
  func aQuizNeverRepeatsAScene(topic: QuizTopic) {
    let qs = QuizPlan.questions(
      .init(topic: topic, count: 60, seed: 9, concepts: .shipped), state: ReviewState(), now: 0
    )
    .questions
    #expect(qs.count == 60)
    #expect(Set(qs.map { $0.scene + [$0.query ?? ""] }).count == 60)
  }

  @Test func mockInterviewMixesEveryTopicEasyToHard() {
    let qs = QuizPlan.questions(
      .init(topic: nil, count: 15, seed: 4, concepts: .shipped), state: ReviewState(), now: 0
    ).questions
    #expect(Set(qs.map(\.topic)) == Set(QuizTopic.interviewTopics))
    let generated = qs.filter { $0.topic != .concepts }.map(\.skill.difficulty)
    #expect(generated == generated.sorted())
  }

  @Test func chineseQuestionsShowChineseWords() {
    let q = QuizGenerator.question(
      Skill(topic: .hitTest, difficulty: 1), seed: 3, language: .zhHans, concepts: .shipped)
    #expect(q.prompt.contains("视图") && q.note.contains("hitTest"))
    let text = QuizRenderer.text(.ask(QuizAsk(question: q, number: 1, total: 1)), language: .zhHans) ?? ""
    #expect(text.contains("第 1/1 题") && text.contains("window"))
  }
}
