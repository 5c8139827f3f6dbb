import Testing
import ViewLabTestSupport

/// Lesson 10's task on a real terminal, in both languages: a class that measures from `frame`
/// pasted with its instance misses the task; pasting the class again, fixed and alone, completes
/// it on the scene as the learner left it, and a wrong `done` in between keeps that scene. The
/// class's notes name the paste's lines (a comment line sits above it).
@Suite(.serialized) final class LessonTaskRetryTerminalTests {
  let home = Binary.makeHome()

  deinit { Binary.removeHome(home) }

  static func roundButton(measuringFrom rect: String) -> String {
    """
    // 圆形按钮\rclass RoundButton: UIButton {\r    override func point(inside point: CGPoint, \
    with event: UIEvent?) -> Bool {\r        hypot(point.x - \(rect).midX, point.y - \(rect).midY) \
    <= min(\(rect).width, \(rect).height) / 2\r    }\r}\r
    """
  }

  struct Words: Sendable {
    var lang: String
    var task: String
    var skip: String
    var done: String
    var reads: String
    var notYet: String
    var tryAgain: String
    var kept: String
    var correct: String
  }

  static let words = [
    Words(
      lang: "en", task: "Question 8/8", skip: "skip", done: "done", reads: "reads frame (line 4)",
      notYet: "Not there yet", tryAgain: "Not quite", kept: "class RoundButton", correct: "✓ Correct."),
    Words(
      lang: "zh-Hans", task: "第 8/8 题", skip: "跳过", done: "完成", reads: "读取了 frame（第 4 行）",
      notYet: "还没达到目标", tryAgain: "不太对", kept: "自定义类 RoundButton", correct: "✓ 正确。"),
  ]

  @Test(arguments: words)
  func theFixedClassAloneCompletesTheTask(words: Words) throws {
    let terminal = try PseudoTerminal(
      Binary.path, arguments: ["lesson", "round-button", "--no-color", "--lang", words.lang],
      environment: Binary.environment(home: home, ["LANG": "C.UTF-8"]))
    try terminal.waitFor("› ")
    for _ in 0..<7 { terminal.send(words.skip + "\r") }
    try terminal.waitFor(words.task)
    try terminal.waitFor("› ")
    terminal.send(
      Self.roundButton(measuringFrom: "frame")
        + "let ring = RoundButton(frame: CGRect(x: 10, y: 10, width: 200, height: 200)); panel.addSubview(ring);\r"
    )
    let wrong = try terminal.waitFor(words.notYet)
    #expect(wrong.contains(words.reads), "\(wrong)")
    try terminal.waitFor("› ")
    terminal.send(words.done + "\r")
    try terminal.waitFor(words.tryAgain)
    try terminal.waitFor("› ")
    terminal.send("tree\r")
    try terminal.waitFor("ring UIButton (10, 10, 200, 200) \(words.kept)")
    try terminal.waitFor("› ")
    terminal.send(Self.roundButton(measuringFrom: "bounds"))
    try terminal.waitFor(words.correct)
    #expect(try terminal.waitForExit() == 0)
  }
}
