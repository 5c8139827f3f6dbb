/// Scenarios on a real `UITableView`: the table selects a row (`didSelectRowAt`) only when
/// touchesEnded reaches it, so the question asks which touches… messages the row's content view
/// gets (the `phases` field; the tap's `selected` field agrees, as ScenarioTests checks).
extension RealAppScenario {
  static let tables: [RealAppScenario] = [cellContentTap, buttonOnCell]

  /// The table selects the row only when the touch ends in it: the question asks what decides that.
  static func whichPhases(_ cell: String) -> Localized {
    Localized(
      " The table selects the row (tableView(_:didSelectRowAt:) runs) only if touchesEnded reaches it. Which touches… messages does \(cell)-content get, in order (began, moved, ended, cancelled)?",
      "只有 touchesEnded 到达这一行，table 才会选中它（回调 tableView:didSelectRowAtIndexPath:）。\(cell)-content 依次收到哪些 touches… 回调（began、moved、ended、cancelled）？"
    )
  }

  /// EZSwiftExtensions: `hideKeyboardWhenTappedAround` blocks didSelectRowAtIndexPath. The fix is
  /// drawn from the seed: cancelsTouchesInView off, or the recognizer moved off the table's
  /// ancestors (onto the form above it).
  static let keyboardTap = RealAppScenario(
    slug: "keyboard-tap", source: "https://github.com/Esqarrouth/EZSwiftExtensions/issues/383", level: 2
  ) { rng in
    let tap = rng.pick(["hideKeyboard", "dismissKeyboard", "endEditing"])
    let list = rng.pick(["list", "results", "contacts"])
    let listY = rng.int(in: 14...20) * 10
    let row = rng.int(in: 0...4)
    let lines = [
      "add screen 0 0 375 667", "add form 0 20 375 \(listY - 20) to screen",
      "add \(list) UITableView 0 \(listY) 375 320 to screen", "rows \(list) 5 60",
    ]
    let (x, y) = (180, listY + row * 60 + 30)
    let moved = rng.chance(0.5)
    let fixed =
      moved
      ? lines + ["gesture \(tap) tap on form"]
      : lines + ["gesture \(tap) tap on screen", "gesture \(tap) cancels off"]
    let fix =
      moved
      ? Localized(
        "Add \(tap) to form (the text fields above the table) instead of screen.",
        "把 \(tap) 加到 form（表格上方放输入框的那块区域）上，不再加在 screen 上。")
      : Localized("\(tap).cancelsTouchesInView = false.", "\(tap).cancelsTouchesInView = false。")
    let fixedWhy =
      moved
      ? Localized(
        "On form, \(tap) is no longer an ancestor of the cell: only recognizers on the hit view and its ancestors see a touch, so nothing cancels it, the touch ends in \(list)-row\(row) and the table selects it.",
        "挂到 form 上以后，\(tap) 不再是 cell 的祖先；只有命中视图及其祖先上的手势才能看到触摸，所以没有谁会取消这次触摸，它在 \(list)-row\(row) 里正常结束，table 就选中了这一行。"
      )
      : Localized(
        "\(tap) still sees the touch and still recognizes the tap, but with cancelsTouchesInView false the touch in the row is not cancelled: once the table's pan fails, the held-back touchesBegan reaches \(list)-row\(row), then touchesEnded, and the table selects it.",
        "\(tap) 照样能看到触摸、照样识别成功，但 cancelsTouchesInView 为 false，这一行里的触摸不会被取消：table 的 pan 失败后，被扣住的 touchesBegan 送到 \(list)-row\(row)，接着是 touchesEnded，table 就选中了这一行。"
      )
    return ScenarioBuild(
      broken: lines + ["gesture \(tap) tap on screen"], fixed: fixed, query: "tap \(x) \(y)",
      field: "phases",
      kind: .chain,
      story: Localized(
        "A form hides the keyboard with a tap recognizer, \(tap), on its controller's root view (screen). Below the text fields (form) is a UITableView, \(list), with 5 rows 60 points high.",
        "一个表单页面为了点空白处收起键盘，在控制器根视图 screen 上加了点击手势 \(tap)。输入框区域（form）下面是一个 UITableView（\(list)），5 行，每行高 60。"
      ),
      fix: fix,
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates, on \(list)-row\(row)."
          + whichPhases("\(list)-row\(row)").en + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，正好点在 \(list)-row\(row) 上。" + whichPhases("\(list)-row\(row)").zh
          + none.zh),
      why: Localized(
        "Recognizers on the hit view's ancestors see the touch first, \(tap) on screen among them, while the table holds touchesBegan back (delaysContentTouches) until its own pan decides. When the finger lifts, the pan fails and \(tap) recognizes the tap; with cancelsTouchesInView true the touch in the row is cancelled, so the cell never gets touchesBegan or touchesEnded and the table selects nothing.",
        "命中视图祖先上的手势识别器先拿到触摸，screen 上的 \(tap) 也在其中；与此同时 table 作为 scroll view 会先扣住 touchesBegan（delaysContentTouches），等自己的 pan 手势有结论。手指抬起时 pan 失败、\(tap) 识别成功，cancelsTouchesInView 默认为 YES，这一行里的触摸被取消：cell 既收不到 touchesBegan 也收不到 touchesEnded，table 什么都不选。"
      ),
      fixedWhy: fixedWhy)
  }

  /// A Chinese checklist of gesture conflicts: a cell's selection is a touch that a tap recognizer
  /// catches; here the tap is on the cell's own contentView. The fix: cancelsTouchesInView = NO.
  static let cellContentTap = RealAppScenario(
    slug: "cell-content-tap", source: "http://www.dtcms.com/a/343205.html", level: 2
  ) { rng in
    let tap = rng.pick(["tapCard", "tapImage", "tapCover"])
    let list = rng.pick(["feed", "cards", "orders"])
    let listY = rng.int(in: 6...12) * 10
    let row = rng.int(in: 0...3)
    let cell = "\(list)-row\(row)"
    let lines = [
      "add screen 0 0 375 667", "add \(list) UITableView 0 \(listY) 375 480 to screen", "rows \(list) 4 120",
      "gesture \(tap) tap on \(cell)-content",
    ]
    let (x, y) = (180, listY + row * 120 + 60)
    return ScenarioBuild(
      broken: lines, fixed: lines + ["gesture \(tap) cancels off"], query: "tap \(x) \(y)", field: "phases",
      kind: .chain,
      story: Localized(
        "A feed table, \(list), has 4 rows 120 points high. The cell of row \(row) adds a tap recognizer, \(tap), to its contentView (\(cell)-content) to show the picture; the controller also implements tableView(_:didSelectRowAt:).",
        "一个信息流列表 \(list)，4 行，每行高 120。第 \(row) 行的 cell 为了点图片看大图，在自己的 contentView（\(cell)-content）上加了点击手势 \(tap)；控制器同时实现了 tableView:didSelectRowAtIndexPath:。"
      ),
      fix: Localized("\(tap).cancelsTouchesInView = false.", "\(tap).cancelsTouchesInView = false。"),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates, on \(cell)." + whichPhases(cell).en + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，点在 \(cell) 上。" + whichPhases(cell).zh + none.zh),
      why: Localized(
        "The hit view is \(cell)-content, so \(tap), on it, sees the touch, while the table holds touchesBegan back (delaysContentTouches) until its own pan decides. When the finger lifts, the pan fails and \(tap) recognizes the tap; with cancelsTouchesInView true the touch in the row is cancelled, the cell never gets touchesEnded, and the table selects nothing.",
        "命中视图就是 \(cell)-content，挂在上面的 \(tap) 能看到这次触摸；table 作为 scroll view 又会先扣住 touchesBegan（delaysContentTouches），等自己的 pan 有结论。手指抬起时 pan 失败、\(tap) 识别成功，cancelsTouchesInView 为 YES，这一行里的触摸被取消，cell 收不到 touchesEnded，table 什么都不选，tableView:didSelectRowAtIndexPath: 自然也不会被调用。"
      ),
      fixedWhy: Localized(
        "\(tap) still recognizes the tap (the picture opens), but with cancelsTouchesInView false the touch in the row is not cancelled: once the table's pan fails, the held-back touchesBegan and then touchesEnded reach \(cell)-content, and the table selects the row as well.",
        "\(tap) 照样识别成功（大图照常打开），但 cancelsTouchesInView 为 false，这一行里的触摸不会被取消：table 的 pan 失败后，被扣住的 touchesBegan 和随后的 touchesEnded 都送到 \(cell)-content，table 也会选中这一行。"
      ))
  }

  /// A blog post: a button added to the cell itself, not to its contentView, never fires; the cell
  /// keeps its contentView in front (as UIKit's cell layout does since iOS 14), so hitTest returns
  /// the contentView and the table selects the row instead. The fix adds the button to contentView.
  static let buttonOnCell = RealAppScenario(
    slug: "button-on-cell",
    source: "https://jierong.dev/2020/12/20/touch-events-not-firing-in-uitableviewcell.html",
    level: 2
  ) { rng in
    let button = rng.pick(["likeButton", "moreButton", "followButton"])
    let action = rng.pick(["liked", "showMore", "follow"])
    let list = rng.pick(["posts", "users", "songs"])
    let listY = rng.int(in: 6...12) * 10
    let row = rng.int(in: 0...3)
    let cell = "\(list)-row\(row)"
    let (bx, by) = (rng.int(in: 26...30) * 10, 20)
    func lines(_ parent: String) -> [String] {
      [
        "add screen 0 0 375 667", "add \(list) UITableView 0 \(listY) 375 400 to screen", "rows \(list) 4 80",
        "add \(button) UIButton \(bx) \(by) 60 40 to \(parent)", "action \(button) touchUpInside \(action)",
        "front \(cell)-content",
      ]
    }
    let (x, y) = (bx + 30, listY + row * 80 + by + 20)
    return ScenarioBuild(
      broken: lines(cell), fixed: lines(cell + "-content"), query: "tap \(x) \(y)", field: "actions",
      kind: .chain,
      story: Localized(
        "A table, \(list), has 4 rows 80 points high. The cell of row \(row) is built in code: its init calls addSubview(\(button)) on the cell itself, and \(button)'s touchUpInside runs \(action). Since iOS 14, when the cell lays out, its contentView (\(cell)-content, as big as the cell) is kept in front of the cell's other subviews.",
        "一个列表 \(list)，4 行，每行高 80。第 \(row) 行的 cell 是纯代码写的：init 里直接对 cell 自己调用了 addSubview(\(button))，\(button) 的 touchUpInside 调用 \(action)。从 iOS 14 起，cell 布局时会把 contentView（\(cell)-content，和 cell 一样大）放到其他子视图的前面。"
      ),
      fix: Localized(
        "Add \(button) to contentView (contentView.addSubview(\(button))) instead of the cell.",
        "改成 contentView.addSubview(\(button))，把按钮加到 contentView 上，而不是 cell 上。"),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates, in the middle of \(button). Which action methods run?"
          + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，正好点在 \(button) 中间。会执行哪些 action 方法？" + none.zh),
      why: Localized(
        "hitTest visits a view's subviews front to back: in \(cell), \(cell)-content is in front and contains the point, and \(button) is not inside it, so the content view is the hit view and \(button) never sees the touch. The touch ends in the row, so the table selects it instead.",
        "hitTest 从前往后遍历子视图：在 \(cell) 里，\(cell)-content 在最前面且包含这个点，而 \(button) 并不在它里面，所以命中视图是 contentView，\(button) 根本收不到触摸。touch 在这一行里正常结束，table 反而把这一行选中了。"
      ),
      fixedWhy: Localized(
        "Now \(button) is a subview of \(cell)-content, so hitTest goes on into the content view and returns \(button): the button tracks the touch and touchUpInside runs \(action). A control in the row tracked the touch, so the table does not select the row.",
        "现在 \(button) 是 \(cell)-content 的子视图，hitTest 会继续进到 contentView 里并返回 \(button)：按钮自己跟踪这次触摸，touchUpInside 触发 \(action)。行里的控件处理了这次触摸，table 不会再选中这一行。"
      ))
  }
}
