import ViewLabSpeak

/// What goes wrong in an expression's own operators, whoever evaluates it; each host words it as its
/// own error (see `FlowProblem`).
public enum ExpressionProblem: Hashable, Sendable {
  /// `n / 0`, `n % 0`: Swift traps, C's behaviour is undefined.
  case divisionByZero(String)
  /// An operator the languages have but ViewLab does not model (`<<`, `&`).
  case operatorNotModelled(String)
  /// `xs[i]` with `i` not an index of `xs` (of `count` elements).
  case index(Double, count: Int)
  /// A function that takes `expected` arguments called with `given` (`CGRectMake(0, 0, 10)`).
  case arguments(String, expected: Int, given: Int)
}

/// Where pasted expressions are evaluated: a method body (`Interpreter`) or the top level
/// (`Session`). The operators (arithmetic with each language's integer division, comparisons, `&&`,
/// `||`, `??`, `?:`, the ternary), literals, interpolation, arrays and subscripts are one
/// (`Expressions`); the host reads names and members, makes calls and sends messages over its scene,
/// and builds and reads its own values.
public protocol ExpressionHost: StatementHost where Value: ScriptValue {
  /// A name: a variable, `self`, a constant, a type.
  mutating func name(_ n: String, at e: BodyExpr) throws(Failure) -> Value
  /// `.zero`, `.began`, `.custom`.
  mutating func implicitMember(_ m: String, at e: BodyExpr) throws(Failure) -> Value
  /// `base.m` that the host answers from the expression, before `base` is evaluated (the top
  /// level's `view.window` while there is no root view); nil for the usual reading.
  mutating func shortcut(_ m: String, of base: BodyExpr) throws(Failure) -> Value?
  /// `v.m`; a struct's members and a type's constants are `PlainValue`'s (see `plainMember`).
  mutating func member(_ m: String, of v: Value, at e: BodyExpr) throws(Failure) -> Value
  /// `f(args)` and `r.f(args)`.
  mutating func call(_ callee: BodyExpr, _ args: [BodyArgument], at e: BodyExpr) throws(Failure) -> Value
  /// `[r selector:args]`.
  mutating func send(_ selector: String, to receiver: BodyExpr, _ args: [BodyExpr], at e: BodyExpr)
    throws(Failure) -> Value
  /// `base?`: the value of `base` once its optional chain goes on.
  mutating func optionalChain(_ v: Value, base: BodyExpr) throws(Failure) -> Value
  /// The value of `e`, nil when an optional chain in it met nil (`a?.b ?? c`: the chain ends
  /// before `??`).
  mutating func chainEnd(_ e: BodyExpr) throws(Failure) -> Value
  /// `(CGFloat)x`, `(UIView *)v`, `Int(x)` written as a cast.
  mutating func cast(_ v: Value, to type: String, at e: BodyExpr) throws(Failure) -> Value
  /// `v as? UIButton`, `v as! UIButton`.
  mutating func checkedCast(_ v: Value, to type: String, forced: Bool, at e: BodyExpr) throws(Failure)
    -> Value
  /// A unary operator other than `-`, `+`, `!` (`*stop`, `&p`).
  mutating func pointer(_ op: String, _ v: Value, at e: BodyExpr) throws(Failure) -> Value
  /// A closure or block where a value is wanted.
  func closure(block: Bool, at e: BodyExpr) -> Failure
  /// `#colorLiteral(…)`, `#function`: any directive but `#available`.
  func directive(_ name: String, at e: BodyExpr) throws(Failure) -> Value
  func selector(_ name: String) -> Value

  /// An array literal's value.
  func listValue(_ items: [Value]) -> Value
  /// A number an operator made: the top level refuses one too large for a scene.
  func result(_ n: Double, at e: BodyExpr) throws(Failure) -> Value
  /// `v`, the value of `e`, as a `PlainCall` argument of `kind`; fails when it is none.
  func coerce(_ v: Value, to kind: PlainCall.Kind, of e: BodyExpr) throws(Failure) -> PlainValue
  /// `v` as a string, for `+`; fails when it is none.
  func string(_ v: Value, of e: BodyExpr) throws(Failure) -> String
  /// `v` as interpolation and `print` show it.
  func text(_ v: Value) -> String
  /// Does `a / b` divide as integers (see `NumberTyping`)?
  func integerDivision(_ a: BodyExpr, _ b: BodyExpr) -> Bool
  func failure(_ problem: ExpressionProblem, at e: BodyExpr) -> Failure
}

