import ViewLabLanguage

extension Verbs {
  /// The session.
  static let session: [Verb] = [
    Verb(
      "undo", .session, forms: [[]],
      summary: "undo the last change to the scene",
      zh: "撤销对场景的上一次修改",
      uikit: "",
      example: "undo",
      inLesson: .experiment(asksTheQuestion: false),
      make: { _ in .session(.undo) }),
    Verb(
      "redo", .session, forms: [[]],
      summary: "redo what undo undid",
      zh: "重做刚才撤销的修改",
      uikit: "",
      example: "redo",
      inLesson: .experiment(asksTheQuestion: false),
      make: { _ in .session(.redo) }),
    Verb(
      "reset", .session, forms: [[]],
      summary: "start again from an empty window",
      zh: "从空的 window 重新开始",
      uikit: "",
      example: "reset",
      inLesson: .experiment(asksTheQuestion: false),
      make: { _ in .session(.reset) }),
    Verb(
      "save", .session, forms: [[.path]],
      summary: "write the scene as a replayable script",
      zh: "把场景写成可以重放的脚本",
      uikit: "",
      example: "save scene.vl",
      make: { a in .session(.save(path: a.text("FILE")!)) }),
    Verb(
      "load", .session, forms: [[.path]],
      summary: "replace the scene with a script's",
      zh: "用脚本中的场景替换当前场景",
      uikit: "",
      example: "load scene.vl",
      make: { a in .session(.load(path: a.text("FILE")!)) }),
    Verb(
      "import", .session, forms: [[.path]],
      summary: "replace the scene with a recursiveDescription dump from a real app",
      zh: "用真实 App 的 recursiveDescription 输出替换当前场景",
      uikit: "po view.recursiveDescription()",
      example: "import dump.txt",
      make: { a in .session(.importDump(path: a.text("FILE")!)) }),
    Verb(
      "export", .session, forms: [[.keyword("KIND", ExportKind.allCases.map(\.rawValue)), .path]],
      summary: "write a UIKit program of the scene, an SVG picture, or a page stepping through the last tap",
      zh: "写出场景的 UIKit 程序、SVG 图，或逐步演示上次点击的网页",
      uikit: "",
      example: "export html tap.html",
      make: { a in .session(.export(ExportKind(rawValue: a.word("KIND")!)!, path: a.text("FILE")!)) }),
    Verb(
      "help", aliases: ["?"], .session, forms: [[.optional(.any, [.topic("COMMAND", completes: .command)])]],
      summary: "this overview, or one command in detail",
      zh: "显示这份总览，或某个命令的详细说明",
      uikit: "",
      example: "help tap",
      inLesson: .query(asksTheQuestion: false),
      make: { a in .session(.help(topic: a.text("COMMAND"))) }),
    Verb(
      "lesson", aliases: ["lessons"], .session,
      forms: [[.optional(.any, [.topic("ID", completes: .lesson), .rest("")])]],
      summary: "start a guided lesson; lessons lists them all",
      zh: "开始一节引导课程；lessons 列出全部课程",
      uikit: "",
      example: "lesson frame-bounds-center",
      make: { a in .session(.lesson((a.text("ID").map { [$0] } ?? []) + a.words(""))) }),
    Verb(
      "quiz", .session, forms: [[.rest("[--topic T] [--count N]")]],
      summary: "practise interview questions",
      zh: "练习面试题",
      uikit: "",
      example: "quiz --topic hit-test",
      make: { a in .session(.quiz(a.words("[--topic T] [--count N]"))) }),
    Verb(
      "stats", .session, forms: [[.rest("")]],
      summary: "quiz accuracy per topic, streaks, what is due",
      zh: "各主题的答题正确率、连续答对次数、待复习的题目",
      uikit: "",
      example: "stats",
      make: { a in .session(.stats(a.words(""))) }),
    Verb(
      "lang", .session, forms: [[.optional(.any, [.language])]],
      summary: "show the language of ViewLab's messages, or switch it (en, zh-Hans); remembered next time",
      zh: "显示或切换 ViewLab 提示信息的语言（en、zh-Hans），下次启动时沿用",
      uikit: "",
      example: "lang zh-Hans",
      make: { a in .session(.language(a.text("LANGUAGE").flatMap(Language.init(rawValue:)))) }),
    Verb(
      "quit", aliases: ["exit"], .session, forms: [[]],
      summary: "leave ViewLab (also exit, Ctrl-D)",
      zh: "退出 ViewLab（也可以用 exit 或 Ctrl-D）",
      uikit: "",
      example: "quit",
      make: { _ in .session(.quit) }),
  ]
}

extension Verbs {
  /// `token` as one of `Language.tags` (any case), or an error suggesting the tag it most likely
  /// means: `zh`, `zh_CN`, `chinese` and `中文` mean zh-Hans; `en_US`, `english` and `英文` mean en.
  static func languageTag(_ token: Token) throws(ScriptError) -> String {
    let text = token.text
    if let tag = Language.tags.first(where: { $0.lowercased() == text.lowercased() }) { return tag }
    throw ScriptError(.unknownLanguage(text, suggestion: suggestedLanguage(text)), at: token)
  }

  public static func suggestedLanguage(_ text: String) -> String? {
    let lower = text.lowercased()
    if lower.hasPrefix("zh") || lower.hasPrefix("chin") || text.contains("中") || text.contains("汉") {
      return "zh-Hans"
    }
    if lower.hasPrefix("en") || text.contains("英") { return "en" }
    return Suggestion.nearest(to: text, in: Language.tags)
  }
}
