import ViewLabGeometry
import ViewLabLanguage

/// Gesture recognizers, touch phases, control events: the delivery timeline, `explain RECOGNIZER`
/// and `why RECOGNIZER`, both languages side by side. Numbers arrive formatted.
extension Words {
  static func delivery(_ l: Language) -> String { l.pick("delivery", "事件传递") }

  static func touchBound(_ view: String, _ l: Language) -> String {
    l.pick(
      "the touch is bound to \(view) for its whole life (UITouch.view)",
      "这次触摸在整个生命周期内都绑定在 \(view) 上（UITouch.view）")
  }

  static func touchHitNothing(_ nilText: String, _ l: Language) -> String {
    l.pick(
      "hit: \(nilText) — no view takes the point; nothing gets this touch",
      "命中：\(nilText)，没有视图接收这个点，这次触摸谁也收不到")
  }

  static func touchStaysBound(_ view: String, _ l: Language) -> String {
    l.pick("the touch stays bound to \(view)", "这次触摸仍然绑定在 \(view) 上")
  }

  static func getsTouchFirst(_ name: String, _ what: String, _ l: Language) -> String {
    l.pick("\(name) (\(what)) gets the touch first", "\(name)（\(what)）先于视图收到这次触摸")
  }

  /// `UITapGestureRecognizer on card`.
  static func recognizerOn(_ cls: String, _ view: String, _ l: Language) -> String {
    l.pick("\(cls) on \(view)", "\(view) 上的 \(cls)")
  }

  static func scrollPanOn(_ view: String, _ l: Language) -> String {
    l.pick("UIScrollView's own pan recognizer on \(view)", "\(view) 上 UIScrollView 自带的 pan 手势识别器")
  }

  static func swipeActionsOn(_ view: String, _ l: Language) -> String {
    l.pick(
      "the swipe-actions pan UITableView makes on \(view), a _UISwipeActionPanGestureRecognizer",
      "\(view) 上 UITableView 自带的侧滑手势识别器 _UISwipeActionPanGestureRecognizer")
  }

  static func recognizerDisabled(_ name: String, _ l: Language) -> String {
    l.pick(
      "\(name) is disabled (isEnabled == false): it sees nothing", "\(name) 已禁用（isEnabled == false），收不到任何触摸")
  }

  static func transition(_ name: String, _ arrow: String, _ reason: String, _ l: Language) -> String {
    l.pick("\(name): \(arrow) — \(reason)", "\(name)：\(arrow)，\(reason)")
  }

  static func waitsToFail(_ name: String, _ other: String, _ l: Language) -> String {
    l.pick(
      "\(name) would recognize, but waits for \(other) to fail (require(toFail:))",
      "\(name) 本可以识别，但要等 \(other) 失败（require(toFail:)）")
  }

  /// `→ touchesBegan(_:with:) to photo (held back until now): …`.
  static func delivered(
    _ method: String, _ view: String, late: Bool, _ handled: String, _ l: Language,
    dim: (String) -> String = { $0 }
  ) -> String {
    l.pick("→ \(method) to \(view)", "→ \(method) 发给 \(view)")
      + (late ? dim(l.pick(" (held back until now)", "（延迟到现在才发出）")) : "") + l.pick(": ", "：") + handled
  }

  static func heldBackMark(_ method: String, _ l: Language) -> String {
    l.pick("⏸ \(method) held back", "⏸ \(method) 暂缓发出")
  }

  static func notDecided(_ names: [String], _ property: String, _ l: Language) -> String {
    l.pick(
      ": \(names.joined(separator: ", ")) \(names.count == 1 ? "has" : "have") not decided (\(property))",
      "：\(names.joined(separator: "、")) 还没有结果（\(property)）")
  }

  static func neverSentMark(_ methods: [String], _ l: Language) -> String {
    l.pick("✗ \(methods.joined(separator: ", ")) never sent", "✗ \(methods.joined(separator: "、")) 不会再发出")
  }

  static func heldBackDiscarded(_ by: String, _ l: Language) -> String {
    l.pick(
      ": \(by) recognized, so the view never gets what was held back", "：\(by) 识别成功，视图再也收不到被延迟的消息")
  }

  static func notSentAfterEnd(_ method: String, by: String?, _ l: Language) -> String {
    guard let by else {
      return l.pick(
        "✗ \(method) not sent: the view's part in this touch was already over",
        "✗ 没有发出 \(method)：对视图来说，这次触摸已经结束")
    }
    return l.pick(
      "✗ \(method) not sent: the view's part in this touch was already over by \(by)",
      "✗ 没有发出 \(method)：对视图来说，这次触摸已经被 \(by) 提前结束")
  }

