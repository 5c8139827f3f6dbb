import ViewLabGeometry
import ViewLabModel
import ViewLabSpeak

/// What a top-level line's expressions read and make (`Expressions` evaluates them): names, members,
/// calls and messages over the session's scene and the views not yet added, and the top level's
/// values.
extension Session: ExpressionHost {
  public mutating func name(_ n: String, at e: BodyExpr) throws(ScriptError) -> CodeValue {
    try resolve(name: n, column: e.column)
  }

  public func implicitMember(_ m: String, at e: BodyExpr) -> CodeValue {
    switch m {
    case "pi": .number(.pi)
    case "zero": .zero
    case "identity": .transform(.identity)
    default: .cosmetic("." + m)
    }
  }

  /// `self.view.window`, `view.window` while the scene has no root view: the window itself.
  public func shortcut(_ m: String, of base: BodyExpr) -> CodeValue? {
    m == "window" && windowWithoutRootView(base) ? .view("window") : nil
  }

  public mutating func member(_ m: String, of v: CodeValue, at e: BodyExpr) throws(ScriptError) -> CodeValue {
    try member(v, m, column: e.column)
  }

  public mutating func call(_ callee: BodyExpr, _ args: [BodyArgument], at e: BodyExpr) throws(ScriptError)
    -> CodeValue
  {
    try call(callee, args, column: callee.spot)
  }

  public mutating func send(_ selector: String, to receiver: BodyExpr, _ args: [BodyExpr], at e: BodyExpr)
    throws(ScriptError) -> CodeValue
  {
    try send(receiver, selector, args, column: e.column)
  }

  /// `a?.b` where `a` is nil: Swift skips the rest of the chain; the statement catches this error
  /// and does nothing (`CodeNote.optionalChainStopped`).
  public func optionalChain(_ v: CodeValue, base: BodyExpr) throws(ScriptError) -> CodeValue {
    if v == .null {
      throw ScriptError(.notModelled(.nilOptionalChain), column: base.spot).chainStopped(at: base)
    }
    return v
  }

  public mutating func chainEnd(_ e: BodyExpr) throws(ScriptError) -> CodeValue {
    do { return try value(e) } catch {
      if error.stoppedChain != nil { return .null }
      throw error
    }
  }

  /// `(int)x`, `(NSInteger)x`: the number without its fraction; any other cast is the value.
  public func cast(_ v: CodeValue, to type: String, at e: BodyExpr) -> CodeValue {
    guard Operators.integerTypes.contains(type), case .number(let n) = v else { return v }
    return .number(n.rounded(.towardZero))
  }

  /// `v as? UIButton`: the view when it is of that class (a UIKit class or a pasted one, or a
  /// subclass), else nil; `as!` on another class stops the app, as Swift does. A cast to a type that
  /// is no class of a view (`as? CGFloat`) is the value.
  public func checkedCast(_ v: CodeValue, to type: String, forced: Bool, at e: BodyExpr) throws(ScriptError)
    -> CodeValue
  {
    guard
      ViewClass(rawValue: type) != nil || code.classes[type] != nil
        || ["UIResponder", "UIControl"].contains(type)
    else { return v }
    let found: String
    switch v {
    case .view(let name):
      guard let (s, id) = holder(of: name) else { return v }
      if s.isKind(id, of: type, exactly: false) { return v }
      found = s.className(of: id)
    case .null: found = "nil"
    default: return v
    }
    if forced { throw ScriptError(.flow(.failedCast(to: type, found: found)), column: e.column) }
    return .null
  }

  /// `&p`, `*p`: the top level has no pointers; the value is the pointee's.
  public func pointer(_ op: String, _ v: CodeValue, at e: BodyExpr) -> CodeValue { v }

  public func closure(block: Bool, at e: BodyExpr) -> ScriptError {
    Self.closureError(block: block, callee: nil, column: e.column)
  }

  public func directive(_ name: String, at e: BodyExpr) throws(ScriptError) -> CodeValue {
    if name == "colorLiteral" || name == "imageLiteral" { return .cosmetic("#" + name) }
    throw ScriptError(.notModelled(.directive(name)), column: e.column, length: name.count + 1)
  }

  public func selector(_ name: String) -> CodeValue { .selector(name) }
  public func listValue(_ items: [CodeValue]) -> CodeValue { .list(items) }

  /// A number an operator made; one too large for a scene is an error where it was made.
  public func result(_ n: Double, at e: BodyExpr) throws(ScriptError) -> CodeValue {
    guard n.isFinite, abs(n) <= TokenCursor.maxMagnitude else {
      throw ScriptError(.badNumber(Number.format(n), .tooLarge), column: e.column)
    }
    return .number(n)
  }

  public func string(_ v: CodeValue, of e: BodyExpr) throws(ScriptError) -> String {
    if case .string(let s) = v { return s }
    throw typeError(.kind(.string), e, found: v)
  }

  public func text(_ v: CodeValue) -> String { Self.printedForm(v) }
  public func integerDivision(_ a: BodyExpr, _ b: BodyExpr) -> Bool { typing.integerDivision(a, b) }

  public func failure(_ problem: ExpressionProblem, at e: BodyExpr) -> ScriptError {
    switch problem {
    case .divisionByZero: ScriptError(.notModelled(.divisionByZero), column: e.column)
    case .operatorNotModelled(let op):
      ScriptError(.notModelled(.binaryOperator(op)), column: e.column, length: op.count)
    case .index(let n, let count): ScriptError(.notModelled(.listIndex(n, count: count)), column: e.column)
    case .arguments(let name, let expected, let given):
      ScriptError(.expected(.arguments(expected, to: name), found: .token("\(given)")), column: e.spot)
    }
  }

  /// `==` of two values: a number and a Boolean compare as C does (`YES == 1`), `.zero` as 0.
  public func equal(_ a: CodeValue, _ b: CodeValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .bool(let y)), (.bool(let y), .number(let x)): x == (y ? 1 : 0)
    case (.zero, .number(let x)), (.number(let x), .zero): x == 0
    default: a == b
    }
  }
}

extension CodeValue: ScriptValue {
  public var plain: PlainValue? {
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
    case .view, .newView, .layer, .type, .controller, .zero, .cosmetic, .list, .selector, .gesture,
      .newGesture, .namedController, .newController:
      nil
    }
  }

  public var text: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  public var typeName: String? {
    if case .type(let t) = self { return t }
    return nil
  }
}
