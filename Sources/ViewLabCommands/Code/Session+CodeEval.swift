import ViewLabGeometry
import ViewLabModel

extension Session {
  /// The value of an expression (`Expressions` evaluates it; `Session+CodeExpressions` reads names,
  /// members and calls). Reading `self.view` may create it (see `rootView`); nothing else changes.
  /// Recursion is bounded by the parser's depth cap.
  mutating func value(_ expression: BodyExpr) throws(ScriptError) -> CodeValue {
    try Expressions.evaluate(expression, in: &self)
  }

  /// One message for a closure or block, wherever it is: ViewLab never runs the code inside.
  static func closureError(block: Bool, callee: String?, column: Int) -> ScriptError {
    ScriptError(.notModelled(.closure(block: block, passedTo: callee)), column: column)
  }

  /// The first closure or block in an expression, with the call it is passed to; checked before a
  /// statement runs, so a line holding one gets that one message.
  static func firstClosure(_ expression: BodyExpr, callee: String? = nil) -> ScriptError? {
    let e = expression.plain
    switch e.kind {
    case .closure(let block): return closureError(block: block, callee: callee, column: e.column)
    case .block: return closureError(block: true, callee: callee, column: e.column)
    case .call(let f, let args):
      let name: String? =
        switch f.plain.kind {
        case .name(let n), .member(_, let n): n
        default: nil
        }
      return firstClosure(f) ?? args.lazy.compactMap { firstClosure($0.value, callee: name) }.first
    case .send(let r, let selector, let args):
      return firstClosure(r) ?? args.lazy.compactMap { firstClosure($0, callee: selector) }.first
    case .member(let b, _), .unary(_, let b), .cast(_, let b): return firstClosure(b, callee: callee)
    case .index(let a, let b), .binary(_, let a, let b): return firstClosure(a) ?? firstClosure(b)
    case .ternary(let a, let b, let c): return firstClosure(a) ?? firstClosure(b) ?? firstClosure(c)
    case .optional(let b): return firstClosure(b, callee: callee)
    case .list(let items), .interpolation(let items): return items.lazy.compactMap { firstClosure($0) }.first
    case .number, .integer, .string, .name, .implicitMember, .checkedCast, .selector, .directive: return nil
    }
  }

  /// `a op b` of two numbers a compound assignment (`v.alpha -= 0.5`) reads and writes.
  mutating func compound(_ op: String, _ a: Double, _ b: Double, column: Int) throws(ScriptError) -> CodeValue
  {
    let (l, r) = (BodyExpr.number(a, column: column), BodyExpr.number(b, column: column))
    return try Expressions.operate(op, (.number(a), l), (.number(b), r), at: l, in: &self)
  }

  func typeError(_ wanted: Expected, _ e: BodyExpr, found: CodeValue? = nil, column: Int? = nil)
    -> ScriptError
  {
    ScriptError(.expected(wanted, found: found.map { .value($0.kind) }), column: column ?? e.spot)
  }

  // MARK: Typed values

  mutating func number(_ e: BodyExpr) throws(ScriptError) -> Double {
    try number(try value(e), e)
  }

  /// `v`, the value of `e`, as a number (`.zero` is 0, a Boolean 1 or 0).
  func number(_ v: CodeValue, _ e: BodyExpr) throws(ScriptError) -> Double {
    switch v {
    case .number(let n): return n
    case .zero: return 0
    case .bool(let b): return b ? 1 : 0
    default: throw typeError(.number, e, found: v)
    }
  }

  mutating func bool(_ e: BodyExpr) throws(ScriptError) -> Bool {
    let v = try value(e)
    switch v {
    case .bool(let b): return b
    case .number(let n): return n != 0
    default: throw typeError(.boolean, e, found: v)
    }
  }

  mutating func point(_ e: BodyExpr) throws(ScriptError) -> Point {
    try coerce(try value(e), to: .point, of: e).point
  }

  mutating func size(_ e: BodyExpr) throws(ScriptError) -> Size {
    try coerce(try value(e), to: .size, of: e).size
  }

  mutating func rect(_ e: BodyExpr) throws(ScriptError) -> Rect {
    try coerce(try value(e), to: .rect, of: e).rect
  }

  mutating func insets(_ e: BodyExpr) throws(ScriptError) -> EdgeInsets {
    try coerce(try value(e), to: .insets, of: e).insets
  }

  mutating func transform(_ e: BodyExpr) throws(ScriptError) -> AffineTransform {
    try coerce(try value(e), to: .transform, of: e).transform
  }

  /// `v`, the value of `e`, as `kind` asks: `.zero` is the zero of any kind (the identity of a
  /// transform), a C compound literal's list (`{10, 20}`) a point or size.
  public func coerce(_ v: CodeValue, to kind: PlainCall.Kind, of e: BodyExpr) throws(ScriptError)
    -> PlainValue
  {
    switch kind {
    case .number: return .number(try number(v, e))
    case .point: if let p = Self.point(v) { return .point(p) }
    case .rect: if let r = Self.rect(v) { return .rect(r) }
    case .size:
      if v == .zero { return .size(Size(width: 0, height: 0)) }
      if case .list(let items) = v, items.count == 2, case .number(let w) = items[0],
        case .number(let h) = items[1]
      {
        return .size(Size(width: w, height: h))
      }
    case .transform: if v == .zero { return .transform(.identity) }
    case .insets: if v == .zero { return .insets(.zero) }
    }
    if let p = v.plain, p.kind == kind { return p }
    let expected: Expected =
      switch kind {
      case .number: .number
      case .point: .kind(.point)
      case .size: .kind(.size)
      case .rect: .kind(.rect)
      case .transform: .kind(.transform)
      case .insets: .kind(.insets)
      }
    throw typeError(expected, e, found: v)
  }

  /// A view name from an expression (in the window or not yet).
  mutating func viewName(_ e: BodyExpr) throws(ScriptError) -> String {
    let v = try value(e)
    if case .view(let name) = v { return name }
    if case .newView = v {
      throw ScriptError(
        .notModelled(.unheldView), column: e.spot)
    }
    throw typeError(.kind(.view), e, found: v)
  }

  static func point(_ v: CodeValue) -> Point? {
    switch v {
    case .point(let p): return p
    case .zero: return .zero
    case .list(let items) where items.count == 2:
      if case .number(let x) = items[0], case .number(let y) = items[1] { return Point(x: x, y: y) }
    default: break
    }
    return nil
  }

  static func rect(_ v: CodeValue) -> Rect? {
    switch v {
    case .rect(let r): return r
    case .zero: return .zero
    case .list(let items) where items.count == 2:
      // `(CGRect){{x, y}, {w, h}}`
      if let o = point(items[0]), let s = point(items[1]) {
        return Rect(x: o.x, y: o.y, width: s.x, height: s.y)
      }
    default: break
    }
    return nil
  }
}
