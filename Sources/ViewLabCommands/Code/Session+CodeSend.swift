import ViewLabGeometry
import ViewLabModel

extension Session {
  /// Objective-C `[receiver selector…]` read as a value: `alloc`/`init…` build a view, getters read.
  mutating func send(_ receiver: BodyExpr, _ selector: String, _ args: [BodyExpr], column: Int)
    throws(ScriptError) -> CodeValue
  {
    let r = try value(receiver)
    // `[NSMutableArray array]`, `[NSMutableArray new]`, `[[NSMutableArray alloc] init]`,
    // `arrayWithCapacity:`: an empty array (`addObject:` fills it, see `listMutation`).
    if case .type(let t) = r, ["NSMutableArray", "NSArray"].contains(t),
      ["array", "new", "init", "arrayWithCapacity:"].contains(selector)
    {
      return .list([])
    }
    switch (r, selector) {
    case (.type(let t), "alloc"), (.type(let t), "class"): return .type(t)
    case (.type(let t), "new"), (.type(let t), "init"):
      if t == "UIViewController" { return .newController }
      if let g = try newGesture(t, labels: [], column: column) { return g }
      return try objcInit(t, nil, column: column)
    case (.type(let t), "initWithTarget:action:"):
      if let g = try newGesture(t, labels: ["target", "action"], column: column) {
        code.madeGestureAction = args.count > 1 ? Self.selectorName(args[1]) : nil
        if let action = code.madeGestureAction, let target = args.first {
          try checkTarget(target, has: action)
        }
        return g
      }
    case (.type(let t), "initWithFrame:"): return try objcInit(t, args.first, column: column)
    case (.type("UITableView"), "initWithFrame:style:"),
      (.type("UICollectionView"), "initWithFrame:collectionViewLayout:"):
      // The style (plain, grouped) and the layout change how rows are laid out, not how touches
      // reach them: the view is made with its frame.
      if args.count > 1 { _ = try? value(args[1]) }
      return try objcInit(
        r == .type("UITableView") ? "UITableView" : "UICollectionView", args.first, column: column)
    case (.type("UICollectionViewFlowLayout"), _): return .cosmetic("UICollectionViewFlowLayout")
    case (.type("UIButton"), "buttonWithType:"): return .newView(.UIButton, .zero)
    case (.type(let t), "buttonWithType:") where code.classes[t] != nil:
      return customInstance(t, frame: .zero)!
    case (.type("UIScreen"), "mainScreen"), (.type("UIApplication"), "sharedApplication"):
      return try typeMember(r == .type("UIScreen") ? "UIScreen" : "UIApplication", "main", column: column)
    case (.type("UIColor"), _), (.type("UIImage"), _), (.type("UIFont"), _): return .cosmetic(selector)
    case (.cosmetic(let c), _): return .cosmetic(c)
    default: break
    }
    if case .view(let name) = r, selector == "isKindOfClass:" || selector == "isMemberOfClass:",
      let arg = args.first, case .type(let t) = try value(arg), let (s, id) = holder(of: name)
    {
      return .bool(s.isKind(id, of: t, exactly: selector == "isMemberOfClass:"))  // also Swift's `v is T`
    }
    if !selector.contains(":") {
      return try member(r, selector, column: column)  // a getter: `[v superview]`
    }
    if case .view(let name) = r, selector == "viewWithTag:", let tag = args.first {
      return try viewWithTag(name, tag)
    }
    if case .view = r,
      let command = try query(receiver: r, selector, args, column: column)
    {
      return try answer(command)
    }
    throw ScriptError(.notModelled(.message(selector, to: r.kind)), column: column)
  }

  mutating func objcInit(_ type: String, _ frame: BodyExpr?, column: Int) throws(ScriptError) -> CodeValue {
    if code.classes[type] != nil {
      return customInstance(type, frame: try frame.map { f throws(ScriptError) in try rect(f) } ?? .zero)!
    }
    guard let cls = ViewClass(rawValue: type), cls != .UIWindow else {
      if ["UIColor", "UIImage", "UIFont"].contains(type) { return .cosmetic(type) }
      throw Self.unknownClass(type, column: column)
    }
    return .newView(cls, try frame.map { f throws(ScriptError) in try rect(f) } ?? .zero)
  }

  /// The command a question stands for: `hitTest(_:with:)`, `convert(_:to:)`, `convert(_:from:)`,
  /// `point(inside:with:)` and their Objective-C selectors. `nil` when `m` is no question.
  mutating func query(receiver r: CodeValue, _ m: String, _ args: [BodyExpr], column: Int) throws(ScriptError)
    -> Query?
  {
    guard case .view(let name) = r else { return nil }
    let me = NameRef(name, column: column)
    let needed = m.hasPrefix("convert") ? 2 : 1
    guard args.count >= needed else {
      throw ScriptError(.expected(.arguments(needed, to: m), found: .token("\(args.count)")), column: column)
    }
    switch m {
    case "hitTest", "hitTest:withEvent:":
      return .hitTest(me, try point(args[0]))
    case "point", "pointInside:withEvent:":
      return .inside(me, try point(args[0]))
    case "convertPoint:toView:", "convertTo":
      return .convert(try point(args[0]), from: me, to: try otherView(args[1]))
    case "convertPoint:fromView:", "convertFrom":
      return .convert(try point(args[0]), from: try otherView(args[1]), to: me)
    default: return nil
    }
  }

  /// The view argument of `convert`; `nil` means the window.
  mutating func otherView(_ e: BodyExpr) throws(ScriptError) -> NameRef {
    if case .null = try value(e) { return NameRef("window", column: e.spot) }
    return NameRef(try viewName(e), column: e.spot)
  }

  /// A question's answer as a value, computed without recording it.
  mutating func answer(_ query: Query) throws(ScriptError) -> CodeValue {
    let (command, outcome) = try ask(query)
    switch outcome {
    case .hitTest(_, let r): return r.hit.map { .view(sceneFor(command)[$0].name) } ?? .null
    case .inside(_, _, let inside, _): return .bool(inside)
    case .convert(_, _, _, let p): return .point(p)
    default: return .null
    }
  }
}
