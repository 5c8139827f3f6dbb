extension ConceptBank {
  /// UIResponder.next and touchesBegan forwarding.
  static let responders: [Concept] = [
    .choice(
      "root-view-next",
      L("What is the next responder of a view controller's root view?", "控制器根视图（self.view）的下一个响应者是谁？"),
      [
        L("The view controller", "这个控制器"), L("Its superview", "它的父视图"), L("The window, always", "总是 window"),
        L("UIApplication", "UIApplication"),
      ],
      answer: "A",
      L(
        "Rule (UIResponder.next): a view's next is its view controller if it is that controller's root view, otherwise its superview.",
        "规则（UIResponder.next，OC 里是 nextResponder）：如果视图是某个控制器的根视图，下一个响应者就是该控制器；否则是它的父视图。")),
    .choice(
      "controller-next", level: 2,
      L("What is the next responder of a view controller?", "一个控制器的下一个响应者是谁？"),
      [
        L(
          "Its view's superview (the window, for the root view controller)",
          "它的根视图的父视图（对 window 的根控制器来说就是 window）"),
        L("UIApplication, always", "总是 UIApplication"),
        L("Its own root view", "它自己的根视图"),
        L("The app delegate", "AppDelegate"),
      ], answer: "A",
      L(
        "Rule: a view controller's next is its view's superview, so a child controller continues into its container's hierarchy and the root controller continues to the window.",
        "规则：控制器的 next 是它的根视图的父视图，所以子控制器会接着传到容器控制器的视图层级里，window 的根控制器则传给 window。")),
    Concept(
      "window-next", .hit,
      L(
        "After a UIWindow, which object is next in the responder chain? Answer the class name.",
        "响应者链中 UIWindow 的下一个响应者是什么？写类名。"),
      answer: "UIApplication",
      L(
        "Rule: window → UIApplication → the app delegate (if it is a UIResponder not already in the chain); after that the event is dropped.",
        "规则：window → UIApplication → AppDelegate（如果它是 UIResponder 且不在链中）；之后事件就被丢弃。")),
    Concept(
      "after-application", .hit, level: 2,
      L(
        "In ViewLab's chains, which responder comes after UIApplication (when it is a UIResponder)? Answer its name.",
        "在 ViewLab 的响应者链中，UIApplication 之后还有哪个响应者（当它是 UIResponder 时）？写名字。"),
      answer: "AppDelegate",
      L(
        "Rule: UIApplication's next is the app delegate, if the delegate is a UIResponder and not already in the chain. Many notes stop at UIApplication.",
        "规则：UIApplication 的 next 是 AppDelegate（前提是它继承自 UIResponder 且不在链中）。很多笔记只写到 UIApplication 为止。")),
    .choice(
      "default-touches",
      L(
        "What does UIResponder's default touchesBegan(_:with:) do?",
        "UIResponder 默认的 touchesBegan(_:with:) 做了什么？"),
      [
        L("Forwards the touches to the next responder", "把事件转发给下一个响应者"),
        L("Nothing: the touch stops there", "什么都不做，事件到此为止"),
        L("Calls hitTest again", "再次调用 hitTest"),
        L("Raises an exception", "抛出异常"),
      ], answer: "A",
      L(
        "Rule: the default implementation forwards to next, so not overriding touchesBegan is the same as calling super: the touch travels up the chain.",
        "规则：默认实现会转发给 next，所以不重写 touchesBegan 就相当于重写后只调用 super，事件会沿响应者链向上传。")),
    Concept(
      "override-without-super", .yesno,
      L(
        "A view overrides touchesBegan and does not call super. Does its superview's touchesBegan override run for that touch?",
        "一个视图重写了 touchesBegan 且没有调用 super。它父视图重写的 touchesBegan 还会执行吗？"),
      answer: "no",
      L(
        "Rule: an override that does not call super stops the touch there; only the default implementation or super forwards it to next.",
        "规则：重写了却不调用 super，事件就停在这里；只有默认实现或调用 super 才会把事件交给 next。")),
    .choice(
      "both-handle", level: 2,
      L("How can both a subview and its superview handle the same touch?", "怎样让子视图和父视图都处理同一个触摸事件？"),
      [
        L(
          "Override touchesBegan in the subview and call super at the end", "子视图重写 touchesBegan，并在其中调用 super"),
        L("Set the subview's isUserInteractionEnabled = false", "把子视图的 isUserInteractionEnabled 设为 false"),
        L("Override hitTest in the superview to return both", "父视图重写 hitTest 同时返回两者"),
        L("It is impossible", "做不到"),
      ], answer: "A",
      L(
        "Rule: calling super in touchesBegan forwards the touch to next — the superview — after the subview has handled it.",
        "规则：在子视图的 touchesBegan 中调用 super，处理完后事件会继续交给 next（父视图）处理。")),
    .choice(
      "child-controller-next", level: 3,
      L(
        "A child view controller's root view sits inside its container's view. What is the child controller's next responder?",
        "子控制器的根视图放在容器控制器的视图里。子控制器的下一个响应者是谁？"),
      [
        L("The superview of its root view, inside the container's hierarchy", "它根视图的父视图（在容器的视图层级中）"),
        L("The parent view controller directly", "直接是父控制器"),
        L("The window", "window"),
        L("UIApplication", "UIApplication"),
      ], answer: "A",
      L(
        "Rule: a controller's next is its view's superview — not its parent controller. The parent controller is reached only when the chain arrives at the parent's root view.",
        "规则：控制器的 next 是它的根视图的父视图，而不是父控制器；只有传到父控制器的根视图时，才会轮到父控制器。")),
    Concept(
      "chain-view-count", .number, level: 2,
      L(
        "window > screen (root view of homeVC) > card > button. A tap hits button, nobody overrides touchesBegan. How many responders are in the chain, counting button, homeVC, UIApplication and AppDelegate?",
        "window > screen（homeVC 的根视图）> card > button。点击命中 button，没有人重写 touchesBegan。响应者链里一共有几个响应者（包括 button、homeVC、UIApplication 和 AppDelegate）？"
      ),
      answer: "7",
      L(
        "Rule: button → card → screen → homeVC → window → UIApplication → AppDelegate: 7 responders; the controller comes right after its root view.",
        "规则：button → card → screen → homeVC → window → UIApplication → AppDelegate，共 7 个；控制器紧跟在它的根视图之后。")),
    Concept(
      "root-controller-then-window", .yesno,
      L(
        "Is the window the next responder of the window's root view controller?",
        "window 的根控制器的下一个响应者是 window 吗？"),
      answer: "yes",
      L(
        "Rule: a controller's next is its view's superview; the root controller's view sits directly in the window, so the chain goes root view → root controller → window.",
        "规则：控制器的 next 是它的根视图的父视图；window 的根控制器，其根视图直接放在 window 上，所以链是：根视图 → 根控制器 → window。")),
    Concept(
      "chain-without-pointinside", .yesno, level: 3,
      L(
        "Can a view be in a touch's responder chain although its point(inside:with:) returned NO for that touch?",
        "一个视图对某次触摸的 point(inside:with:) 返回了 false，它还可能出现在这次触摸的响应者链里吗？"),
      answer: "yes",
      L(
        "Rule: the chain follows UIResponder.next (superview, controller, window, application), not hit-testing. A button whose hitTest override returns its chat bubble above it has point(inside:) NO there, yet it is the bubble's next responder; view controllers and UIApplication are never asked point(inside:) at all. Notes saying only views whose pointInside returned YES are in the chain are wrong.",
        "规则：响应者链沿 UIResponder.next 走（父视图、控制器、window、UIApplication），和 hitTest 无关。按钮重写 hitTest 把点击交给浮在它上方的聊天气泡时，按钮对这个点的 point(inside:) 是 false，却仍是气泡的下一个响应者；控制器和 UIApplication 则从来不会被问 point(inside:)。笔记里“只有 pointInside 返回 YES 的视图才属于响应者链”的说法是错的。"
      )),
  ]
}
