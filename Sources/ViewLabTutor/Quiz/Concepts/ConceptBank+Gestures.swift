extension ConceptBank {
  /// Gesture recognizers, controls and touch sequences: what happens after hit-testing. Each rule
  /// is checked against the Apple page named in docs/CONTENT-SOURCES.md.
  static let gestures: [Concept] = [
    Concept(
      "recognizer-sees-first", .yesno,
      L(
        "A tap recognizer is attached to a view's superview. Does it see the touch before the view's touchesBegan runs?",
        "父视图上挂了一个点击识别器。它会比子视图的 touchesBegan 先看到这次触摸吗？"),
      answer: "yes",
      L(
        "Rule (\"Using responders and the responder chain\"; UIGestureRecognizer touchesBegan): the window delivers each touch to the recognizers attached to the hit view and to all its ancestors before the hit view itself.",
        "规则（“Using responders and the responder chain”；UIGestureRecognizer 的 touchesBegan）：window 先把每次触摸交给挂在最合适的视图及其所有祖先视图上的识别器，然后才交给视图本身。"
      )),
    Concept(
      "sibling-recognizer", .yesno, level: 2,
      L(
        "A tap recognizer is on a sibling view lying behind the touched view. Does that recognizer see the touch?",
        "点击识别器挂在一个兄弟视图上，这个兄弟视图位于被点视图的后面。它能看到这次触摸吗？"),
      answer: "no",
      L(
        "Rule: only recognizers on the hit-test view and its ancestors take part. A sibling is neither, so its recognizers never see the touch, however much of it lies under the finger.",
        "规则：只有最合适的视图及其祖先视图上的识别器参与。兄弟视图两者都不是，所以它上面的识别器看不到这次触摸，哪怕它大部分都在手指下面。")),
    Concept(
      "ended-after-recognized", .yesno,
      L(
        "A tap recognizer with default settings on the superview recognizes a tap. Does the touched view get touchesEnded?",
        "父视图上一个默认设置的点击识别器识别成功了。被点的视图会收到 touchesEnded 吗？"),
      answer: "no",
      L(
        "Rule (cancelsTouchesInView, default true; delaysTouchesEnded, default true): ended is held back until the recognizer decides; it recognized, so the view gets touchesCancelled instead of touchesEnded.",
        "规则（cancelsTouchesInView 默认 true；delaysTouchesEnded 默认 true）：ended 被扣住直到识别器有结论；识别成功，所以视图收到 touchesCancelled 而不是 touchesEnded。"
      )),
    Concept(
      "cancels-off-keeps-ended", .yesno, level: 2,
      L(
        "The same recognizer with cancelsTouchesInView = false recognizes the tap. Does the view get touchesEnded now?",
        "同一个识别器把 cancelsTouchesInView 设为 false 后识别了这次点击。视图现在能收到 touchesEnded 吗？"),
      answer: "yes",
      L(
        "Rule (cancelsTouchesInView): when it is false the view receives all touches of the sequence even though the gesture was recognized; ended arrives once the recognizer has decided.",
        "规则（cancelsTouchesInView）：为 false 时，即使手势识别成功，视图也会收到整个触摸序列；ended 在识别器有结论后送达。")),
    Concept(
      "custom-control-veto", .yesno, level: 3,
      L(
        "A custom UIControl subclass sits on a view with a tap recognizer. Does the control refuse that recognizer the way UIButton does, so its touchUpInside action still runs?",
        "一个自定义的 UIControl 子类放在带点击识别器的视图上。它会像 UIButton 那样拒绝这个识别器、让自己的 touchUpInside 照常触发吗？"),
      answer: "no",
      L(
        "Rule (\"Attaching gesture recognizers to UIKit controls\"): the single-tap priority is listed for UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl. A custom UIControl has no such veto: the parent's tap recognizes and the control gets touchCancel, unless cancelsTouchesInView is false or a delegate ignores the touch.",
        "规则（“Attaching gesture recognizers to UIKit controls”）：单击优先只列了 UIButton、UISwitch、UIStepper、UISegmentedControl、UIPageControl。自定义 UIControl 没有这种否决权：父视图的点击会识别成功，控件收到 touchCancel——除非把 cancelsTouchesInView 设为 false，或者由代理忽略这次触摸。"
      )),
    Concept(
      "pan-on-button", .yesno, level: 2,
      L(
        "A UIButton sits in a view that has a pan recognizer. When a drag starts on the button, does the button refuse the pan?",
        "UIButton 所在的视图上有一个拖动识别器。拖动从按钮上开始时，按钮会拒绝这个拖动识别器吗？"),
      answer: "no",
      L(
        "Rule: a control's priority covers a single-finger single tap (plus swipes and pans on a slider's or switch's knob). A pan that starts on a button recognizes and cancels the button's touch: touchCancel, no action.",
        "规则：控件的优先权只针对单指单击（以及滑块、开关手柄上的轻扫和拖动）。从按钮上开始的拖动会识别成功并取消按钮的触摸：touchCancel，不触发 action。")),
    Concept(
      "recognizer-on-control", .yesno, level: 2,
      L(
        "You want to handle a tap on a UIButton before the button calls its action. Does attaching the tap recognizer to the button itself work?",
        "想在 UIButton 调用 action 之前处理它上面的点击。把点击识别器挂在按钮自己身上可以吗？"),
      answer: "yes",
      L(
        "Rule (\"Attaching gesture recognizers to UIKit controls\"): install the recognizer on the control itself. Recognizers get touches before their view, so one on the control recognizes first and keeps the control from calling its action.",
        "规则（“Attaching gesture recognizers to UIKit controls”）：把识别器装在控件本身上。识别器先于它所在的视图拿到触摸，所以挂在控件上的识别器会先识别，控件也就不会调用 action。"
      )),
    .choice(
      "delays-touches-began", level: 2,
      L("What does delaysTouchesBegan = true do?", "delaysTouchesBegan = true 有什么作用？"),
      [
        L(
          "The window holds the began (and moved) phases back from the view while the recognizer decides; if it recognizes, the view never gets them",
          "识别器判断期间，window 不把 began（和 moved）交给视图；识别成功的话视图永远收不到"),
        L("The recognizer waits 0.15 s before it starts to look at touches", "识别器等 0.15 秒后才开始看触摸"),
        L(
          "The view gets touchesBegan twice, once before and once after recognition",
          "视图会收到两次 touchesBegan，识别前后各一次"),
        L("It delays hit-testing until the gesture is recognized", "它把 hitTest 推迟到手势识别之后"),
      ], answer: "A",
      L(
        "Rule (delaysTouchesBegan, default false): when true the window suspends began phases to the view; they are discarded if the recognizer recognizes and delivered late if it fails. Hit-testing is not delayed — it happened when the finger came down.",
        "规则（delaysTouchesBegan，默认 false）：为 true 时 window 暂不向视图投递 began；识别成功就丢弃，识别失败才补发。hitTest 不会被推迟——它在手指按下时就做完了。"
      )),
    .choice(
      "delays-touches-ended",
      L(
        "What is delaysTouchesEnded's default, and what does it do?",
        "delaysTouchesEnded 的默认值是什么？作用是什么？"),
      [
        L(
          "true: ended waits until the recognizer decides — recognized gives touchesCancelled, failed gives touchesEnded",
          "true：ended 等识别器出结论——识别成功给 touchesCancelled，失败给 touchesEnded"),
        L("false: ended is always delivered at once", "false：ended 总是立刻送达"),
        L("true: the view gets touchesEnded only after a 0.5 s pause", "true：视图要等 0.5 秒后才收到 touchesEnded"),
        L("false: it only matters for long presses", "false：它只对长按起作用"),
      ], answer: "A",
      L(
        "Rule (delaysTouchesEnded, default true): the window suspends the ended phase while the recognizer analyses the touch; if it recognizes the touches are cancelled, otherwise they are delivered with touchesEnded.",
        "规则（delaysTouchesEnded，默认 true）：识别器分析期间 window 暂缓投递 ended；识别成功就取消这些触摸，否则用 touchesEnded 补发。")),
    .choice(
      "single-vs-double", level: 2,
      L(
        "A view has a single-tap and a double-tap recognizer. How do you stop the single tap from firing on every double tap?",
        "一个视图上同时有单击和双击识别器。怎样避免每次双击都先触发单击？"),
      [
        L("single.require(toFail: double)", "single.require(toFail: double)"),
        L("double.require(toFail: single)", "double.require(toFail: single)"),
        L("Set cancelsTouchesInView = false on the double tap", "把双击的 cancelsTouchesInView 设为 false"),
        L("Set delaysTouchesBegan = true on the single tap", "把单击的 delaysTouchesBegan 设为 true"),
      ], answer: "A",
      L(
        "Rule (require(toFail:), \"Preferring one gesture over another\"): the single tap waits until the double tap has failed, so a single tap is recognized only once the double tap gives up — slightly later, which is the trade-off.",
        "规则（require(toFail:)，“Preferring one gesture over another”）：单击等双击失败后才识别，所以单击要等双击放弃之后才触发——会慢一点，这是代价。")),
    .choice(
      "scroll-button-drag", level: 3,
      L(
        "A UIButton fills most of a UIScrollView's content. Users press on it, pause, then drag — and the list does not scroll. Why?",
        "UIScrollView 的内容大部分是一个 UIButton。用户按住它、停一下再拖动——列表不滚动。为什么？"),
      [
        L(
          "Once the button is tracking, the scroll view asks touchesShouldCancel(in:), which returns false for a UIControl, so it does not cancel the touch and does not scroll",
          "按钮开始跟踪后，滚动视图会问 touchesShouldCancel(in:)，它对 UIControl 返回 false，所以不取消触摸、也不滚动"),
        L("UIButton's hitTest returns the scroll view while dragging", "拖动时 UIButton 的 hitTest 返回了滚动视图"),
        L("delaysContentTouches is false by default", "delaysContentTouches 默认是 false"),
        L("A scroll view never scrolls when the touch starts on a subview", "只要触摸从子视图开始，滚动视图就不会滚动"),
      ], answer: "A",
      L(
        "Rule (UIScrollView touchesShouldCancel(in:), canCancelContentTouches): the default returns false when the view is a UIControl. The usual fix is a UIScrollView subclass that returns true for buttons (with canCancelContentTouches true).",
        "规则（UIScrollView 的 touchesShouldCancel(in:)、canCancelContentTouches）：默认实现对 UIControl 返回 false。常见做法是写一个 UIScrollView 子类，对按钮返回 true（同时 canCancelContentTouches 为 true）。"
      )),
    .choice(
      "delays-content-touches",
      L(
        "What does UIScrollView's delaysContentTouches (default true) do?",
        "UIScrollView 的 delaysContentTouches（默认 true）有什么作用？"),
      [
        L(
          "It holds a new touch back from the content briefly, to see whether the finger will scroll",
          "把新触摸暂时扣住不交给内容，先看手指是不是要滚动"),
        L("It makes the content ignore touches while decelerating", "让内容在减速滚动时忽略触摸"),
        L("It delays scrolling until the content has handled the touch", "等内容处理完触摸后才开始滚动"),
        L("It delays hit-testing inside the scroll view", "推迟滚动视图里的 hitTest"),
      ], answer: "A",
      L(
        "Rule (delaysContentTouches): the scroll view delays handling the touch-down until it can tell whether scrolling is the intent. That is why a button in a scroll view highlights a moment late, and not at all on a quick swipe.",
        "规则（delaysContentTouches）：滚动视图推迟处理按下，直到能判断用户是不是要滚动。所以滚动视图里的按钮高亮会慢半拍，快速滑动时根本不会高亮。")),
    .choice(
      "disabled-control-tap", level: 2,
      L(
        "A UIButton with isEnabled = false sits on a card. The user taps it. Where does the touch go?",
        "卡片上一个 isEnabled = false 的 UIButton 被点了。这次触摸交给谁？"),
      [
        L(
          "To the view behind it — here the card: the disabled control is not hit",
          "交给它后面的视图——这里是卡片：被禁用的控件不会成为 hitTest 的结果"),
        L("To the button, which swallows it silently", "交给按钮，按钮默默吞掉"),
        L("Nowhere: the whole card stops receiving touches", "谁都不给：整张卡片都收不到触摸"),
        L("To the button's action with a disabled flag", "交给按钮的 action，带一个 disabled 标记"),
      ], answer: "A",
      L(
        "Rule (UIControl isEnabled): a disabled control ignores touch events — UIKit's UIControl returns nil from hitTest when disabled, so the touch goes to the view behind it or its superview, and any recognizer there sees it.",
        "规则（UIControl 的 isEnabled）：被禁用的控件忽略触摸事件——UIKit 的 UIControl 在禁用时 hitTest 返回 nil，触摸交给它后面的视图或父视图，那里的识别器也会看到这次触摸。"
      )),
    .choice(
      "button-event-order",
      L(
        "A quick tap on a UIButton with no recognizers around. Which control events does it send, in order?",
        "周围没有任何识别器，快速点一下 UIButton。它依次发出哪些控件事件？"),
      [
        L(
          "touchDown, touchUpInside, primaryActionTriggered", "touchDown、touchUpInside、primaryActionTriggered"
        ),
        L("touchUpInside, touchDown", "touchUpInside、touchDown"),
        L("touchDown, touchDragInside, touchUpOutside", "touchDown、touchDragInside、touchUpOutside"),
        L("primaryActionTriggered only", "只有 primaryActionTriggered"),
      ], answer: "A",
      L(
        "Rule (UIControl.Event): touchDown when the finger comes down, touchUpInside when it lifts inside the control's tracking area, and for a button the semantic primaryActionTriggered. touchCancel replaces the ending when the touch is cancelled.",
        "规则（UIControl.Event）：手指按下发 touchDown，在控件的跟踪范围内抬起发 touchUpInside，按钮还会发语义化的 primaryActionTriggered。触摸被取消时，结尾换成 touchCancel。"
      )),
    Concept(
      "long-press-duration", .number,
      L(
        "How many seconds must a finger stay down before a UILongPressGestureRecognizer with default settings recognizes?",
        "默认设置的 UILongPressGestureRecognizer，手指至少要按住多少秒才会识别？"),
      answer: "0.5",
      L(
        "Rule (UILongPressGestureRecognizer minimumPressDuration): 0.5 s by default, with allowableMovement 10 pt. A quick tap makes it fail; once it begins it forces a tap recognizer holding the same touch to fail.",
        "规则（UILongPressGestureRecognizer 的 minimumPressDuration）：默认 0.5 秒，allowableMovement 为 10 pt。快速点击会让它失败；它一旦 began，就会迫使持有同一触摸的点击识别器失败。"
      )),
  ]
}
