import ViewLabGeometry
import ViewLabLanguage

/// What the console and `draw` say that the engine's English-only messages do not: confirmations,
/// usage lines, current values and the drawing's legend, in English and Simplified Chinese. One
/// place per message, both languages side by side.
enum Words {
  static func added(_ name: String, _ cls: String, _ frame: Rect, in parent: String, _ l: Language) -> String
  {
    l.pick("added \(name): \(cls) \(frame) in \(parent)", "已添加 \(name)：\(cls) \(frame)，父视图 \(parent)")
  }

  static func removed(_ names: [String], _ l: Language) -> String {
    let rest = names.dropFirst()
    if rest.isEmpty { return l.pick("removed \(names[0])", "已移除 \(names[0])") }
    return l.pick(
      "removed \(names[0]) and, inside it, \(rest.joined(separator: ", "))",
      "已移除 \(names[0])，连同其中的 \(rest.joined(separator: "、"))")
  }

  /// `index` among `count` subviews of `parent`, 0 being the back.
  static func moved(_ name: String, to parent: String, index: Int, count: Int, _ l: Language) -> String {
    if index == count - 1 {
      return l.pick(
        "moved \(name) into \(parent), in front of its \(count - 1) sibling(s)",
        "已把 \(name) 移到 \(parent) 中，位于其他 \(count - 1) 个子视图前面")
    }
    if index == 0 {
      return l.pick(
        "moved \(name) into \(parent), behind its \(count - 1) sibling(s)",
        "已把 \(name) 移到 \(parent) 中，位于其他 \(count - 1) 个子视图后面")
    }
    return l.pick(
      "moved \(name) into \(parent), at index \(index) of \(count)",
      "已把 \(name) 移到 \(parent) 中，下标 \(index)（共 \(count) 个子视图）")
  }

  static func undid(_ step: String, _ l: Language) -> String { l.pick("undid '\(step)'", "已撤销 '\(step)'") }
  static func redid(_ step: String, _ l: Language) -> String { l.pick("redid '\(step)'", "已重做 '\(step)'") }

  static func usage(_ syntax: String, _ l: Language) -> String { l.pick("usage: ", "用法：") + syntax }

  /// `card.center is (120, 90)`.
  static func now(_ property: String, _ value: String, _ l: Language) -> String {
    l.pick("\(property) is \(value)", "\(property) 现在是 \(value)")
  }

  // The drawing's legend.
  static func hitPath(_ l: Language) -> String { l.pick("hit path", "命中路径") }
  static func noTouches(_ l: Language) -> String { l.pick("no touches", "不接收触摸") }
  static func hidden(_ l: Language) -> String { l.pick("hidden", "隐藏") }
  static func clipped(_ l: Language) -> String {
    l.pick("behind a view in front, or cut off by clipsToBounds", "被前面的视图挡住，或被 clipsToBounds 裁掉")
  }
  static func scale(window: String, shown: String, perColumn: String, _ l: Language) -> String {
    l.pick(
      // No-break spaces keep a number with its unit.
      "window \(window)\u{A0}pt, showing \(shown), 1\u{A0}column ≈ \(perColumn)\u{A0}pt",
      CJKSpacing.join("window \(window)\u{A0}pt，显示", shown) + "，每列约 \(perColumn)\u{A0}pt")
  }
  static func lastTap(_ point: String, _ hit: String?, _ l: Language) -> String {
    l.pick("last tap \(point) → \(hit ?? "nothing")", "上次点击 \(point) → \(hit ?? "没有视图")")
  }
  static func zeroSize(_ names: String, _ l: Language) -> String {
    l.pick("zero size, not drawn: \(names)", "尺寸为零，未画出：\(names)")
  }
  static func outside(_ names: String, _ l: Language) -> String {
    l.pick("outside the drawing: \(names)", "在画面之外：\(names)")
  }
  static func covered(_ names: String, _ l: Language) -> String {
    l.pick("hidden behind views in front: \(names)", "被前面的视图完全挡住：\(names)")
  }
  static func wholeWindow(_ l: Language) -> String {
    l.pick("'draw all' shows the whole window", "输入 'draw all' 显示整个 window")
  }
  static func names(_ l: Language) -> String { l.pick("names:", "名称：") }
  static func theWholeWindow(_ l: Language) -> String { l.pick("the whole window", "整个 window") }
  /// `cardTap (tap) on card`; a no-break space keeps the name with its kind when a line wraps.
  static func recognizerOnView(_ name: String, _ kind: String, _ view: String, _ l: Language) -> String {
    l.pick("\(name)\u{A0}(\(kind)) on \(view)", "\(view) 上的 \(name)\u{A0}(\(kind))")
  }
  static func gestureRecognizers(_ list: [String], _ l: Language) -> String {
    l.pick("gesture recognizers: ", "手势识别器：") + list.joined(separator: l.pick(", ", "、"))
  }
}
