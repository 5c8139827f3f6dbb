import ViewLabGeometry
import ViewLabModel

extension Interpreter {
  /// The enumerations' constants a body compares and passes (`PlainValue.constants` has the rest).
  static let constants: [String: InterpretedValue] = [
    "NSEnumerationReverse": .number(2), "NSEnumerationConcurrent": .number(1),
    "UIButtonTypeCustom": .number(0),
    "UIButtonTypeSystem": .number(1), "UIControlStateNormal": .number(0),
    "UIControlStateHighlighted": .number(1),
    "UIControlStateSelected": .number(4), "UIControlStateDisabled": .number(2),
    "UIGestureRecognizerStatePossible": .number(0), "UIGestureRecognizerStateBegan": .number(1),
    "UIGestureRecognizerStateChanged": .number(2), "UIGestureRecognizerStateEnded": .number(3),
    "UIGestureRecognizerStateRecognized": .number(3), "UIGestureRecognizerStateCancelled": .number(4),
    "UIGestureRecognizerStateFailed": .number(5),
  ]

  /// Swift's `.began`, `.ended`, … of `UIGestureRecognizer.State`.
  static let gestureStates: [String: Double] = [
    "possible": 0, "began": 1, "changed": 2, "ended": 3, "recognized": 3, "cancelled": 4, "failed": 5,
  ]

  /// `.custom`, `.normal`, `.red`: enumeration cases and colours a body passes to calls ViewLab
  /// accepts with a note (`UIButton(type: .custom)`, `setTitle(_:for: .normal)`).
  static let passedCases: Set<String> = [
    "custom", "system", "normal", "highlighted", "selected", "disabled", "clear", "red", "blue", "green",
    "yellow", "white", "black", "gray", "orange", "purple", "systemBlue", "systemRed", "plain", "grouped",
    "insetGrouped", "scaleAspectFit", "scaleAspectFill", "scaleToFill", "systemBackground", "label",
  ]

  func evaluate(_ e: BodyExpr) throws(OverrideFailure) -> InterpretedValue {
    var host = self
    return try Expressions.evaluate(e, in: &host)
  }

  func lookup(_ n: String, line: Int) throws(OverrideFailure) -> InterpretedValue {
    if let v = lookupLocal(n) { return v }
    if n == "self" { return .view(view) }
    if n == "super" { throw failure(line, .notModelled(.superAlone)) }
    if n == "__func__" || n == "__FUNCTION__" || n == "_cmd" || n == "#function" {
      let selector = method.method == .action ? method.selector : OverrideSelectors.objectiveC(method.method)
      return .string("-[\(cls.definition.name) \(selector)]")
    }
    if let c = constant(n) ?? Self.constants[n] { return c }
    if let v = lookupSelfMember(n) { return v }
    if n.first?.isUppercase == true { return .type(n) }
    // A view controller's stored views (`card`): its lifecycle code made them as views of that name.
    if cls.definition.isController, let id = scene.view(named: n) { return .view(id) }
    throw failure(line, .notModelled(.name(n)))
  }

  /// Swift's implicit `self`: `bounds`, `subviews`, a property.
  func lookupSelfMember(_ n: String) -> InterpretedValue? { try? viewMember(view, n, line: 0) }

  // MARK: Swift calls

  func call(_ callee: BodyExpr, _ args: [BodyArgument], line: Int) throws(OverrideFailure) -> InterpretedValue
  {
    let labels = args.map { $0.label ?? "_" }
    if case .member(let base, let m) = callee.kind {
      // `flag.toggle()`: Swift's Bool flips in place, as `flag = !flag`.
      if m == "toggle", args.isEmpty {
        try assign(base, .bool(!(try truth(try evaluate(base), line: line))), line: line)
        return .null
      }
      if let r = try animation(base, m, args.map { ($0.label, $0.value) }, line: line) { return r }
      if let r = try listMessage(base, m, args.map(\.value), line: line) { return r }
      let isSuper = base.passesTouchOn(m)
      if isSuper { notePassedOn(m, by: base) }
      let receiver: InterpretedValue = isSuper ? .view(view) : try evaluate(base)
      if let p = receiver.plain, let c = PlainCall.method(m, labels: args.map(\.label), of: p) {
        var host = self
        return try host.callPlain(c, m, args.map(\.value), at: callee)
      }
      let values = try args.map { a throws(OverrideFailure) in try evaluate(a.value) }
      return try message(receiver, swift: m, labels, values, isSuper: isSuper, line: line)
    }
    guard case .name(let fn) = callee.kind else {
      throw failure(line, .notModelled(.callingExpression))
    }
    // Swift's print takes `Any`: integer literals there are `Int` (`print(7 / 2)` prints 3), unless
    // one floating literal makes them all `Double` (`print(10 / 4 * 2.0)` prints 5.0).
    let outer = literalsAreInt
    let values = try args.map { a throws(OverrideFailure) in
      literalsAreInt = !objectiveC && (fn == "print" || fn == "debugPrint") && numberKind(a.value) != .float
      return try evaluate(a.value)
    }
    literalsAreInt = outer
    if [
      "convert", "hitTest", "point", "removeFromSuperview", "addSubview", "viewWithTag",
      "bringSubviewToFront",
      "sendSubviewToBack",
    ].contains(fn), lookupLocal(fn) == nil {
      // Swift's implicit `self`: `convert(point, to: sub)`.
      return try message(.view(view), swift: fn, labels, values, isSuper: false, line: line)
    }
    return try function(fn, labels, values, line: line)
  }
}

/// How each override's name is spelt in either language.
enum OverrideSelectors {
  static func objectiveC(_ m: OverrideMethod) -> String {
    switch m {
    case .pointInside: "pointInside:withEvent:"
    case .hitTest: "hitTest:withEvent:"
    case .touchesBegan: "touchesBegan:withEvent:"
    case .touchesMoved: "touchesMoved:withEvent:"
    case .touchesEnded: "touchesEnded:withEvent:"
    case .touchesCancelled: "touchesCancelled:withEvent:"
    case .action: "action"
    case .shouldReceiveTouch, .shouldBegin, .shouldRecognizeSimultaneously, .shouldRequireFailure,
      .shouldBeRequiredToFail:
      m.delegateSelector(objectiveC: true) ?? ""
    }
  }
}
