import ViewLabGeometry
import ViewLabLanguage

/// Why a run of siblings all missed, for the folded line of a long trace.
enum MissReason: Hashable, CaseIterable {
  case outside, hidden, interactionDisabled, transparent
}

/// The hitTest trace and the responder chain: every step, both languages side by side. Names,
/// points and API names arrive already formatted (and coloured); only the words around them live here.
extension Words {
  static func tapHeader(_ p: Point, _ l: Language) -> String {
    l.pick("tap \(p) in window coordinates", "点击 \(p)（window 坐标系）")
  }

  static func hit(_ name: String, _ l: Language) -> String { l.pick("hit: ", "命中：") + name }

  static func hitNothing(_ nilText: String, _ l: Language) -> String {
    l.pick(
      "hit: \(nilText) — no view takes the point; the touch is dropped",
      "命中：\(nilText)，没有视图接收这个点，这次触摸被丢弃")
  }

  static func responderChain(_ chain: String, _ l: Language) -> String {
    l.pick("responder chain: ", "响应者链：") + chain
  }

  static func beganHeldBack(_ view: String, _ l: Language) -> String {
    l.pick(
      "touchesBegan: never sent to \(view) — a gesture recognizer held it back (see the delivery below)",
      "touchesBegan：没有发给 \(view)，被手势识别器延迟了（见下面的事件传递过程）")
  }

  static func beganUnhandled(_ l: Language) -> String {
    l.pick(
      "touchesBegan: no responder overrides it — each default forwards to next, and after AppDelegate UIKit drops the touch silently",
      "touchesBegan：没有响应者重写它；默认实现沿 next 逐级转发，过了 AppDelegate 之后，UIKit 静默丢弃这次触摸（不会报错）")
  }

  /// `card handles it`, `card handles it and calls super`, with the control's aside.
  static func handles(_ name: String, callsSuper: Bool, control: String?, _ l: Language) -> String {
    var text =
      callsSuper
      ? l.pick("\(name) handles it and calls super", "\(name) 处理了它并调用 super")
      : l.pick("\(name) handles it", "\(name) 处理了它")
    if let cls = control {
      text += l.pick(
        " (\(cls) is a UIControl: it tracks the touch itself and does not call super)",
        "（\(cls) 是 UIControl，自己跟踪触摸，不调用 super）")
    }
    return text
  }

  static func beganHandled(_ parts: [String], _ l: Language) -> String {
    "touchesBegan" + l.pick(": ", "：") + parts.joined(separator: l.pick(", then ", "，然后 "))
  }

  static func restOfChainDrops(_ l: Language) -> String {
    l.pick(
      "  …and the rest of the chain forwards it until UIKit drops it", "  ……响应者链上其余的响应者继续转发，直到 UIKit 丢弃它")
  }

  static func missReason(_ r: MissReason, _ l: Language) -> String {
    switch r {
    case .outside: l.pick("the point is outside each", "这个点不在其中任何一个里面")
    case .hidden: l.pick("each is hidden", "它们都已隐藏")
    case .interactionDisabled:
      l.pick("each has isUserInteractionEnabled == false", "它们的 isUserInteractionEnabled 都是 false")
    case .transparent: l.pick("each has alpha < 0.01", "它们的 alpha 都小于 0.01")
    }
  }

  /// `w9998 … w1: 9,998 more siblings, the point is outside each — skipped (--json lists every step)`.
  static func foldedSiblings(
    _ first: String, _ last: String, _ count: String, _ reason: MissReason, _ l: Language
  ) -> String {
    let why = missReason(reason, l)
    return l.pick(
      "\(first) … \(last): \(count) more siblings, \(why) — skipped (--json lists every step)",
      "\(first) … \(last)：另有 \(count) 个兄弟视图，\(why)，已省略（--json 会列出每一步）")
  }

  static func foldedLines(_ count: String, _ l: Language) -> String {
    l.pick(
      "… \(count) lines of the same descent skipped (--json lists every step) …",
      "……省略了同一条路径上的 \(count) 行（--json 会列出每一步）……")
  }

  /// The middle of a long list: `… (99,990 more) …`.
  static func more(_ count: String, _ l: Language) -> String {
    l.pick("… (\(count) more) …", "…（另有 \(count) 个）…")
  }

