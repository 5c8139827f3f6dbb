import ArgumentParser
import ViewLabRendering
import ViewLabTerminal

/// The command line's own help text, in the language found before the argument parser runs
/// (`--lang` anywhere in the arguments, else LC_ALL, LC_MESSAGES, LANG). The argument parser's
/// headings (USAGE, OPTIONS), `--help`'s own line and its error messages stay English: it has no
/// way to translate them.
enum CLIWords {
  static let language = LanguageChoice.resolve(
    flag: LanguageChoice.flag(in: Array(CommandLine.arguments.dropFirst())), { POSIX.environment($0) })

  static func pick(_ en: String, _ zh: String) -> String { language.pick(en, zh) }

  static var rootAbstract: String {
    pick(
      "A lab and tutor for UIKit view geometry, hit-testing and the responder chain.",
      "动手学习 UIKit 视图几何、命中测试（hitTest）与响应者链的实验环境和教程。")
  }
  static var rootDiscussion: String {
    pick(
      """
      With no subcommand on a terminal: the REPL. 'viewlab --lang zh-Hans' starts it in Chinese \
      (default: the language chosen with 'lang' last time, else from LC_ALL, LC_MESSAGES or LANG); \
      each subcommand takes its own --lang.
      """,
      """
      在终端上不带子命令运行：进入 REPL。'viewlab --lang en' 以英文启动（默认：上次用 lang 选择的语言，\
      否则取自 LC_ALL、LC_MESSAGES 或 LANG）；每个子命令都有自己的 --lang。
      """)
  }
  static var runAbstract: String {
    pick(
      "Run scene scripts (one command per line); '-' reads standard input.",
      "运行场景脚本（每行一条命令）；'-' 表示从标准输入读取。")
  }
  static var files: String {
    pick("Script files to run, in order, in one session.", "要运行的脚本文件，按顺序在同一个会话中运行。")
  }
  static var keepGoing: String {
    pick(
      "Run the remaining lines after an error (the exit status is still 1).", "出错后继续运行剩下的行（退出状态仍为 1）。")
  }
  static var json: String {
    pick("Print one JSON object per command line instead of text.", "每行命令输出一个 JSON 对象，而不是文字。")
  }
  static var noColor: String {
    pick(
      "Never colour the output (also: NO_COLOR, or output that is not a terminal).",
      "输出不带颜色（设置了 NO_COLOR 或输出不是终端时也是如此）。")
  }
  static var lang: String {
    pick(
      "Language of messages: en or zh-Hans (default: from LC_ALL, LC_MESSAGES or LANG).",
      "提示信息的语言：en 或 zh-Hans（默认取自 LC_ALL、LC_MESSAGES 或 LANG）。")
  }
}
