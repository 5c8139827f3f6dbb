import ViewLabGeometry
import ViewLabLanguage

/// `explain RECOGNIZER`, `why RECOGNIZER X Y` and what `why VIEW` adds about delivery: both
/// languages side by side.
extension Words {
  static func recognizerHeader(_ name: String, _ cls: String, _ view: String, _ l: Language) -> String {
    l.pick("\(name) (\(cls)) on \(view)", "\(name)（\(cls)），加在 \(view) 上")
  }

  static func seesSubtree(_ view: String, _ l: Language) -> String {
    l.pick(
      "  sees every touch whose hit view is \(view) or inside it, before that view does",
      "  命中视图是 \(view) 或其子视图的每一次触摸，它都比命中视图先看到")
  }

  static func byDefault(_ l: Language) -> String { l.pick(" (default)", "（默认）") }

  /// What each recognizer property means, for `explain`.
  enum RecognizerFlag: CaseIterable {
    case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, simultaneous
  }

  static func meaning(_ f: RecognizerFlag, _ l: Language) -> String {
    switch f {
    case .cancelsTouchesInView:
      l.pick("on recognizing, the view gets touchesCancelled", "识别成功后，视图会收到 touchesCancelled")
    case .delaysTouchesBegan: l.pick("touchesBegan waits until it fails", "touchesBegan 要等它失败后才发出")
    case .delaysTouchesEnded: l.pick("touchesEnded waits until it decides", "touchesEnded 要等它有了结论才发出")
    case .isEnabled: l.pick("a disabled recognizer sees nothing", "禁用后收不到任何触摸")
    case .simultaneous: l.pick("the delegate lets it recognize with others", "delegate 允许它和其他识别器同时识别")
    }
  }

  static func requiresToFail(_ names: [String], _ l: Language) -> String {
    l.pick(
      "  require(toFail: \(names.joined(separator: ", "))): it recognizes only after they fail",
      "  require(toFail: \(names.joined(separator: ", ")))：\(names.joined(separator: "、")) 失败之后，它才会识别")
  }

  static func recognizesVerdict(_ recognized: Bool, _ mark: String, _ name: String, _ p: Point, _ l: Language)
    -> String
  {
    recognized
      ? l.pick("\(mark) \(name) recognizes a tap at \(p)", "\(mark) \(name) 会识别 \(p) 处的点击")
      : l.pick("\(mark) \(name) does not recognize a tap at \(p)", "\(mark) \(name) 不会识别 \(p) 处的点击")
  }

  static func fingerDown(_ l: Language) -> String {
    l.pick("a finger is down: lift it first ('touch up') to try a tap", "手指还按着：先抬起（'touch up'）再试点击")
  }

  static func sentenceEnd(_ text: String, _ l: Language) -> String { text + l.pick(".", "。") }

  static func waitsFirst(_ other: String, _ l: Language) -> String {
    l.pick("it waits for \(other) to fail first (require(toFail:)).", "它要先等 \(other) 失败（require(toFail:)）。")
  }

  static func neverSeesTouch(hit: String?, _ view: String, _ l: Language) -> String {
    let why = hit.map { "命中视图是 \($0)，既不是 \(view)，也不在 \(view) 里面" } ?? "这次点击没有命中任何视图"
    return l.pick(
      "it never sees this touch: the hit view is \(hit ?? "nothing"), which is neither \(view) nor inside it (recognizers see touches of their view's subtree only).",
      "它根本看不到这次触摸：\(why)（识别器只能看到它所在视图及其子视图上的触摸）。")
  }

  static func stillDeciding(_ l: Language) -> String {
    l.pick(
      "it is still deciding (a double tap waits for its second tap, a long press for its time).",
      "它还在判断（双击要等第二次点击，长按要等够时间）。")
  }

  static func endedNeverComes(_ by: String?, _ l: Language) -> String {
    let by = by ?? l.pick("a recognizer", "某个识别器")
    return l.pick(
      "but touchesEnded never comes: \(by) recognized, and with cancelsTouchesInView on the view gets touchesCancelled instead.",
      "但 touchesEnded 不会到来："
        + CJKSpacing.join(by, "识别成功，且 cancelsTouchesInView 为 true，所以视图收到的是 touchesCancelled。"))
  }

  static func noTouchesAtAll(_ view: String, _ by: String?, _ l: Language) -> String {
    let by = by ?? l.pick("a recognizer", "某个识别器")
    return l.pick(
      "but \(view) gets no touches… message at all: \(by) recognized while delaysTouchesBegan held began back, so what was held back is never sent.",
      "但 \(view) 收不到任何 touches… 消息：delaysTouchesBegan 延迟了 began，"
        + CJKSpacing.around("而", by, "在此期间识别成功，被延迟的消息就再也不会发出。"))
  }

  static func gotOnly(_ view: String, _ phases: [String], _ l: Language) -> String {
    l.pick(
      "but \(view) got only \(phases.joined(separator: ", ")) so far.",
      "但 \(view) 目前只收到了 \(phases.joined(separator: "、"))。")
  }

  static func sendsTouchUpInside(_ view: String, runs: [String], _ l: Language) -> String {
    runs.isEmpty
      ? l.pick(
        "\(view) sends touchUpInside (no target-action is attached).",
        "\(view) 发出 touchUpInside（没有绑定 target-action）。")
      : l.pick(
        "\(view) sends touchUpInside and runs \(runs.joined(separator: ", ")).",
        "\(view) 发出 touchUpInside，并执行 \(runs.joined(separator: "、"))。")
  }

  static func actionDoesNotRun(_ view: String, vetoes: Bool, cls: String, _ l: Language) -> String {
    let why =
      vetoes
      ? l.pick(
        "a recognizer on \(view) itself, or a gesture UIKit does not let controls refuse (a double tap, pan or long press), took the touch",
        "\(view) 自己的手势识别器，或控件无法拒绝的手势（双击、拖动或长按），拿走了这次触摸")
      : l.pick(
        "\(view) is a custom control (\(cls)): only UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl refuse a superview's one-tap recognizer",
        "\(view) 是自定义控件（\(cls)），而只有 UIButton、UISwitch、UIStepper、UISegmentedControl 和 UIPageControl 会拒绝父视图的单击识别器"
      )
    return l.pick(
      "\(view)'s action does not run: it sends touchCancel, not touchUpInside — \(why).",
      "\(view) 的 action 没有执行：它发出的是 touchCancel，不是 touchUpInside。原因：\(why)。")
  }

  static func sendsButNoUpInside(_ view: String, _ events: [String], _ l: Language) -> String {
    l.pick(
      "\(view) sends \(events.joined(separator: ", ")) but no touchUpInside.",
      "\(view) 发出了 \(events.joined(separator: "、"))，但没有 touchUpInside。")
  }
}
