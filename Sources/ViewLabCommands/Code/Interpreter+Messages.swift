import ViewLabGeometry
import ViewLabModel

extension Interpreter {
  /// Messages that would change the scene: refused inside hitTest and point(inside:).
  static let changingSelectors: Set<String> = [
    "addSubview:", "removeFromSuperview", "bringSubviewToFront:", "sendSubviewToBack:",
    "insertSubview:atIndex:",
    "insertSubview:aboveSubview:", "insertSubview:belowSubview:", "setHidden:", "setAlpha:", "setFrame:",
    "setBounds:", "setCenter:", "setTransform:", "setUserInteractionEnabled:", "setClipsToBounds:",
    "setEnabled:", "setBackgroundColor:", "exchangeSubviewAtIndex:withSubviewAtIndex:", "layoutIfNeeded",
    "setNeedsLayout", "sizeToFit", "addSubview", "removeFromSuperview()", "bringSubviewToFront",
    "sendSubviewToBack", "insertSubview",
  ]

  /// Remembers whether a touches… message that passes the touch on went to `super` or to the next
  /// responder, so the trace says which (`super.hitTest(…)` is no passing on).
  func notePassedOn(_ method: String, by receiver: BodyExpr) {
    guard method.hasPrefix("touches") else { return }
    if case .name("super") = receiver.kind { sentToSuper = true } else { forwardedToNext = true }
  }

  /// Objective-C `[receiver selector…]`.
  func send(_ r: BodyExpr, _ selector: String, _ args: [BodyExpr], line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    if let r = try animation(r, selector, BodyExpr.labelled(selector, args), line: line) { return r }
    if let r = try listMessage(r, selector, args, line: line) { return r }
    let isSuper = r.passesTouchOn(selector)
    if isSuper { notePassedOn(selector, by: r) }
    let receiver: InterpretedValue = isSuper ? .view(view) : try evaluate(r)
    if selector.hasPrefix("enumerateObjects") {
      return try enumerate(receiver, selector, args, line: line)
    }
    let values = try args.map { a throws(OverrideFailure) in try evaluate(a) }
    if let r = try classMessage(receiver, selector, values, line: line) { return r }
    if let r = try touchMessage(receiver, selector, values, line: line) { return r }
    if let r = try tagMessage(receiver, selector, values, line: line) { return r }
    if !isSuper, let r = try callAction(receiver, selector, values, line: line) { return r }
    let swiftName: String
    let labels: [String]
    switch selector {
    case "pointInside:withEvent:": (swiftName, labels) = ("point", ["inside", "with"])
    case "hitTest:withEvent:": (swiftName, labels) = ("hitTest", ["_", "with"])
    case "touchesBegan:withEvent:", "touchesMoved:withEvent:", "touchesEnded:withEvent:",
      "touchesCancelled:withEvent:":
      (swiftName, labels) = ("touches", ["_", "with"])
    case "convertPoint:toView:": (swiftName, labels) = ("convert", ["_", "to"])
    case "convertPoint:fromView:": (swiftName, labels) = ("convert", ["_", "from"])
    case "convertRect:toView:": (swiftName, labels) = ("convert", ["_", "to"])
    case "convertRect:fromView:": (swiftName, labels) = ("convert", ["_", "from"])
    case "objectAtIndex:", "objectAtIndexedSubscript:": (swiftName, labels) = ("objectAtIndex", ["_"])
    case "isEqual:": (swiftName, labels) = ("isEqual", ["_"])
    case "reverseObjectEnumerator", "allObjects": (swiftName, labels) = ("reversed", [])
    default:
      if let r = try sceneMessage(receiver, selector, values, line: line) { return r }
      if Self.changingSelectors.contains(selector) { return try refuseChange(line, .message(selector)) }
      if !selector.contains(":") { return try member(receiver, selector, line: line) }
      throw failure(line, .notModelled(.message(selector)))
    }
    if selector == "allObjects" { return receiver }
    return try message(receiver, swift: swiftName, labels, values, isSuper: isSuper, line: line)
  }

  /// A call that would change the scene: inside hit-testing (or a run that may not change anything)
  /// that is the error; where code may change the scene (touches… overrides, actions) the call is
  /// simply one ViewLab does not model yet, and the error names it.
  func refuseChange(_ line: Int, _ call: ClassConstruct? = nil) throws(OverrideFailure) -> InterpretedValue {
    if let call, run.changesAllowed, !run.inHitTest {
      switch call {
      case .message("removeFromSuperview"), .method("removeFromSuperview()"):
        throw failure(line, .notModelled(.removalDuringTouch(source(line))))
      default: throw failure(line, .notModelled(call))
      }
    }
    throw failure(line, .changesScene(source(line)))
  }

