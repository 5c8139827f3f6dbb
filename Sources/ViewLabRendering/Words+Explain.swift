import ViewLabGeometry
import ViewLabLanguage

/// `explain`, `tree` and `convert`: the words around the numbers, both languages side by side.
extension Words {
  static func storedAsFloat(_ short: String, _ stored: String, _ l: Language) -> String {
    l.pick("\(short) (stored as Float \(stored))", "\(short)（以 Float 存储为 \(stored)）")
  }

  /// `card (UIView) in window`.
  static func explainHeader(_ name: String, _ cls: String, superview: String?, _ l: Language) -> String {
    guard let sup = superview else {
      return l.pick("\(name) (\(cls)) in (none: it is the window)", "\(name)（\(cls)），没有父视图：它就是 window")
    }
    return l.pick("\(name) (\(cls)) in \(sup)", "\(name)（\(cls)），父视图 \(sup)")
  }

  /// The grey asides of `explain`'s rows.
  enum ExplainAside: CaseIterable {
    case bounds, anchorPoint, position, center, transform
  }

  static func aside(_ a: ExplainAside, _ l: Language) -> String {
    switch a {
    case .bounds:
      l.pick(
        "its own coordinate space: origin is what its content is scrolled by", "自身的坐标系：origin 就是内容滚动的偏移量")
    case .anchorPoint:
      l.pick("unit coordinates of bounds; (0.5, 0.5) is the middle", "锚点，bounds 中的单位坐标；(0.5, 0.5) 是中心")
    case .position: l.pick("layer.position, in the superview's coordinates", "layer.position，用父视图的坐标系表示")
    case .center:
      l.pick(
        "center IS layer.position — the frame's midpoint while anchorPoint is (0.5, 0.5) and the transform has no translation",
        "center 就是 layer.position：只有 anchorPoint 为 (0.5, 0.5) 且 transform 没有平移时，它才是 frame 的中点")
    case .transform: l.pick("applied about the anchor point", "以锚点为中心变换")
    }
  }

  static func inWindowLabel(_ l: Language) -> String { l.pick("in window", "在 window 中") }

  /// Two lines: what a transformed frame is, and the formula each corner goes through.
  static func boundingBox(_ l: Language) -> String {
    l.pick(
      "  frame is the bounding box of the bounds' corners, each mapped to\n",
      "  frame 是 bounds 四个角映射后的外接矩形，每个角按下式映射：\n")
      // No-break spaces keep the product `anchorPoint × bounds.size` on one line.
      + "  position + transform·(corner − bounds.origin − anchorPoint\u{A0}×\u{A0}bounds.size)"
      + l.pick(":", "")
  }

  static func notePrefix(_ l: Language) -> String { l.pick("note:", "注意：") }

  /// Two lines after `note` (the styled `note:`): frame is undefined under a transform.
  static func frameUndefinedInExplain(_ note: String, _ l: Language) -> String {
    l.pick(
      "  \(note) Apple documents frame as undefined when transform is not identity;\n"
        + "  ViewLab shows the bounding box UIKit reports in practice. Use bounds and center instead.",
      "  \(note)Apple 文档说明 transform 不是 identity 时 frame 的值未定义；\n"
        + "  ViewLab 显示的是 UIKit 实际返回的外接矩形。请改用 bounds 和 center。")
  }

