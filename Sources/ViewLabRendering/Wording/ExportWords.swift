import ViewLabCommands

/// What `import` and `export` say when they are done, in English and Simplified Chinese.
enum ExportWords {
  /// `imported 12 views from dump.txt into a 375×667 window`.
  static func imported(_ count: Int, _ path: String, _ size: String, _ l: Language) -> String {
    l.pick(
      "imported \(count) views from \(path) into a \(size) window",
      "已从 \(path) 导入 \(count) 个视图，放进 \(size) 的 window")
  }

  static func noWindowInDump(_ l: Language) -> String {
    l.pick(
      " (the dump has no window: its first view was put into one)",
      "（dump 里没有 window：它的第一个视图被放进了一个 window）")
  }

  static func leftOut(_ count: Int, _ list: String, _ l: Language) -> String {
    l.pick("; left out \(count) view\(count == 1 ? "" : "s"): ", "；略过了 \(count) 个视图——") + list
  }

  static func treeListsImported(_ l: Language) -> String {
    l.pick(" — 'tree' lists what was imported", "。输入 'tree' 查看导入的内容")
  }

  /// `UITextEffectsWindow (line 60) and the 11 views under it`.
  static func leftOutItem(_ cls: String, line: Int, under: Int, _ l: Language) -> String {
    let tail =
      under == 0
      ? "" : l.pick(" and the \(under) view\(under == 1 ? "" : "s") under it", "及其下的 \(under) 个视图")
    return l.pick("\(cls) (line \(line))", "\(cls)（第 \(line) 行）") + tail
  }

  static func moreLeftOut(_ count: Int, _ l: Language) -> String {
    l.pick("\(count) more", "另有 \(count) 个")
  }

  static func leftOutReason(_ reason: DumpLeftOut.Reason, _ list: String, _ l: Language) -> String {
    switch reason {
    case .repeated:
      l.pick(
        "printed again, already imported at the same address (a dump run twice): \(list)",
        "重复打印（同一地址已导入过，dump 运行了两次）：\(list)")
    case .anotherWindow:
      l.pick("another window (only the first is imported): \(list)", "另一个 window（只导入第一个）：\(list)")
    case .noFrame: l.pick("no readable frame: \(list)", "没有可读的 frame：\(list)")
    case .refused: l.pick("nested deeper than a scene holds: \(list)", "嵌套层数超过场景的上限：\(list)")
    }
  }

  static func exportedSwift(_ path: String, answers count: Int, _ l: Language) -> String {
    l.pick(
      "exported a UIKit program to \(path): it rebuilds the scene and prints \(count) answer\(count == 1 ? "" : "s") beside ViewLab's",
      "已把 UIKit 程序导出到 \(path)：它会重建场景，打印 \(count) 个 UIKit 的答案，与 ViewLab 的答案对照")
  }

  static func exportedSVG(_ path: String, _ l: Language) -> String {
    l.pick("exported a picture of the scene to \(path)", "已把场景的 SVG 图导出到 \(path)")
  }
}
