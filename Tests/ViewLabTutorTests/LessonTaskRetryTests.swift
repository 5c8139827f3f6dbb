import Testing
import ViewLabLanguage
import ViewLabTutor

/// A task is graded on the scene as the learner left it, and a wrong or unfinished answer keeps
/// that scene: lesson 10's task, where a learner pastes a class that measures from `frame`, sees
/// the task unmet, then pastes the class again, fixed, and nothing else.
@Suite struct LessonTaskRetryTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  static func roundButton(measuringFrom rect: String) -> [String] {
    [
      "// 圆形按钮",
      "class RoundButton: UIButton {",
      "    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {",
      "        hypot(point.x - \(rect).midX, point.y - \(rect).midY) <= min(\(rect).width, \(rect).height) / 2",
      "    }",
      "}",
    ]
  }

  static let ring =
    "let ring = RoundButton(frame: CGRect(x: 10, y: 10, width: 200, height: 200)); panel.addSubview(ring);"

  static func texts(_ effects: [TutorEffect]) -> [String] {
    effects.compactMap { if case .engineOutput(let t) = $0 { t } else { nil } }
  }

  /// The task, after the class that measures from `frame` and its instance were pasted.
  static func afterTheWrongClass(_ language: Language) -> Player {
    var player = LessonPasteJudgingTests.at(10, "write-round-button", language)
    let effects = LessonPasteJudgingTests.paste(roundButton(measuringFrom: "frame") + [ring], into: &player)
    #expect(LessonPasteJudgingTests.progressNotices(effects) == 1, "\(effects)")
    return player
  }

  @Test(arguments: [Language.en, .zhHans])
  func theFixedClassAloneCompletesTheTask(language: Language) {
    var player = Self.afterTheWrongClass(language)
    let effects = LessonPasteJudgingTests.paste(Self.roundButton(measuringFrom: "bounds"), into: &player)
    #expect(LessonPasteTests.graded(effects)?.correct == true, "\(effects)")
  }

  @Test(arguments: [Language.en, .zhHans])
  func aWrongAnswerKeepsTheSceneAndTheClass(language: Language) {
    var player = Self.afterTheWrongClass(language)
    // Handed in as it stands: wrong, and the learner may go on from there.
    let done = player.handle(language == .en ? "done" : "完成")
    #expect(LessonPasteTests.graded(done)?.correct == false, "\(done)")
    #expect(player.currentQuestion?.id == "write-round-button")
    let tree = Self.texts(player.handle("tree")).joined()
    let ring = language == .en ? "class RoundButton" : "自定义类 RoundButton"
    #expect(tree.contains("ring UIButton (10, 10, 200, 200) \(ring)"), "\(tree)")
    let more = player.handle("let other = RoundButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))")
    // The class is still known: the instance is made (an error would show the line as typed).
    #expect(Self.texts(more).joined().contains("other = RoundButton(frame: (0, 0, 10, 10))"), "\(more)")
  }

  @Test(arguments: [Language.en, .zhHans])
  func aClassPastedBelowACommentNamesItsPastedLines(language: Language) {
    var player = LessonPasteJudgingTests.at(10, "write-round-button", language)
    let effects = LessonPasteJudgingTests.paste(Self.roundButton(measuringFrom: "frame"), into: &player)
    let shown = Self.texts(effects).joined(separator: "\n")
    let (overrides, reads) = language == .en ? ("(line 3)", "(line 4)") : ("（第 3 行）", "（第 4 行）")
    #expect(shown.contains(overrides), "\(shown)")
    #expect(shown.contains(reads), "\(shown)")
  }
}
