import ViewLabLanguage
import ViewLabRendering

/// The first lines a learner sees, in their language. A first run (no history yet) explains how to
/// begin without the README: a lesson, a quiz, or free play; later runs get one line with three
/// things to try. Each paragraph is one line here: the REPL wraps it to the terminal's width.
public struct Welcome {
  /// The lesson to suggest first, e.g. "frame-bounds"; nil when no lessons are installed.
  public var firstLesson: String?
  public var language: Language
  public var bold: (String) -> String
  public var code: (String) -> String

  public init(
    firstLesson: String?, language: Language = .en, bold: @escaping (String) -> String = { $0 },
    code: @escaping (String) -> String = { $0 }
  ) {
    self.firstLesson = firstLesson
    self.language = language
    self.bold = bold
    self.code = code
  }

  public func text(firstRun: Bool) -> String {
    firstRun ? firstRunText : returningText
  }

  /// The welcome wrapped to `width` columns.
  public func text(firstRun: Bool, width: Int) -> String {
    TextWrap.block(text(firstRun: firstRun), width: width, hang: 0)
  }

  var lessonCommand: String { firstLesson.map { "lesson \($0)" } ?? "lesson" }

  var returningText: String {
    let play = "\(code("add red 20 40 200 100"))"
    return language.pick(
      "ViewLab — try \(play), then \(code("tap 50 60")), then \(code("draw")).\n"
        + "\(code("help")) lists every command, Tab completes, Ctrl-D quits.\n",
      "ViewLab —— 试试 \(play)，然后 \(code("tap 50 60"))，再 \(code("draw"))。\n"
        + "\(code("help")) 列出全部命令，Tab 补全，Ctrl-D 退出。\n")
  }

  var firstRunText: String {
    let learn = language.pick("Learn step by step:", "一步一步学：")
    let test = language.pick("Test yourself:", "做题自测：")
    let play = language.pick("Just play:", "随便玩玩：")
    let column = max(learn.terminalColumns, test.terminalColumns, play.terminalColumns) + 2
    func pad(_ label: String) -> String {
      "  " + label + String(repeating: " ", count: column - label.terminalColumns)
    }
    let add = code("add red 20 40 200 100")
    let tap = code("tap 50 60")
    let draw = code("draw")
    let playLine = language.pick("\(add), then \(tap), then \(draw)", "\(add)，然后 \(tap)，再 \(draw)")
    let lines = [pad(learn) + code(lessonCommand), pad(test) + code("quiz"), pad(play) + playLine]
    let intro: String
    let keys: String
    let help = code("help")
    let helpTap = code("help tap")
    switch language {
    case .en:
      intro =
        "\(bold("Welcome to ViewLab")): build UIKit view hierarchies, tap them, and see every number and"
        + " every hitTest step UIKit would take."
      keys =
        "\(help) lists every command (\(helpTap) explains one). Tab completes commands and names,"
        + " Up/Down and Ctrl-R search history, Ctrl-C abandons a line, Ctrl-D quits."
        + " \(code("lang zh-Hans")) switches to Chinese (中文)."
    case .zhHans:
      intro =
        "\(bold("欢迎使用 ViewLab"))：搭建 UIKit 视图层级，点一点它们，看清每一个数字，以及 UIKit"
        + " 做命中测试/hitTest 时的每一步。"
      keys =
        "\(help) 列出全部命令（\(helpTap) 详细解释一个）。Tab 补全命令和名字，上下方向键和 Ctrl-R 搜索历史，"
        + "Ctrl-C 放弃正在输入的一行，Ctrl-D 退出。\(code("lang en")) 切换为英文（English）。"
    }
    return intro + "\n\n" + TextWrap.join(lines) + "\n\n" + keys + "\n"
  }
}
