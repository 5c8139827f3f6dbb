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
  mutating func statement(_ e: CodeExpr) throws(ScriptError) -> (Command, Outcome)? {
    if case .call(.name(let fn, _), let args, let c) = e,
      ["print", "NSLog", "debugPrint", "dump"].contains(fn)
    {
      return try printed(fn, args, column: c)
    }
    if let asked = try question(e) { return try perform(asked) }
    if case .call(.name("present", let c), let args, let column) = e {
      // `present(vc, animated: true)` inside a view controller: `self.present`.
      let selector = "present:" + args.dropFirst().map { ($0.label ?? "") + ":" }.joined()
      if let done = try deliveryCall(.name("self", column: c), selector, args.map(\.value), column: column) {
        return done
      }
    }
    guard let (receiver, selector, args, column) = Self.split(e) else {
      // A bare value (`redView.frame`): show it, as a playground would.
      let v = try value(e)
      if case .newView = v {
        throw ScriptError(
          .notModelled(.unheldView), column: e.column)
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
    if case .send = e, !selector.contains(":"), selector != "removeFromSuperview" {
      code.notes.append(.code(.printed(Self.describe(try value(e)))))  // a getter: `[red superview]`
      return nil
    }
    if selector.hasPrefix("set"), args.count == 1, selector.hasSuffix(":") {
      // `[v setHidden:YES]` is `v.hidden = YES`.
      let property = selector.dropFirst(3).dropLast()
      let name = property.prefix(1).lowercased() + property.dropFirst()
      return try assign(.member(receiver, name, column: column), op: nil, args[0])
    }
    return try mutate(receiver, selector, args, column: column)
  }

  /// `(receiver, selector, arguments)` of a method call in either language. Swift labels become
  /// selector parts: `insertSubview(v, at: 0)` is `insertSubview:at:`.
  static func split(_ e: CodeExpr) -> (CodeExpr, String, [CodeExpr], Int)? {
    switch e {
    case .call(.member(let base, let m, let c), let args, _):
      let selector = m + args.enumerated().map { i, a in (i == 0 ? "" : a.label ?? "") + ":" }.joined()
      return (base, selector, args.map(\.value), c)
    case .send(let receiver, let parts, let c):
      let selector = parts.map { $0.name + ($0.value == nil ? "" : ":") }.joined()
      return (receiver, selector, parts.compactMap(\.value), c)
    default: return nil
    }
  }

  /// The question a top-level call asks, if it is one (`hitTest`, `convert`, `point(inside:)`).
  mutating func question(_ e: CodeExpr) throws(ScriptError) -> Command? {
    guard let (receiver, selector, args, column) = Self.split(e) else { return nil }
    let key: String
    switch selector {
    case "hitTest:with:", "hitTest:withEvent:": key = "hitTest"
    case "point:with:"
    where { if case .call(_, let a, _) = e { a.first?.label == "inside" } else { false } }():
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