  static func contentDelayPassed(_ view: String, _ delay: String, _ l: Language) -> String {
    l.pick(
      "\(view) delaysContentTouches: \(delay) s passed without scrolling, so its content gets the touch",
      "\(view) 的 delaysContentTouches：\(delay) s 内没有滚动，所以内容视图收到这次触摸")
  }

  static func noTargetAction(_ l: Language) -> String {
    l.pick(" (no target-action for it)", "（没有对应的 target-action）")
  }

  /// The actions a control event sends; `unread` are methods pasted as code whose bodies ViewLab
  /// could not read: UIKit calls them, nothing runs.
  static func runs(_ actions: [String], _ l: Language, unread: [String] = []) -> String {
    let list = l.pick(", ", "、")
    return (actions.isEmpty ? "" : l.pick(" → runs ", " → 执行 ") + actions.joined(separator: list))
      + (unread.isEmpty
        ? ""
        : l.pick(" → calls ", " → 调用 ") + unread.joined(separator: list)
          + (unread.count == 1
            ? l.pick(", whose body ViewLab could not read: nothing ran", "，但 ViewLab 读不懂它的方法体，什么也没执行")
            : l.pick(", whose bodies ViewLab could not read: nothing ran", "，但 ViewLab 读不懂这些方法的方法体，什么也没执行")))
  }

  static func secondTouchDown(_ interval: String, _ l: Language) -> String {
    l.pick(
      " — a second touch down within \(interval) s of the last; time passes only with 'touch wait'",
      "：距上次按下不到 \(interval) s 又按下；时间只在 'touch wait' 时推进")
  }

  static func sendsEvent(_ view: String, _ event: String, _ l: Language) -> String {
    l.pick("◆ \(view) sends .\(event)", "◆ \(view) 发出 .\(event)")
  }

  static func unhandledPhase(_ l: Language) -> String {
    l.pick(
      "no override handles it; it is dropped silently at the end of the chain", "没有响应者重写它，到响应者链末尾被静默丢弃")
  }

  static func handledBy(_ names: [String], _ l: Language) -> String {
    names.joined(separator: " → ") + l.pick(" handle\(names.count == 1 ? "s" : "") it", " 处理了它")
  }

  /// Why a recognizer changed state.
  enum Because {
    case tapped, tapCounted(Int), movedTooFar(String, allowed: String), heldTooLong(String), liftedEarly
    case pressedLongEnough(String), movedFarEnough(String), fingerMoved, fingerLifted, touchCancelled
    case requiredRecognized(String), requiredFailed(String), forcedToFail(String)
    case delegateRequiredRecognized(String)
    case vetoed(String, cls: String), vetoedParallelPan(String, cls: String), contentIsControl(String),
      cannotCancelContent(String), disabled
    case noSecondTap(String), secondTapTooFar(String), nextTouchElsewhere
    case secondFinger, pinched(String, threshold: String), rotated(String, threshold: String)
    case delegateRefusedBegin, viewRefusedBegin(String)
  }

