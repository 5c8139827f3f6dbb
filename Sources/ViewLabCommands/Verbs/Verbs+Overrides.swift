import ViewLabModel

extension Verbs {
  /// Overrides a subclass would write.
  static let overrides: [Verb] = [
    Verb(
      "shape", .overrides, forms: [[.name("NAME"), .keyword("SHAPE", ["circle", "rect"])]],
      summary: "point(inside:) true only within the inscribed circle (the round button), or the default",
      zh: "point(inside:)/pointInside:withEvent: 只在内切圆内为 true（圆形按钮），或恢复默认",
      uikit: "override func point(inside p: CGPoint, with e: UIEvent?) -> Bool { hypot(…) <= min(w, h) / 2 }",
      example: "shape button circle",
      make: { a in .edit(.shape(a.name("NAME")!, circle: a.word("SHAPE") == "circle")) }),
    Verb(
      "expand", .overrides, forms: [[.name("NAME"), .number("DX"), .optional(.any, [.number("DY")])]],
      summary: "point(inside:) tests bounds grown by DX, DY on each side (negative shrinks)",
      zh:
        "point(inside:)/pointInside:withEvent: 改用四周各扩大 DX、DY 的 bounds 判断（insetBy/CGRectInset 传入负值；DX、DY 为负则缩小）",
      uikit:
        "override func point(inside p: CGPoint, with e: UIEvent?) -> Bool { bounds.insetBy(dx: -DX, dy: -DY).contains(p) }",
      example: "expand button 20",
      make: { a in .edit(.expand(a.name("NAME")!, dx: a.number("DX")!, dy: a.number("DY") ?? a.number("DX")!))
      }),
    Verb(
      "passthrough", .overrides, forms: [[.name("NAME"), .onOff]],
      summary:
        "hitTest returns nil instead of the view itself: touches fall through, subviews still get theirs",
      zh: "hitTest 在本该返回视图自己时返回 nil：触摸穿透下去，子视图照常接收",
      uikit: "override func hitTest(…) -> UIView? { let v = super.hitTest(…); return v == self ? nil : v }",
      example: "passthrough overlay on",
      make: { a in .edit(.passthrough(a.name("NAME")!, a.bool("on|off")!)) }),
    Verb(
      "redirect", .overrides,
      forms: [
        [.name("NAME"), .word("to"), .name("OTHER", role: .redirectTarget)],
        [.name("NAME"), .word("off")],
      ],
      summary: "hitTest returns OTHER when the point is inside OTHER, else super",
      zh: "点在 OTHER 内时 hitTest 返回 OTHER，否则调用 super",
      uikit:
        "override func hitTest(…) -> UIView? { if other.point(inside: convert(p, to: other), with: e) { return other }; return super.hitTest(…) }",
      example: "redirect cover to button",
      make: { a in .edit(.redirect(a.name("NAME")!, to: a.name("OTHER"))) }),
    Verb(
      "touches", .overrides,
      forms: [
        [.name("NAME", role: .viewOrController), .keyword("MODE", ["handle", "super", "none"])]
      ],
      summary: "touchesBegan: overridden and stops / overridden and calls super / not overridden",
      zh: "touchesBegan：重写并到此为止 / 重写并调用 super / 不重写",
      uikit:
        "override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { super.touchesBegan(t, with: e) }",
      example: "touches red super",
      make: { a in .edit(.touches(a.name("NAME")!, TouchesOverride(rawValue: a.word("MODE")!)!)) }),
  ]
}
