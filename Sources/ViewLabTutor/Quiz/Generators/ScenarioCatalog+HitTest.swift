/// Scenarios decided by hit-testing: which view a touch is delivered to.
extension RealAppScenario {
  static let hitTests: [RealAppScenario] = [
    outsideParent, nestedButtons, labelWithImage, faintOverlay, overlayWindow,
  ]

  static let whichView = Localized(
    " Which view is the touch delivered to (the hit-test view)?", "这次触摸交给哪个视图（hitTest 的结果）？")

  /// Interaction beyond the bounds of a UIView: a button hanging out of its parent gets no touches there.
  static let outsideParent = RealAppScenario(
    slug: "outside-parent",
    source: "https://tutel.me/c/programming/questions/5432995/interaction+beyond+bounds+of+uiview",
    level: 2
  ) { rng in
    let (cx, cy) = (rng.int(in: 2...8) * 10, rng.int(in: 16...30) * 10)
    let bx = rng.int(in: 2...12) * 10
    let button = rng.pick(["close", "badge", "edit"])
    let lines = [
      "add screen 0 0 375 667", "add card \(cx) \(cy) 240 160 to screen",
      "add \(button) UIButton \(bx) -20 60 40 to card",
    ]
    let (x, y) = (cx + bx + 30, cy - 10)
    return ScenarioBuild(
      broken: lines, fixed: lines + ["redirect card to \(button)"], query: "tap \(x) \(y)", field: "hit",
      kind: .hit,
      story: Localized(
        "After a layout change, the button \(button) hangs half out of the top of its parent, card (clipsToBounds is off, so it is drawn).",
        "布局调整之后，按钮 \(button) 有一半伸出了父视图 card 的上边缘（clipsToBounds 没开，所以照样画得出来）。"),
      fix: Localized(
        "card overrides hitTest(_:with:) to return \(button) when the point is inside it.",
        "card 重写 hitTest(_:with:)，点落在 \(button) 里时直接返回 \(button)。"),
      ask: Localized(
        "A tap at (\(x), \(y)) in window coordinates, on the part of \(button) above card." + whichView.en,
        "在 window 坐标 (\(x), \(y)) 点一下，正好点在 \(button) 伸出 card 的那一半上。" + whichView.zh),
      why: Localized(
        "hitTest goes down the tree and asks each view point(inside:) first: the point is outside card's bounds, so card answers nil without looking at its subviews, however visible \(button) is.",
        "hitTest 自上而下遍历，每一层先问 point(inside:)：这个点不在 card 的 bounds 里，card 直接返回 nil，根本不会去看它的子视图，\(button) 画得再清楚也没用。"
      ),
      fixedWhy: Localized(
        "card's hitTest override no longer stops at its own bounds: the point is inside \(button), so card returns \(button) and the touch is delivered to it.",
        "card 重写的 hitTest 不再被自己的 bounds 卡住：点落在 \(button) 里，card 直接返回 \(button)，触摸就交给了它。"))
  }

