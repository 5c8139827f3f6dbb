import Testing
import ViewLabLanguage
import ViewLabTutor

/// While a question about the scene is open, every line that could compute its answer waits, with
/// one message that names no command; building and changing the scene go on.
@Suite struct PredictFirstTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  /// (a line typed while "Who gets a tap at (40, 60)?" is open, held?)
  static let lines: [(String, Bool)] = [
    // The query itself and every query kind, anywhere.
    ("tap 40 60", true),
    ("tap (40, 60)", true),
    ("tap 41 60", true),
    ("tap 300 600", true),
    ("why red 40 60", true),
    ("why red 10 10", true),
    ("under 40 60", true),
    ("under 5 5", true),
    ("hittest window 40 60", true),
    ("hittest red 20 20", true),
    ("inside red 10 10", true),
    ("explain blue", true),
    ("explain red", true),
    ("convert 0 0 from blue to window", true),
    ("touch down 40 60", true),
    // Pasted code: what computes or only prints waits; what builds goes on.
    ("window.hitTest(CGPoint(x: 40, y: 60), with: nil)", true),
    ("print(blue.frame)", true),
    ("blue.isHidden = true", false),
    // Building and changing the scene, and looking at it without numbers that answer a tap.
    ("tree", false),
    ("draw", false),
    ("hide blue", false),
    ("add extra 0 0 10 10", false),
    ("alpha red 0.5", false),
  ]

  @Test(arguments: lines)
  func everyQueryWaitsAndBuildingGoesOn(line: String, held: Bool) {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    let effects = player.handle(line)
    #expect(effects.contains(.notice(.predictFirst)) == held, "\(line): \(effects)")
    if held { #expect(effects == [.notice(.predictFirst)], "one message, nothing else: \(effects)") }
  }

  @Test func theRefusalIsTheSameForEveryLineAndNamesNoCommand() {
    for language in [Language.en, .zhHans] {
      let text = TutorText(language: language).notice(.predictFirst)
      for (line, held) in Self.lines where held {
        let verb = String(line.prefix { $0.isLetter })
        #expect(!text.contains(verb + " ") && !text.contains("`"), "\(text) names \(verb)")
      }
      #expect(!text.contains("40") && !text.contains("blue"))
    }
  }

  @Test func explainQuestionsHoldTheTreeForAFrame() {
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
    for (line, held) in [
      ("explain door", true), ("tree", true), ("explain window", true), ("tap 1 1", true),
      ("print(door.center)", true), ("convert 0 0 from door to window", true), ("draw", false),
      ("anchor door 0 0", false),
    ] {
      var player = Player(lesson: lesson, mode: .interactive)
      _ = player.start()
      let effects = player.handle(line)
      #expect(effects.contains(.notice(.predictFirst)) == held, "\(line)")
    }
  }

  @Test func whyWhileAQuestionIsOpenNeverShowsAnEarlierAnswer() {
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
    // The next question is open: `why` says how to ask, not the last answer.
    #expect(player.handle("why") == [.notice(.nothingToExplain)])
    let text = TutorText(language: .en).notice(.nothingToExplain)
    #expect(!text.contains("Answer:") && !text.contains("blue"))
  }

  @Test func aWrongFirstTryDoesNotUnlockWhy() {
    var player = Player(lesson: LessonPlayerTests.lesson, mode: .interactive)
    _ = player.start()
    _ = player.handle("red")  // wrong, first try: a hint, the question stays open
    #expect(player.handle("why") == [.notice(.nothingToExplain)])
    #expect(player.handle("tap 40 60") == [.notice(.predictFirst)])
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
