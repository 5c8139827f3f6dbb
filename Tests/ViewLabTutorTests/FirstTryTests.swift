import Testing
import ViewLabLanguage
import ViewLabTutor

/// Scores count first tries: a question right only after a retry is shown apart, is not in the
/// score, is kept in the progress file as such, and is a miss for spaced repetition.
@Suite struct FirstTryTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  /// Plays `answers` interactively; returns the effects of the whole lesson.
  static func play(_ answers: [String], lesson: Lesson = LessonPlayerTests.lesson) -> (Player, [TutorEffect])
  {
    var player = Player(lesson: lesson, mode: .interactive)
    var effects = player.start()
    for line in answers where !player.isFinished { effects += player.handle(line) }
    return (player, effects)
  }

  static func summary(_ effects: [TutorEffect]) -> LessonSummary? {
    effects.compactMap { if case .summary(let s) = $0 { s } else { nil } }.last
  }

  static func practice(_ effects: [TutorEffect]) -> [LessonPractice] {
    effects.compactMap { if case .practised(let p) = $0 { p } else { nil } }
  }

  @Test func allFirstTriesScoreEverything() {
    let (player, effects) = Self.play(["blue", "no", "hide blue"])
    #expect(Self.summary(effects) == LessonSummary(lesson: "play", title: "Play", correct: 3, total: 3))
    #expect(player.progress.outcomes == ["hit": .firstTry, "concept": .firstTry, "fix": .firstTry])
    #expect(Self.practice(effects).map(\.outcome) == [.right, .right, .right])
  }

  /// The audit's lesson-1 case: one wrong first try used to end "3 of 3 correct".
  @Test func aRetryIsNotAFirstTry() {
    let (player, effects) = Self.play(["red", "blue", "yes", "yes", "hide blue"])
    let s = Self.summary(effects)
    #expect(s?.correct == 1)
    #expect(s?.afterRetry == 1)
    #expect(s?.missed.map(\.number) == [1, 2])
    #expect(player.progress.outcomes == ["hit": .afterRetry, "concept": .missed, "fix": .firstTry])
    #expect(Self.practice(effects).map(\.outcome) == [.wrong, .wrong, .right])
    let text = TutorText(language: .en).summary(s!)
    #expect(
      text == """
        Play — complete: 1 of 3 right on the first try; 1 after a retry.
        To review:
          1. Who gets a tap at (40, 60)?
          2. Is center always the frame's midpoint?
        """)
    #expect(
      TutorText(language: .zhHans).summary(s!).hasPrefix("《Play》完成：3 题中第一次就答对 1 题；1 题重试后答对。"))
  }

  /// An unclear sentence is told so and is no attempt: the next answer is still a first try.
  @Test func unclearAnswersAreNotAttempts() {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    #expect(
      player.handle("not blue")
        == [.notice(.unreadable("'not blue' says which view it is not: name the one it is"))])
    #expect(
      player.handle("red or blue")
        == [.notice(.unreadable("'red or blue' names more than one view (red, blue): answer with one"))])
    #expect(player.handle("red 的子视图") == [.notice(.unreadable("'red 的子视图' is not a view name (or nil)"))])
    _ = player.handle("blue, because it is on top")
    #expect(player.progress.outcomes["hit"] == .firstTry)
  }

  /// `--json` (scripted) takes one answer a question, so its score was first tries already.
  @Test func scriptedScoreIsFirstTries() {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .scripted)
    var effects = player.start()
    for line in ["red", "no", "hide blue"] { effects += player.handle(line) }
    #expect(Self.summary(effects)?.correct == 2)
    #expect(Self.summary(effects)?.afterRetry == 0)
    #expect(Self.summary(effects)?.json.text == #"{"lesson":"play","correct":2,"total":3}"#)
  }

  @Test func outcomesRoundTripAndOldFilesLoad() {
    let progress = LearnerProgress(lessons: [
      "a": LessonProgress(
        position: 3, outcomes: ["q1": .firstTry, "q2": .afterRetry, "q3": .missed, "q4": .skipped],
        completed: true)
    ])
    #expect(LearnerProgress(parsing: progress.fileText) == progress)
    // Older versions read `results` (right in the end) and ignore `outcomes`.
    #expect(progress.fileText.contains(#""results":{"q1":true,"q2":true,"q3":false,"q4":false}"#))
    // A file from before first tries were kept: true reads as a first try, false as a miss.
    let old = #"{"version":1,"lessons":{"a":{"position":1,"results":{"q1":true,"q2":false}}}}"#
    #expect(
      LearnerProgress(parsing: old)?.lessons["a"]?.outcomes == ["q1": .firstTry, "q2": .missed])
    #expect(LearnerProgress(parsing: #"{"lessons":{"a":{"outcomes":{"q1":"maybe"}}}}"#) == nil)
  }

  /// Every shipped lesson question maps to a skill; the query decides the topic where there is one.
  @Test func lessonQuestionsMapToQuizSkills() {
    let geometry = Fixtures.library.lessons.first { $0.order == 1 && $0.language == .en }!
    let chain = Fixtures.library.lessons.first { $0.order == 12 && $0.language == .en }!
    let gestures = Fixtures.library.lessons.first { $0.order == 15 && $0.language == .en }!
    func topics(_ lesson: Lesson) -> Set<QuizTopic> {
      Set(lesson.questions.map { LessonPractice.skill(of: $0, in: lesson).topic })
    }
    #expect(topics(geometry).isSubset(of: [.geometry, .convert]))
    #expect(topics(chain).contains(.responderChain))
    #expect(topics(gestures).contains(.gestures))
    let q = Question(
      id: "x", kind: .point, prompt: "p", query: "convert 0 0 from a to b", field: "point", hint: "")
    #expect(LessonPractice.skill(of: q, in: geometry) == Skill(topic: .convert, difficulty: 1))
    // The same lesson question always gets the same review id, so a second miss replaces the first.
    let a = LessonPractice(lesson: chain, question: chain.questions[0], outcome: .missed)
    let b = LessonPractice(lesson: chain, question: chain.questions[0], outcome: .afterRetry)
    #expect(a == b)
    #expect(QuestionID(a.questionID)?.skill == a.skill)
  }

  /// `stats` shows lesson answers with retries apart.
  @Test func statsCountLessonFirstTries() {
    let progress = LearnerProgress(lessons: [
      "a": LessonProgress(outcomes: ["q1": .firstTry, "q2": .afterRetry, "q3": .missed]),
      "b": LessonProgress(outcomes: ["q1": .firstTry, "q2": .skipped]),
    ])
    let tally = LessonTally(progress)
    #expect(tally == LessonTally(firstTry: 2, afterRetry: 1, answered: 5))
    var state = ReviewState()
    state.record(questionID: "x", skill: Skill(topic: .geometry, difficulty: 1), correct: true, at: 0)
    let en = StatsRenderer.text(state, now: 0, language: .en, lessons: tally)
    #expect(en.contains("Lessons: 2 of 5 right on the first try; 1 after a retry (reviewed as misses)"))
    let zh = StatsRenderer.text(state, now: 0, language: .zhHans, lessons: tally)
    #expect(zh.contains("课程：5 题中第一次就答对 2 题；1 题重试后答对"))
    #expect(
      StatsRenderer.json(state, now: 0, lessons: tally)["lessons"]?.text
        == #"{"firstTry":2,"afterRetry":1,"answered":5}"#)
  }

  /// A lesson miss reaches `quiz --review` as a fresh question of its skill.
  @Test func lessonMissesComeBackInReview() {
    let lesson = Fixtures.library.lessons.first { $0.order == 12 && $0.language == .en }!
    let p = LessonPractice(lesson: lesson, question: lesson.questions[0], outcome: .afterRetry)
    var state = ReviewState()
    state.record(questionID: p.questionID, skill: p.skill, outcome: p.outcome, at: 1000)
    #expect(state.missed == [p.questionID])
    let (questions, nothingDue) = QuizPlan.questions(
      .init(topic: nil, count: 1, seed: 7, review: true, concepts: .empty), state: state, now: 2000)
    #expect(!nothingDue)
    #expect(questions.first?.skill == p.skill)
    #expect(questions.first?.reviewOf == p.questionID)
    #expect(questions.first?.id != p.questionID)
  }
}