  /// A Chinese Q&A thread: a button inside a subview that lies outside its parent button cannot be tapped.
  static let nestedButtons = RealAppScenario(
    slug: "nested-buttons", source: "https://www.52zhanxing.com/ask/2859.html", level: 3
  ) { rng in
    let (mx, my) = (rng.int(in: 4...16) * 10, rng.int(in: 10...30) * 10)
    let base = ["add screen 0 0 375 667", "add mainButton UIButton \(mx) \(my) 100 100 to screen"]
    let broken =
      base + ["add subView 0 100 200 100 to mainButton", "add secondButton UIButton 50 0 100 100 to subView"]
    let fixed =
      base + [
        "add subView \(mx) \(my + 100) 200 100 to screen",
        "add secondButton UIButton 50 0 100 100 to subView",
      ]
    let (x, y) = (mx + 100, my + 150)
    return ScenarioBuild(
      broken: broken, fixed: fixed, query: "tap \(x) \(y)", field: "hit", kind: .hit,
      story: Localized(
        "mainButton is 100 × 100. The app adds subView at (0, 100, 200, 100) inside mainButton, just below it, and secondButton in the middle of subView.",
        "mainButton 大小是 100 × 100。代码把 subView 以 (0, 100, 200, 100) 加到 mainButton 里面，正好在它下方，再把 secondButton 放在 subView 中间。"
      ),
      fix: Localized(
        "Add subView to screen (self.view), at the same place on screen.",
        "把 subView 加到 screen（self.view）上，屏幕上的位置不变。"),
      ask: Localized(
        "A tap at (\(x), \(y)), the middle of secondButton." + whichView.en,
        "在 (\(x), \(y)) 点一下，正好是 secondButton 的中心。" + whichView.zh),
      why: Localized(
        "A parent only passes on touches inside its own bounds: the point is below mainButton's bounds, so mainButton's point(inside:) is false and hitTest never reaches subView.",
        "父视图只会把落在自己 bounds 内的触摸往下传：这个点在 mainButton 的 bounds 之外，mainButton 的 point(inside:) 返回 false，hitTest 走不到 subView。"
      ),
      fixedWhy: Localized(
        "subView is now a direct subview of screen, so hitTest no longer goes through mainButton's bounds: screen contains the point, and so does subView, which becomes the hit view.",
        "subView 现在直接挂在 screen 上，hitTest 不用再经过 mainButton 的 bounds：screen 包含这个点，subView 也包含，于是 subView 成了命中视图。"
      ))
  }

  /// An image view inside a label: the label's user interaction is off, so nothing inside it is hit.
  static let labelWithImage = RealAppScenario(
    slug: "label-with-image",
    source: "https://codedump.io/share/3GM0awJopSrt/1/ios-uiimagview-tap-gesture-not-recognised",
    level: 2
  ) { rng in
    let ly = rng.int(in: 10...50) * 10
    let lines = [
      "add screen 0 0 375 667", "add label UILabel 20 \(ly) 320 40 to screen",
      "add arrow UIImageView 270 0 40 40 to label",
      "interaction arrow on", "gesture tapArrow tap on arrow",
    ]
    let (x, y) = (20 + 290, ly + 20)
    return ScenarioBuild(
      broken: lines, fixed: lines + ["interaction label on"], query: "tap \(x) \(y)", field: "hit",
      kind: .hit,
      story: Localized(
        "A cell shows a UILabel, label, with a UIImageView, arrow, added inside it. arrow.isUserInteractionEnabled is set to true and it has a tap recognizer, tapArrow.",
        "cell 里有一个 UILabel（label），把一个 UIImageView（arrow）加在了 label 里面。arrow 已经设置了 isUserInteractionEnabled = true，还加了点击手势 tapArrow。"
      ),
      fix: Localized(
        "label.isUserInteractionEnabled = true too.", "label 也要设置 isUserInteractionEnabled = true。"),
      ask: Localized(
        "A tap at (\(x), \(y)), the middle of arrow." + whichView.en,
        "在 (\(x), \(y)) 点一下，正好点在 arrow 中间。" + whichView.zh),
      why: Localized(
        "A UILabel starts with user interaction off, and hitTest returns nil for such a view without visiting its subviews: turning it on for arrow alone is not enough.",
        "UILabel 的 isUserInteractionEnabled 默认是 false，hitTest 遇到这样的视图直接返回 nil，不会再看它的子视图；只给 arrow 打开是不够的。"),
      fixedWhy: Localized(
        "With user interaction on for label as well, hitTest goes into label and on to arrow, which contains the point and is the hit view.",
        "label 也打开了 isUserInteractionEnabled，hitTest 就能进到 label 里，再走到包含这个点的 arrow，arrow 成了命中视图。"))
  }

