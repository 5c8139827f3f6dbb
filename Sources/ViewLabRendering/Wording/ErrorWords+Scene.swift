import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

extension ErrorWords {
  static func scene(_ e: SceneError, _ l: Language) -> (String, String?) {
    let pickAnother = l.pick("names belong to one object; pick another", "一个名字只能属于一个对象；请换一个")
    switch e {
    case .nameTaken(let n, .view):
      return (l.pick("a view named '\(n)' already exists", "已经有名为 '\(n)' 的视图"), pickAnother)
    case .nameTaken(let n, .controller):
      return (l.pick("a view controller named '\(n)' already exists", "已经有名为 '\(n)' 的视图控制器"), pickAnother)
    case .nameTaken(let n, .gesture):
      return (l.pick("a gesture recognizer named '\(n)' already exists", "已经有名为 '\(n)' 的手势识别器"), pickAnother)
    case .windowIsFixed(let verb):
      return (
        l.pick("the window cannot be used with '\(verb)'", "window 不能用于 '\(verb)'"),
        l.pick("the window is always the root", "window 始终是根视图")
      )
    case .wouldCreateCycle(let v, let p):
      return (
        l.pick(
          "cannot move '\(v)' into '\(p)': '\(p)' is inside '\(v)'", "不能把 '\(v)' 移进 '\(p)'：'\(p)' 在 '\(v)' 里面"
        ),
        l.pick("a view cannot contain itself", "视图不能包含它自己")
      )
    case .indexOutOfRange(let i, let count):
      return (
        l.pick(
          "index \(i) is out of range: the new superview would have \(count + 1) subviews",
          "下标 \(i) 超出范围：新的父视图将有 \(count + 1) 个子视图"),
        l.pick("use 0…\(count)", "请用 0…\(count)")
      )
    case .alreadyManaged(let v, let c):
      return (l.pick("'\(v)' is already the root view of '\(c)'", "'\(v)' 已经是 '\(c)' 的根视图"), nil)
    case .windowCannotBeControllerView:
      return (
        l.pick("the window cannot be a controller's view", "window 不能作为控制器的根视图"),
        l.pick(
          "use a full-window subview: add root 0 0 375 667", "请用一个铺满 window 的子视图：add root 0 0 375 667")
      )
    case .redirectToSelf(let v):
      return (
        l.pick("'\(v)' cannot redirect to itself", "'\(v)' 不能把触摸转交给它自己"),
        l.pick("'redirect NAME off' removes the override", "'redirect NAME off' 可以去掉这个重写")
      )
    case .gestureRequiresItself(let g):
      return (l.pick("'\(g)' cannot require itself to fail", "'\(g)' 不能要求它自己先失败"), nil)
    case .requirementCycle(let g, let r):
      return (
        l.pick(
          "'\(g)' cannot require '\(r)' to fail: '\(r)' already waits for '\(g)'",
          "'\(g)' 不能要求 '\(r)' 先失败：'\(r)' 已经在等待 '\(g)'"),
        l.pick("each would wait forever", "两者会永远互相等待")
      )
    case .notAControl(let v):
      return (
        l.pick("'\(v)' is not a UIControl", "'\(v)' 不是 UIControl"),
        l.pick("controls: UIControl, UIButton, UISwitch, …", "控件：UIControl、UIButton、UISwitch 等")
      )
    case .notAScrollView(let v):
      return (l.pick("'\(v)' is not a UIScrollView", "'\(v)' 不是 UIScrollView"), nil)
    case .presentsItself(let c): return (l.pick("'\(c)' cannot present itself", "'\(c)' 不能呈现它自己"), nil)
    case .alreadyPresented(let c, let by):
      return (l.pick("'\(c)' is already presented by '\(by)'", "'\(c)' 已经由 '\(by)' 呈现"), nil)
    case .alreadyPresenting(let c, let other):
      return (l.pick("'\(c)' is already presenting '\(other)'", "'\(c)' 已经在呈现 '\(other)'"), nil)
    case .wouldCreateResponderCycle(let v):
      return (
        l.pick("'\(v)' would make the responder chain loop", "'\(v)' 会让响应者链形成环"),
        l.pick(
          "a presenter's view cannot sit inside what it presented", "负责呈现的控制器，其视图不能位于它所呈现的内容之中")
      )
    case .noSwipeActions(let v, let cls):
      return (
        l.pick(
          "'\(v)' is a \(cls.rawValue), not a UITableView: only a table's rows have swipe actions here",
          "'\(v)' 是 \(cls.rawValue)，不是 UITableView：ViewLab 里只有 UITableView 的行才能开启侧滑操作"),
        l.pick(
          "add one first: add list UITableView 0 0 375 600, then rows list 10 and swipeactions list on",
          "先加一个：add list UITableView 0 0 375 600，再 rows list 10，然后 swipeactions list on")
      )
    case .notATable(let v, let cls):
      return (
        l.pick(
          "'\(v)' is a \(cls.rawValue), not a UITableView or UICollectionView: only they have rows",
          "'\(v)' 是 \(cls.rawValue)，不是 UITableView 或 UICollectionView：只有它们才有行"),
        l.pick("add one first: add list UITableView 0 0 375 600", "先加一个：add list UITableView 0 0 375 600")
      )
    case .rowCountOutOfRange(let count):
      return (
        l.pick(
          "\(count) rows is out of range: COUNT is \(RowLimits.count.lowerBound)–\(RowLimits.count.upperBound)",
          "\(count) 行超出范围：COUNT 须在 \(RowLimits.count.lowerBound)–\(RowLimits.count.upperBound) 之间"),
        l.pick("for example: rows list 10", "例如：rows list 10")
      )
    case .rowHeightOutOfRange(let h):
      let shown = Number.format(h)
      return (
        l.pick(
          "a row \(shown) points high is out of range: HEIGHT is 1–10000",
          "行高 \(shown) 点超出范围：HEIGHT 须在 1–10000 之间"),
        l.pick("for example: rows list 10 44", "例如：rows list 10 44")
      )
    }
  }
}
