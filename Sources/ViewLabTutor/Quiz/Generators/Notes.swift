/// The rule each generated question turns on, in both languages (docs/UIKIT-RULES.md states each one).
enum Notes {
  static let centerIsMidpoint = Localized(
    "center is layer.position; with the default anchorPoint (0.5, 0.5) and a transform without translation (rotations and scales keep it) it is the frame's midpoint.",
    "center 就是 layer.position；anchorPoint 为默认的 (0.5, 0.5)、transform 不含平移时（旋转、缩放都不影响），它就是 frame 的中点。")
  static let centerSetsFrame = Localized(
    "Setting center moves the view: frame.origin = center − anchorPoint × bounds.size; the size stays.",
    "设置 center 会移动视图：frame.origin = center − anchorPoint × bounds.size，尺寸不变。")
  static let boundsSizeKeepsPosition = Localized(
    "Changing bounds.size keeps layer.position, so the view grows or shrinks about its anchor point; frame.size equals the new size only without a transform.",
    "修改 bounds.size 时 layer.position 不变，视图以 anchorPoint 为基准放大或缩小；只有没有 transform 时，frame.size 才等于新的 size。")
  static let frameMovesPosition = Localized(
    "With the identity transform, setting frame sets position = frame.origin + anchorPoint × frame.size and bounds.size = frame.size; bounds.origin stays. (Apple calls frame undefined under any other transform.)",
    "transform 为 identity 时，设置 frame 等于设置 position = frame.origin + anchorPoint × frame.size 和 bounds.size = frame.size；bounds.origin 不变。（transform 不是 identity 时，苹果文档称 frame 未定义。）"
  )
  static let anchorKeepsPosition = Localized(
    "Changing anchorPoint keeps position, so the view moves: frame.origin = position − anchorPoint × bounds.size. To keep it in place, add (newAnchor − oldAnchor) × bounds.size to position.",
    "修改 anchorPoint 时 position 不变，所以视图会移动：frame.origin = position − anchorPoint × bounds.size。想让它不动，要给 position 加上 (新锚点 − 旧锚点) × bounds.size。"
  )
  static let frameFromPosition = Localized(
    "frame.origin = position − anchorPoint × bounds.size: position is where the anchor point sits in the superview.",
    "frame.origin = position − anchorPoint × bounds.size：position 是 anchorPoint 在父视图坐标系中的位置。")
  static let boundsOriginShiftsContent = Localized(
    "Changing bounds.origin moves no pixel of the view itself; it shifts its content — every subview — by −origin. The subview's own frame does not change.",
    "修改 bounds.origin 不会移动视图本身，而是把内容（所有子视图）平移 −origin；子视图自己的 frame 不变。")
  static let transformedFrame = Localized(
    "With a transform, frame is the bounding box of the bounds' corners mapped about the anchor point (Apple calls it undefined); center and bounds do not change.",
    "有 transform 时，frame 是 bounds 四个角绕 anchorPoint 变换后的外接矩形（苹果文档称其未定义）；center 和 bounds 不变。")
  static let transformAboutAnchor = Localized(
    "A transform applies about the anchor point: each corner maps to position + T·(corner − anchorPoint × size).",
    "transform 以 anchorPoint 为中心作用：每个角映射到 position + T·(corner − anchorPoint × size)。")
  static let translateKeepsCenter = Localized(
    "A translate transform moves what you see (the frame) but not center: center is layer.position, which the transform leaves alone.",
    "平移 transform 会改变看到的位置（frame），但不改变 center：center 是 layer.position，transform 不会修改它。")
  static let convertUpDown = Localized(
    "convert goes up to the common ancestor, then down: to the superview p′ = position + T·(p − bounds.origin − anchorPoint × size), and the inverse on the way down.",
    "convert 先向上走到共同祖先，再向下：到父视图 p′ = position + T·(p − bounds.origin − anchorPoint × size)，向下时用逆变换。")
  static let hitTestOrder = Localized(
    "hitTest: return nil if hidden, interaction off or alpha < 0.01; nil if point(inside:) is false; then subviews from front (last) to back; the first non-nil wins, else the view itself.",
    "hitTest：isHidden 为 true、isUserInteractionEnabled 为 false 或 alpha < 0.01 时返回 nil；point(inside:) 为 false 时返回 nil；然后从后往前（最后添加的先）遍历子视图，第一个非 nil 的结果胜出，否则返回自己。"
  )
  static let responderNext = Localized(
    "next: a view → its controller if it is the controller's root view, else its superview; a controller → its view's superview (a presented one → the controller that presented it); window → UIApplication → AppDelegate.",
    "next：视图 → 若是控制器的根视图则为该控制器，否则为父视图；控制器 → 它的根视图的父视图（被 present 的控制器则是 present 它的控制器）；window → UIApplication → AppDelegate。"
  )
  static let touchesForwarding = Localized(
    "touchesBegan's default forwards to next; an override that calls super forwards too (so both handle it); an override without super stops there. Unhandled, the touch is dropped silently.",
    "touchesBegan 默认实现会转发给 next；重写并调用 super 也会继续转发（两者都处理）；重写但不调 super 就到此为止。没人处理的事件会被静默丢弃。")
  static let recognizersFirst = Localized(
    "Gesture recognizers on the touched view and its ancestors see the touch before the view. A recognized tap (cancelsTouchesInView, default true) cancels the view's touch: touchesCancelled instead of touchesEnded.",
    "触摸所在视图及其祖先视图上的手势识别器先于视图看到触摸。点击识别成功（cancelsTouchesInView 默认 true）会取消视图的触摸：收到 touchesCancelled 而不是 touchesEnded。"
  )
  static let cancelsTouches = Localized(
    "cancelsTouchesInView false: the recognizer still recognizes, and the view still gets every phase, ended included.",
    "cancelsTouchesInView 为 false：识别器照样识别，视图也照样收到每个阶段，包括 ended。")
  static let delaysTouches = Localized(
    "delaysTouchesBegan (default false) holds began back until the recognizer fails — if it recognizes, the view gets nothing. delaysTouchesEnded (default true) holds ended until it decides; a tap recognizes as the finger lifts, so turning it off does not save ended.",
    "delaysTouchesBegan（默认 false）在识别器失败前扣住 began——识别成功的话视图什么都收不到。delaysTouchesEnded（默认 true）扣住 ended 直到识别器有结论；点击在手指抬起时就识别，所以关掉它也救不回 ended。"
  )
  static let deeperFirst = Localized(
    "When recognizers on a view and on its ancestor both could recognize, the deeper one goes first and forces the other to fail (unless simultaneous recognition is allowed).",
    "视图和祖先视图上的识别器都能识别时，更深的先识别，并迫使另一个失败（除非允许同时识别）。")
  static let requireToFail = Localized(
    "require(toFail:): the recognizer waits until the other has failed. A single tap that requires a double tap to fail recognizes only after the double tap gives up — not when the finger lifts.",
    "require(toFail:)：识别器要等另一个失败后才能识别。要求双击失败的单击，只有在双击放弃之后才识别——而不是手指抬起时。")
  static let controlVeto = Localized(
    "UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl refuse another view's one-tap tap recognizer (gestureRecognizerShouldBegin): it fails and the control gets its whole touch and fires its action. A recognizer on the control itself is not refused.",
    "UIButton、UISwitch、UIStepper、UISegmentedControl、UIPageControl 会拒绝其他视图上的单击识别器（gestureRecognizerShouldBegin）：识别器失败，控件拿到完整的触摸并触发 action。挂在控件自己身上的识别器不会被拒绝。"
  )
  static let customControl = Localized(
    "A custom UIControl subclass has no veto: a parent's tap recognizes and cancels the control's touch (touchCancel, no touchUpInside) unless its cancelsTouchesInView is false.",
    "自定义 UIControl 子类没有否决权：父视图的点击识别成功并取消控件的触摸（touchCancel，没有 touchUpInside），除非它的 cancelsTouchesInView 为 false。"
  )
}