  /// A nearly transparent overlay meant to catch taps: below alpha 0.01 it is not hit at all.
  static let faintOverlay = RealAppScenario(
    slug: "faint-overlay",
    source:
      "https://topic.alibabacloud.com/a/the-font-colorredalphafont-and-hidden-properties-of-the-uiview_8_8_31463674.html",
    level: 1
  ) { rng in
    let overlay = rng.pick(["shield", "catcher", "mask"])
    let (bx, by) = (rng.int(in: 4...20) * 10, rng.int(in: 20...50) * 10)
    let base = [
      "add screen 0 0 375 667", "add buy UIButton \(bx) \(by) 120 40 to screen",
      "add \(overlay) 0 0 375 667 to screen",
    ]
    let (x, y) = (bx + 60, by + 20)
    return ScenarioBuild(
      broken: base + ["alpha \(overlay) 0.005"], fixed: base, query: "tap \(x) \(y)", field: "hit",
      kind: .hit,
      story: Localized(
        "To block taps while a request runs, the app covers the screen with \(overlay), made invisible with alpha = 0.005.",
        "为了在请求过程中挡住点击，App 用 \(overlay) 盖住整个屏幕，并把 alpha 设成 0.005 让它看不见。"),
      fix: Localized(
        "Keep \(overlay).alpha at 1 and give it a clear background color instead.",
        "\(overlay) 的 alpha 保持 1，改用透明背景色（backgroundColor = .clear）。"),
      ask: Localized(
        "A tap at (\(x), \(y)), on buy." + whichView.en, "在 (\(x), \(y)) 点一下，正好点在 buy 上。" + whichView.zh),
      why: Localized(
        "hitTest ignores a view whose alpha is below 0.01, exactly as if it were hidden, so the touch falls through to what is behind; a clear background changes nothing for hit-testing.",
        "hitTest 会忽略 alpha 小于 0.01 的视图，效果和 hidden 一样，触摸直接穿透到后面的视图；背景色透明则完全不影响 hitTest。"),
      fixedWhy: Localized(
        "At alpha 1 hitTest no longer skips \(overlay) (a clear background color does not matter to hitTest), so \(overlay), in front and containing the point, is the hit view.",
        "alpha 为 1 时 hitTest 不会再跳过 \(overlay)（背景色透明对 hitTest 没有影响），它在最前面又包含这个点，于是成了命中视图。"))
  }

  /// DKCamera: a full-screen overlay with buttons of its own breaks the camera's buttons behind it.
  static let overlayWindow = RealAppScenario(
    slug: "overlay-passthrough", source: "https://github.com/zhangao0086/DKCamera/issues/9", level: 1
  ) { rng in
    let (sx, sy) = (rng.int(in: 12...22) * 10, rng.int(in: 52...58) * 10)
    let mine = rng.pick(["filters", "grid", "timer"])
    let lines = [
      "add screen 0 0 375 667", "add shutter UIButton \(sx) \(sy) 80 60 to screen",
      "add overlay 0 0 375 667 to screen",
      "add \(mine) UIButton 20 40 80 40 to overlay",
    ]
    let (x, y) = (sx + 40, sy + 30)
    return ScenarioBuild(
      broken: lines, fixed: lines + ["passthrough overlay on"], query: "tap \(x) \(y)", field: "hit",
      kind: .hit,
      story: Localized(
        "A camera screen gets a custom overlay covering the whole screen, with a button of its own, \(mine). The camera's shutter button lies behind the overlay.",
        "相机页面上盖了一个全屏的自定义 overlay，上面有自己的按钮 \(mine)；相机的快门按钮 shutter 在 overlay 后面。"),
      fix: Localized(
        "overlay overrides hitTest(_:with:) to return nil where it would return itself.",
        "overlay 重写 hitTest(_:with:)，结果是它自己时返回 nil。"),
      ask: Localized(
        "A tap at (\(x), \(y)), on shutter." + whichView.en,
        "在 (\(x), \(y)) 点一下，正好点在 shutter 上。" + whichView.zh),
      why: Localized(
        "hitTest visits subviews front to back: overlay is in front and contains the point, and none of its subviews does, so overlay itself is the hit view unless its hitTest gives the point up (returns nil), letting the search go on to shutter.",
        "hitTest 从前往后遍历子视图：overlay 在最前面且包含这个点，它的子视图都不包含，于是 overlay 自己成了命中视图；除非它的 hitTest 放弃这个点（返回 nil），查找才会继续走到 shutter。"
      ),
      fixedWhy: Localized(
        "overlay's hitTest now returns nil where it would have returned itself, so the search goes on to the views behind it: the one under the point gets the touch.",
        "overlay 的 hitTest 在结果是自己时改成返回 nil，查找就会继续走到它后面的视图，点下面的那个视图拿到触摸。"))
  }
}
