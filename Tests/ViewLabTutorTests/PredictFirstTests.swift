import Testing
import ViewLabLanguage
import ViewLabTutor

/// While a question about the scene is open, the commands that print its answer are refused;
/// everything else may be tried, and after the answer `why` shows the whole derivation.
@Suite struct PredictFirstTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  /// (a line typed while "Who gets a tap at (40, 60)?" is open, refused?)
  static let lines: [(String, Bool)] = [
    ("tap 40 60", true),
    ("tap (40, 60)", true),
    ("why red 40 60", true),
    ("hittest window 40 60", true),
    ("window.hitTest(CGPoint(x: 40, y: 60), with: nil)", true),
    ("tap 41 60", false),
    ("why red 10 10", false),
    ("hittest red 20 20", false),
    ("explain blue", false),
    ("tree", false),
    ("hide blue", false),
  ]

  @Test(arguments: lines)
  func theQueryAndItsEquivalentsWaitForTheAnswer(line: String, refused: Bool) {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    let effects = player.handle(line)
    #expect(effects.contains(.notice(.predictFirst("tap 40 60"))) == refused, "\(line): \(effects)")
  }

  @Test func explainQuestionsRefuseExplainOfTheViewAndTheTreeForAFrame() {
    let lesson = Fixtures.load(
      """
      ---
      id: p
      title: P
      order: 1
      summary: S.
      ---
      ```scene
      add door 100 200 120 80
      ```
      ```question
      id: f
      kind: rect
      prompt: door.frame?
      query: explain door
      field: frame
      hint: h.
      ```
      """)!
    for (line, refused) in [
      ("explain door", true), ("tree", true), ("explain window", false), ("tap 1 1", false),
    ] {
      var player = Player(lesson: lesson, mode: .interactive)
      _ = player.start()
      let effects = player.handle(line)
      #expect(effects.contains(.notice(.predictFirst("explain door"))) == refused, "\(line)")
    }
  }

  @Test func afterTheAnswerWhyShowsTheWholeDerivation() {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    #expect(player.handle("why") == [.notice(.nothingToExplain)])
    let graded = player.handle("blue")
    guard
      case .graded(let grade, final: true)? = graded.first(where: {
        if case .graded = $0 { true } else { false }
      })
    else {
      Issue.record("not graded: \(graded)")
      return
    }
    #expect(grade.correct)
    #expect(grade.brief.contains("hit: blue"))
    let why = player.handle("why")
    guard case .engineOutput(let text)? = why.first else {
      Issue.record("why printed nothing: \(why)")
      return
    }
    #expect(text.contains("window.hitTest((40, 60))"))
  }

  @Test func aWrongFirstTryDoesNotUnlockWhy() {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    _ = player.handle("red")  // wrong, first try: a hint, the question stays open
    #expect(player.handle("why") == [.notice(.nothingToExplain)])
    #expect(player.handle("tap 40 60").contains(.notice(.predictFirst("tap 40 60"))))
  }

  @Test func skipShowsTheAnswerAndItsExplanation() {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    let effects = player.handle("skip")
    guard case .notice(.skipped(let shown))? = effects.first else {
      Issue.record("\(effects)")
      return
    }
    #expect(shown.contains("Answer: blue"))
    #expect(shown.contains("hit: blue"))
    #expect(!effects.contains { if case .graded = $0 { true } else { false } })
  }

  @Test func lessonsAreFoundByNumberToo() {
    #expect(Fixtures.library.lesson(id: "1", language: .en)?.order == 1)
    #expect(Fixtures.library.lesson(id: "03", language: .zhHans)?.id == "position-anchor")
    #expect(Fixtures.library.lesson(id: "99", language: .en) == nil)
  }
}
