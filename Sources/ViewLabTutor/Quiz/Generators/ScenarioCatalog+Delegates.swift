/// Scenarios whose fix is a recognizer's delegate, pasted as code: the fixed scene carries the
/// delegate class and `NAME.delegate = self`, and the engine asks it where UIKit would, its answer
/// a line of the timeline.
extension RealAppScenario {
  static let delegates: [RealAppScenario] = [dropdownDelegate]

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
    return ScenarioBuild(
      broken: lines, fixed: lines + cellRefusingDelegate(tap, swift: swift), query: "tap \(x) \(y)",
      field: "phases", kind: .chain,
      story: Localized(
        "A drop-down list (dropdown) shows a UITableView, \(list), with 4 rows 44 points high over the page; the controller implements tableView(_:didSelectRowAt:) to take the choice. To close the list when the user taps elsewhere, the controller adds a tap recognizer, \(tap), to its root view (screen).",
        "一个下拉列表 dropdown 浮在页面上，里面是 UITableView（\(list)），4 行，每行高 44；控制器实现了 tableView:didSelectRowAtIndexPath: 来接收选中的选项。为了点列表外面时收起它，控制器在根视图 screen 上加了点击手势 \(tap)。"
      ),
      fix: Localized(
        "\(tap).delegate = self, and the controller's gestureRecognizer(_:shouldReceive:) answers \(answerNo) when touch.view's superview is a UITableViewCell (the touch landed in a cell's contentView).",
        "设置 \(tap).delegate = self，控制器在 gestureRecognizer:shouldReceiveTouch: 里判断：touch.view 的 superview 是 UITableViewCell（点在了 cell 的 contentView 上）就返回 \(answerNo)。"
      ),
      ask: Localized(
        "A quick tap at (\(x), \(y)) in window coordinates, on \(cell)." + whichPhases(cell).en + none.en,
        "在 window 坐标 (\(x), \(y)) 快速点一下，正好点在 \(cell) 上。" + whichPhases(cell).zh + none.zh),
      why: Localized(
        "\(tap) is on screen, an ancestor of the hit view \(cell)-content, so it sees the touch before the row does, while the table holds touchesBegan back (delaysContentTouches) until its own pan decides. When the finger lifts, the pan fails and \(tap) recognizes the tap; with cancelsTouchesInView true the touch in the row is cancelled, so the cell gets neither touchesBegan nor touchesEnded and didSelectRowAt never runs.",
        "\(tap) 挂在 screen 上，是命中视图 \(cell)-content 的祖先，所以它比这一行更早拿到触摸；同时 table 作为 scroll view 先扣住 touchesBegan（delaysContentTouches），等自己的 pan 有结论。手指抬起时 pan 失败、\(tap) 识别成功，cancelsTouchesInView 默认为 YES，这一行里的触摸被取消：cell 既收不到 touchesBegan 也收不到 touchesEnded，didSelectRowAtIndexPath 自然不会走。"
      ),
      fixedWhy: Localized(
        "UIKit asks a recognizer's delegate gestureRecognizer(_:shouldReceive:) as the touch lands, before the recognizer gets it: touch.view is \(cell)-content, whose superview is the cell, so the answer is \(answerNo), and the timeline says so: \"\(tap)'s delegate: gestureRecognizer(_:shouldReceive:) → NO: \(tap) never sees this touch\". Nothing else cancels the touch: once the table's pan fails, the held-back touchesBegan reaches \(cell)-content, then touchesEnded, and the table selects the row. A tap outside the list still reaches \(tap).",
        "触摸一落下、手势还没拿到它之前，UIKit 会先问手势的代理 gestureRecognizer:shouldReceiveTouch:。这里 touch.view 是 \(cell)-content，它的 superview 正是 cell，于是返回 \(answerNo)，时间线上写得很清楚：“\(tap) 的 delegate：gestureRecognizer(_:shouldReceive:) → NO：\(tap) 根本看不到这次触摸”。没有谁再取消这次触摸：table 的 pan 失败后，被扣住的 touchesBegan 送到 \(cell)-content，接着是 touchesEnded，table 选中这一行。点列表外面，\(tap) 照样能收到。"
      ))
  }
}
