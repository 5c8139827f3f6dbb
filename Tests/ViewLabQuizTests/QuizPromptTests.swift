import Testing
import ViewLabLanguage

@testable import ViewLabTutor

/// The quiz prompt as a person uses it: `help`, `again` and `skip` in both languages, no scenario
/// twice in a session, and a countdown that reaches 0:00.
@Suite struct QuizPromptTests {
  static func session(_ language: Language = .en, timeLimit: Double? = nil) -> QuizSession {
    let (questions, _) = QuizPlan.questions(
      .init(topic: .hitTest, count: 3, seed: 5, language: language, concepts: .shipped), state: ReviewState(),
      now: 0)
    return QuizSession(
      questions: questions, options: .init(mode: .interactive, language: language, timeLimit: timeLimit),
      review: ReviewState())
  }

  @Test(arguments: [("help", Language.en), ("?", .en), ("帮助", .zhHans), ("HELP", .zhHans)])
  func helpListsWhatMayBeTypedAndGradesNothing(word: String, language: Language) {
    var s = Self.session(language)
    _ = s.start(now: 0)
    #expect(s.handle(word, now: 1) == [.notice(.help)])
    #expect(s.index == 0)
    let text = QuizRenderer.text(.notice(.help), language: language) ?? ""
    for command in ["again", "skip", "why", "quit"] { #expect(text.contains(command)) }
  }

  @Test(arguments: [("again", Language.en), ("question", .en), ("再看", .zhHans), ("题目", .zhHans)])
  func againShowsTheSameQuestionAndTheClockRunsOn(word: String, language: Language) {
    var s = Self.session(language, timeLimit: 30)
    let first = s.start(now: 0)
    let deadline = s.deadline
    guard case .ask(let asked)? = first.first, case .ask(let again)? = s.handle(word, now: 12).first else {
      Issue.record("no question shown")
      return
    }
    #expect(again.question == asked.question && again.number == asked.number)
    #expect(again.elapsed == 12)
    #expect(s.deadline == deadline)
    #expect(s.index == 0)
  }

  @Test(arguments: [("skip", Language.en), ("跳过", .zhHans)])
  func skipShowsTheAnswerAndMovesOn(word: String, language: Language) {
    var s = Self.session(language)
    _ = s.start(now: 0)
    let effects = s.handle(word, now: 1)
    let grade = effects.compactMap { if case .graded(let g) = $0 { g } else { nil } }.first
    #expect(grade?.verdict == .skipped)
    #expect(s.index == 1)
  }

  /// The audit saw the same gesture scenario twice in four questions.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func noScenarioTwiceInASession(seed: UInt64) {
    for topic in [nil] + QuizTopic.sceneTopics.map(Optional.some) {
      let (questions, _) = QuizPlan.questions(
        .init(topic: topic, count: topic == nil ? 12 : 5, seed: seed, concepts: .shipped),
        state: ReviewState(), now: 0)
      let keys = questions.compactMap(\.scenarioKey)
      #expect(Set(keys).count == keys.count, "\(topic?.rawValue ?? "mock") seed \(seed): \(keys)")
    }
  }

  @Test func scenarioKeyIgnoresNamesAndNumbers() {
    func q(_ scene: [String], _ query: String) -> QuizQuestion {
      QuizQuestion(
        id: "x", skill: Skill(topic: .gestures, difficulty: 1), kind: .chain, prompt: "", scene: scene,
        query: query, answerField: "recognized", choices: nil, expected: .chain([]), expectedJSON: .null,
        note: "")
    }
    let a = q(["add card UIView 20 80 300 200", "gesture tapCard tap on card"], "tap 60 140")
    let b = q(["add panel UIView 40 90 280 220", "gesture tapPanel tap on panel"], "tap 70 150")
    let c = q(["add panel UIView 40 90 280 220", "gesture tapPanel pan on panel"], "tap 70 150")
    #expect(a.scenarioKey == b.scenarioKey)
    #expect(a.scenarioKey != c.scenarioKey)
  }

  /// Counting down a second at a time, the prompt shows 0:00 before it says late.
  @Test(arguments: [Language.en, .zhHans])
  func countdownEndsAtZero(language: Language) {
    let shown = stride(from: 3.0, through: -0.5, by: -0.25).map {
      QuizRenderer.timedPrompt(remaining: $0, limit: 30, prompt: "> ", language: language)
    }
    let late = QuizRenderer.timedPrompt(remaining: -1, limit: 30, prompt: "> ", language: language)
    #expect(shown.first == "[0:03] > ")
    #expect(shown.contains("[0:00] > "))
    #expect(shown.last == late)
    #expect(shown[shown.firstIndex(of: late)! - 1] == "[0:00] > ")
  }
}