extension ExpressionHost where Value: ScriptValue {
  /// `v.m` when `PlainValue` answers it: a struct's member (`r.midX`) or a type's (`CGRect.zero`).
  @inlinable public func plainMember(_ v: Value, _ m: String) -> Value? {
    let r = v.plain?.member(m) ?? v.typeName.flatMap { PlainValue.typeMember($0, m) }
    return r.map(Value.init)
  }

  /// A named constant (`CGRectZero`, `YES`, `M_PI`).
  @inlinable public func constant(_ name: String) -> Value? { PlainValue.constants[name].map(Value.init) }

  /// Calls `c`, named `name`, with `args` evaluated and given as it asks; a wrong count is an error.
  @inlinable public mutating func callPlain(
    _ c: PlainCall, _ name: String, _ args: [BodyExpr], at e: BodyExpr
  ) throws(Failure)
    -> Value
  {
    guard args.count == c.parameters.count else {
      throw failure(.arguments(name, expected: c.parameters.count, given: args.count), at: e)
    }
    var given: [PlainValue] = []
    for (a, kind) in zip(args, c.parameters) { given.append(try coerce(try evaluate(a), to: kind, of: a)) }
    return Value(c.apply(given))
  }

  @inlinable public func numberValue(_ n: Double) -> Value { .number(n) }
  @inlinable public func boolValue(_ b: Bool) -> Value { .bool(b) }
  @inlinable public func stringValue(_ s: String) -> Value { .string(s) }
  @inlinable public var nothing: Value { .null }
  @inlinable public func isNil(_ v: Value) -> Bool { v == .null }
  @inlinable public func isString(_ v: Value) -> Bool { v.text != nil }
}

/// The one evaluator of pasted expressions, the same in a method body and at the top level.
public enum Expressions {
  @inlinable public static func evaluate<H: ExpressionHost>(_ e: BodyExpr, in host: inout H) throws(H.Failure)
    -> H.Value
  {
    switch e.kind {
    case .number(let n), .integer(let n): return host.numberValue(n)
    case .string(let s): return host.stringValue(s)
    case .interpolation(let pieces):
      var text = ""
      for piece in pieces { text += host.text(try evaluate(piece, in: &host)) }
      return host.stringValue(text)
    case .name(let n): return try host.name(n, at: e)
    case .implicitMember(let m): return try host.implicitMember(m, at: e)
    case .member(let base, let m):
      if let v = try host.shortcut(m, of: base) { return v }
      return try host.member(m, of: try evaluate(base, in: &host), at: e)
    case .optional(let base): return try host.optionalChain(try evaluate(base, in: &host), base: base)
    case .call(let callee, let args):
      if let (name, c) = plainFunction(callee, labels: args.map(\.label)) {
        return try host.callPlain(c, name, args.map(\.value), at: callee)
      }
      return try host.call(callee, args, at: e)
    case .send(let receiver, let selector, let args):
      return try host.send(selector, to: receiver, args, at: e)
    case .index(let base, let i):
      let items = try host.elements(try evaluate(base, in: &host), of: base)
      let n = try host.number(try evaluate(i, in: &host), of: i)
      guard n >= 0, n < Double(items.count), n == n.rounded() else {
        throw host.failure(.index(n, count: items.count), at: e)
      }
      return items[Int(n)]
    case .list(let items):
      var values: [H.Value] = []
      for item in items { values.append(try evaluate(item, in: &host)) }
      return host.listValue(values)
    case .unary(let op, let a):
      let v = try evaluate(a, in: &host)
      switch op {
      case "-": return host.numberValue(-(try host.number(v, of: a)))
      case "+": return host.numberValue(try host.number(v, of: a))
      case "!": return host.boolValue(!(try host.truth(v, of: a)))
      default: return try host.pointer(op, v, at: e)
      }
    case .binary(let op, let a, let b): return try binary(op, a, b, at: e, in: &host)
    case .ternary(let c, let a, let b):
      return try host.truth(try evaluate(c, in: &host), of: c)
        ? try evaluate(a, in: &host) : try evaluate(b, in: &host)
    case .cast(let type, let a): return try host.cast(try evaluate(a, in: &host), to: type, at: e)
    case .checkedCast(let type, let a, let forced):
      return try host.checkedCast(try evaluate(a, in: &host), to: type, forced: forced, at: e)
    case .selector(let name): return host.selector(name)
    case .block: throw host.closure(block: true, at: e)
    case .closure(let block): throw host.closure(block: block, at: e)
    // `if #available(iOS 13, *)`: ViewLab is a current iOS.
    case .directive("available"): return host.boolValue(true)
    case .directive("unavailable"): return host.boolValue(false)
    case .directive(let name): return try host.directive(name, at: e)
    }
  }