  /// `   ← (45, 45) in window`: the same point in the superview.
  static func convertedFrom(_ p: Point, _ parent: String, _ l: Language) -> String {
    l.pick("   ← \(p) in \(parent)", "   ← \(parent) 中的 \(p)")
  }

  static func redirectCheck(_ mark: String, _ call: String, _ inside: String, _ l: Language) -> String {
    l.pick("\(mark) redirect override: \(call) — \(inside)", "\(mark) 重写的 hitTest 先检查转发目标：\(call)，\(inside)")
  }

  static func interactionGate(defaultOf cls: String?, _ l: Language) -> String {
    "isUserInteractionEnabled == false"
      + (cls.map { l.pick(" (\($0)'s default)", "（\($0) 的默认值）") } ?? "")
  }

  static func disabledGate(_ l: Language) -> String {
    l.pick("isEnabled == false (a disabled control)", "isEnabled == false（被禁用的控件）")
  }

  static func refused(_ mark: String, _ gate: String, _ l: Language) -> String {
    // A no-break space keeps `→ nil` together when a line wraps.
    l.pick("\(mark) \(gate) →\u{A0}nil, subviews not asked", "\(mark) \(gate) →\u{A0}nil，不再询问子视图")
  }

  static func passedGates(_ mark: String, alpha: String, _ l: Language) -> String {
    l.pick("\(mark) visible, interactive, alpha \(alpha)", "\(mark) 可见、可交互，alpha \(alpha)")
  }

  static func pointInsideStep(_ mark: String, _ inside: String, miss: Bool, _ l: Language) -> String {
    l.pick("\(mark) point(inside:) — \(inside)", "\(mark) point(inside:)：\(inside)")
      + (miss ? " →\u{A0}nil" : "")
  }

  static func visitOrder(_ names: [String], _ l: Language) -> String {
    l.pick("subviews, front to back: ", "子视图，从前往后：") + names.joined(separator: l.pick(", ", "、"))
  }

  static func firstAnswerWins(_ name: String, _ l: Language) -> String {
    l.pick("↳ first non-nil answer wins: ", "↳ 取第一个非 nil 的结果：") + name
  }

  static func returnsItself(_ name: String, _ l: Language) -> String {
    l.pick("→ \(name) (no subview took the point)", "→ \(name)（没有子视图接收这个点）")
  }

  static func returnsPassthrough(_ l: Language) -> String {
    l.pick(
      "→ nil (pass-through override: it would have returned itself)", "→ nil（穿透重写：本该返回它自己）")
  }

  static func returnsRedirected(_ name: String, _ l: Language) -> String {
    l.pick("→ \(name) (redirect override)", "→ \(name)（重写的 hitTest 转发）")
  }

  /// What `point(inside:)` compared, in numbers.
  static func inside(_ p: Point, _ inside: Bool, _ test: InsideWords, _ l: Language) -> String {
    switch test {
    case .bounds(let b):
      return inside
        ? l.pick("\(p) is inside bounds \(b)", "\(p) 在 bounds \(b) 内")
        : l.pick("\(p) is outside bounds \(b)", "\(p) 不在 bounds \(b) 内")
    case .expanded(let r, let dx, let dy):
      return inside
        ? l.pick(
          "\(p) is inside bounds grown by (\(dx), \(dy)) = \(r)",
          "\(p) 在 bounds 向外扩展 (\(dx), \(dy)) 后的 \(r) 内")
        : l.pick(
          "\(p) is outside bounds grown by (\(dx), \(dy)) = \(r)",
          "\(p) 不在 bounds 向外扩展 (\(dx), \(dy)) 后的 \(r) 内")
    case .circle(let c, let radius, let d):
      return inside
        ? l.pick(
          "distance \(d) from the centre \(c) is ≤ radius \(radius)", "到圆心 \(c) 的距离 \(d) ≤ 半径 \(radius)")
        : l.pick(
          "distance \(d) from the centre \(c) is > radius \(radius)", "到圆心 \(c) 的距离 \(d) > 半径 \(radius)")
    }
  }
}

/// The numbers of a `point(inside:)` test, formatted.
enum InsideWords {
  case bounds(Rect)
  case expanded(Rect, dx: String, dy: String)
  case circle(center: Point, radius: String, distance: String)
}