  /// A method call, in Swift's spelling (Objective-C messages are translated to it).
  func message(
    _ receiver: InterpretedValue, swift m: String, _ labels: [String], _ v: [InterpretedValue], isSuper: Bool,
    line: Int
  ) throws(OverrideFailure) -> InterpretedValue {
    if m == "isKind" || m == "isMember", labels == ["of"],
      let r = try classMessage(receiver, m == "isKind" ? "isKindOfClass:" : "isMemberOfClass:", v, line: line)
    {
      return r  // `sender.isKind(of: UIControl.self)`
    }
    if let r = try touchMessage(receiver, m, v, line: line) { return r }
    if let r = try tagMessage(receiver, m, v, line: line) { return r }
    if !isSuper, m != "touches", let r = try callAction(receiver, m, v, line: line) { return r }
    if let r = try sceneMessage(receiver, m, v, line: line) { return r }
    switch (m, labels) {
    case ("point", ["inside", "with"]), ("point", ["inside"]):
      let p = try point(v[0], line: line)
      if isSuper {
        let inside = run.superPointInside(p, of: view)
        run.record(.superInside(view: view, point: p, inside: inside, line: line))
        return .bool(inside)
      }
      guard let target = try viewOrNil(receiver, line: line) else { return .bool(false) }
      return .bool(try run.pointInside(p, of: target, line: line))
    case ("hitTest", ["_", "with"]), ("hitTest", ["_"]):
      let p = try point(v[0], line: line)
      if isSuper { return try run.superHitTest(p, of: view).map(InterpretedValue.view) ?? .null }
      guard let target = try viewOrNil(receiver, line: line) else { return .null }
      return try run.hitTest(p, in: target).map(InterpretedValue.view) ?? .null
    case ("touches", _), ("touchesBegan", _), ("touchesMoved", _), ("touchesEnded", _),
      ("touchesCancelled", _):
      guard isSuper else { throw failure(line, .notModelled(.touchesBeganOnAnother)) }
      calledSuper = true
      return .null
    case ("convert", ["_", "to"]), ("convert", ["_", "from"]):
      guard let me = try viewOrNil(receiver, line: line) else { return .point(.zero) }
      let other = try viewOrNil(v[1], line: line) ?? scene.window
      let (from, to) = labels[1] == "to" ? (me, other) : (other, me)
      if case .rect(let r) = v[0] { return .rect(scene.convert(r, from: from, to: to)) }
      return .point(scene.convert(try point(v[0], line: line), from: from, to: to))
    case ("objectAtIndex", _):
      guard case .views(let ids) = receiver else { throw wrong(.views, receiver, line) }
      let n = Int(exactly: try number(v[0], line: line).rounded(.towardZero)) ?? -1
      guard ids.indices.contains(n) else {
        throw failure(line, .wrongValue(expected: .indexBelow(ids.count), found: .index(n)))
      }
      return .view(ids[n])
    case ("isEqual", _):
      return .bool(equal(receiver, v[0]))
    case ("reversed", []):
      guard case .views(let ids) = receiver else { throw wrong(.views, receiver, line) }
      return .views(ids.reversed())
    case ("contains", ["_"]):
      return .bool(try rect(receiver, line: line).contains(try point(v[0], line: line)))
    case ("insetBy", ["dx", "dy"]):
      return .rect(
        try rect(receiver, line: line).insetBy(
          dx: try number(v[0], line: line), dy: try number(v[1], line: line)))
    case ("inset", ["by"]):
      return .rect(try rect(receiver, line: line).inset(by: try insets(v[0], line: line)))
    case ("distance", ["to"]):
      return .number(try point(receiver, line: line).distance(to: try point(v[0], line: line)))
    default:
      let written = m + "(" + labels.map { $0 + ":" }.joined() + ")"
      if Self.changingSelectors.contains(m) { return try refuseChange(line, .method(written)) }
      throw failure(line, .notModelled(.method(written)))
    }
  }

  /// `[subviews enumerateObjectsWithOptions:NSEnumerationReverse usingBlock:^(obj, idx, stop) {…}]`.
  func enumerate(_ receiver: InterpretedValue, _ selector: String, _ args: [BodyExpr], line: Int)
    throws(OverrideFailure) -> InterpretedValue
  {
    guard case .views(let ids) = receiver else { throw wrong(.views, receiver, line) }
    guard let last = args.last, case .block(let parameters, let body) = last.kind else {
      throw failure(line, .notModelled(.selectorWithoutBlock(selector)))
    }
    var reverse = false
    if selector == "enumerateObjectsWithOptions:usingBlock:" {
      let options = Int(try number(try evaluate(args[0]), line: line))
      reverse = options & 2 != 0
    } else if selector != "enumerateObjectsUsingBlock:" {
      throw failure(line, .notModelled(.message(selector)))
    }
    let order = reverse ? Array(ids.indices.reversed()) : Array(ids.indices)
    let savedStop = stopRequested
    stopRequested = false
    defer { stopRequested = savedStop }
    for i in order {
      try tick(line)
      var scope: [String: InterpretedValue] = [:]
      let values: [InterpretedValue] = [.view(ids[i]), .number(Double(i)), .stop]
      for (name, value) in zip(parameters, values) { scope[name] = value }
      scopes.append(scope)
      let flow = try execute(body)
      scopes.removeLast()
      if case .breakLoop = flow { break }
      if stopRequested { break }
    }
    return .null
  }
}
