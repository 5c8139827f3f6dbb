import ViewLabGeometry
import ViewLabModel
import ViewLabSpeak

/// What a method body's expressions read and make (`Expressions` evaluates them): names, members,
/// calls and messages over the scene the override runs in, and the body's own values.
extension Interpreter: ExpressionHost {
  func name(_ n: String, at e: BodyExpr) throws(OverrideFailure) -> InterpretedValue {
    try lookup(n, line: e.line)
  }

  func implicitMember(_ m: String, at e: BodyExpr) throws(OverrideFailure) -> InterpretedValue {
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
  }

  func shortcut(_ m: String, of base: BodyExpr) -> InterpretedValue? { nil }

  func member(_ m: String, of v: InterpretedValue, at e: BodyExpr) throws(OverrideFailure) -> InterpretedValue
  {
    try member(v, m, line: e.line)
  }

  func call(_ callee: BodyExpr, _ args: [BodyArgument], at e: BodyExpr) throws(OverrideFailure)
    -> InterpretedValue
  {
    try call(callee, args, line: e.line)
  }

  func send(_ selector: String, to receiver: BodyExpr, _ args: [BodyExpr], at e: BodyExpr)
    throws(OverrideFailure) -> InterpretedValue
  {
    try send(receiver, selector, args, line: e.line)
  }

  /// Messages to nil already do nothing in a body (Objective-C's rule, and what `?.` gives Swift).
  func optionalChain(_ v: InterpretedValue, base: BodyExpr) -> InterpretedValue { v }

  func chainEnd(_ e: BodyExpr) throws(OverrideFailure) -> InterpretedValue { try evaluate(e) }

  func cast(_ v: InterpretedValue, to type: String, at e: BodyExpr) -> InterpretedValue {
    converted(v, to: type)
  }

  func checkedCast(_ v: InterpretedValue, to type: String, forced: Bool, at e: BodyExpr)
    throws(OverrideFailure) -> InterpretedValue
  {
    try checkedCast(v, to: type, forced: forced, line: e.line)
  }

  /// `*stop` of an enumeration block; any other pointer is not modelled.
  func pointer(_ op: String, _ v: InterpretedValue, at e: BodyExpr) throws(OverrideFailure)
    -> InterpretedValue
  {
    if op == "*", v == .stop { return .bool(stopRequested) }
    throw failure(e.line, .notModelled(.pointers(op)))
  }

  func closure(block: Bool, at e: BodyExpr) -> OverrideFailure {
    failure(e.line, .notModelled(block ? .blockOutsideEnumerate : .closures))
  }

  func directive(_ name: String, at e: BodyExpr) -> InterpretedValue { .object("#" + name) }
  func selector(_ name: String) -> InterpretedValue { .object("#selector(\(name))") }

  /// An array of views is `.views` (what `subviews` is), as is an empty one (`[]`, `@[]`: an array
  /// property's first value); any other array keeps its values.
  func listValue(_ items: [InterpretedValue]) -> InterpretedValue {
    let ids = items.compactMap { v -> ViewID? in if case .view(let id) = v { id } else { nil } }
    return ids.count == items.count ? .views(ids) : .list(items)
  }

  func result(_ n: Double, at e: BodyExpr) -> InterpretedValue { .number(n) }

  func string(_ v: InterpretedValue, of e: BodyExpr) throws(OverrideFailure) -> String {
    if case .string(let s) = v { return s }
    throw wrong(.string, v, e.line)
  }

  func text(_ v: InterpretedValue) -> String { plain(v) }

  func coerce(_ v: InterpretedValue, to kind: PlainCall.Kind, of e: BodyExpr) throws(OverrideFailure)
    -> PlainValue
  {
    switch kind {
    case .number: return .number(try number(v, line: e.line))
    case .point: return .point(try point(v, line: e.line))
    case .rect: return .rect(try rect(v, line: e.line))
    case .insets: return .insets(try insets(v, line: e.line))
    case .size:
      if case .size(let s) = v { return .size(s) }
      throw wrong(.size, v, e.line)
    case .transform:
      if case .transform(let t) = v { return .transform(t) }
      throw wrong(.transform, v, e.line)
    }
  }

  /// Insets as an argument: `.zero` reads as the number 0 in a body.
  func insets(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> EdgeInsets {
    switch v {
    case .insets(let i): return i
    case .number(0): return .zero
    default: throw wrong(.object(EdgeInsetsCode.typeName), v, line)
    }
  }

  func failure(_ problem: ExpressionProblem, at e: BodyExpr) -> OverrideFailure {
    switch problem {
    case .arguments(let name, _, let given): failure(e.line, .notModelled(.function(name, arguments: given)))
    case .divisionByZero(let op): failure(e.line, .notModelled(.operator(op + " 0")))
    case .operatorNotModelled(let op): failure(e.line, .notModelled(.operator(op)))
    case .index(let n, let count):
      failure(
        e.line, .wrongValue(expected: .indexBelow(count), found: .index(Int(exactly: n.rounded(.down)) ?? -1))
      )
    }
  }
}

extension InterpretedValue: ScriptValue {
  var plain: PlainValue? {
    switch self {
    case .number(let n): .number(n)
    case .bool(let b): .bool(b)
    case .null: .null
    case .point(let p): .point(p)
    case .size(let s): .size(s)
    case .rect(let r): .rect(r)
    case .transform(let t): .transform(t)
    case .insets(let i): .insets(i)
    case .string(let s): .string(s)
    case .view, .views, .stop, .event, .type, .touches, .touch, .newView, .object, .recognizer,
      .indexPath, .list:
      nil
    }
  }

  var text: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var typeName: String? {
    if case .type(let t) = self { return t }
    return nil
  }
}
