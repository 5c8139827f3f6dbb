import ViewLabApp
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem

/// What the REPL itself says (not the engine), in English and Simplified Chinese.
enum TerminalWords {
  static func history(_ w: HistoryWarning, _ l: Language) -> String {
    switch w {
    case .setAside(let path, let copy):
      return l.pick(
        "note: \(path) was not a ViewLab history file; kept it as \(copy) and started a new history",
        "注意：\(path) 不是 ViewLab 的历史记录文件；已将它改名为 \(copy) 保留，历史记录从头开始")
    case .notMoved(let path, let reason):
      return l.pick(
        "note: \(path) was not a ViewLab history file and could not be moved aside (\(reason)); history starts empty",
        "注意：\(path) 不是 ViewLab 的历史记录文件，也无法另存（\(reason)）；历史记录从空开始")
    }
  }

  /// A script named on the command line that cannot be read (the reason is the system's).
  static func cannotRead(_ path: String, _ error: SystemError, _ l: Language) -> String {
    l.pick(
      "viewlab: cannot read '\(path)': \(error.reason)",
      "viewlab：无法读取 '\(path)'：\(SystemReason.text(error, l))")
  }

  /// `viewlab run … --html OUT` could not write the page (the reason is the system's).
  static func cannotWrite(_ path: String, _ error: SystemError, _ l: Language) -> String {
    l.pick(
      "viewlab: cannot write '\(path)': \(error.reason)",
      "viewlab：无法写入 '\(path)'：\(SystemReason.text(error, l))")
  }

  static func langNeedsValue(_ l: Language) -> String {
    l.pick("error: --lang needs a value: en or zh-Hans", "错误：--lang 需要一个值：en 或 zh-Hans")
  }

  static func historyNotSaved(_ error: any Error, _ l: Language) -> String {
    l.pick("note: history not saved (\(error)); the session goes on", "注意：历史记录没有保存（\(error)）；会话继续")
  }

  static func languageNotSaved(_ error: any Error, _ l: Language) -> String {
    l.pick(
      "note: the language choice was not saved (\(error)); it holds for this session",
      "注意：语言设置没有保存（\(error)）；本次会话仍然有效")
  }

  static func noTutor(_ request: TutorRequest, _ l: Language) -> String {
    switch request {
    case .lesson:
      return l.pick(
        "Lessons are not available in this build; try 'help' for the scene commands.",
        "这个版本没有课程；输入 'help' 查看搭建场景的命令。")
    case .quiz, .stats:
      return l.pick(
        "Quizzes are not available in this build; try 'help' for the scene commands.",
        "这个版本没有测验；输入 'help' 查看搭建场景的命令。")
    }
  }
}
