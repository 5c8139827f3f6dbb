extension Verbs {
  /// Building the scene.
  static let build: [Verb] = [
    Verb(
      "add", .build,
      forms: [
        [
          .newName("NAME", role: .newView), .optional(.letterExcept(["to"]), [.viewClass]),
          .optional(.except(["to"]), [.rect]),
          .optional(.any, [.word("to"), .name("PARENT", role: .superview)]),
        ]
      ],
      summary: "create a view and add it as the frontmost subview of PARENT (default: window)",
      zh: "创建一个视图，作为 PARENT（默认 window）最前面的子视图加进去",
      uikit: "let NAME = CLASS(frame: CGRect(x: X, y: Y, width: W, height: H)); PARENT.addSubview(NAME)",
      example: "add red 20 40 200 100",
      make: { a in
        .edit(.add(a.name("NAME")!, a.viewClass ?? .UIView, frame: a.rect, parent: a.name("PARENT")))
      }),
    Verb(
      "remove", .build, forms: [[.name("NAME")]],
      summary: "take the view (and everything in it) out of the scene",
      zh: "把视图连同其中的一切（子视图、手势识别器）从场景中移除",
      uikit: "NAME.removeFromSuperview()",
      example: "remove red",
      make: { a in .edit(.remove(a.name("NAME")!)) }),
    Verb(
      "move", .build,
      forms: [
        [
          .name("NAME"), .word("to"), .name("PARENT", role: .newSuperview),
          .optional(.words(["at"]), [.word("at"), .integer("INDEX")]),
        ]
      ],
      summary: "give the view a new superview, at the front or at INDEX",
      zh: "给视图换一个父视图，放在最前面或下标 INDEX 处",
      uikit: "PARENT.insertSubview(NAME, at: INDEX)",
      example: "move green to window at 0",
      make: { a in .edit(.move(a.name("NAME")!, to: a.name("PARENT")!, index: a.integer("INDEX"))) }),
    Verb(
      "front", .build, forms: [[.name("NAME")]],
      summary: "bring a view in front of its siblings",
      zh: "把视图移到兄弟视图的最前面",
      uikit: "NAME.superview?.bringSubviewToFront(NAME)",
      example: "front red",
      make: { a in .edit(.reorder(a.name("NAME")!, toFront: true)) }),
    Verb(
      "back", .build, forms: [[.name("NAME")]],
      summary: "send a view behind its siblings",
      zh: "把视图移到兄弟视图的最后面",
      uikit: "NAME.superview?.sendSubviewToBack(NAME)",
      example: "back red",
      make: { a in .edit(.reorder(a.name("NAME")!, toFront: false)) }),
    Verb(
      "window", .build, forms: [[.size(positive: true)]],
      summary: "resize the window",
      zh: "改变 window 的尺寸",
      uikit: "window.frame.size = CGSize(width: W, height: H)",
      example: "window 390 844",
      make: { a in .edit(.window(a.size!)) }),
    Verb(
      "controller", .build,
      forms: [
        [
          .name("NAME", role: .controller), .word("for"),
          .name("VIEW", role: .rootView),
        ]
      ],
      summary: "a view controller whose root view is VIEW (it joins the responder chain)",
      zh: "创建根视图为 VIEW 的视图控制器（它会加入响应者链）",
      uikit: "let NAME = UIViewController(); NAME.view = VIEW",
      example: "controller home for content",
      make: { a in .edit(.controller(a.name("NAME")!, view: a.name("VIEW")!)) }),
    Verb(
      "rows", .build,
      forms: [[.name("NAME"), .integer("COUNT"), .optional(.number, [.number("HEIGHT")])]],
      summary:
        "give a UITableView or UICollectionView COUNT rows of HEIGHT points (44 by default): cells NAME-row0 … each with its contentView NAME-row0-content; rows it had are replaced",
      zh:
        "给 UITableView 或 UICollectionView 设置 COUNT 行、每行高 HEIGHT 点（默认 44）：单元格 NAME-row0 …，各自带 contentView NAME-row0-content；原有的行会被替换",
      uikit: "numberOfRowsInSection → COUNT; heightForRowAt → HEIGHT; NAME.reloadData()",
      example: "rows list 10 60",
      make: { a in .edit(.rows(a.name("NAME")!, count: a.integer("COUNT")!, height: a.number("HEIGHT"))) }),
    Verb(
      "swipeactions", .change,
      forms: [[.name("NAME"), .onOff]],
      summary:
        "the UITableView NAME's rows have swipe actions (swipe left to delete): its swipe-actions pan, NAME.swipeActions, begins once the finger has moved 20 pt left on a row (ViewLab's stated threshold)",
      zh:
        "让 UITableView NAME 的行支持侧滑操作（左滑删除）：它自带的侧滑手势识别器（NAME.swipeActions）在手指于某一行上向左移动 20 pt 后开始（ViewLab 设定的阈值）",
      uikit: "tableView(_:commit:forRowAt:) / tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
      example: "swipeactions list on",
      make: { a in .edit(.swipeActions(a.name("NAME")!, a.bool("on|off")!)) }),
  ]
}
