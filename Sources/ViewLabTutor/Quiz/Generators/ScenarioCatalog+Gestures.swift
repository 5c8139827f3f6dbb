/// Scenarios where a gesture recognizer decides what a view or a control gets.
extension RealAppScenario {
  static let taps: [RealAppScenario] = [
    keyboardTap, alertTap, menuTap, customControl, imageViewTap, backSwipe,
  ]

  static let none = Localized(" Answer none if there are none.", "没有就写 none。")

  /// SCLAlertView-Swift: the alert's UITapGestureRecognizer steals taps from its subviews.
  static let alertTap = RealAppScenario(
    slug: "alert-tap", source: "https://github.com/vikmeup/SCLAlertView-Swift/issues/302", level: 3
  ) { rng in
    let alertY = rng.int(in: 12...22) * 10
    let rowY = rng.int(in: 0...2) * 40
    let row = rng.pick(["option", "choice", "row"])
    let lines = [
      "add screen 0 0 375 667", "add alert 40 \(alertY) 300 260 to screen",
      "add picker 20 60 260 120 to alert",
      "add \(row) 0 \(rowY) 260 40 to picker", "touches \(row) handle", "gesture tapAlert tap on alert",
    ]
    let (x, y) = (40 + 20 + 130, alertY + 60 + rowY + 20)
    return ScenarioBuild(
      broken: lines, fixed: lines + ["gesture tapAlert cancels off"], query: "tap \(x) \(y)", field: "phases",
      kind: .chain,
      story: Localized(
        "An alert view has its own tap recognizer, tapAlert. The app puts a custom picker inside the alert; its \(row) stands for a table cell that selects when the touch ends on it.",
        "一个弹窗组件（alert）自己挂了点击手势 tapAlert。App 往弹窗里塞了一个自定义的 picker，里面的 \(row) 相当于一个 cell，touch 正常结束才算选中。"),
      fix: Localized("tapAlert.cancelsTouchesInView = false.", "tapAlert.cancelsTouchesInView = false。"),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which touches… messages does \(row) get, in order?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，\(row) 依次收到哪些 touches… 回调？" + none.zh),
      why: Localized(
        "The alert is an ancestor of the hit view, so tapAlert sees the touch before \(row) and recognizes the tap; with cancelsTouchesInView true, \(row) gets touchesCancelled, not touchesEnded.",
        "alert 是命中视图的祖先，tapAlert 比 \(row) 先看到这次触摸并识别成功；cancelsTouchesInView 为 true 时，\(row) 收到的是 touchesCancelled 而不是 touchesEnded。"
      ),
      fixedWhy: Localized(
        "With cancelsTouchesInView false, tapAlert still recognizes the tap, but UIKit no longer cancels the touch in the hit view: \(row) gets touchesBegan and then touchesEnded, so it is selected.",
        "cancelsTouchesInView 改成 false 后，tapAlert 照样识别成功，但 UIKit 不再取消命中视图上的触摸：\(row) 先收到 touchesBegan，再收到 touchesEnded，也就能选中了。"
      ))
  }

  /// FlowingMenu: the tap that closes the menu was added to the whole screen instead of the dimmed part.
  static let menuTap = RealAppScenario(
    slug: "menu-tap", source: "https://github.com/yannickl/FlowingMenu/issues/9", level: 3
  ) { rng in
    let width = rng.int(in: 20...26) * 10
    let rowY = rng.int(in: 4...12) * 40
    let tap = rng.pick(["closeMenu", "dismissMenu", "tapOutside"])
    let base = [
      "add screen 0 0 375 667", "add menu 0 0 \(width) 667 to screen",
      "add row 0 \(rowY) \(width) 40 to menu",
      "touches row handle", "add dim \(width) 0 \(375 - width) 667 to screen",
    ]
    let (x, y) = (width / 2, rowY + 20)
    return ScenarioBuild(
      broken: base + ["gesture \(tap) tap on screen"], fixed: base + ["gesture \(tap) tap on dim"],
      query: "tap \(x) \(y)", field: "phases", kind: .chain,
      story: Localized(
        "A side menu lists its items in menu; row stands for a table cell that selects when the touch ends on it. A tap recognizer, \(tap), closes the menu; it is added to screen, which holds both the menu and the dimmed area (dim).",
        "侧滑菜单 menu 里是一个列表，row 相当于一个 cell，touch 正常结束才算选中。关闭菜单的点击手势 \(tap) 加在了 screen 上，而 screen 同时包含菜单和右边的蒙层 dim。"
      ),
      fix: Localized(
        "Add \(tap) to dim instead of screen.", "把 \(tap) 加到 dim 上，而不是 screen。"),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which touches… messages does row get, in order?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，row 依次收到哪些 touches… 回调？" + none.zh),
      why: Localized(
        "Only recognizers on the hit view and its ancestors see a touch. On screen, \(tap) is an ancestor of row, recognizes and cancels row's touch; on dim, a sibling of menu, it never sees a touch that lands on row.",
        "只有命中视图及其祖先上的手势识别器能看到触摸。加在 screen 上时 \(tap) 是 row 的祖先，识别成功并取消 row 的触摸；加在 dim 上时它是 menu 的兄弟视图，落在 row 上的触摸它根本看不到。"
      ),
      fixedWhy: Localized(
        "On dim, \(tap) is a sibling of menu, not an ancestor of row: it never sees a touch that lands on row, so row gets touchesBegan and touchesEnded undisturbed.",
        "挂到 dim 上以后，\(tap) 是 menu 的兄弟视图，不再是 row 的祖先，落在 row 上的触摸它根本看不到，row 正常收到 touchesBegan 和 touchesEnded。"))
  }

