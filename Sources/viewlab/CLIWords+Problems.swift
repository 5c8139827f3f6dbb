import ViewLabLanguage
import ViewLabRendering
import ViewLabTutor

/// The command line's errors and help headings in both languages: the one place they are worded.
extension CLIWords {
  /// The message for `problem`, then the usage of the command it is about and where to read more.
  /// `inREPL`: typed at the REPL prompt, where commands are written without `viewlab`.
  static func problem(_ problem: CLIProblem, usage: String, inREPL: Bool = false, _ l: Language) -> String {
    message(problem, inREPL: inREPL, l) + "\n" + usageLines(usage, problem.command, inREPL: inREPL, l)
  }

  /// The first line: what is wrong, and the nearest thing that would work.
  static func message(_ problem: CLIProblem, inREPL: Bool = false, _ l: Language) -> String {
    let words = ((inREPL ? [] : ["viewlab"]) + problem.command).joined(separator: " ")
    let end = l.pick(".", "。")
    switch problem {
    case .unknownCommand(let word, let command, let near):
      return
        (command.isEmpty
        ? l.pick("Error: unknown command '\(word)'", "错误：没有 '\(word)' 这个命令")
        : l.pick("Error: '\(words)' has no command '\(word)'", "错误：\(words) 没有 '\(word)' 这个子命令"))
        + (near == nil ? end : didYouMean(near, l))
    case .unknownOption(let name, _, let near):
      return l.pick("Error: unknown option '\(name)' for '\(words)'", "错误：\(words) 没有 '\(name)' 这个选项")
        + (near == nil ? end : didYouMean(near, l))
    case .missingValue(let option, _, let expected):
      return l.pick(
        "Error: \(option) needs a value: \(expectedText(expected, l))\(example(option, expected, l))",
        "错误：\(option) 后面缺少值：需要\(expectedText(expected, l))\(example(option, expected, l))") + end
    case .invalidValue(let option, let value, _, let expected, let near):
      return l.pick(
        "Error: invalid value '\(value)' for \(option): it takes \(expectedText(expected, l))",
        "错误：\(option) 的值 '\(value)' 无效：需要\(expectedText(expected, l))")
        + (near == nil ? end : didYouMean(near, l))
    case .flagWithValue(let flag, let value, _):
      return l.pick(
        "Error: \(flag) is a switch and takes no value, but '\(value)' was given; write \(flag) alone.",
        "错误：\(flag) 是开关，不带值，却给了 '\(value)'；单独写 \(flag) 即可。")
    case .unexpectedArgument(let word, _, let near):
      return l.pick("Error: unexpected argument '\(word)' for '\(words)'", "错误：\(words) 不接受参数 '\(word)'")
        + (near == nil ? end : didYouMean(near, l))
    case .missingArgument(let name, _, let about):
      return l.pick("Error: '\(words)' needs <\(name)>.", "错误：\(words) 缺少参数 <\(name)>。")
        + (about.isEmpty ? "" : "\n  <\(name)>: " + about)
    }
  }

  /// `; did you mean --count?` / `。你是不是想输入 --count？`
  static func didYouMean(_ near: String?, _ l: Language) -> String {
    guard let near else { return "" }
    return l.pick("; did you mean \(near)?", "。你是不是想输入 \(near)？")
  }

  static func expectedText(_ expected: CLIExpected, _ l: Language) -> String {
    switch expected {
    case .oneOf(let values):
      l.pick("one of ", "以下之一：") + values.joined(separator: l.listSeparator)
    case .kind(.whole(let range)):
      l.pick(
        "a whole number from \(range.lowerBound) to \(range.upperBound)",
        " \(range.lowerBound) 到 \(range.upperBound) 之间的整数")
    case .kind(.seed): l.pick("a whole number, 0 or more", "大于或等于 0 的整数")
    case .kind(.seconds): l.pick("a number of seconds", "一个秒数")
    case .text(let name): "<\(name)>"
    }
  }

