import ViewLabGeometry
import ViewLabModel

extension Session {
  static let layoutCalls: Set<String> = [
    "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "layoutSubviews", "viewDidLoad",
    "makeKeyAndVisible",
  ]
  static let unmodelled: [String: Feature] = [
    "pushViewController": .navigation,
    "dismiss": .dismiss,
    "dismissViewControllerAnimated": .dismiss,
    "removeTarget": .removeTarget, "sendActions": .sendActions,
    "addConstraint": .autoLayout, "addConstraints": .autoLayout,
    "activate": .autoLayout, "animate": .animations,
    "exchangeSubview": .exchangeSubview, "setNeedsUpdateConstraints": .autoLayout,
  ]

  /// A call written as a statement: `p.addSubview(v)`, `[p addSubview:v];`, `[v setHidden:YES];`, a
  /// question, or `print(…)`. `nil` when it was accepted and changes nothing.
  mutating func statement(_ e: BodyExpr) throws(ScriptError) -> (Command, Outcome)? {
    if case .call(let f, let args) = e.plain.kind, let fn = f.plainName,
      ["print", "NSLog", "debugPrint", "dump"].contains(fn)
    {
      return try printed(fn, args, column: f.spot)
    }
    if try listMutation(e) { return nil }
    if let asked = try question(e) { return try perform(asked) }
    if case .call(let f, let args) = e.plain.kind, f.plainName == "present" {
      // `present(vc, animated: true)` inside a view controller: `self.present`.
      let selector = "present:" + args.dropFirst().map { ($0.label ?? "") + ":" }.joined()
      let me = BodyExpr(.name("self"), line: f.line, column: f.spot)
      if let done = try deliveryCall(me, selector, args.map(\.value), column: f.spot) {
        return done
      }
    }
    guard let (receiver, selector, args, column) = Self.split(e) else {
      // A bare value (`redView.frame`): show it, as a playground would.
      let v = try value(e)
      if case .newView = v {
        throw ScriptError(
          .notModelled(.unheldView), column: e.spot)
      }
      code.notes.append(.code(.printed(Self.describe(v))))
      return nil
    }
    if Self.layoutCalls.contains(selector.split(separator: ":").first.map(String.init) ?? selector) {
      code.notes.append(.code(.scaffolding(selector)))
      return nil
    }
    if let done = try deliveryCall(receiver, selector, args, column: column) { return done }
    if try cosmeticCall(receiver, selector, args, column: column) { return nil }
    if let what = Self.unmodelled[selector] ?? Self.unmodelled[String(selector.prefix { $0 != ":" })] {
      throw ScriptError(.notModelled(.feature(what)), column: column)
    }
    if case .send = e.plain.kind, !selector.contains(":"), selector != "removeFromSuperview" {
      code.notes.append(.code(.printed(Self.describe(try value(e)))))  // a getter: `[red superview]`
      return nil
    }
    if selector.hasPrefix("set"), args.count == 1, selector.hasSuffix(":") {
      // `[v setHidden:YES]` is `v.hidden = YES`.
      let property = selector.dropFirst(3).dropLast()
      let name = property.prefix(1).lowercased() + property.dropFirst()
      return try assign(
        BodyExpr(.member(receiver, name), line: receiver.line, column: column), op: nil, args[0])
    }
    return try mutate(receiver, selector, args, column: column)
  }

  /// `(receiver, selector, arguments)` of a method call in either language. Swift labels become
  /// selector parts: `insertSubview(v, at: 0)` is `insertSubview:at:`.
  static func split(_ e: BodyExpr) -> (BodyExpr, String, [BodyExpr], Int)? {
    let e = e.plain
    switch e.kind {
    case .call(let f, let args):
      guard case .member(let base, let m) = f.plain.kind else { return nil }
      let selector = m + args.enumerated().map { i, a in (i == 0 ? "" : a.label ?? "") + ":" }.joined()
      return (base, selector, args.map(\.value), f.plain.column)
    case .send(let receiver, let selector, let args): return (receiver, selector, args, e.column)
    default: return nil
    }
  }

  /// The question a top-level call asks, if it is one (`hitTest`, `convert`, `point(inside:)`).
  mutating func question(_ e: BodyExpr) throws(ScriptError) -> Command? {
    guard let (receiver, selector, args, column) = Self.split(e) else { return nil }
    let key: String
    switch selector {
    case "hitTest:with:", "hitTest:withEvent:": key = "hitTest"
    case "point:with:"
    where { if case .call(_, let a) = e.plain.kind { a.first?.label == "inside" } else { false } }():
      key = "point"
    case "pointInside:withEvent:", "convertPoint:toView:", "convertPoint:fromView:": key = selector
    case "convert:to:": key = "convertTo"
    case "convert:from:": key = "convertFrom"
    default: return nil
    }
    let r = try value(receiver)
    guard case .view = r else { throw typeError(.kind(.view), receiver, found: r) }
    return try query(receiver: r, key, args, column: column).map(Command.ask)
  }
}