  /// M13Checkbox: a custom UIControl fails to receive taps in a view with a tap recognizer; a
  /// UIButton in the same place works.
  static let customControl = RealAppScenario(
    slug: "custom-control", source: "https://github.com/Marxon13/M13Checkbox/issues/33", level: 2
  ) { rng in
    let name = rng.pick(["checkbox", "toggle", "star"])
    let (cx, cy) = (rng.int(in: 4...24) * 10, rng.int(in: 10...50) * 10)
    func lines(_ cls: String) -> [String] {
      [
        "add screen 0 0 375 667", "add \(name) \(cls) \(cx) \(cy) 40 40 to screen",
        "action \(name) touchUpInside toggled", "gesture handleTap tap on screen",
      ]
    }
    let (x, y) = (cx + 20, cy + 20)
    return ScenarioBuild(
      broken: lines("UIControl"), fixed: lines("UIButton"), query: "tap \(x) \(y)", field: "actions",
      kind: .chain,
      story: Localized(
        "\(name) is a custom UIControl subclass whose touchUpInside runs toggled. The controller adds a tap recognizer, handleTap, to its root view (screen).",
        "\(name) 是一个自定义的 UIControl 子类，touchUpInside 时调用 toggled。控制器又在根视图 screen 上加了一个点击手势 handleTap。"),
      fix: Localized(
        "Replace \(name) with a UIButton, which the report says works.",
        "把 \(name) 换成 UIButton（报告里说 UIButton 是好的）。"),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which action methods run?" + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，会执行哪些 action 方法？" + none.zh),
      why: Localized(
        "A parent's single tap loses to UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl only; a custom UIControl subclass has no such priority, so handleTap recognizes and the control gets touchCancel instead of touchUpInside.",
        "父视图上的单击手势只会让给 UIButton、UISwitch、UIStepper、UISegmentedControl、UIPageControl；自定义的 UIControl 子类没有这个优先权，所以 handleTap 识别成功，控件收到 touchCancel 而不是 touchUpInside。"
      ),
      fixedWhy: Localized(
        "A UIButton is one of the controls a parent's single tap gives way to: handleTap fails for a touch on \(name), the button tracks the touch itself and touchUpInside runs toggled.",
        "UIButton 属于父视图单击手势会主动让路的控件：触摸落在 \(name) 上时 handleTap 失败，按钮自己跟踪这次触摸，touchUpInside 触发 toggled。"))
  }

  /// An image view with a tap recognizer that never fires: user interaction is off by default.
  static let imageViewTap = RealAppScenario(
    slug: "image-view-tap", source: "https://geek-questions.imtqy.com/articles/913864/index.html", level: 1
  ) { rng in
    let photo = rng.pick(["photo", "avatar", "cover"])
    let (px, py) = (rng.int(in: 2...20) * 10, rng.int(in: 10...40) * 10)
    let tap = "tap" + photo.prefix(1).uppercased() + photo.dropFirst()
    let lines = [
      "add screen 0 0 375 667", "add \(photo) UIImageView \(px) \(py) 120 120 to screen",
      "gesture \(tap) tap on \(photo)",
    ]
    let (x, y) = (px + 60, py + 60)
    return ScenarioBuild(
      broken: lines, fixed: lines + ["interaction \(photo) on"], query: "tap \(x) \(y)", field: "recognized",
      kind: .chain,
      story: Localized(
        "\(photo) is a UIImageView with a tap recognizer, \(tap), added to it.",
        "\(photo) 是一个 UIImageView，上面加了点击手势 \(tap)。"),
      fix: Localized(
        "\(photo).isUserInteractionEnabled = true.", "\(photo).isUserInteractionEnabled = true。"),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates. Which gesture recognizers recognize it?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，哪些手势识别器会识别成功？" + none.zh),
      why: Localized(
        "A UIImageView starts with isUserInteractionEnabled false, and hitTest skips such a view, so the touch is delivered to screen: a recognizer on \(photo) only sees touches whose hit view is \(photo) or inside it.",
        "UIImageView 的 isUserInteractionEnabled 默认是 false，hitTest 会跳过它，触摸落到了 screen 上；而 \(photo) 上的手势只能看到命中视图是 \(photo) 或其子视图的触摸。"
      ),
      fixedWhy: Localized(
        "With isUserInteractionEnabled true, hitTest returns \(photo) as the hit view, so \(tap), on \(photo), sees the touch and recognizes the tap.",
        "isUserInteractionEnabled 打开后，hitTest 的命中视图就是 \(photo)，挂在它上面的 \(tap) 能看到这次触摸并识别成功。"))
  }

  /// A Chinese article: the back swipe (a pan on the controller's view) never starts over a
  /// horizontal scroll view, whose own pan takes the touch; the fix lets both recognize.
  static let backSwipe = RealAppScenario(
    slug: "back-swipe", source: "https://e-com-net.com/article/1297319474642362368.htm", level: 3
  ) { rng in
    let pager = rng.pick(["pager", "banner", "gallery"])
    let back = rng.pick(["popPan", "backPan", "swipeBack"])
    let (startX, startY) = (rng.int(in: 1...3) * 10, rng.int(in: 20...50) * 10)
    let lines = [
      "add screen 0 0 375 667", "add \(pager) UIScrollView 0 \(startY - 100) 375 200 to screen",
      "gesture \(back) pan on screen",
    ]
    let touch = ["touch down \(startX) \(startY)"]
    let endX = startX + 60
    return ScenarioBuild(
      broken: lines + touch, fixed: lines + ["gesture \(back) simultaneous on"] + touch,
      query: "touch move \(endX) \(startY)", field: "recognized", kind: .chain,
      story: Localized(
        "A full-screen back swipe: \(back), a pan recognizer on the controller's view (screen), pops the page. The page shows a horizontal UIScrollView, \(pager). A finger is down at (\(startX), \(startY)), on \(pager).",
        "全屏返回手势：控制器的 view（screen）上加了一个拖动手势 \(back)，用来 pop 页面。页面里有一个横向滚动的 UIScrollView（\(pager)）。手指已经按在 (\(startX), \(startY))，正好在 \(pager) 上。"
      ),
      fix: Localized(
        "\(back)'s delegate answers true to gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:).",
        "\(back) 的代理在 gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer: 里返回 YES。"),
      ask: Localized(
        "The finger moves right to (\(endX), \(startY)). Which gesture recognizers recognize (begin), in order?"
          + none.en,
        "手指向右拖到 (\(endX), \(startY))。哪些手势识别器识别成功（进入 began）？按顺序写。" + none.zh),
      why: Localized(
        "Both pans see the touch, \(pager)'s own panGestureRecognizer (on the hit view) and \(back) (on an ancestor). The scroll view's pan begins first; by default two recognizers cannot recognize together, so \(back) fails, unless a delegate allows simultaneous recognition.",
        "两个拖动手势都能看到这次触摸：\(pager) 自带的 panGestureRecognizer（在命中视图上）和 \(back)（在祖先视图上）。scroll view 的 pan 先进入 began；默认两个识别器不能同时识别，所以 \(back) 失败，除非代理允许同时识别。"
      ),
      fixedWhy: Localized(
        "Both pans still see the touch and \(pager)'s pan begins first, but \(back)'s delegate now allows simultaneous recognition, so \(back) begins too instead of failing.",
        "两个拖动手势照样都能看到触摸，\(pager) 的 pan 先进入 began；但 \(back) 的代理现在允许同时识别，\(back) 也能进入 began，不会再失败。"))
  }
}