  /// The `flags:` line of `explain`: visibility, alpha, interaction, clipping.
  static func visibility(hidden: Bool, _ l: Language) -> String {
    hidden ? l.pick("hidden", "隐藏") : l.pick("visible", "可见")
  }
  static func notHittable(_ l: Language) -> String {
    l.pick(" (< 0.01: not hittable)", "（< 0.01：不参与命中测试）")
  }
  /// `interaction on`, or `interaction off` with `off` (the whole phrase in Chinese) through `highlight`.
  static func interaction(_ on: Bool, _ l: Language, highlight: (String) -> String = { $0 }) -> String {
    on
      ? l.pick("interaction on", "可交互")
      : l.pick("interaction " + highlight("off"), highlight("不可交互"))
  }
  static func clips(_ on: Bool, _ l: Language) -> String {
    "clipsToBounds " + (on ? l.pick("on", "开") : l.pick("off", "关"))
  }
  /// `isExclusiveTouch on` / `isExclusiveTouch 开`.
  static func touchFlag(_ property: String, _ on: Bool, _ l: Language) -> String {
    property + " " + (on ? l.pick("on", "开") : l.pick("off", "关"))
  }
  static func flags(_ flags: [String], _ l: Language) -> String {
    l.pick("  flags: ", "  状态：") + flags.joined(separator: l.pick(", ", "，"))
  }
  static func rootView(of controller: String, _ l: Language) -> String {
    l.pick(
      "  root view of \(controller) (next responder)",
      "  \(controller) 的根视图（它的 next/nextResponder 是 \(controller)）")
  }
  static func subviewsBackToFront(_ names: [String], _ l: Language) -> String {
    l.pick("  subviews (back to front): ", "  子视图（从后往前）：")
      + (names.isEmpty ? l.pick("none", "无") : names.joined(separator: l.pick(", ", "、")))
  }

  // `tree`'s flags.
  static func treeHidden(_ l: Language) -> String { l.pick("hidden", "隐藏") }
  static func treeInteractionOff(_ l: Language) -> String { l.pick("interaction off", "不可交互") }
  static func treeDisabled(_ l: Language) -> String { l.pick("disabled", "已禁用") }
  static func treeClips(_ l: Language) -> String { l.pick("clips", "裁剪子视图") }
  static func treeAnchor(_ p: Point, _ l: Language) -> String { l.pick("anchor \(p)", "锚点 \(p)") }
  static func treeViewOf(_ controller: String, _ l: Language) -> String {
    l.pick("view of \(controller)", "\(controller) 的根视图")
  }
  /// `⟡ cardTap (tap)`, kept on one line by no-break spaces.
  static func treeGesture(_ name: String, _ kind: String, enabled: Bool, _ l: Language) -> String {
    "⟡\u{A0}\(name)\u{A0}(\(kind)" + (enabled ? ")" : l.pick(", disabled)", ")\u{A0}已禁用"))
  }
  static func treeFlags(_ flags: [String], _ l: Language) -> String {
    flags.joined(separator: l.pick(", ", "，"))
  }

  // The overrides a view has (in `tree` and `explain`).
  static func overrideCircle(_ l: Language) -> String { l.pick("circle", "圆形点击区域") }
  /// A pasted class whose overrides run as interpreted code.
  static func overrideClass(_ name: String, _ l: Language) -> String {
    l.pick("class \(name)", "自定义类 \(name)")
  }
  static func overrideExpand(_ dx: String, _ dy: String, _ l: Language) -> String {
    l.pick("expand \(dx) \(dy)", "点击区域外扩 \(dx) \(dy)")
  }
  static func overridePassthrough(_ l: Language) -> String { l.pick("passthrough", "穿透") }
  static func overrideRedirect(_ to: String, _ l: Language) -> String {
    l.pick("redirect →\u{A0}\(to)", "hitTest 转发 →\u{A0}\(to)")
  }
  /// `mode` is the `touches` command's word: handle, super or none.
  static func overrideTouches(_ mode: String, _ l: Language) -> String {
    let zh =
      switch mode {
      case "handle": "重写 touchesBegan（不调用 super）"
      case "super": "重写 touchesBegan 并调用 super"
      default: "不重写 touchesBegan"
      }
    return l.pick("touches \(mode)", zh)
  }

  /// `  up   card → window: (10, 10) ↦ (30, 30)`.
  static func convertStep(up: Bool, _ from: String, _ to: String, _ p: Point, _ q: Point, _ l: Language)
    -> String
  {
    up
      ? l.pick("  up   \(from) → \(to): \(p) ↦ \(q)", "  向上 \(from) → \(to)：\(p) ↦ \(q)")
      : l.pick("  down \(from) → \(to): \(p) ↦ \(q)", "  向下 \(from) → \(to)：\(p) ↦ \(q)")
  }
}
