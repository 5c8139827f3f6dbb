import ViewLabGeometry
import ViewLabModel

extension Interpreter {
  static let constants: [String: InterpretedValue] = [
    "YES": .bool(true), "NO": .bool(false), "true": .bool(true), "false": .bool(false), "TRUE": .bool(true),
    "FALSE": .bool(false), "nil": .null, "NULL": .null, "Nil": .null, "M_PI": .number(.pi),
    "M_PI_2": .number(.pi / 2), "M_PI_4": .number(.pi / 4), "NSEnumerationReverse": .number(2),
    "NSEnumerationConcurrent": .number(1), "CGRectZero": .rect(.zero), "CGPointZero": .point(.zero),
    "UIEdgeInsetsZero": .insets(.zero),
    "CGFLOAT_MAX": .number(.greatestFiniteMagnitude), "CGFLOAT_MIN": .number(.leastNormalMagnitude),
    "CGAffineTransformIdentity": .transform(.identity), "UIButtonTypeCustom": .number(0),
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
    switch e.kind {
    case .number(let n), .integer(let n): return .number(n)
    case .string(let s): return .string(s)
    case .interpolation(let pieces):
      var text = ""
      for piece in pieces { text += plain(try evaluate(piece)) }
      return .string(text)
    case .name(let n): return try lookup(n, line: e.line)
    case .implicitMember(let m):
      switch m {
      case "zero": return .number(0)
      case "pi": return .number(.pi)
      case "reverse": return .number(2)
      case "identity": return .transform(.identity)
      default:
        if let n = Self.gestureStates[m] { return .number(n) }
        if Self.passedCases.contains(m) { return .object("." + m) }
        throw failure(e.line, .notModelled(.member(m, of: nil)))
      }
    case .optional(let base):
      // Messages to nil already do nothing in a body (Objective-C's rule, and what `?.` gives Swift).
      return try evaluate(base)
    case .member(let base, let m):
      if case .name(let t) = base.kind, lookupLocal(t) == nil {
        switch (t, m) {
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGRect", "zero"): return .rect(.zero)
        case ("UIEdgeInsets", "zero"): return .insets(.zero)
        case ("CGFloat", "pi"), ("Double", "pi"): return .number(.pi)
        case ("CGAffineTransform", "identity"): return .transform(.identity)
        default: break
        }
      }
      return try member(try evaluate(base), m, line: e.line)
    case .index(let base, let i):
      let b = try evaluate(base)
      let count: Int
      switch b {
      case .views(let ids): count = ids.count
      case .list(let items): count = items.count
      default: throw wrong(.views, b, e.line)
      }
      let n = Int(exactly: try number(try evaluate(i), line: e.line).rounded(.towardZero)) ?? -1
      guard (0..<count).contains(n) else {
        throw failure(e.line, .wrongValue(expected: .indexBelow(count), found: .index(n)))
      }
      if case .list(let items) = b { return items[n] }
      guard case .views(let ids) = b else { throw wrong(.views, b, e.line) }
      return .view(ids[n])
    case .call(let callee, let args): return try call(callee, args, line: e.line)
    case .send(let receiver, let selector, let args): return try send(receiver, selector, args, line: e.line)
    case .unary(let op, let a):
      let v = try evaluate(a)
      switch op {
      case "-": return .number(-(try number(v, line: e.line)))
      case "+": return .number(try number(v, line: e.line))
      case "!": return .bool(!(try truth(v, line: e.line)))
      default:
        if v == .stop { return .bool(stopRequested) }
        throw failure(e.line, .notModelled(.pointers("*")))
      }
    case .binary(let op, let a, let b):
      if op == "?:" {
        let l = try evaluate(a)
        return (try? truth(l, line: e.line)) == false ? try evaluate(b) : l
      }
      if op == "??" {
        let l = try evaluate(a)
        return l == .null ? try evaluate(b) : l
      }
      if op == "&&" || op == "||" {
        let l = try truth(try evaluate(a), line: e.line)
        if op == "&&" && !l { return .bool(false) }
        if op == "||" && l { return .bool(true) }
        return .bool(try truth(try evaluate(b), line: e.line))
      }
      let l = try evaluate(a)
      let r = try evaluate(b)
      if ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op) {
        return try compare(op, l, r, line: e.line)
      }
      return try arithmetic(op, l, r, integral: integerDivision(a, b), line: e.line)
    case .ternary(let c, let a, let b):
      return try truth(try evaluate(c), line: e.line) ? try evaluate(a) : try evaluate(b)
    case .cast(let type, let a):
      return converted(try evaluate(a), to: type)
    case .checkedCast(let type, let a, let forced):
      return try checkedCast(try evaluate(a), to: type, forced: forced, line: e.line)
    case .block:
      throw failure(e.line, .notModelled(.blockOutsideEnumerate))
    // What only a top-level line's reading makes (`ClassParser(topLevelLine:)`), valued as a body
    // would hold it.
    case .closure: throw failure(e.line, .notModelled(.closures))
    case .selector(let name): return .object("#selector(\(name))")
    // `if #available(iOS 13, *)`: ViewLab is a current iOS.
    case .directive("available"): return .bool(true)
    case .directive("unavailable"): return .bool(false)
    case .directive(let name): return .object("#" + name)
    case .list(let items):
      // An array of views is `.views` (what `subviews` is), as is an empty one (`[]`, `@[]`: an
      // array property's first value); any other array keeps its values.
      var values: [InterpretedValue] = []
      for item in items { values.append(try evaluate(item)) }
      let ids = values.compactMap { v -> ViewID? in if case .view(let id) = v { id } else { nil } }
      return ids.count == values.count ? .views(ids) : .list(values)
    }
  }

  func lookup(_ n: String, line: Int) throws(OverrideFailure) -> InterpretedValue {
    if let v = lookupLocal(n) { return v }
    if n == "self" { return .view(view) }
    if n == "super" { throw failure(line, .notModelled(.superAlone)) }
    if n == "__func__" || n == "__FUNCTION__" || n == "_cmd" || n == "#function" {
      let selector = method.method == .action ? method.selector : OverrideSelectors.objectiveC(method.method)
      return .string("-[\(cls.definition.name) \(selector)]")
    }
    if let c = Self.constants[n] { return c }
    if let v = lookupSelfMember(n) { return v }
    if n.first?.isUppercase == true { return .type(n) }
    // A view controller's stored views (`card`): its lifecycle code made them as views of that name.
    if cls.definition.isController, let id = scene.view(named: n) { return .view(id) }
    throw failure(line, .notModelled(.name(n)))
  }

  /// Swift's implicit `self`: `bounds`, `subviews`, a property.
  func lookupSelfMember(_ n: String) -> InterpretedValue? { try? viewMember(view, n, line: 0) }

  func compare(_ op: String, _ l: InterpretedValue, _ r: InterpretedValue, line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    switch op {
    case "==", "===": return .bool(equal(l, r))
    case "!=", "!==": return .bool(!equal(l, r))
    default:
      let a = try number(l, line: line)
      let b = try number(r, line: line)
      switch op {
      case "<": return .bool(a < b)
      case ">": return .bool(a > b)
      case "<=": return .bool(a <= b)
      default: return .bool(a >= b)
      }
    }
  }

  func arithmetic(
    _ op: String, _ l: InterpretedValue, _ r: InterpretedValue, integral: Bool = false, line: Int
  )
    throws(OverrideFailure)
    -> InterpretedValue
  {
    // Swift joins two strings with `+`.
    if op == "+", case .string(let x) = l, case .string(let y) = r { return .string(x + y) }
    let a = try number(l, line: line)
    let b = try number(r, line: line)
    switch op {
    case "+": return .number(a + b)
    case "-": return .number(a - b)
    case "*": return .number(a * b)
    case "/", "%":
      // Both integers (literals written without a point, `Int`/`int` locals): C's and Swift's
      // integer division truncates towards zero; by zero it is an error (Swift traps).
      guard let n = NumberTyping.divide(op, a, b, integral: integral) else {
        throw failure(line, .notModelled(.operator(op + " 0")))
      }
      return .number(n)
    default: throw failure(line, .notModelled(.operator(op)))
    }
  }

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
      let values = try args.map { a throws(OverrideFailure) in try evaluate(a.value) }
      return try message(receiver, swift: m, labels, values, isSuper: isSuper, line: line)
    }
    guard case .name(let fn) = callee.kind else {
      throw failure(line, .notModelled(.callingExpression))
    }
    // Swift's print takes `Any`: integer literals there are `Int` (`print(7 / 2)` prints 3).
    let outer = literalsAreInt
    literalsAreInt = !objectiveC && (fn == "print" || fn == "debugPrint")
    let values = try args.map { a throws(OverrideFailure) in try evaluate(a.value) }
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
