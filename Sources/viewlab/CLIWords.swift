import ArgumentParser
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal

/// The command line's own help text, in the language found before the argument parser runs
/// (`--lang` anywhere in the arguments, else the language chosen with `lang` last time, else LC_ALL,
/// LC_MESSAGES, LANG). The help screens and the errors people make are drawn and worded by ViewLab
/// (`CLISurface`, `CLIWords+Problems`); the parser's English is left only for what those do not know.
enum CLIWords {
  /// Decided by `main` on its system before the parser reads anything, and bound for the whole run:
  /// the parser's declarations (abstracts, help) are static, so they read it from here.
  @TaskLocal static var language: Language = .en

  /// The command line's language for `arguments`: a `--lang` anywhere in them, else the
  /// remembered choice and the locale on `system`.
  static func language(for arguments: [String], on system: some System) -> Language {
    LanguageChoice.decide(
      flag: LanguageChoice.flag(in: arguments).flatMap(Language.init(rawValue:)), host: system)
  }

  static func pick(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String {
    language.pick(en(), zh())
  }

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
  static var mcpAbstract: String {
    pick(
      "Serve ViewLab to assistants: a Model Context Protocol server on standard input and output.",
      "为 AI 助手提供 ViewLab：在标准输入输出上运行的 Model Context Protocol 服务器。")
  }
  static var mcpDiscussion: String {
    pick(
      """
      Tools: run_script, import_dump, list_lessons, script_help. Add it to an assistant's \
      configuration as the command 'viewlab' with the argument 'mcp'. Standard output carries only \
      protocol messages; --lang sets the default language of messages.
      """,
      """
      工具：run_script、import_dump、list_lessons、script_help。在助手的配置中添加命令 'viewlab'、\
      参数 'mcp' 即可。标准输出只传送协议消息；--lang 设置消息的默认语言。
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
  static var html: String {
    pick(
      "Also write a page that steps through the last tap of the session (what 'export html' writes).",
      "另外写出逐步演示会话中上一次点击的网页（与 'export html' 写出的相同）。")
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

  // The help text of `viewlab lesson`, `lessons`, `quiz` and `stats`.
  static var quizAbstract: String {
    pick(
      "Quiz mode for interview prep: generated scenes, concept questions, spaced repetition.",
      "面试练习：随机生成的场景题、概念题，以及间隔重复复习。")
  }
  static var quizDiscussion: String {
    pick(
      "Without --topic, a mock interview mixes every topic, easy to hard.",
      "不指定 --topic 时进行模拟面试：混合所有主题，由易到难。")
  }
  static var quizTopic: String { pick("The topic to practise:", "练习的主题：") }
  static var quizCount: String { pick("How many questions.", "题目数量。") }
  static var quizSeed: String {
    pick(
      "Seed for the question generator: the same seed gives the same quiz.", "题目生成器的随机种子：种子相同，题目就相同。")
  }
  static var quizReview: String {
    pick(
      "Ask what spaced repetition says is due first (missed questions come back).",
      "先出间隔重复认为该复习的题（答错的题会再次出现）。")
  }
  static var quizTimed: String {
    pick(
      "Count down each question (in the prompt); a right answer after the time limit is \"right, but late\" and does not score.",
      "每题倒计时（显示在提示符中）；超时后答对算“对了，但超时”，不计分。")
  }
  static var quizTimeLimit: String { pick("Seconds per question with --timed.", "使用 --timed 时每题的秒数。") }
  static var tutorLang: String {
    pick("en or zh-Hans (default from LANG).", "en 或 zh-Hans（默认取自 LANG）。")
  }
  static var statsAbstract: String {
    pick("Quiz accuracy per topic, streaks, and what is due.", "各主题的答题正确率、连续答对次数，以及待复习的题目。")
  }
  static var lessonsAbstract: String {
    pick("List, check and answer the guided lessons.", "列出、检查引导课程，或给出它们的答案。")
  }
  static var lessonsListAbstract: String { pick("List lessons with your progress.", "列出课程和你的学习进度。") }
  static var lessonsCheckAbstract: String {
    pick(
      "Validate lesson files; print file:line: message for each problem, exit 1 if any.",
      "检查课程文件：每个问题输出一行 file:line: message，有问题时退出状态为 1。")
  }
  static var lessonsFolder: String {
    pick("A lessons folder (default: the one viewlab uses).", "课程文件夹（默认：viewlab 使用的那个）。")
  }
  static var lessonsAnswersAbstract: String {
    pick(
      "Print each question's model answer as a learner would type it, one per line.",
      "按学习者输入的样子打印每道题的参考答案，每行一个。")
  }
  static var lessonID: String { pick("The lesson id.", "课程 id。") }
  static var lessonAbstract: String {
    pick(
      "Play a lesson: interactive on a terminal; with piped input, one answer per line.",
      "学习一节课程：在终端上交互进行；从管道输入时，每行一个答案。")
  }
  static var lessonIDSeeLessons: String {
    pick("The lesson id (see 'viewlab lessons').", "课程 id（见 viewlab lessons）。")
  }
  static var lessonLang: String {
    pick(
      "Language of lesson text: en or zh-Hans (default: from LANG).", "课程文字的语言：en 或 zh-Hans（默认取自 LANG）。")
  }
}
