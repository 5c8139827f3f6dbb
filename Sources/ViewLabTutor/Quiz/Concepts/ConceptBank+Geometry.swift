extension ConceptBank {
  /// frame, bounds, center, anchorPoint, transforms.
  static let geometry: [Concept] = [
    .choice(
      "frame-vs-bounds",
      L("In which coordinate spaces are frame and bounds expressed?", "frame 和 bounds 分别以哪个坐标系为参照？"),
      [
        L("frame: the superview's; bounds: the view's own", "frame：父视图坐标系；bounds：自身坐标系"),
        L("frame: the view's own; bounds: the superview's", "frame：自身坐标系；bounds：父视图坐标系"),
        L("Both: the window's", "两者都是 window 坐标系"),
        L("Both: the screen's", "两者都是屏幕坐标系"),
      ], answer: "A",
      L(
        "Rule: frame places the view in its superview; bounds is the view's own coordinate space (origin usually (0, 0), size the same as frame without a transform).",
        "规则：frame 描述视图在父视图中的位置；bounds 是视图自己的坐标系（origin 通常为 (0, 0)，没有 transform 时 size 与 frame 相同）。")),
    .choice(
      "bounds-origin-effect", level: 2,
      L(
        "A view's bounds.origin changes from (0, 0) to (0, 50). What moves on screen?",
        "把一个视图的 bounds.origin 从 (0, 0) 改成 (0, 50)，屏幕上什么会移动？"),
      [
        L("Its subviews move up by 50; the view itself stays", "它的子视图向上移动 50，视图本身不动"),
        L("The view moves down by 50", "视图本身向下移动 50"),
        L("The view moves up by 50", "视图本身向上移动 50"),
        L("Nothing at all", "什么都不动"),
      ], answer: "A",
      L(
        "Rule: bounds.origin is the top-left of the view's own coordinate space; content at (0, 0) now appears at (0, −50). That is exactly how UIScrollView scrolls.",
        "规则：bounds.origin 是自身坐标系左上角的坐标；原来 (0, 0) 处的内容现在显示在 (0, −50)。UIScrollView 就是这样滚动的。")),
    .choice(
      "frame-under-transform", level: 3,
      L("A view is rotated with transform. What should you trust?", "一个视图设置了旋转 transform，应该使用哪些属性？"),
      [
        L(
          "bounds and center; Apple calls frame undefined under a transform",
          "bounds 和 center；苹果文档说有 transform 时 frame 未定义"),
        L("frame, which still gives the unrotated rect", "frame，它仍是旋转前的矩形"),
        L("frame.size, which stays the same as bounds.size", "frame.size，它和 bounds.size 保持一致"),
        L("layer.anchorPoint, which becomes the frame's origin", "layer.anchorPoint，它变成 frame 的原点"),
      ], answer: "A",
      L(
        "Rule: with a non-identity transform, frame is undefined by Apple's docs (in practice the bounding box of the transformed bounds); bounds and center are unchanged and well-defined.",
        "规则：transform 不是 identity 时，苹果文档称 frame 未定义（实际是变换后 bounds 的外接矩形）；bounds 和 center 不受影响，含义明确。")),
    Concept(
      "anchor-default", .point,
      L("What is layer.anchorPoint by default? Answer x, y.", "layer.anchorPoint 的默认值是多少？按 x, y 作答。"),
      answer: "0.5, 0.5",
      L(
        "Rule: anchorPoint is in unit coordinates of bounds, (0, 0) top-left and (1, 1) bottom-right on iOS (macOS layers start at the bottom-left); the default (0.5, 0.5) is the middle.",
        "规则：anchorPoint 用 bounds 的单位坐标表示，iOS 上 (0, 0) 是左上角、(1, 1) 是右下角（macOS 的图层原点在左下角）；默认 (0.5, 0.5) 即中心。")),
    Concept(
      "anchor-moves-view", .yesno, level: 2,
      L(
        "You change a view's layer.anchorPoint and nothing else. Does the view move on screen?",
        "只修改视图的 layer.anchorPoint，视图在屏幕上会移动吗？"),
      answer: "yes",
      L(
        "Rule: changing anchorPoint keeps position, and frame.origin = position − anchorPoint × bounds.size, so the view shifts. To keep it in place (no transform), move position too: position += (newAnchor − oldAnchor) × bounds.size.",
        "规则：修改 anchorPoint 时 position 不变，而 frame.origin = position − anchorPoint × bounds.size，所以视图会移动。想保持不动（没有 transform 时），要同时调整 position：position += (新锚点 − 旧锚点) × bounds.size。"
      )),
    Concept(
      "center-formula-always", .yesno, level: 3,
      L(
        "Some notes say center = frame.origin + frame.size / 2. Is that always true?",
        "有笔记说 center = frame.origin + frame.size / 2。这个公式总是成立吗？"),
      answer: "no",
      L(
        "Rule: center is layer.position. It equals the frame's midpoint whenever the anchorPoint is the default (0.5, 0.5) and the transform has no translation (rotations and scales keep it); a translation or another anchorPoint breaks it.",
        "规则：center 就是 layer.position。只要 anchorPoint 为默认的 (0.5, 0.5)、transform 不含平移，它就等于 frame 的中点（旋转、缩放都不影响）；有平移或换了 anchorPoint 就不成立了。"
      )
    ),
    .choice(
      "bounds-size-about-center", level: 2,
      L(
        "With the default anchorPoint, you set bounds.size to a larger size. What happens?",
        "anchorPoint 为默认值时，把 bounds.size 调大，会发生什么？"),
      [
        L("The view grows about its center; center stays", "视图以中心为基准向四周变大，center 不变"),
        L("It grows to the right and down; frame.origin stays", "向右下方变大，frame.origin 不变"),
        L("Only the subviews get bigger", "只有子视图变大"),
        L("Nothing until layoutSubviews runs", "在 layoutSubviews 之前什么都不变"),
      ], answer: "A",
      L(
        "Rule: setting bounds.size keeps layer.position, so the view grows or shrinks about its anchor point — the center by default. Without a transform frame.size becomes the new size; with one, frame is the transformed bounding box.",
        "规则：修改 bounds.size 时 layer.position 不变，视图以 anchorPoint（默认是中心）为基准变大或变小。没有 transform 时 frame.size 变成同样的值；有 transform 时 frame 是变换后的外接矩形。"
      )),
    .choice(
      "position-formula",
      L("Without a transform, position.x equals…", "没有 transform 时，position.x 等于……"),
      [
        L(
          "frame.origin.x + anchorPoint.x × bounds.size.width",
          "frame.origin.x + anchorPoint.x × bounds.size.width"),
        L("frame.origin.x + bounds.size.width", "frame.origin.x + bounds.size.width"),
        L("bounds.origin.x + anchorPoint.x", "bounds.origin.x + anchorPoint.x"),
        L("frame.origin.x × anchorPoint.x", "frame.origin.x × anchorPoint.x"),
      ], answer: "A",
      L(
        "Rule: position is where the anchor point sits in the superview: position = frame.origin + anchorPoint × bounds.size.",
        "规则：position 是 anchorPoint 在父图层中的位置：position = frame.origin + anchorPoint × bounds.size。")),
    .choice(
      "content-offset",
      L("UIScrollView.contentOffset is the same value as…", "UIScrollView 的 contentOffset 等于……"),
      [
        L("bounds.origin", "bounds.origin"), L("frame.origin", "frame.origin"), L("center", "center"),
        L("contentInset", "contentInset"),
      ],
      answer: "A",
      L(
        "Rule: scrolling changes bounds.origin, which shifts every subview by −origin; contentOffset is that origin.",
        "规则：滚动就是修改 bounds.origin，所有子视图随之平移 −origin；contentOffset 就是这个 origin。")),
    Concept(
      "transform-keeps-center", .yesno, level: 2,
      L(
        "view.transform = CGAffineTransform(scaleX: 2, y: 2). Does view.center stay the same?",
        "设置 view.transform = CGAffineTransform(scaleX: 2, y: 2) 后，view.center 保持不变吗？"),
      answer: "yes",
      L(
        "Rule: a transform applies about the anchor point and changes neither bounds nor center (layer.position); only frame, the bounding box, changes.",
        "规则：transform 以 anchorPoint 为中心作用，不改变 bounds 和 center（layer.position），只有 frame（外接矩形）会变。")),
    Concept(
      "center-after-rotation", .yesno, level: 2,
      L(
        "A view keeps the default anchorPoint and is rotated by 90°. Is its center still the midpoint of the frame it reports?",
        "视图的 anchorPoint 为默认值，旋转了 90°。它的 center 还是读到的 frame 的中点吗？"),
      answer: "yes",
      L(
        "Rule: a rotation or a scale turns the view about its anchor point, here its middle, so the bounding box (frame) stays centred on center. Only a translation or a non-default anchorPoint moves center away from the frame's midpoint.",
        "规则：旋转和缩放都绕 anchorPoint（这里就是中心）进行，外接矩形（frame）仍以 center 为中心。只有平移或非默认的 anchorPoint 才会让 center 偏离 frame 的中点。"
      )),
    Concept(
      "anchor-outside-unit", .yesno, level: 2,
      L(
        "Can layer.anchorPoint be set outside 0…1, for example (0.5, 1.5)?",
        "layer.anchorPoint 能设成 0…1 以外的值吗，比如 (0.5, 1.5)？"),
      answer: "yes",
      L(
        "Rule: anchorPoint is measured in units of the bounds size and is not limited to 0…1; (0.5, 1.5) sits half a height below the view, and transforms then turn the view about that outside point. Notes that give its range as 0~1 describe the usual values, not a limit.",
        "规则：anchorPoint 以 bounds 尺寸为单位，并不限于 0…1；(0.5, 1.5) 位于视图下方半个高度处，之后的 transform 就绕这个视图外的点进行。笔记里说取值范围是 0~1，只是常用值，不是限制。"
      )),
    Concept(
      "autolayout-frame", .yesno, level: 2,
      L(
        "A view is positioned by Auto Layout constraints and you set its frame in code. Does that frame survive the next layout pass?",
        "一个视图由 Auto Layout 约束确定位置，你在代码里设置了它的 frame。这个 frame 能在下一次布局之后保留下来吗？"),
      answer: "no",
      L(
        "Rule: with constraints (translatesAutoresizingMaskIntoConstraints = false) the layout engine computes the frame and sets it at the next layout pass, overwriting the one you set. Change the constraints instead, or use transform for a temporary offset.",
        "规则：使用约束时（translatesAutoresizingMaskIntoConstraints = false），布局引擎会在下一次布局时算出 frame 并写回去，覆盖你手动设的值。应当修改约束；临时的偏移可以用 transform。"
      )),
  ]
}
