import ViewLabGeometry
import ViewLabLanguage

/// `why` and `under`: the verdict and its reason, both languages side by side.
extension Words {
  static func whyVerdict(_ reaches: Bool, _ mark: String, _ p: Point, _ view: String, _ l: Language) -> String
  {
    reaches
      ? l.pick("\(mark) a tap at \(p) reaches \(view)", "\(mark) 在 \(p) 点击能到达 \(view)")
      : l.pick("\(mark) a tap at \(p) does not reach \(view)", "\(mark) 在 \(p) 点击不能到达 \(view)")
  }

  static func whyHit(_ target: String, _ l: Language) -> String {
    l.pick(
      "window.hitTest returns \(target): every view on the way down passed the checks and no view in front took the point.",
      "window.hitTest 返回 \(target)：一路向下的每个视图都通过了检查，前面也没有视图先接收这个点。")
  }

  static func whyHidden(_ blocker: String, _ l: Language) -> String {
    l.pick(
      "\(blocker) is hidden: hitTest returns nil before looking at its subviews.",
      "\(blocker) 已隐藏（isHidden == true），hitTest 直接返回 nil，不会再看它的子视图。")
  }

  static func whyInteractionDisabled(_ blocker: String, _ l: Language) -> String {
    l.pick(
      "\(blocker) has isUserInteractionEnabled == false: hitTest returns nil for it and its whole subtree.",
      "\(blocker) 的 isUserInteractionEnabled 为 false，所以 hitTest 对它和它的整棵子树都返回 nil。")
  }

  static func whyDisabledControl(_ blocker: String, _ l: Language) -> String {
    l.pick(
      "\(blocker) is a disabled control (isEnabled == false): UIControl's hitTest returns nil for it and its subtree.",
      "\(blocker) 是被禁用的控件（isEnabled == false），所以 UIControl 的 hitTest 对它和它的子树都返回 nil。")
  }

  static func whyTransparent(_ blocker: String, _ alpha: String, _ l: Language) -> String {
    l.pick(
      "\(blocker).alpha is \(alpha), less than 0.01: hitTest returns nil for it and its subtree.",
      "\(blocker).alpha 是 \(alpha)，小于 0.01，所以 hitTest 对它和它的子树都返回 nil。")
  }

  static func whyOutside(_ blocker: String, _ inside: String, _ l: Language) -> String {
    l.pick(
      "\(blocker).point(inside:) is false: \(inside). Its subviews are never asked, even where they stick out.",
      "\(blocker).point(inside:)（pointInside:withEvent:）返回 false：\(inside)。它的子视图根本不会被询问，哪怕子视图超出了它的范围。"
    )
  }

  static func whyCovered(_ blocker: String, _ hit: String, _ l: Language) -> String {
    l.pick(
      "\(blocker) is in front (a later sibling) and its hitTest returned \(hit) first; the search stops at the first non-nil answer.",
      "\(blocker) 在前面（它在 subviews 数组中排得更靠后），它的 hitTest 先返回了 \(hit)；遍历遇到第一个非 nil 的结果就停止。")
  }

  static func whySubviewHit(_ target: String, _ blocker: String, _ hit: String, _ l: Language) -> String {
    l.pick(
      "\(target) is reached, but its subview \(blocker) returned \(hit): the deepest view that takes the point wins.",
      "\(target) 的 hitTest 会被调用，但它的子视图 \(blocker) 返回了 \(hit)；命中的是能接收这个点的最深层视图。")
  }

  static func whyPassthrough(_ target: String, _ l: Language) -> String {
    l.pick(
      "\(target)'s pass-through override returns nil where it would return itself.",
      "\(target) 重写了 hitTest 实现穿透：本该返回自己时返回 nil。")
  }

  static func whyRedirected(_ blocker: String, _ to: String, _ l: Language) -> String {
    l.pick(
      "\(blocker)'s hitTest override redirects the touch to \(to).", "\(blocker) 重写了 hitTest，把触摸转给了 \(to)。")
  }

  static func underHeader(_ p: Point, hit: String, _ l: Language) -> String {
    l.pick(
      "under \(p) in window coordinates, front to back (a tap there hits \(hit)):",
      "window 坐标系中 \(p) 处的视图，从前往后（在这里点击会命中 \(hit)）：")
  }

  static func underReaches(_ mark: String, _ view: String, _ l: Language) -> String {
    l.pick("\(mark) \(view) — a tap here reaches it", "\(mark) \(view)：在这里点击能到达它")
  }

  static func underBlocked(_ mark: String, _ view: String, _ reason: String, _ l: Language) -> String {
    l.pick("\(mark) \(view) — \(reason)", "\(mark) \(view)：\(reason)")
  }
}
