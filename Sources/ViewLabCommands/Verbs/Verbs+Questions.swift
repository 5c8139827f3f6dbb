extension Verbs {
  /// Asking questions.
  static let ask: [Verb] = [
    Verb(
      "tap", .ask, forms: [[.point]],
      summary: "hit-test a touch at a window point: the trace, the hit view and the responder chain",
      zh: "对 window 坐标系中的一点做命中测试（hitTest）：显示过程、命中的视图和响应者链",
      uikit: "window.hitTest(CGPoint(x: X, y: Y), with: event)",
      example: "tap 60 60",
      make: { a in .ask(.tap(a.point!)) }),
    Verb(
      "hittest", aliases: ["hitTest"], .ask, forms: [[.name("NAME"), .point]],
      summary: "call hitTest on one view, the point in that view's own coordinates",
      zh: "对一个视图调用 hitTest(_:with:)/hitTest:withEvent:，点用该视图自身的坐标系",
      uikit: "NAME.hitTest(CGPoint(x: X, y: Y), with: nil)",
      example: "hittest red 10 10",
      make: { a in .ask(.hitTest(a.name("NAME")!, a.point!)) }),
    Verb(
      "inside", .ask, forms: [[.name("NAME"), .point]],
      summary: "call point(inside:) on a view",
      zh: "对一个视图调用 point(inside:)/pointInside:withEvent:",
      uikit: "NAME.point(inside: CGPoint(x: X, y: Y), with: nil)",
      example: "inside red 10 10",
      make: { a in .ask(.inside(a.name("NAME")!, a.point!)) }),
    Verb(
      "convert", .ask, forms: [[.point, .word("from"), .name("A"), .word("to"), .name("B")]],
      summary: "convert a point from A's coordinates to B's",
      zh: "把一个点从 A 的坐标系转换到 B 的坐标系",
      uikit: "A.convert(CGPoint(x: X, y: Y), to: B)",
      example: "convert 10 10 from green to window",
      make: { a in .ask(.convert(a.point!, from: a.name("A")!, to: a.name("B")!)) }),
    Verb(
      "explain", .ask, forms: [[.name("NAME")]],
      summary: "every geometric property of a view, each with its derivation",
      zh: "视图的每个几何属性，以及各自的推导过程",
      uikit: "NAME.frame, .bounds, .center, .layer.position, .layer.anchorPoint, .transform",
      example: "explain red",
      make: { a in .ask(.explain(a.name("NAME")!)) }),
    Verb(
      "why", .ask, forms: [[.name("NAME"), .point]],
      summary: "why a tap at a window point does or does not reach a view",
      zh: "点击 window 坐标系中的一点，为什么能（或不能）到达某个视图",
      uikit: "window.hitTest(…) == NAME",
      example: "why green 60 60",
      make: { a in .ask(.why(a.name("NAME")!, a.point!)) }),
    Verb(
      "under", .ask, forms: [[.point]],
      summary: "every view under a window point, front to back, and whether a tap there reaches each",
      zh: "window 坐标系中一点下方的所有视图（从前往后），以及点击能否到达每一个",
      uikit: "(what is covering my button?) window.hitTest(…) for each view the point is inside",
      example: "under 60 60",
      inLesson: .query(asksTheQuestion: false),
      make: { a in .ask(.under(a.point!)) }),
    Verb(
      "tree", .ask, forms: [[]],
      summary: "the hierarchy with frames and flags",
      zh: "显示视图层级，包括每个视图的 frame 和状态",
      uikit: "window.recursiveDescription()",
      example: "tree",
      inLesson: .query(asksTheQuestion: false),
      make: { _ in .ask(.tree) }),
    Verb(
      "draw", .ask, forms: [[], [.word("all")]],
      summary:
        "the scene drawn in the terminal, cropped to its views (all: the whole window), the last tap marked",
      zh: "在终端里画出场景，裁到视图所在区域（all：整个 window），并标出上次点击",
      uikit: "(what the screen shows)",
      example: "draw",
      inLesson: .query(asksTheQuestion: false),
      make: { a in .ask(.draw(all: a.form == 1)) }),
  ]
}
