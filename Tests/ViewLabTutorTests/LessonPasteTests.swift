import Testing
import ViewLabLanguage
import ViewLabTutor

/// A class pasted over many lines into a lesson task is one command, as at the REPL prompt: the
/// task of lesson 10 passes with the class as a learner writes it, comments and Markdown included.
@Suite struct LessonPasteTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  /// Lesson 10 at its task "write-round-button" (every question before it skipped).
  static func atTheTask(_ language: Language) -> Player {
    let lesson = Fixtures.library.lessons.first { $0.order == 10 && $0.language == language }!
    var player = Player(lesson: lesson, mode: .interactive)
    _ = player.start()
    while let q = player.currentQuestion, q.id != "write-round-button", !player.isFinished {
      _ = player.handle("skip")
    }
    return player
  }

  static func graded(_ effects: [TutorEffect]) -> Grade? {
    effects.compactMap { if case .graded(let g, _) = $0 { g } else { nil } }.last
  }

  static let swiftClass = [
    "```swift",
    "class RoundButton: UIButton {",
    "    // only the inscribed circle takes a touch",
    "    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {",
    "",
    "        let r = min(bounds.width, bounds.height) / 2",
    "        return hypot(point.x - bounds.midX, point.y - bounds.midY) <= r",
    "    }",
    "}",
    "```",
    "let ring = RoundButton(frame: CGRect(x: 10, y: 10,",
    "                                     width: 200, height: 200))",
    "panel.addSubview(ring)",
  ]

  static let objectiveCClass = [
    "@interface RoundButton : UIButton",
    "@end",
    "@implementation RoundButton",
    "// only the inscribed circle",
    "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event",
    "{",
    "    CGFloat r = MIN(self.bounds.size.width, self.bounds.size.height) / 2;",
    "    return hypot(point.x - CGRectGetMidX(self.bounds), point.y - CGRectGetMidY(self.bounds)) <= r;",
    "}",
    "@end",
    "RoundButton *ring = [[RoundButton alloc] initWithFrame:CGRectMake(10, 10, 200, 200)];",
    "[panel addSubview:ring];",
  ]

  @Test(arguments: [Language.en, .zhHans])
  func aSwiftClassOverManyLinesPassesTheTask(language: Language) {
    var player = Self.atTheTask(language)
    #expect(player.currentQuestion?.id == "write-round-button")
    var effects: [TutorEffect] = []
    for (i, line) in Self.swiftClass.enumerated() {
      effects += player.handle(line)
      // Inside the class and the split `let`, the player waits for more (a continuation prompt).
      let open = (1..<8).contains(i) || i == 10
      #expect(player.isAssembling == open, "line \(i + 1): \(line)")
    }
    let grade = Self.graded(effects)
    #expect(grade?.correct == true, "\(effects)")
    // The fences were named, not run.
    let notes = effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }
    #expect(notes.contains { $0.contains("```swift") }, "\(notes)")
  }

  @Test func anObjectiveCClassOverManyLinesPassesTheTask() {
    var player = Self.atTheTask(.en)
    var effects: [TutorEffect] = []
    for line in Self.objectiveCClass { effects += player.handle(line) }
    #expect(Self.graded(effects)?.correct == true, "\(effects)")
  }

  @Test func splitCommandsKeepsAClassWhole() {
    let text = Self.objectiveCClass.joined(separator: "\n")
    let commands = AnswerReader.splitCommands(text)
    #expect(commands.count == 4, "\(commands)")
    #expect(commands[1].hasPrefix("@implementation RoundButton\n// only") && commands[1].hasSuffix("@end"))
    #expect(
      AnswerReader.splitCommands("class A: UIView { }; let a = A(frame: .zero); view.addSubview(a)")
        == ["class A: UIView { }", "let a = A(frame: .zero)", "view.addSubview(a)"])
  }

  /// A controller's `@interface` pasted first and its `@implementation` later (a controller whose
  /// name does not end in Controller) is read as the controller's code, as at the REPL: its
  /// `viewDidLoad` runs and builds its view (the task lets the learner change `ring` only).
  @Test(arguments: [Language.en, .zhHans])
  func aControllerInterfacePastedFirstIsKept(language: Language) {
    var player = Self.atTheTask(language)
    var effects: [TutorEffect] = []
    for line in ["@interface HomeVC : UIViewController", "@end"] { effects += player.handle(line) }
    for line in [
      "@implementation HomeVC",
      "- (void)viewDidLoad {",
      "    [super viewDidLoad];",
      "    UIView *ring = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 40, 40)];",
      "    [panel addSubview:ring];",
      "}",
      "@end",
    ] {
      effects += player.handle(line)
    }
    let text = effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }.joined(
      separator: "\n")
    #expect(text.contains("HomeVC"), "\(text)")
    effects = player.handle("explain ring")
    let explained = effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }.joined()
    #expect(explained.contains("(10, 10, 40, 40)"), "\(effects) \(text)")
  }

  /// A block a controller's `viewDidLoad` queues on the main queue runs after the method, at the
  /// lesson prompt as at the REPL: the line after `dispatch_async` does not win.
  @Test func aMainQueueBlockRunsAfterViewDidLoad() {
    var player = Self.atTheTask(.en)
    var effects: [TutorEffect] = []
    for line in [
      "@implementation ViewController",
      "- (void)viewDidLoad {",
      "    [super viewDidLoad];",
      "    UIView *ring = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 40, 40)];",
      "    [panel addSubview:ring];",
      "    dispatch_async(dispatch_get_main_queue(), ^{ ring.frame = CGRectMake(20, 20, 40, 40); });",
      "    ring.frame = CGRectMake(30, 30, 40, 40);",
      "}",
      "@end",
    ] {
      effects += player.handle(line, moreToCome: true)
    }
    let text = effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }.joined(
      separator: "\n")
    #expect(text.contains("ran after the code around it had returned"), "\(text)")
    let explained = player.handle("explain ring").compactMap {
      if case .engineOutput(let t) = $0 { t } else { nil }
    }.joined()
    #expect(explained.contains("= (20, 20)") && !explained.contains("(30, 30)"), "\(explained)")
  }

  /// An error in a statement pasted over several lines names the line of the paste it is on and
  /// shows that line with the caret under it (not the joined line), as at the REPL prompt; the
  /// message is in the lesson's language.
  @Test(arguments: [
    (Language.en, "2:27: error: unknown view 'zzz'"), (Language.zhHans, "2:27: 错误："),
  ])
  func anErrorInAMultiLinePasteNamesItsLine(language: Language, heading: String) {
    var player = Self.atTheTask(language)
    let paste = [
      "let ring = UIView(frame: CGRect(x: 10, y: 10,", "                   width: zzz, height: 200))",
    ]
    var effects: [TutorEffect] = []
    for (i, line) in paste.enumerated() { effects += player.handle(line, moreToCome: i < paste.count - 1) }
    let text = effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }.joined(
      separator: "\n")
    #expect(text.contains(heading + (language == .en ? "\n" : "")), "\(text)")
    #expect(text.contains("\n  " + paste[1] + "\n  " + String(repeating: " ", count: 26) + "^^^"), "\(text)")
    #expect(!text.contains("CGRect(x: 10, y: 10, width: zzz"), "\(text)")
  }
}

