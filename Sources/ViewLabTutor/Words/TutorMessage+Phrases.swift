/// The phrases several messages share: answer formats, lists of names, topics and levels.
extension TutorMessage {
  static func format(_ kind: AnswerKind) -> (en: String, zh: String) {
    switch kind {
    case .hit: ("(a view name, or nil)", "（一个视图名，或 nil）")
    case .point: ("(x, y)", "（x, y 两个数）")
    case .rect: ("(x y width height)", "（x y 宽 高，四个数）")
    case .number: ("(a number)", "（一个数字）")
    case .chain: ("(a → b → c)", "（按顺序写，如 a → b → c）")
    case .yesno: ("(yes or no; a reason may follow)", "（是 / 否，或 yes / no；后面可以接理由）")
    case .choice: ("(a letter, or the choice's text)", "（选项字母，或选项的原文）")
    case .task: format(task: nil)
    case .explain: ("(in your own words, as you would say it)", "（用自己的话，像面试时那样说出来）")
    }
  }

  static func format(task only: [String]?) -> (en: String, zh: String) {
    TutorMessage.taskFormat(only: only).words
  }

  static func outsideOnly(_ only: [String], created: [String], removed: [String], changed: [String])
    -> (en: String, zh: String)
  {
    var en: [String] = []
    var zh: [String] = []
    if !created.isEmpty {
      en.append("creates " + created.joined(separator: ", "))
      zh.append("新建 " + created.joined(separator: "、"))
    }
    if !removed.isEmpty {
      en.append("removes " + removed.joined(separator: ", "))
      zh.append("移除 " + removed.joined(separator: "、"))
    }
    if !changed.isEmpty {
      en.append("changes " + changed.joined(separator: ", "))
      zh.append("改动 " + changed.joined(separator: "、"))
    }
    return (
      "you may change only \(only.joined(separator: ", ")); this " + en.joined(separator: " and "),
      "这题只能改动 \(only.joined(separator: "、"))；这条命令会" + zh.joined(separator: "，并")
    )
  }

  static func numberCount(_ expected: Int, _ found: Int) -> (en: String, zh: String) {
    let en =
      expected == 1
      ? "one number" : expected == 2 ? "two numbers (x, y)" : "four numbers (x, y, width, height)"
    let zh = expected == 1 ? "一个数" : expected == 2 ? "两个数（x, y）" : "四个数（x, y, 宽, 高）"
    return ("expected \(en), found \(found)", "需要\(zh)，读到 \(found) 个")
  }

  static func topic(_ topic: QuizTopic) -> (en: String, zh: String) {
    switch topic {
    case .geometry: ("Geometry", "几何")
    case .convert: ("Point conversion", "坐标转换")
    case .hitTest: ("Hit-testing", "命中测试（hitTest）")
    case .responderChain: ("Responder chain", "响应者链")
    case .gestures: ("Gestures and controls", "手势与控件")
    case .concepts: ("Concepts", "概念题")
    case .scenarios: ("Scenarios from real apps", "真实 App 里的问题")
    }
  }

  /// Difficulty 1…3 as a person says it.
  static func level(_ n: Int) -> (en: String, zh: String) {
    switch n {
    case ...1: ("easy", "入门")
    case 2: ("medium", "进阶")
    default: ("hard", "困难")
    }
  }
}
