import ViewLabGeometry
import ViewLabLanguage

/// The words of `export html`'s page: its title, buttons and headings, and the steps the text trace
/// leaves unsaid (a subview that answered nil, a `hitTest` that returns nil), in English and
/// Simplified Chinese. The trace's own lines come from `Words`, as the text trace words them.
extension ExportWords {
  static func exportedHTML(_ path: String, steps: Int, _ l: Language) -> String {
    l.pick(
      "exported a page that steps through the last tap (\(steps) step\(steps == 1 ? "" : "s")) to \(path)",
      "已导出逐步演示上一次点击的网页（共 \(steps) 步）到 \(path)")
  }

  static func exportedHTMLNoTap(_ path: String, _ l: Language) -> String {
    l.pick(
      "exported a page of the scene to \(path) (no tap yet: tap first to step through one)",
      "已把场景网页导出到 \(path)（还没有点击：先点击一次，网页才能逐步演示）")
  }

  static func pageTitle(_ tap: Point?, _ l: Language) -> String {
    guard let tap else { return l.pick("ViewLab scene", "ViewLab 场景") }
    return l.pick("ViewLab — the tap at \(tap), step by step", "ViewLab：逐步演示点击 \(tap)")
  }

  static func pageIntro(_ l: Language) -> String {
    l.pick(
      "UIKit calls hitTest(_:with:) on the window, which asks its subviews from the front one back; the first non-nil answer wins. Then the touch goes to the hit view and up its responder chain.",
      "UIKit 先调用 window 的 hitTest(_:with:)，它从最前面的子视图往后逐个询问，取第一个非 nil 的结果。然后触摸交给命中的视图，并沿它的响应者链传递。"
    )
  }

  static func noTapYet(_ l: Language) -> String {
    l.pick(
      "No tap yet: run 'tap X Y', then 'export html FILE' again to step through it.",
      "还没有点击：先运行 'tap X Y'，再运行一次 'export html FILE' 来逐步查看。")
  }

  static func previous(_ l: Language) -> String { l.pick("◀ Back", "◀ 上一步") }
  static func next(_ l: Language) -> String { l.pick("Next ▶", "下一步 ▶") }
  static func first(_ l: Language) -> String { l.pick("Start", "开头") }
  static func last(_ l: Language) -> String { l.pick("End", "结尾") }
  static func keys(_ l: Language) -> String {
    l.pick("Keys: ← → step, Home and End jump.", "按键：← → 逐步切换，Home 和 End 跳到开头或结尾。")
  }

  static func hitTestHeading(_ l: Language) -> String {
    l.pick("hitTest(_:with:), call by call", "hitTest(_:with:)，逐次调用")
  }
  static func chainHeading(_ l: Language) -> String { l.pick("Hit and responder chain", "命中与响应者链") }
  static func deliveryHeading(_ l: Language) -> String { l.pick("Delivery timeline", "事件传递时间线") }

  static func legendCurrent(_ l: Language) -> String { l.pick("the view of this step", "这一步所在的视图") }
  static func legendAncestor(_ l: Language) -> String { l.pick("its superviews", "它的各级父视图") }
  static func legendPath(_ l: Language) -> String { l.pick("hit path", "命中路径") }
  static func legendTap(_ l: Language) -> String { l.pick("the tap", "点击位置") }
  static func legendChain(_ l: Language) -> String { l.pick("responder chain", "响应者链") }

  /// `in panel's coordinates: (90, 70)`: the tap point where the step is.
  static func pointIn(_ view: String, _ p: Point, _ l: Language) -> String {
    l.pick("the tap in \(view)'s coordinates: \(p)", "点击位置在 \(view) 坐标系中：\(p)")
  }

  /// The first call: the window's `hitTest` gets the point in window coordinates.
  static func calledFirst(_ l: Language) -> String {
    l.pick(
      "UIKit calls the window's hitTest first, with the point in window coordinates",
      "UIKit 先调用 window 的 hitTest，传入 window 坐标系中的点")
  }

  static func subviewNil(_ child: String, _ l: Language) -> String {
    l.pick(
      "↳ \(child) answered nil: the next subview is asked, if there is one",
      "↳ \(child) 返回 nil：接着询问下一个子视图（如果还有）")
  }

  static func returnsNil(_ view: String, _ l: Language) -> String {
    l.pick("→ nil: \(view).hitTest returns nil to its caller", "→ nil：\(view) 的 hitTest 向调用方返回 nil")
  }

  static func returnsFromOverride(_ result: String, _ l: Language) -> String {
    l.pick("→ \(result) (what the overriding hitTest returned)", "→ \(result)（重写的 hitTest 的返回值）")
  }

  /// `responder 2 of 6: panel — its next responder is card`.
  static func responder(_ i: Int, of n: Int, _ name: String, next: String?, _ l: Language) -> String {
    guard let next else {
      return l.pick(
        "responder \(i) of \(n): \(name) — its next is nil: the chain ends here",
        "响应者 \(i)/\(n)：\(name)，它的 next 是 nil：响应者链到此结束")
    }
    return l.pick(
      "responder \(i) of \(n): \(name) — its next responder is \(next)",
      "响应者 \(i)/\(n)：\(name)，它的 next 是 \(next)")
  }

  static func beganRunsHere(_ name: String, _ l: Language) -> String {
    l.pick("\(name)'s touchesBegan override runs here", "\(name) 重写的 touchesBegan 在这里运行")
  }

  static func stepsSkipped(_ count: String, _ l: Language) -> String {
    l.pick(
      "… \(count) steps of the same descent left out of the page (--json lists every step) …",
      "……网页省略了同一条路径上的 \(count) 步（--json 会列出每一步）……")
  }
}