/// A loop pasted at a question that asks for a view's name is an experiment: it runs, or its error
/// names its line; it is never read as an answer made of its words.
@Suite struct LessonLoopPasteTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  static func firstQuestion(_ language: Language) -> Player {
    let lesson = Fixtures.library.lessons.first { $0.order == 10 && $0.language == language }!
    var player = Player(lesson: lesson, mode: .interactive)
    _ = player.start()
    return player
  }

  static func paste(_ lines: [String], into player: inout Player) -> (text: String, effects: [TutorEffect]) {
    var effects: [TutorEffect] = []
    for (i, line) in lines.enumerated() { effects += player.handle(line, moreToCome: i < lines.count - 1) }
    let text = effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }.joined(
      separator: "\n")
    return (text, effects)
  }

  @Test(arguments: [Language.en, .zhHans]) func aLoopRunsAsAnExperiment(language: Language) {
    var player = Self.firstQuestion(language)
    let (text, _) = Self.paste(
      [
        "for i in 0..<2 {",
        "    let dot = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 10))",
        "    view.addSubview(dot)", "}",
      ], into: &player)
    #expect(text.contains("dot2"), "\(text)")
  }

  @Test(arguments: [Language.en, .zhHans]) func aLoopsErrorNamesItsLine(language: Language) {
    var player = Self.firstQuestion(language)
    let (text, effects) = Self.paste(
      ["for i in 0..<2 {", "    let dot = UIView()", "    zzz.addSubview(dot)", "}"], into: &player)
    #expect(text.contains("3:5: "), "\(text)")
    #expect(text.contains("zzz.addSubview(dot)"), "\(text)")
    #expect(!text.contains("#line"), "\(text)")
    #expect(!effects.contains { if case .notice = $0 { true } else { false } }, "\(effects)")
  }
}
