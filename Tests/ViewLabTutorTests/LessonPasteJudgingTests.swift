import Testing
import ViewLabLanguage
import ViewLabTutor

/// A paste in a lesson task is judged once, after its last line, not after each statement; the
/// Objective-C way to reach the window (`[self.view.window addSubview:sheet]`) passes lesson 11's
/// task as Swift's `view.window?.addSubview(sheet)` does.
@Suite struct LessonPasteJudgingTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  static func at(_ order: Int, _ id: String, _ language: Language = .en) -> Player {
    let lesson = Fixtures.library.lessons.first { $0.order == order && $0.language == language }!
    var player = Player(lesson: lesson, mode: .interactive)
    _ = player.start()
    while let q = player.currentQuestion, q.id != id, !player.isFinished { _ = player.handle("skip") }
    return player
  }

  static func progressNotices(_ effects: [TutorEffect]) -> Int {
    effects.filter { if case .notice(.taskProgress) = $0 { true } else { false } }.count
  }

  /// Feeds `lines` as a paste: every line but the last has more waiting behind it.
  static func paste(_ lines: [String], into player: inout Player) -> [TutorEffect] {
    lines.enumerated().flatMap { i, line in player.handle(line, moreToCome: i < lines.count - 1) }
  }

  @Test(arguments: [Language.en, .zhHans])
  func aWrongPasteIsJudgedOnce(language: Language) {
    var player = Self.at(10, "write-round-button", language)
    // A plain button: the corner taps do not fall through, so the task is not met.
    let effects = Self.paste(
      [
        "let ring = UIButton(frame: CGRect(x: 10, y: 10, width: 200, height: 200))",
        "panel.addSubview(ring)",
        "ring.alpha = 1",
      ], into: &player)
    #expect(Self.progressNotices(effects) == 1, "\(effects)")
    #expect(LessonPasteTests.graded(effects) == nil)
  }

  @Test func aRightPasteIsJudgedOnceAtItsEnd() {
    var player = Self.at(10, "write-round-button")
    let effects = Self.paste(LessonPasteTests.swiftClass, into: &player)
    #expect(Self.progressNotices(effects) == 0, "\(effects)")
    #expect(LessonPasteTests.graded(effects)?.correct == true)
  }

  @Test func linesTypedOneByOneAreJudgedEach() {
    var player = Self.at(10, "write-round-button")
    var effects = player.handle("let ring = UIButton(frame: CGRect(x: 10, y: 10, width: 200, height: 200))")
    effects += player.handle("panel.addSubview(ring)")
    #expect(Self.progressNotices(effects) == 2, "typed one by one, each line is judged")
  }

  static let passThroughSwift = [
    "class PassThroughView: UIView {",
    "    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {",
    "        let hit = super.hitTest(point, with: event)",
    "        return hit === self ? nil : hit",
    "    }",
    "}",
    "let sheet = PassThroughView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))",
    "view.window?.addSubview(sheet)",
    "add chip UIButton 20 20 100 40 to sheet",
  ]

  static let passThroughObjectiveC = [
    "@interface PassThroughView : UIView",
    "@end",
    "@implementation PassThroughView",
    "- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {",
    "    UIView *hit = [super hitTest:point withEvent:event];",
    "    return hit == self ? nil : hit;",
    "}",
    "@end",
    "PassThroughView *sheet = [[PassThroughView alloc] initWithFrame:CGRectMake(0, 100, 375, 400)];",
    "[self.view.window addSubview:sheet];",
    "add chip UIButton 20 20 100 40 to sheet",
  ]

  @Test(arguments: [passThroughSwift, passThroughObjectiveC])
  func lesson11TakesTheWindowEitherWay(lines: [String]) {
    var player = Self.at(11, "write-pass-through")
    let effects = Self.paste(lines, into: &player)
    #expect(LessonPasteTests.graded(effects)?.correct == true, "\(effects)")
  }
}
