import ViewLabLanguage

/// A recognizer delegate written as code, answering UIKit's questions in the timeline.
extension Words {
  /// What the delegate was asked, with the recognizers' names as shown.
  enum DelegateAsk {
    /// `gestureRecognizer(_:shouldReceive:)`, as a touch lands.
    case shouldReceive
    case shouldBegin
    case simultaneous(other: String)
    case requireFailure(of: String)
    case beRequiredToFail(by: String)
  }

  /// `? tap's delegate: gestureRecognizerShouldBegin(_:) → NO: it fails`: the question, the answer
  /// and what the answer decides.
  static func delegateAnswer(_ g: String, _ ask: DelegateAsk, _ answer: Bool, _ l: Language) -> String {
    let yes = answer ? "YES" : "NO"
    let (method, decides): (String, String) =
      switch (ask, answer) {
      case (.shouldReceive, true):
        ("gestureRecognizer(_:shouldReceive:)", l.pick("it gets the touch", "它会收到这次触摸"))
      case (.shouldReceive, false):
        ("gestureRecognizer(_:shouldReceive:)", l.pick("\(g) never sees this touch", "\(g) 根本看不到这次触摸"))
      case (.shouldBegin, true): ("gestureRecognizerShouldBegin(_:)", l.pick("it may begin", "它可以开始"))
      case (.shouldBegin, false): ("gestureRecognizerShouldBegin(_:)", l.pick("it fails", "它失败"))
      case (.simultaneous(let o), true):
        (
          "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith: \(o))",
          l.pick("\(g) and \(o) may both recognize", "\(g) 和 \(o) 可以同时识别")
        )
      case (.simultaneous(let o), false):
        (
          "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith: \(o))",
          l.pick("not from this side (\(o)'s delegate may still allow it)", "这一方不允许（\(o) 的 delegate 仍可允许）")
        )
      case (.requireFailure(let o), true):
        (
          "gestureRecognizer(_:shouldRequireFailureOf: \(o))",
          l.pick("\(g) waits for \(o) to fail", "\(g) 要等 \(o) 失败")
        )
      case (.requireFailure(let o), false):
        (
          "gestureRecognizer(_:shouldRequireFailureOf: \(o))",
          l.pick("no requirement from this side", "这一方不设失败依赖")
        )
      case (.beRequiredToFail(let o), true):
        (
          "gestureRecognizer(_:shouldBeRequiredToFailBy: \(o))",
          l.pick("\(o) waits for \(g) to fail", "\(o) 要等 \(g) 失败")
        )
      case (.beRequiredToFail(let o), false):
        (
          "gestureRecognizer(_:shouldBeRequiredToFailBy: \(o))",
          l.pick("no requirement from this side", "这一方不设失败依赖")
        )
      }
    return l.pick(
      "? \(g)'s delegate: \(method) → \(yes): \(decides)", "? \(g) 的 delegate：\(method) → \(yes)：\(decides)")
  }

  /// Why a recognizer failed: a delegate made it wait for `other`, and `other` recognized.
  static func delegateRequiredRecognized(_ other: String, _ l: Language) -> String {
    l.pick(
      "\(other) recognized, and a delegate had made it wait for \(other) to fail (shouldRequireFailureOf / shouldBeRequiredToFailBy)",
      "\(other) 识别成功了，而 delegate 让它等 \(other) 失败（shouldRequireFailureOf / shouldBeRequiredToFailBy）")
  }

  /// `? card.gestureRecognizerShouldBegin(pan) → NO: pan fails`: UIView's own method of a view the
  /// touch is on, written as code, asked before the recognizer's delegate.
  static func viewAnswer(_ g: String, view: String, _ answer: Bool, _ l: Language) -> String {
    let decides =
      answer
      ? l.pick("YES: \(view) lets it begin", "YES：\(view) 允许它开始") : l.pick("NO: \(g) fails", "NO：\(g) 失败")
    return "? \(view).gestureRecognizerShouldBegin(\(g)) → " + decides
      + l.pick(
        " (UIView's own method, called before the delegate is asked)", "（UIView 自身的方法，在询问 delegate 之前调用）")
  }

  /// Why a recognizer failed: a view the touch is on said NO in its own gestureRecognizerShouldBegin(_:).
  static func viewRefusedBegin(_ view: String, _ l: Language) -> String {
    l.pick(
      "\(view), a view the touch is on, returned NO from its own gestureRecognizerShouldBegin(_:)",
      "触摸所在的视图 \(view) 在自己的 gestureRecognizerShouldBegin(_:) 中返回了 NO")
  }

  /// Why a recognizer failed: its delegate said NO to beginning.
  static func delegateRefusedBegin(_ l: Language) -> String {
    l.pick(
      "its delegate's gestureRecognizerShouldBegin(_:) returned NO",
      "它的 delegate 在 gestureRecognizerShouldBegin(_:) 中返回了 NO")
  }
}
