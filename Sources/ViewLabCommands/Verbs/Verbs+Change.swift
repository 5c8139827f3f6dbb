extension Verbs {
  /// Changing a view.
  static let change: [Verb] = [
    Verb(
      "frame", .change,
      forms: [
        [.name("NAME"), .rect], [.name("NAME"), .word("origin"), .point],
        [.name("NAME"), .word("size"), .size(positive: false)],
      ],
      summary: "set the frame, in the superview's coordinates",
      zh: "设置 frame（父视图坐标系）",
      uikit: "NAME.frame = CGRect(x: X, y: Y, width: W, height: H)",
      example: "frame red 20 40 200 100",
      make: { a in .edit(.frame(a.name("NAME")!, a.rectEdit)) }),
    Verb(
      "bounds", .change,
      forms: [
        [.name("NAME"), .rect], [.name("NAME"), .word("origin"), .point],
        [.name("NAME"), .word("size"), .size(positive: false)],
      ],
      summary: "set the bounds, in the view's own coordinates (origin shifts the content)",
      zh: "设置 bounds（视图自身坐标系；origin 会让内容平移）",
      uikit: "NAME.bounds = CGRect(x: X, y: Y, width: W, height: H)",
      example: "bounds red origin 0 30",
      make: { a in .edit(.bounds(a.name("NAME")!, a.rectEdit)) }),
    Verb(
      "center", .change, forms: [[.name("NAME"), .point]],
      summary: "set the center (the same value as layer.position)",
      zh: "设置 center（与 layer.position 是同一个值）",
      uikit: "NAME.center = CGPoint(x: X, y: Y)",
      example: "center red 120 90",
      make: { a in .edit(.center(a.name("NAME")!, a.point!)) }),
    Verb(
      "position", .change, forms: [[.name("NAME"), .point]],
      summary: "set layer.position",
      zh: "设置 layer.position",
      uikit: "NAME.layer.position = CGPoint(x: X, y: Y)",
      example: "position red 120 90",
      make: { a in .edit(.position(a.name("NAME")!, a.point!)) }),
    Verb(
      "anchor", .change, forms: [[.name("NAME"), .point]],
      summary: "set layer.anchorPoint (position stays, so the view moves)",
      zh: "设置 layer.anchorPoint（锚点变了而 position 不变，所以视图会在屏幕上移动）",
      uikit: "NAME.layer.anchorPoint = CGPoint(x: X, y: Y)",
      example: "anchor red 0 0",
      make: { a in .edit(.anchor(a.name("NAME")!, a.point!)) }),
    Verb(
      "transform", .change,
      forms: [[.name("NAME"), .word("identity")], [.name("NAME"), .oneOrMore(transformOps)]],
      summary: "set the transform; later OPs modify the first, as .rotated(by:)/.scaledBy/.translatedBy do",
      zh: "设置 transform；后面的每个 OP 都在前面的结果上继续修改，和 .rotated(by:)/.scaledBy/.translatedBy 一样",
      uikit: "NAME.transform = CGAffineTransform(rotationAngle: .pi / 4)",
      example: "transform red rotate 45",
      make: { a in .edit(.transform(a.name("NAME")!, a.repeats.map(transformOp))) }),
    Verb(
      "hide", .change, forms: [[.name("NAME")]],
      summary: "hide the view",
      zh: "隐藏视图",
      uikit: "NAME.isHidden = true",
      example: "hide red",
      make: { a in .edit(.hidden(a.name("NAME")!, true)) }),
    Verb(
      "show", aliases: ["unhide"], .change, forms: [[.name("NAME")]],
      summary: "unhide the view",
      zh: "取消隐藏视图",
      uikit: "NAME.isHidden = false",
      example: "show red",
      make: { a in .edit(.hidden(a.name("NAME")!, false)) }),
    Verb(
      "alpha", .change, forms: [[.name("NAME"), .number("VALUE")]],
      summary: "set alpha (stored as a Float, like layer.opacity)",
      zh: "设置 alpha（和 layer.opacity 一样以 Float 存储）",
      uikit: "NAME.alpha = VALUE",
      example: "alpha red 0.01",
      make: { a in .edit(.alpha(a.name("NAME")!, a.number("VALUE")!)) }),
  ]
}
