import ViewLabCommands
import ViewLabLanguage

/// The wording of `import` and `export`: the import summary (what was imported, what was left out
/// and why), the exported files' notes and the SVG's captions, in English and Simplified Chinese.
enum ExportWords {
  // MARK: import

  static func imported(_ views: Int, from path: String, window: String, _ l: Language) -> String {
    l.pick(
      "imported \(views) view\(views == 1 ? "" : "s") from \(path) into a \(window) window",
      "已从 \(path) 导入 \(views) 个视图，放进 \(window) 的窗口")
  }

  static func noWindow(_ l: Language) -> String {
    l.pick(
      " (the dump has no window: its first view was put into one)",
      "（这份输出里没有窗口：第一个视图被放进了一个新窗口）")
  }

  static func grown(_ l: Language) -> String {
    l.pick(
      ", grown from 375×667 to hold the first view",
      "，窗口从 375×667 放大到能装下第一个视图")
  }

  static func leftOut(_ n: Int, _ l: Language) -> String {
    l.pick("; left out \(n) view\(n == 1 ? "" : "s"): ", "；未导入 \(n) 个视图：")
  }

  static func treeHint(_ l: Language) -> String {
    l.pick(" — 'tree' lists what was imported", "——用 'tree' 查看导入的视图层级")
  }

  /// `UITextEffectsWindow (line 60) and the 11 views under it`.
  static func group(_ g: DumpLeftOut, _ l: Language) -> String {
    let under = g.views - 1
    if under == 0 { return l.pick("\(g.className) (line \(g.line))", "\(g.className)（第 \(g.line) 行）") }
    return l.pick(
      "\(g.className) (line \(g.line)) and the \(under) view\(under == 1 ? "" : "s") under it",
      "\(g.className)（第 \(g.line) 行）及其下的 \(under) 个子视图")
  }

  static func more(_ n: Int, _ l: Language) -> String { l.pick("\(n) more", "另有 \(n) 处") }

  static func reason(_ r: DumpLeftOut.Reason, _ list: String, _ l: Language) -> String {
    switch r {
    case .repeated:
      return l.pick(
        "printed again, already imported at the same address (a dump run twice): \(list)",
        "重复打印、同一地址已经导入过（同一条命令执行了两次）：\(list)")
    case .anotherWindow:
      return l.pick(
        "another window (only the first is imported): \(list)", "另一个窗口（只导入第一个窗口）：\(list)")
    case .noFrame:
      return l.pick("no readable frame: \(list)", "读不出 frame：\(list)")
    case .refused:
      return l.pick("nested deeper than a scene holds: \(list)", "嵌套层级超过场景能容纳的深度：\(list)")
    }
  }

  static func separator(_ l: Language) -> String { l.pick("; ", "；") }
  static func listSeparator(_ l: Language) -> String { l.pick(", ", "、") }

  /// Why a file could not be imported.
  static func noViews(_ l: Language) -> String {
    l.pick(
      "it holds no recursiveDescription view lines ('<UIView: 0x…; frame = (…)>')",
      "其中没有 recursiveDescription 的视图行（'<UIView: 0x…; frame = (…)>'）")
  }

  // MARK: export

  static func exportedSwift(_ path: String, answers: Int, _ l: Language) -> String {
    l.pick(
      "exported a UIKit program to \(path): it rebuilds the scene and prints \(answers) answer\(answers == 1 ? "" : "s") beside ViewLab's",
      "已导出 UIKit 程序到 \(path)：它重建场景，并把 \(answers) 个问题的 UIKit 答案与 ViewLab 的答案并排打印")
  }

  static func exportedSVG(_ path: String, _ l: Language) -> String {
    l.pick("exported a picture of the scene to \(path)", "已把场景图导出到 \(path)")
  }

  // MARK: the exported Swift program's comments

  static func swiftHeader(_ l: Language) -> String {
    l.pick(
      """
      // A ViewLab scene as a UIKit program. Run it in an iOS Playground (or paste the body into a view
      // controller's viewDidLoad) and compare what UIKit prints with ViewLab's answers.
      """,
      """
      // 把 ViewLab 场景写成的 UIKit 程序。在 iOS Playground 里运行（或把主体粘进视图控制器的
      // viewDidLoad），对照 UIKit 打印的结果和 ViewLab 的答案。
      """)
  }

  static func windowHidden(_ l: Language) -> String {
    l.pick(
      "// a new UIWindow is hidden, and hidden views are never hit",
      "// 新建的 UIWindow 默认是隐藏的，隐藏的视图不会被命中")
  }

  static func touchesNotExported(_ name: String, _ kind: String, _ l: Language) -> String {
    l.pick(
      "// \(name) overrides touchesBegan (\(kind)): not exported",
      "// \(name) 重写了 touchesBegan（\(kind)）：未导出")
  }

  static func swipeActionsNotExported(_ name: String, _ l: Language) -> String {
    l.pick(
      "// \(name) has swipe actions (swipeactions \(name) on): give it a data source that implements tableView(_:commit:forRowAt:); not exported",
      "// \(name) 支持侧滑操作（swipeactions \(name) on）：需要给它一个实现了 tableView(_:commit:forRowAt:) 的数据源；未导出")
  }

  static func simultaneous(_ name: String, _ l: Language) -> String {
    l.pick(
      "// \(name): its delegate allows simultaneous recognition",
      "// \(name)：它的 delegate 允许同时识别")
  }

  static func questions(_ l: Language) -> String {
    l.pick(
      "// The questions asked in ViewLab, with ViewLab's answers.",
      "// 在 ViewLab 里问过的问题，附 ViewLab 的答案。")
  }

  // MARK: the SVG

  static func svgTitle(_ l: Language) -> String { l.pick("ViewLab scene", "ViewLab 场景") }
  static func hitPath(_ l: Language) -> String { l.pick("hit path: ", "命中路径：") }
  static func hidden(_ l: Language) -> String { l.pick("hidden", "隐藏") }
  static func interactionOff(_ l: Language) -> String { l.pick("interaction off", "不响应交互") }
  static func disabled(_ l: Language) -> String { l.pick("disabled", "已禁用") }
  static func flagSeparator(_ l: Language) -> String { l.pick(", ", "，") }
}
