extension ConceptBank {
  /// How a touch travels: the event queue, hit-testing from the window down, and what happens to it.
  static let delivery: [Concept] = [
    .choice(
      "event-queue",
      L("Where does a new touch event wait before UIKit delivers it?", "一个新的触摸事件在被分发之前存放在哪里？"),
      [
        L("In a queue managed by UIApplication: first in, first out", "UIApplication 管理的事件队列中：先进先出"),
        L("In a stack managed by UIApplication: last in, first out", "UIApplication 管理的栈中：后进先出"),
        L("In the key window's subviews array", "keyWindow 的 subviews 数组中"),
        L("In the first responder's undo manager", "第一响应者的 undoManager 中"),
      ], answer: "A",
      L(
        "Rule: the system adds the event to UIApplication's event queue — a queue, not a stack, so events are handled in the order they happened. UIApplication takes the frontmost one and sends it to the window the touch is in (UITouch.window), which is the key window only in a one-window app.",
        "规则：系统把事件加入 UIApplication 管理的事件队列——是队列不是栈，先产生的事件先处理。UIApplication 取出最早的事件，交给触摸所在的 window（UITouch.window）；只有在只有一个 window 的 App 里，它才一定是 keyWindow。"
      )),
    .choice(
      "delivery-direction",
      L(
        "Event delivery (finding the view to handle a touch) runs in which direction?",
        "事件传递（寻找处理触摸的视图）是按什么方向进行的？"),
      [
        L(
          "From parent to child: UIApplication → UIWindow → superview → subview",
          "从父视图到子视图：UIApplication → UIWindow → 父视图 → 子视图"),
        L("From child to parent: the touched view up to the window", "从子视图到父视图：从被点的视图一直到 window"),
        L("From the root view controller to its child controllers", "从根控制器到子控制器"),
        L("In the order the views were created", "按视图创建的顺序"),
      ], answer: "A",
      L(
        "Rule: the window hit-tests first and each view asks its subviews, so delivery goes down the tree. The responder chain then goes back up, from the hit view towards UIApplication.",
        "规则：window 最先做 hitTest，每个视图再去问自己的子视图，所以事件传递是自上而下的；之后的响应者链才是自下而上，从最合适的视图一直到 UIApplication。")),
    Concept(
      "first-dispatcher", .hit,
      L(
        "Which object takes a touch event out of the event queue and dispatches it first? Answer the class name.",
        "哪个对象从事件队列中取出触摸事件并最先把它分发出去？写类名。"),
      answer: "UIApplication",
      L(
        "Rule: UIApplication takes the event from its queue and sends it to the window the touch is in, whose hitTest starts the search. Notes say \"the key window\": true in a one-window app, but a touch in another window goes to that window.",
        "规则：UIApplication 从事件队列取出事件，交给触摸所在的 window，由这个 window 的 hitTest 开始查找。笔记里常说“交给 keyWindow”，只有一个 window 的 App 里没错，但落在别的 window 上的触摸会交给那个 window。"
      )),
    Concept(
      "vc-no-hittest", .yesno,
      L(
        "Does UIViewController take part in hit-testing — does it have a hitTest(_:with:) of its own?",
        "UIViewController 参与事件传递（hitTest）吗？它有自己的 hitTest(_:with:) 方法吗？"),
      answer: "no",
      L(
        "Rule: hitTest(_:with:) is a UIView method; a view controller is not a view, so hit-testing goes from the window straight through the views. The controller appears only in the responder chain.",
        "规则：hitTest(_:with:) 是 UIView 的方法，控制器不是视图，所以事件传递只在视图之间进行；控制器只出现在响应者链里。")),
    .choice(
      "event-types",
      L(
        "Many notes say UIKit has three kinds of events: touches, motion and remote control. What does UIEvent.EventType list?",
        "很多笔记说 UIKit 的事件分三大类：触摸事件、加速计事件（motion）和远程控制事件。UIEvent.EventType 实际列出了哪些？"),
      [
        L(
          "touches, motion and remoteControl, and also presses, scroll, hover and transform",
          "touches、motion、remoteControl，另外还有 presses、scroll、hover 和 transform"),
        L("Exactly those three: touches, motion and remoteControl", "正好就是这三类：touches、motion、remoteControl"),
        L("Tap, swipe and pinch", "点击、轻扫、捏合"),
        L("Layout, display and animation", "布局、显示、动画事件"),
      ], answer: "A",
      L(
        "Rule (Apple's UIEvent.EventType): besides touches, motion (shaking) and remote control, UIKit delivers presses (physical buttons), scroll and hover (pointer devices) and transform events. The \"three kinds\" in older notes predate them. Taps and swipes are gestures built on touches.",
        "规则（苹果 UIEvent.EventType 文档）：除了触摸、motion（摇一摇）和远程控制，UIKit 还会分发 presses（实体按键）、scroll 和 hover（指针设备）以及 transform 事件。老笔记里的“三大类”写于这些类型出现之前。点击、轻扫则是基于触摸的手势。"
      )),
    .choice(
      "unhandled-event",
      L(
        "A touch reaches the end of the responder chain and nobody handled it. What happens?",
        "一个触摸事件沿响应者链传到最后也没人处理，会怎样？"),
      [
        L("The app crashes with an unhandled-event exception", "App 抛出异常崩溃"),
        L("It is dropped silently, as if nothing happened", "事件被静默丢弃，就像什么都没发生"),
        L("UIKit delivers it again to the hit view", "UIKit 重新把它发给最合适的视图"),
        L("It goes to the first text field on screen", "交给屏幕上第一个输入框"),
      ], answer: "B",
      L(
        "Rule: after UIApplication (and the app delegate, if it is a UIResponder) the event is discarded — no crash. A classic interview question.",
        "规则：传到 UIApplication（以及作为 UIResponder 的 AppDelegate）之后仍没人处理，事件就被丢弃，不会崩溃。这是经典面试题。")),
    Concept(
      "hittest-more-than-once", .yesno, level: 2,
      L(
        "Can UIKit call hitTest(_:with:) more than once for a single touch?",
        "对同一次触摸，UIKit 可能会多次调用 hitTest(_:with:) 吗？"),
      answer: "yes",
      L(
        "Rule: UIKit may call hitTest more than once per touch, so an override must be free of side effects (no counting, no state changes) and return the same answer each time.",
        "规则：系统可能为同一次触摸多次调用 hitTest，所以重写时不能有副作用（不要计数、不要改状态），每次都应返回同样的结果。")),
    .choice(
      "touch-stays-bound", level: 2,
      L(
        "A finger touches the view red, then slides out of red over the view blue. Who gets touchesMoved?",
        "手指按在视图 red 上，然后滑出 red 移到视图 blue 上。谁收到 touchesMoved？"),
      [
        L(
          "red: a touch stays bound to its hit-test view for its whole life",
          "red：一个触摸在整个生命周期内都绑定在最初命中的视图（hit-test view）上"),
        L("blue, once the finger is over it", "blue：手指移到哪里就给谁"),
        L("Both red and blue", "red 和 blue 都收到"),
        L("Nobody: the touch is cancelled", "谁都收不到：触摸被取消"),
      ], answer: "A",
      L(
        "Rule: hit-testing runs when the touch begins; every later phase (moved, ended, cancelled) goes to the same view, even outside its bounds. That is how a draggable button keeps following the finger.",
        "规则：hitTest 只在触摸开始时进行，之后的 moved、ended、cancelled 都发给同一个视图，即使手指已经移出它的范围。可拖动的按钮正是靠这一点跟随手指。")),
    .choice(
      "delivery-vs-chain",
      L("How do event delivery (hit-testing) and the responder chain differ?", "事件传递（hitTest）和响应者链有什么区别？"),
      [
        L(
          "Delivery goes down from the window to find the view; the chain goes up from that view to the app",
          "事件传递从 window 向下找到最合适的视图；响应者链从该视图向上一直到 UIApplication"),
        L("They are the same walk, in the same order", "两者是同一个过程，顺序相同"),
        L("Delivery goes up; the chain goes down", "事件传递向上，响应者链向下"),
        L("Only view controllers take part in both", "只有控制器同时参与两者"),
      ], answer: "A",
      L(
        "Rule: hitTest walks from the window down through subviews (front to back); touchesBegan then travels up the `next` links: view → (its controller) → superview … → window → UIApplication.",
        "规则：hitTest 从 window 出发向下遍历子视图（从后往前）；touchesBegan 再沿 next 向上传：视图 →（它的控制器）→ 父视图 … → window → UIApplication。"
      )
    ),
  ]
}
