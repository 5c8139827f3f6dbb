import Testing
import ViewLabLanguage
import ViewLabTutor

@Suite struct LessonPlayerTests {
  static let lesson = Fixtures.load(
    """
    ---
    id: play
    title: Play
    order: 1
    summary: S.
    ---
    Intro.
    ```scene
    add red 20 40 200 100
    add blue 10 10 50 50 to red
    ```
    ```question
    id: hit
    kind: hit
    prompt: Who gets a tap at (40, 60)?
    query: tap 40 60
    field: hit
    hint: blue is on top.
    ```
    ```question
    id: concept
    kind: yesno
    prompt: Is center always the frame's midpoint?
    answer: no
    hint: think of transforms.
    explanation: center is layer.position.
    ```
    ```question
    id: fix
    kind: task
    prompt: Make the tap at (40, 60) reach red.
    goal: {query: "tap 40 60", field: hit, equals: red}
    only: [blue]
    answer: hide blue
    hint: blue is in the way.
    ```
    """)!

  typealias Player = LessonPlayer<ConsoleEngine>

  static func kinds(_ effects: [TutorEffect]) -> [String] {
    effects.map { effect in
      switch effect {
      case .prose: "prose"
      case .scene: "scene"
      case .ask(let p): "ask \(p.id)"
      case .engineOutput: "output"
      case .notice(let n): "notice \(n)"
      case .graded(let g, let final):
        "graded \(g.questionID) \(g.correct ? "right" : "wrong")\(final ? " final" : "")"
      case .summary(let s):
        "summary \(s.correct)/\(s.total) missed \(s.missed.map(\.number))"
          + (s.afterRetry > 0 ? " retried \(s.afterRetry)" : "")
      case .saveProgress(let p): "save \(p.position)"
      case .practised(let p): "practised \(p.skill.key) \(p.outcome)"
      case .finished: "finished"
      }
    }
  }

  /// The hint for "red" where blue is hit (the superview named instead of the deepest view).
  static let deeperHint =
    "red contains the point, but hitTest does not stop there: it asks red's subviews, and the deepest view that accepts the point is the answer."

  @Test func interactiveSessionReadsAsAScript() {
    var player = Player(lesson: Self.lesson, mode: .interactive)
    let steps: [(String?, [String])] = [
      (nil, ["notice help", "prose", "scene", "ask hit"]),
      ("hide blue", ["output"]),
      // "red" is the superview of the hit view: the misconception's hint replaces the file's.
      (
        "red",
        ["notice experimentsUndone", "graded hit wrong", "notice \(TutorNotice.hint(Self.deeperHint))"]
      ),
      // Right after a retry: shown apart, and a miss for review.
      ("BLUE", ["graded hit right final", "practised hit-test/1 wrong", "save 1", "ask concept"]),
      (
        "skip",
        [
          "notice skipped(answer: \"center is layer.position.\\n\\nAnswer: no\")",
          "practised geometry/1 wrong", "save 2", "ask fix",
        ]
      ),
      ("hide red", ["notice refused(\"you may change only blue; this changes red\")"]),
      ("tap 40 60", ["output"]),
      (
        "hide blue",
        [
          "output", "graded fix right final", "practised hit-test/1 right",
          "summary 1/3 missed [1, 2] retried 1", "save 3", "finished",
        ]
      ),
    ]
    for (input, expected) in steps {
      let effects = input.map { player.handle($0) } ?? player.start()
      #expect(Self.kinds(effects) == expected, "after \(input ?? "start")")
    }
  }

  @Test func secondWrongAnswerExplainsWithTheEngineTrace() {
    var player = Player(lesson: Self.lesson, mode: .interactive)
    _ = player.start()
    _ = player.handle("red")
    let effects = player.handle("window")
    guard case .graded(let grade, true)? = effects.first else {
      Issue.record("\(effects)")
      return
    }
    #expect(grade.explanation.hasPrefix("Answer: blue"))
    #expect(grade.explanation.contains("blue.hitTest"))
    #expect(player.currentQuestion?.id == "concept")
  }

  @Test func unreadableAnswersAndBadCommandsDoNotCountAsAttempts() {
    var player = Player(lesson: Self.lesson, mode: .interactive)
    _ = player.start()
    #expect(Self.kinds(player.handle("tapp 40 60")) == ["output"])
    #expect(player.handle("(1, 2)") == [.notice(.unreadable("'(1, 2)' is not a view name (or nil)"))])
    #expect(Self.kinds(player.handle("blue")).first == "graded hit right final")
  }

  @Test func resumesWhereTheLearnerLeftOff() {
    var player = Player(
      lesson: Self.lesson, mode: .interactive, progress: LessonProgress(position: 2, results: ["hit": true]))
    #expect(
      Self.kinds(player.start()) == [
        "notice help", "notice resuming(question: 3, total: 3)", "scene", "ask fix",
      ])
    let end = player.handle("hide blue")
    #expect(Self.kinds(end).contains("summary 2/3 missed [2]"))
  }

  @Test func quittingSavesThePosition() {
    var player = Player(lesson: Self.lesson, mode: .interactive)
    _ = player.start()
    _ = player.handle("blue")
    #expect(Self.kinds(player.handle("quit")) == ["save 1", "notice left", "finished"])
  }

  @Test func scriptedModeTakesOneLinePerQuestionAndPrintsTheContract() {
    var driver = LessonDriver(player: Player(lesson: Self.lesson, mode: .scripted), json: true)
    var input = ["red", "no"][...]
    var output: [String] = []
    _ = driver.run(read: { input.popFirst() }, write: { output.append($0) }, save: { _ in })
    // The input ends before the task: it is not graded, and counts as missed in the score.
    #expect(output.count == 3)
    #expect(
      output[0].hasPrefix(
        #"{"question":"hit","correct":false,"kind":"hit","expected":"blue","hint":""# + Self.deeperHint
          + #"","explanation":"Answer: blue"#
      ))
    #expect(
      output[1].hasPrefix(
        #"{"question":"concept","correct":true,"kind":"yesno","expected":false,"hint":null,"#))
    #expect(output[2] == #"{"lesson":"play","correct":1,"total":3}"#)
  }

  @Test func chineseLessonsGetChineseTutorWords() {
    let words = TutorText(language: .zhHans)
    #expect(
      words.summary(
        LessonSummary(
          lesson: "x", title: "位置与锚点", correct: 1, total: 2,
          missed: [.init(number: 2, prompt: "把锚点改成 (0, 0) 后，door.frame 是多少？")], skipped: 1))
        == "《位置与锚点》完成：2 题中第一次就答对 1 题。（跳过 1 题）\n需要复习：\n  2. 把锚点改成 (0, 0) 后，door.frame 是多少？")
  }
}
