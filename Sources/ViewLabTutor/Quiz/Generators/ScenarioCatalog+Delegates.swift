/// Scenarios whose fix is a recognizer's delegate, pasted as code: the fixed scene carries the
/// delegate class and `NAME.delegate = self`, and the engine asks it where UIKit would, its answer
/// a line of the timeline.
extension RealAppScenario {
  static let delegates: [RealAppScenario] = [dropdownDelegate, swipeDeletePop]

  /// The delegate of `tap` in Swift or Objective-C (the seed's pick): `shouldReceive` answers NO
  /// when the touch's view sits in a table cell, as the report's answer tests `touch.view.superview`.
  static func cellRefusingDelegate(_ tap: String, swift: Bool) -> [String] {
    if swift {
      return [
        """
        class ViewController: UIViewController, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                if touch.view?.superview is UITableViewCell {
                    return false
                }
                return true
            }
        }
        """,
        "\(tap).delegate = self",
      ]
    }
    return [
      """
      @implementation ViewController
      - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch {
          if ([touch.view.superview isKindOfClass:[UITableViewCell class]]) {
              return NO;
          }
          return YES;
      }
      @end
      """,
      "\(tap).delegate = self;",
    ]
  }

  /// KDropDownMultipleSelection: a drop-down list's rows never select because the app's own tap
  /// recognizer takes the touch; the maintainer's answer is the tap's delegate refusing touches in
  /// a cell (`gestureRecognizer:shouldReceiveTouch:` returning NO).
  static let dropdownDelegate = RealAppScenario(
    slug: "dropdown-delegate",
    source: "https://github.com/KiranPatelSpaceo/KDropDownMultipleSelection/issues/7", level: 2
  ) { rng in
    let tap = rng.pick(["dismissTap", "hideDropDown", "tapOutside"])
    let list = rng.pick(["options", "cities", "filters"])
    let (dx, dy) = (rng.int(in: 2...8) * 10, rng.int(in: 10...24) * 10)
    let row = rng.int(in: 0...3)
    let cell = "\(list)-row\(row)"
    let swift = rng.chance(0.5)
    let lines = [
      "add screen 0 0 375 667", "add dropdown \(dx) \(dy) 240 176 to screen",
      "add \(list) UITableView 0 0 240 176 to dropdown", "rows \(list) 4 44", "gesture \(tap) tap on screen",
    ]
    let (x, y) = (dx + 120, dy + row * 44 + 22)
    let answerNo = swift ? "false" : "NO"
    let (didSelect, shouldReceive) =
      swift
      ? ("tableView(_:didSelectRowAt:)", "gestureRecognizer(_:shouldReceive:)")
      : ("tableView:didSelectRowAtIndexPath:", "gestureRecognizer:shouldReceiveTouch:")
    return ScenarioBuild(
      broken: lines, fixed: lines + cellRefusingDelegate(tap, swift: swift), query: "tap \(x) \(y)",
      field: "phases", kind: .chain,
      story: Localized(
        "A drop-down list (dropdown) shows a UITableView, \(list), with 4 rows 44 points high over the page; the controller implements \(didSelect) to take the choice. To close the list when the user taps elsewhere, the controller adds a tap recognizer, \(tap), to its root view (screen).",
        "一个下拉列表 dropdown 浮在页面上，里面是 UITableView（\(list)），4 行，每行高 44；控制器实现了 \(didSelect) 来接收选中的选项。为了在用户点击列表以外的区域时收起列表，控制器在根视图 screen 上加了点击手势 \(tap)。"
      ),
      fix: Localized(
        "\(tap).delegate = self, and the controller's \(shouldReceive) answers \(answerNo) when touch.view's superview is a UITableViewCell (the touch landed in a cell's contentView).",
        "设置 \(tap).delegate = self，控制器在 \(shouldReceive) 里判断：touch.view 的 superview 是 UITableViewCell（点在了 cell 的 contentView 上）就返回 \(answerNo)。"
      ),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates, on \(cell)." + whichPhases(cell).en + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，正好点在 \(cell) 上。" + whichPhases(cell).zh + none.zh),
      why: Localized(
        "\(tap) is on screen, an ancestor of the hit view \(cell)-content, so it gets the touch too, and recognizers see a touch before the view does, while the table holds touchesBegan back (delaysContentTouches) until its own pan decides. When the finger lifts, the pan fails and \(tap) recognizes the tap; with cancelsTouchesInView true the touch in the row is cancelled, so the cell gets neither touchesBegan nor touchesEnded and didSelectRowAt never runs.",
        "\(tap) 挂在 screen 上，screen 是命中视图 \(cell)-content 的祖先，所以这次触摸也会交给它，而且手势识别器总是先于视图收到触摸；同时 table 作为 scroll view 先扣住 touchesBegan（delaysContentTouches），等自己的 pan 有结论。手指抬起时 pan 失败、\(tap) 识别成功，cancelsTouchesInView 默认为 YES，这一行里的触摸被取消：cell 既收不到 touchesBegan 也收不到 touchesEnded，\(didSelect) 自然不会走。"
      ),
      fixedWhy: Localized(
        "UIKit asks a recognizer's delegate \(shouldReceive) as the touch lands, before the recognizer gets it: touch.view is \(cell)-content, whose superview is the cell, so the answer is \(answerNo), and the timeline says so: \"\(tap)'s delegate: gestureRecognizer(_:shouldReceive:) → NO: \(tap) never sees this touch\". Nothing else cancels the touch: once the table's pan fails, the held-back touchesBegan reaches \(cell)-content, then touchesEnded, and the table selects the row. A tap outside the list still reaches \(tap).",
        "触摸一落下、手势还没拿到它之前，UIKit 会先问手势的代理 \(shouldReceive)。这里 touch.view 是 \(cell)-content，它的 superview 正是 cell，于是返回 \(answerNo)，时间线上写得很清楚：“\(tap) 的 delegate：gestureRecognizer(_:shouldReceive:) → NO：\(tap) 根本看不到这次触摸”。没有谁再取消这次触摸：table 的 pan 失败后，被扣住的 touchesBegan 送到 \(cell)-content，接着是 touchesEnded，table 选中这一行。点列表外面，\(tap) 照样能收到。"
      ))
  }

  /// The pop pan's delegate (Objective-C as FDFullscreenPopGesture writes it, or Swift): it begins
  /// only when the pan goes right, as the report's fix checks the pan's direction. The delegate is
  /// the page's controller: ViewLab runs a pasted view controller's delegate methods (the library's
  /// own delegate object is not a class ViewLab can paste).
  static func rightwardOnlyDelegate(_ pan: String, swift: Bool) -> [String] {
    if swift {
      return [
        """
        class ViewController: UIViewController, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
                return pan.translation(in: view).x > 0
            }
        }
        """,
        "\(pan).delegate = self",
      ]
    }
    return [
      """
      @implementation ViewController
      - (BOOL)gestureRecognizerShouldBegin:(UIPanGestureRecognizer *)gestureRecognizer {
          CGPoint translation = [gestureRecognizer translationInView:gestureRecognizer.view];
          if (translation.x <= 0) {
              return NO;
          }
          return YES;
      }
      @end
      """,
      "\(pan).delegate = self;",
    ]
  }

  /// EZCustomNavigation: a full-screen pan to pop, a plain pan on the navigation controller's view,
  /// takes the leftward swipe meant for a row's swipe-to-delete ("you have to put your finger very
  /// fast"); the fix (1.1.1) is its delegate refusing to begin unless the pan goes right.
  static let swipeDeletePop = RealAppScenario(
    slug: "swipe-delete-pop", source: "https://github.com/Enricoza/EZCustomNavigation/issues/5", level: 3
  ) { rng in
    let pan = rng.pick(["popPan", "fullscreenPop", "panToPop"])
    let list = rng.pick(["inbox", "notes", "cart"])
    let row = rng.int(in: 0...6)
    let (sx, y) = (rng.int(in: 26...32) * 10, 64 + row * 60 + 30)
    let (x1, x2) = (sx - 12, sx - 60)
    let swift = rng.chance(0.5)
    let lines = [
      "add nav 0 0 375 667", "add page 0 0 375 667 to nav", "add \(list) UITableView 0 64 375 600 to page",
      "rows \(list) 8 60", "swipeactions \(list) on", "gesture \(pan) pan on nav",
    ]
    let touch = ["touch down \(sx) \(y)", "touch move \(x1) \(y)"]
    let cell = "\(list)-row\(row)"
    let swipe = "\(list).swipeActions"
    let (answerNo, answerYes) = swift ? ("false", "true") : ("NO", "YES")
    let (shouldBegin, translation) =
      swift
      ? ("gestureRecognizerShouldBegin(_:)", "translation(in:)")
      : ("gestureRecognizerShouldBegin:", "translationInView:")
    return ScenarioBuild(
      broken: lines + touch, fixed: lines + rightwardOnlyDelegate(pan, swift: swift) + touch,
      query: "touch move \(x2) \(y)", field: "recognized", kind: .chain,
      story: Localized(
        "An app pops a page with a full-screen swipe: \(pan), a plain UIPanGestureRecognizer on the navigation controller's view (nav), drives the pop. The page shows a UITableView, \(list), 8 rows 60 points high, whose rows can be swiped left to delete (swipeactions \(list) on: the table's own \(swipe)). A finger came down at (\(sx), \(y)) on \(cell) and has moved left to (\(x1), \(y)), an ordinary, unhurried swipe.",
        "App 用全屏右滑返回：导航控制器的 view（nav）上加了一个普通的 UIPanGestureRecognizer（\(pan)）来驱动 pop。页面里有一个 UITableView（\(list)），8 行，每行高 60，支持左滑删除（swipeactions \(list) on，即 table 自带的 \(swipe)）。手指按在 (\(sx), \(y))，落在 \(cell) 上，已经向左挪到了 (\(x1), \(y))——正常速度的一次左滑。"
      ),
      fix: Localized(
        "\(pan) gets a delegate (here the page's controller: \(pan).delegate = self) whose \(shouldBegin) answers \(answerNo) unless the pan goes right (\(translation) x > 0), as the library's 1.1.1 checks the pan's direction before it begins.",
        "给 \(pan) 设一个代理（这里是页面的控制器：\(pan).delegate = self），在代理的 \(shouldBegin) 里只有向右拖（\(translation) 的 x > 0）才返回 \(answerYes)，否则返回 \(answerNo)——和这个库 1.1.1 版的修法一样，开始之前先判断拖动方向。"
      ),
      ask: Localized(
        "It goes on left to (\(x2), \(y)). Which gesture recognizers begin (enter .began) on this move, in order?"
          + none.en,
        "手指继续向左拖到 (\(x2), \(y))。这一步有哪些手势识别器开始（进入 began）？按顺序写。" + none.zh),
      why: Localized(
        "Three pans see the touch: \(list).panGestureRecognizer and \(swipe) on the table, and \(pan) on nav, an ancestor. On the first move, 12 pt left, \(pan) had moved its 10 pt and began, while the table's pan waits for 10 pt up or down (a table scrolls only vertically) and \(swipe) for 20 pt left (ViewLab's stated choice): \(pan) recognized first and forced both to fail. So on this move nothing is left to begin, and the row never slides open. A finger fast enough to reach 20 pt on its first move would begin both on the same event, where the deeper \(swipe) wins: the report's \"you have to put your finger very fast\".",
        "三个 pan 都能看到这次触摸：table 上的 \(list).panGestureRecognizer 和 \(swipe)，以及祖先 nav 上的 \(pan)。第一步向左挪了 12 pt，\(pan) 已经够 10 pt，进入 began；而 table 的 pan 要上下移动 10 pt 才开始（table 只能纵向滚动），\(swipe) 要向左 20 pt 才开始（ViewLab 设定的阈值）。\(pan) 抢先识别，逼这两个都失败。所以这一步已经没有谁能开始了，cell 根本滑不出删除按钮。要是手指快到第一步就超过 20 pt，两个会在同一个事件里开始，层级更深的 \(swipe) 胜出——这就是报告里说的“手指得划得非常快才行”。"
      ),
      fixedWhy: Localized(
        "On the first move \(pan) was about to begin, so UIKit asked its delegate's \(shouldBegin): \(translation) was (-12, 0), not to the right, so it answered \(answerNo) and \(pan) failed; the timeline says \"\(pan)'s delegate: gestureRecognizerShouldBegin(_:) → NO\". The table's pan and \(swipe) are still possible. On this move the finger is 60 pt left of where it came down, so \(swipe) begins and forces the table's pan to fail: the row slides open to show Delete. A rightward swipe still pops the page.",
        "第一步时 \(pan) 正要开始，UIKit 先调用它代理的 \(shouldBegin) 来询问；此时 \(translation) 为 (-12, 0)，不是向右，于是返回 \(answerNo)，\(pan) 失败；时间线上能看到“\(pan) 的 delegate：gestureRecognizerShouldBegin(_:) → NO”。table 的 pan 和 \(swipe) 都还处于 possible 状态。这一步手指已经从按下的位置向左移了 60 pt，\(swipe) 进入 began，并逼 table 的 pan 失败：cell 滑开，露出删除按钮。向右拖照样能返回上一页。"
      ))
  }
}