  private static func example(_ option: String, _ expected: CLIExpected, _ l: Language) -> String {
    switch expected {
    case .kind(let kind): l.pick(" (e.g. \(option) \(kind.example))", "（例如 \(option) \(kind.example)）")
    case .oneOf, .text: ""
    }
  }

  /// `Usage: …` and where the whole help is.
  static func usageLines(_ usage: String, _ path: [String], inREPL: Bool, _ l: Language) -> String {
    let help =
      inREPL
      ? path.joined(separator: " ") + " --help"
      : path.isEmpty ? "viewlab --help" : "viewlab help " + path.joined(separator: " ")
    let usage = inREPL && usage.hasPrefix("viewlab ") ? String(usage.dropFirst(8)) : usage
    return TextWrap.wrap(usage, width: 80, first: l.pick("Usage: ", "用法："), rest: "    ").joined(
      separator: "\n") + "\n"
      + l.pick("See '\(help)' for more.\n", "运行 '\(help)' 查看详细说明。\n")
  }

  // Help screens: headings and the lines the parser adds itself.

  static func overview(_ l: Language) -> String { l.pick("OVERVIEW: ", "概述：") }
  static func usageHeading(_ l: Language) -> String { l.pick("USAGE: ", "用法：") }
  static func argumentsHeading(_ l: Language) -> String { l.pick("ARGUMENTS:", "参数：") }
  static func optionsHeading(_ l: Language) -> String { l.pick("OPTIONS:", "选项：") }
  static func subcommandsHeading(_ l: Language) -> String { l.pick("SUBCOMMANDS:", "子命令：") }
  static func defaultValue(_ value: String, _ l: Language) -> String {
    l.pick("(default: \(value))", "（默认：\(value)）")
  }
  static func subcommandFooter(_ words: String, _ l: Language) -> String {
    l.pick("See '\(words) <subcommand>' for detailed help.", "运行 '\(words) <子命令>' 查看各子命令的详细帮助。")
  }
  /// `-h, --help`, `--version`, the `help` subcommand and its argument: the parser words them in
  /// English only.
  static func parserLine(_ name: String, _ l: Language) -> String? {
    switch name {
    case "--help": l.pick("Show help information.", "显示帮助信息。")
    case "--version": l.pick("Show the version.", "显示版本号。")
    case "help": l.pick("Show subcommand help information.", "显示子命令的帮助信息。")
    case "<subcommands>": l.pick("The command to show the help of.", "要查看帮助的命令。")
    default: nil
    }
  }

  // `quiz --topic`: one line per value.

  static func topicLine(_ topic: QuizTopic) -> String {
    switch topic {
    case .geometry:
      pick(
        "frame, bounds, center, anchorPoint and transforms of a generated scene",
        "生成场景中的 frame、bounds、center、anchorPoint 与 transform")
    case .convert: pick("converting points between views: convert(_:to:)", "在视图之间转换点：convert(_:to:)")
    case .hitTest:
      pick(
        "which view a tap reaches: hitTest(_:with:), point(inside:with:)",
        "点击落到哪个视图：hitTest(_:with:)、point(inside:with:)")
    case .responderChain: pick("where an unhandled touch goes next: the responder chain", "未处理的触摸交给谁：响应者链")
    case .gestures:
      pick(
        "gesture recognizers and touches: cancelsTouchesInView, delays, require(toFail:)",
        "手势识别器与触摸：cancelsTouchesInView、延迟、require(toFail:)")
    case .concepts: pick("the rules themselves, as choice questions", "规则本身的概念题（选择题）")
    case .scenarios:
      pick(
        "touch bugs from real apps' public reports, before and after their fix",
        "真实 App 公开报告里的触摸问题：修复前与修复后")
    }
  }
  static var mockLine: String {
    pick("a mock interview: every topic mixed, easy to hard (the default)", "模拟面试：混合所有主题，由易到难（默认）")
  }
  static var sameAsMock: String { pick("the same as mock", "同 mock") }
}
