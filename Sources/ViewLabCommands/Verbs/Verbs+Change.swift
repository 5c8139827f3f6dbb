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
      uikit: "NAME.frame = CGRect(x: X, y: Y, width: W, height: H)",
      example: "frame red 20 40 200 100",
      make: { a in .frame(a.name("NAME")!, a.rectEdit) }),
    Verb(
      "bounds", .change,
      forms: [
        [.name("NAME"), .rect], [.name("NAME"), .word("origin"), .point],
        [.name("NAME"), .word("size"), .size(positive: false)],
      ],
      summary: "set the bounds, in the view's own coordinates (origin shifts the content)",
      uikit: "NAME.bounds = CGRect(x: X, y: Y, width: W, height: H)",
      example: "bounds red origin 0 30",
      make: { a in .bounds(a.name("NAME")!, a.rectEdit) }),
    Verb(
      "center", .change, forms: [[.name("NAME"), .point]],
      summary: "set the center (the same value as layer.position)",
      uikit: "NAME.center = CGPoint(x: X, y: Y)",
      example: "center red 120 90",
      make: { a in .center(a.name("NAME")!, a.point!) }),
    Verb(
      "position", .change, forms: [[.name("NAME"), .point]],
      summary: "set layer.position",
      uikit: "NAME.layer.position = CGPoint(x: X, y: Y)",
      example: "position red 120 90",
      make: { a in .position(a.name("NAME")!, a.point!) }),
    Verb(
      "anchor", .change, forms: [[.name("NAME"), .point]],
      summary: "set layer.anchorPoint (position stays, so the view moves)",
      uikit: "NAME.layer.anchorPoint = CGPoint(x: X, y: Y)",
      example: "anchor red 0 0",
      make: { a in .anchor(a.name("NAME")!, a.point!) }),
    Verb(
      "transform", .change,
      forms: [[.name("NAME"), .word("identity")], [.name("NAME"), .oneOrMore(transformOps)]],
      summary: "set the transform; later OPs modify the first, as .rotated(by:)/.scaledBy/.translatedBy do",
      uikit: "NAME.transform = CGAffineTransform(rotationAngle: .pi / 4)",
      example: "transform red rotate 45",
      make: { a in .transform(a.name("NAME")!, a.repeats.map(transformOp)) }),
    Verb(
      "hide", .change, forms: [[.name("NAME")]],
      summary: "hide the view",
      uikit: "NAME.isHidden = true",
      example: "hide red",
      make: { a in .hidden(a.name("NAME")!, true) }),
    Verb(
      "show", aliases: ["unhide"], .change, forms: [[.name("NAME")]],
      summary: "unhide the view",
      uikit: "NAME.isHidden = false",
      example: "show red",
      make: { a in .hidden(a.name("NAME")!, false) }),
    Verb(
      "alpha", .change, forms: [[.name("NAME"), .number("VALUE")]],
      summary: "set alpha (stored as a Float, like layer.opacity)",
      uikit: "NAME.alpha = VALUE",
      example: "alpha red 0.01",
      make: { a in .alpha(a.name("NAME")!, a.number("VALUE")!) }),
    Verb(
      "interaction", .change, forms: [[.name("NAME"), .onOff]],
      summary: "turn isUserInteractionEnabled on or off",
      uikit: "NAME.isUserInteractionEnabled = false",
      example: "interaction red off",
      make: { a in .interaction(a.name("NAME")!, a.bool("on|off")!) }),
    Verb(
      "clip", .change, forms: [[.name("NAME"), .onOff]],
      summary: "turn clipsToBounds on or off",
      uikit: "NAME.clipsToBounds = true",
      example: "clip red on",
      make: { a in .clip(a.name("NAME")!, a.bool("on|off")!) }),
  ]
}