  /// `CGRectMake(…)`, `CGRect(x:…)`, `CGRect.init(x:…)`, `.init(x:…)`, `sqrt(…)`: a `PlainCall`
  /// and the name it is called by; nil for any other call.
  @usableFromInline static func plainFunction(_ callee: BodyExpr, labels: [String?]) -> (String, PlainCall)? {
    let name: String
    switch callee.kind {
    case .name(let n): name = n
    case .member(let base, "init"):
      guard case .name(let t) = base.kind else { return nil }
      name = t
    case .implicitMember("init"):
      guard let t = PlainCall.inferredType(labels) else { return nil }
      name = t
    default: return nil
    }
    return PlainCall.function(name, labels: labels).map { (name, $0) }
  }

  /// `a op b`: `&&` and `||` read the right side only when it decides; `??` and C's `?:` take the
  /// right side when the left is nil (`?:`: or false, or zero).
  @inlinable static func binary<H: ExpressionHost>(
    _ op: String, _ a: BodyExpr, _ b: BodyExpr, at e: BodyExpr, in host: inout H
  ) throws(H.Failure) -> H.Value {
    switch op {
    case "&&":
      guard try host.truth(try evaluate(a, in: &host), of: a) else { return host.boolValue(false) }
      return host.boolValue(try host.truth(try evaluate(b, in: &host), of: b))
    case "||":
      if try host.truth(try evaluate(a, in: &host), of: a) { return host.boolValue(true) }
      return host.boolValue(try host.truth(try evaluate(b, in: &host), of: b))
    case "??":
      let l = try host.chainEnd(a)
      return host.isNil(l) ? try evaluate(b, in: &host) : l
    case "?:":
      let l = try evaluate(a, in: &host)
      return host.isNil(l) || (try? host.truth(l, of: a)) == false ? try evaluate(b, in: &host) : l
    default:
      break
    }
    let l = try evaluate(a, in: &host)
    let r = try evaluate(b, in: &host)
    return try operate(op, (l, a), (r, b), at: e, in: &host)
  }

  /// `l op r` of two values already evaluated (a compound assignment's, a traced condition's):
  /// equality, ordering, `+ - * / %` with each language's integer division, and Swift's `+` of two
  /// strings.
  @inlinable public static func operate<H: ExpressionHost>(
    _ op: String, _ l: (H.Value, BodyExpr), _ r: (H.Value, BodyExpr), at e: BodyExpr, in host: inout H
  ) throws(H.Failure) -> H.Value {
    switch op {
    case "==", "===": return host.boolValue(host.equal(l.0, r.0))
    case "!=", "!==": return host.boolValue(!host.equal(l.0, r.0))
    default: break
    }
    if op == "+", host.isString(l.0) {
      return host.stringValue(try host.string(l.0, of: l.1) + host.string(r.0, of: r.1))
    }
    let x = try host.number(l.0, of: l.1)
    let y = try host.number(r.0, of: r.1)
    switch op {
    case "<": return host.boolValue(x < y)
    case ">": return host.boolValue(x > y)
    case "<=": return host.boolValue(x <= y)
    case ">=": return host.boolValue(x >= y)
    case "+": return try host.result(x + y, at: e)
    case "-": return try host.result(x - y, at: e)
    case "*": return try host.result(x * y, at: e)
    case "/", "%":
      // Integers divide as integers (`7 / 2` is 3 in C, and in Swift where it is an `Int`); by zero
      // it is an error (Swift traps on integers; a float's infinity means nothing in a scene).
      guard y != 0, let n = NumberTyping.divide(op, x, y, integral: host.integerDivision(l.1, r.1)) else {
        throw host.failure(.divisionByZero(op), at: e)
      }
      return try host.result(n, at: e)
    default: throw host.failure(.operatorNotModelled(op), at: e)
    }
  }
}
