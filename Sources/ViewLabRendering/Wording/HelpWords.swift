import ViewLabLanguage

/// The words around `help`'s table, and `lang`'s answers, in English and Simplified Chinese.
enum HelpWords {
  static func uikitLabel(_ l: Language) -> String { l.pick("UIKit:   ", "UIKit：") }
  static func exampleLabel(_ l: Language) -> String { l.pick("example: ", "示例：") }

  static func footer(_ l: Language) -> String {
    l.pick(
      "'help COMMAND' shows its syntax, its UIKit meaning and an example.",
      "输入 'help 命令名' 查看该命令的语法、对应的 UIKit 代码和示例，例如 'help tap'。")
  }

  static func noCommand(_ topic: String, suggestion: String?, _ l: Language) -> String {
    l.pick(
      "no command '\(topic)'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "")
        + "; 'help' lists them all",
      "没有 '\(topic)' 这个命令。" + (suggestion.map { "你是指 '\($0)' 吗？" } ?? "") + "输入 'help' 查看全部命令。")
  }

  /// The language's name in itself and in the other language.
  static func name(_ language: Language, _ l: Language) -> String {
    switch language {
    case .en: l.pick("English (en)", "英文（en）")
    case .zhHans: l.pick("Simplified Chinese (zh-Hans)", "简体中文（zh-Hans）")
    }
  }

  /// `lang` alone.
  static func current(_ l: Language) -> String {
    l.pick(
      "messages are in \(name(l, l)); 'lang zh-Hans' switches to Chinese",
      "提示信息的语言是\(name(l, l))；输入 'lang en' 切换到英文")
  }

  /// `lang zh-Hans`: said in the new language.
  static func switched(_ l: Language) -> String {
    l.pick("messages are now in \(name(l, l))", "提示信息已切换为\(name(l, l))")
  }
}