  static func because(_ r: Because, _ l: Language) -> String {
    switch r {
    case .tapped: l.pick("the finger lifted in time: a tap", "手指及时抬起，构成一次点击")
    case .tapCounted(let k): l.pick("tap \(k) counted; it waits for the next", "记下第 \(k) 次点击，等待下一次")
    case .movedTooFar(let d, let allowed):
      l.pick("the finger moved \(d) pt, more than \(allowed) pt allowed", "手指移动了 \(d) pt，超过允许的 \(allowed) pt")
    case .heldTooLong(let t):
      l.pick("the finger stayed down \(t) s, longer than a tap allows", "手指按住了 \(t) s，超过点击允许的时长")
    case .liftedEarly: l.pick("the finger lifted before the gesture could begin", "手势还没开始，手指就抬起了")
    case .pressedLongEnough(let t):
      l.pick("the finger stayed down \(t) s (minimumPressDuration)", "手指按住了 \(t) s（minimumPressDuration）")
    case .movedFarEnough(let d): l.pick("the finger moved \(d) pt: far enough to pan", "手指移动了 \(d) pt，足以开始拖动")
    case .fingerMoved: l.pick("the finger moved", "手指移动了")
    case .fingerLifted: l.pick("the finger lifted", "手指抬起了")
    case .touchCancelled: l.pick("the system cancelled the touch", "系统取消了这次触摸")
    case .requiredRecognized(let other):
      l.pick("\(other), which it requires to fail, recognized", "它要求先失败的 \(other) 识别成功了")
    case .delegateRequiredRecognized(let other): delegateRequiredRecognized(other, l)
    case .requiredFailed(let other):
      l.pick("\(other), which it required to fail, failed", "它要求先失败的 \(other) 已经失败")
    case .forcedToFail(let other):
      l.pick(
        "\(other) recognized first and neither allows simultaneous recognition", "\(other) 先识别成功，而双方都不允许同时识别")
    case .vetoed(let control, let cls):
      l.pick(
        "\(control) (\(cls)) refuses it in gestureRecognizerShouldBegin(_:): a control wins a one-tap tap on its superview",
        "\(control)（\(cls)）在 gestureRecognizerShouldBegin(_:) 中拒绝了它：遇到父视图上的单击手势，控件优先")
    case .vetoedParallelPan(let control, let cls):
      l.pick(
        "\(control) (\(cls)) refuses it in gestureRecognizerShouldBegin(_:): a one-finger pan along the control is its own knob's gesture, and the control wins it",
        "\(control)（\(cls)）在 gestureRecognizerShouldBegin(_:) 中拒绝了它：沿控件方向的单指拖动是控件自己滑块的手势，控件优先")
    case .contentIsControl(let control):
      l.pick(
        "touchesShouldCancel(in:) is false for the control \(control): the scroll view does not scroll",
        "touchesShouldCancel(in:) 对控件 \(control) 返回 false，所以滚动视图不滚动")
    case .cannotCancelContent(let v):
      l.pick(
        "\(v) is tracking and canCancelContentTouches is false",
        "\(v) 正在跟踪触摸，而 canCancelContentTouches 为 false")
    case .disabled: l.pick("isEnabled is false", "isEnabled 为 false")
    case .noSecondTap(let t): l.pick("no second tap came within \(t) s", "\(t) s 内没有第二次点击")
    case .secondTapTooFar(let d):
      l.pick("the second tap landed \(d) pt from the first", "第二次点击距第一次 \(d) pt，离得太远")
    case .nextTouchElsewhere: l.pick("the next touch went to a view it does not watch", "下一次触摸落在它不关注的视图上")
    case .secondFinger:
      l.pick(
        "a second finger landed on its view: it wants one finger (numberOfTouchesRequired = 1)",
        "第二根手指落在它的视图上，而它只要一根手指（numberOfTouchesRequired = 1）")
    case .pinched(let d, let threshold):
      l.pick(
        "the distance between the two fingers changed by \(d) pt (ViewLab begins a pinch at \(threshold) pt)",
        "两根手指之间的距离变化了 \(d) pt（ViewLab 在变化达到 \(threshold) pt 时开始捏合）")
    case .rotated(let a, let threshold):
      l.pick(
        "the line between the two fingers turned \(a)° (ViewLab begins a rotation at \(threshold)°)",
        "两根手指之间的连线转动了 \(a)°（ViewLab 在转动达到 \(threshold)° 时开始旋转）")
    case .delegateRefusedBegin: delegateRefusedBegin(l)
    case .viewRefusedBegin(let view): viewRefusedBegin(view, l)
    }
  }

  /// The summary line's parts.
  /// Before the summary of the touch a step started, when it also finished an earlier one.
  static func summaryThisTouch(_ l: Language) -> String { l.pick("this touch — ", "这次触摸 — ") }
  /// Before the summary of an earlier touch the step finished.
  static func summaryEarlierTouch(_ l: Language) -> String { l.pick("earlier touch — ", "上一次触摸 — ") }
  static func summaryRecognized(_ names: [String], _ l: Language) -> String {
    l.pick("recognized: ", "识别成功：") + names.joined(separator: l.pick(", ", "、"))
  }
  static func summaryFailed(_ names: [String], _ l: Language) -> String {
    l.pick("failed: ", "失败：") + names.joined(separator: l.pick(", ", "、"))
  }
  static func summaryPhases(_ phases: [String], _ l: Language) -> String {
    l.pick("view got: ", "视图收到：")
      + (phases.isEmpty ? l.pick("nothing", "无") : phases.joined(separator: l.pick(", ", "、")))
  }
  static func summaryEvents(_ events: [String], _ l: Language) -> String {
    l.pick("control events: ", "控件事件：") + events.joined(separator: l.pick(", ", "、"))
  }
  static func summaryActions(_ actions: [String], _ l: Language) -> String {
    l.pick("actions run: ", "执行的 action：") + actions.joined(separator: l.pick(", ", "、"))
  }
  static func summaryUnread(_ actions: [String], _ l: Language) -> String {
    l.pick("called, body unread: ", "调用了但方法体读不懂：") + actions.joined(separator: l.pick(", ", "、"))
  }
}
