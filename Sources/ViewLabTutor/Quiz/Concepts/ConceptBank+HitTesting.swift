extension ConceptBank {
  /// hitTest(_:with:) and point(inside:with:): the refusals, the order, the tricks.
  static let hitTesting: [Concept] = [
    .choice(
      "three-refusals",
      L(
        "In which three cases does a view refuse touches (its hitTest returns nil at once)?",
        "UIView 在哪三种情况下不接收触摸事件（hitTest 直接返回 nil）？"),
      [
        L(
          "isHidden == true, isUserInteractionEnabled == false, alpha < 0.01",
          "isHidden == true、isUserInteractionEnabled == false、alpha < 0.01"),
        L(
          "isHidden == true, isOpaque == false, alpha < 0.5", "isHidden == true、isOpaque == false、alpha < 0.5"
        ),
        L(
          "clipsToBounds == true, isHidden == true, alpha == 0",
          "clipsToBounds == true、isHidden == true、alpha == 0"),
        L("It has no subviews, no gesture recognizers, or no controller", "没有子视图、没有手势、没有控制器"),
      ], answer: "A",
      L(
        "Rule (Apple's hitTest docs): hitTest ignores views that are hidden, have user interaction disabled, or have an alpha less than 0.01 — and returns before looking at subviews, so the whole subtree is excluded.",
        "规则（苹果 hitTest 文档）：隐藏（isHidden 为 true）、关闭了用户交互（isUserInteractionEnabled 为 false）或 alpha 小于 0.01 的视图会被忽略，而且在遍历子视图之前就返回 nil，所以整棵子树都收不到事件。"
      )),
    Concept(
      "imageview-default", .yesno,
      L(
        "Is isUserInteractionEnabled false by default on a UIImageView?",
        "UIImageView 的 isUserInteractionEnabled 默认是 false 吗？"),
      answer: "yes",
      L(
        "Rule: UIImageView (and UILabel) default to isUserInteractionEnabled = false, so they and all their subviews get no touches until you turn it on.",
        "规则：UIImageView（以及 UILabel）的 isUserInteractionEnabled 默认是 false，所以它和它的所有子视图默认都收不到触摸事件，要手动打开。")),
    Concept(
      "button-in-imageview", .yesno, level: 2,
      L(
        "A UIButton is added as a subview of a UIImageView, all defaults unchanged. Does tapping the button work?",
        "把一个 UIButton 加到 UIImageView 上，其他属性都是默认值。点击按钮有反应吗？"),
      answer: "no",
      L(
        "Rule: the image view refuses the touch (interaction is off by default) before it asks its subviews, so the button is never hit-tested. Set imageView.isUserInteractionEnabled = true.",
        "规则：UIImageView 默认 isUserInteractionEnabled = false，它在询问子视图之前就返回 nil，按钮根本轮不到 hitTest。需要设置 imageView.isUserInteractionEnabled = true。"
      )),
    .choice(
      "subview-order",
      L("In which order does hitTest visit a view's subviews?", "hitTest 按什么顺序遍历子视图？"),
      [
        L("From the last (frontmost) to the first", "从后往前：最后添加的（最上层的）先"),
        L("From the first to the last", "从前往后：最先添加的先"),
        L("By layer.zPosition, highest first", "按 layer.zPosition 从大到小"),
        L("By area, smallest first", "按面积从小到大"),
      ], answer: "A",
      L(
        "Rule: subviews are visited from the end of the subviews array (drawn on top) to the start; the first non-nil result wins. Sibling order decides, not zPosition.",
        "规则：从 subviews 数组末尾（显示在最上面的）向前遍历，第一个返回非 nil 的结果胜出。决定顺序的是兄弟视图的顺序，而不是 zPosition。")),
    Concept(
      "outside-superview", .yesno, level: 2,
      L(
        "A subview sticks out of its superview (clipsToBounds is false, so you can see it). Does a tap on the part outside the superview reach the subview?",
        "子视图超出了父视图的范围（clipsToBounds 为 false，所以能看到）。点击超出父视图的那部分，子视图能收到事件吗？"),
      answer: "no",
      L(
        "Rule: the superview's point(inside:) is false there, so its hitTest returns nil before asking any subview. Fix it by overriding the superview's hitTest or point(inside:).",
        "规则：在那里父视图的 point(inside:) 返回 false，它的 hitTest 在询问子视图之前就返回 nil。解决办法是重写父视图的 hitTest 或 point(inside:with:)（OC 里是 pointInside:withEvent:）。"
      )),
    Concept(
      "clips-and-hits", .yesno, level: 2,
      L(
        "Does hitTest find the same view whether clipsToBounds is on or off?",
        "无论 clipsToBounds 开还是关，hitTest 找到的都是同一个视图吗？"),
      answer: "yes",
      L(
        "Rule: clipsToBounds only affects drawing. Hit-testing already stops at the superview's bounds through point(inside:).",
        "规则：clipsToBounds 只影响绘制。hitTest 本来就会通过父视图的 point(inside:) 把点击限制在父视图的 bounds 之内。")),
    Concept(
      "alpha-threshold", .number,
      L(
        "Below which alpha value does hitTest ignore a view? Answer a number.",
        "alpha 小于多少时 hitTest 会忽略这个视图？写一个数字。"),
      answer: "0.01",
      L(
        "Rule (Apple's docs): views with an alpha level less than 0.01 are ignored. Many notes write `alpha <= 0.01`; Apple says `< 0.01`.",
        "规则（苹果文档）：alpha 小于 0.01 的视图会被忽略。很多笔记写的是 alpha <= 0.01，苹果文档的说法是 < 0.01。")),
    Concept(
      "alpha-exactly-001", .yesno, level: 3,
      L("view.alpha = 0.01. Can the view receive touches?", "设置 view.alpha = 0.01，这个视图还能接收触摸吗？"),
      answer: "no",
      L(
        "Rule: Apple's rule is alpha less than 0.01, and devices refuse alpha 0.01 too. The usual explanation (observed, not documented): alpha is kept as the layer's Float opacity, and Float(0.01) is 0.0099999998 — less than 0.01. So `< 0.01` and the notes' `<= 0.01` agree here; a stored 0.011 is already hittable.",
        "规则：苹果的规则是 alpha 小于 0.01，真机上 alpha = 0.01 也收不到触摸。常见解释来自实测而非文档：alpha 存成图层的 Float 类型 opacity，Float(0.01) 实际是 0.0099999998，小于 0.01。所以苹果的 < 0.01 和笔记里的 <= 0.01 在这里结论相同；存成 0.011 就已经能点到了。"
      )),
    .choice(
      "pointinside-space",
      L(
        "In point(inside:with:), the point is expressed in…",
        "point(inside:with:)（OC 里是 pointInside:withEvent:）的 point 参数是哪个坐标系的点？"),
      [
        L("the receiver's own coordinate space (its bounds)", "接收者（被询问的视图）自己的坐标系（bounds）"),
        L("window coordinates", "window 坐标系"),
        L("the superview's coordinates", "父视图坐标系"),
        L("screen coordinates", "屏幕坐标系"),
      ], answer: "A",
      L(
        "Rule: hitTest converts the point into each subview (convert(_:to:)) before asking it, so point(inside:) tests the point against its own bounds.",
        "规则：hitTest 在询问子视图前会用 convert(_:to:) 把点转换到子视图坐标系，所以 point(inside:) 是拿这个点和自己的 bounds 比较。")),
    .choice(
      "bigger-touch-area", level: 2,
      L(
        "A 20×20 close button is hard to tap. How do you enlarge its touch area without changing how it looks?",
        "一个 20×20 的关闭按钮很难点中。怎样在不改变外观的前提下扩大它的点击区域？"),
      [
        L(
          "Override point(inside:with:) to test bounds.insetBy(dx: -10, dy: -10)",
          "重写 point(inside:with:)，判断 bounds.insetBy(dx: -10, dy: -10)"),
        L("Set clipsToBounds = false", "设置 clipsToBounds = false"),
        L("Set its layer.zPosition higher", "调大 layer.zPosition"),
        L("Override touchesBegan in its superview", "在父视图里重写 touchesBegan"),
      ], answer: "A",
      L(
        "Rule: hitTest asks point(inside:); answering true for a larger rect makes the button win taps near it — as long as the superview's own bounds contain the point too.",
        "规则：hitTest 依靠 point(inside:) 判断，让它对更大的矩形返回 true，按钮附近的点击也会落到按钮上——前提是这个点仍在父视图的范围内。")),
    .choice(
      "pass-through-overlay", level: 3,
      L(
        "A transparent overlay must let taps through to the views behind it, but its own buttons must still work. What do you do?",
        "一个透明覆盖层要让点击穿透到下面的视图，但覆盖层上的按钮仍要能点。怎么做？"),
      [
        L(
          "Override its hitTest: call super, return nil when the result is the overlay itself",
          "重写覆盖层的 hitTest：调用 super，结果是覆盖层自己时返回 nil"),
        L("Set the overlay's isUserInteractionEnabled = false", "设置覆盖层的 isUserInteractionEnabled = false"),
        L("Set the overlay's alpha to 0", "把覆盖层的 alpha 设为 0"),
        L("Set the overlay's isHidden = true", "设置覆盖层的 isHidden = true"),
      ], answer: "A",
      L(
        "Rule: turning interaction off, hiding or alpha < 0.01 excludes the whole subtree, buttons included. Returning nil only where hitTest would return the overlay itself lets the siblings behind be tried next.",
        "规则：关闭交互、隐藏或 alpha < 0.01 会排除整棵子树，按钮也点不了。只在 hitTest 结果是覆盖层自己时返回 nil，父视图就会继续去问它后面的兄弟视图（事件穿透）。")),
    Concept(
      "disabled-parent", .yesno,
      L(
        "A superview has isUserInteractionEnabled = false. Can its subview receive touches?",
        "父视图的 isUserInteractionEnabled 为 false，它的子视图还能接收触摸吗？"),
      answer: "no",
      L(
        "Rule: if the parent cannot receive touches, no child can — the parent's hitTest returns nil before visiting subviews.",
        "规则：父视图不能接收触摸事件，子视图就不可能接收到——父视图的 hitTest 在遍历子视图之前就返回了 nil。")),
    Concept(
      "zposition-hit", .yesno, level: 3,
      L(
        "Two overlapping sibling views: does giving the first-added one a higher layer.zPosition make it win the tap?",
        "两个重叠的兄弟视图：把先添加的那个 layer.zPosition 调高，它就能抢到点击吗？"),
      answer: "no",
      L(
        "Rule: zPosition changes drawing order only; hitTest still visits subviews from the end of the array. Use bringSubviewToFront to change both.",
        "规则：zPosition 只改变绘制顺序，hitTest 仍按 subviews 数组从后往前遍历。用 bringSubviewToFront 才能同时改变两者。")),
    .choice(
      "round-button", level: 2,
      L(
        "Only the inscribed circle of a square button should respond to taps. Which override?",
        "一个方形按钮只有内切圆区域响应点击，应该重写什么？"),
      [
        L(
          "point(inside:with:): true when the distance to the centre is at most the radius",
          "point(inside:with:)：点到圆心的距离不超过半径时返回 true"),
        L("touchesBegan: ignore touches in the corners", "touchesBegan：忽略四角的触摸"),
        L("layer.cornerRadius with masksToBounds", "设置 layer.cornerRadius 和 masksToBounds"),
        L("draw(_:): draw a circle", "draw(_:)：画一个圆"),
      ], answer: "A",
      L(
        "Rule: hitTest asks point(inside:) whether the point is on the view; a circular test there makes the corners fall through. cornerRadius only changes drawing.",
        "规则：hitTest 通过 point(inside:) 判断点是否在视图上，在那里做圆形判断，四角的点击就会落到后面的视图。cornerRadius 只影响显示。")),
    Concept(
      "alpha-just-above", .yesno, level: 3,
      L(
        "view.alpha = 0.011, almost invisible. Can the view still receive touches?",
        "设置 view.alpha = 0.011，几乎看不见了。这个视图还能接收触摸吗？"),
      answer: "yes",
      L(
        "Rule (Apple's hitTest docs): only views with an alpha less than 0.01 are ignored. 0.011 is stored as 0.010999999, not less than 0.01, so the view is hit and blocks what is behind it. Notes that say anything below 0.02 is ignored are wrong.",
        "规则（苹果 hitTest 文档）：只有 alpha 小于 0.01 的视图才会被忽略。0.011 存成 0.010999999，不小于 0.01，所以视图照样被点中，还会挡住它后面的视图。说“0.02 以下都会被忽略”的说法是错的。"
      )),
    Concept(
      "round-button-pointinside-only", .yesno, level: 2,
      L(
        "For a round button, is overriding point(inside:with:) alone enough, without overriding hitTest(_:with:)?",
        "做圆形按钮时，只重写 point(inside:with:)、不重写 hitTest(_:with:)，就够了吗？"),
      answer: "yes",
      L(
        "Rule: UIKit's own hitTest asks point(inside:with:) before visiting subviews, so a circular point(inside:) is all it takes; the three gates and the back-to-front order stay exactly as UIKit implements them. Notes that re-implement the whole hitTest for this only add places to get it wrong.",
        "规则：UIKit 自己的 hitTest 在遍历子视图之前就会调用 point(inside:with:)，所以只要在 point(inside:) 里做圆形判断就够了，三道关卡和从后往前的遍历顺序都原样保留。笔记里为此把整个 hitTest 重写一遍，只会多出写错的机会。"
      )),
    Concept(
      "enabled-vs-interaction", .yesno, level: 2,
      L(
        "Does setting a UIButton's isEnabled = false also set its isUserInteractionEnabled to false?",
        "把 UIButton 的 isEnabled 设为 false，会同时把它的 isUserInteractionEnabled 变成 false 吗？"),
      answer: "no",
      L(
        "Rule: they are separate properties. isEnabled (UIControl) puts the control in the disabled state, and a disabled control ignores touch events; isUserInteractionEnabled (UIView) stays true. In ViewLab a disabled control's hitTest returns nil, so the touch goes to the view behind it or its superview.",
        "规则：这是两个独立的属性。isEnabled（UIControl）让控件进入 disabled 状态，禁用的控件会忽略触摸事件；isUserInteractionEnabled（UIView）仍然是 true。在 ViewLab 里，禁用控件的 hitTest 返回 nil，触摸会交给它后面的视图或父视图。"
      )),
  ]
}
