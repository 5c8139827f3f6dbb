import ViewLabModel
import ViewLabSpeak

/// Integer arithmetic and Swift's checked casts: where a body's numbers are integers, and where a
/// cast checks the class.
extension Interpreter {
  /// What kind of number an expression is, as the language types it.
  enum NumberKind: Equatable {
    /// An `Int` / `int` / `NSInteger` value: a local declared so, `Int(x)`, `(int)x`.
    case int
    /// Made of integer literals only (`7`, `7 / 2`): `int` in C; in Swift `Int` only with nothing
    /// else to go by (an untyped `let`), else the type the context asks for (CGFloat, Double).
    case literal
    /// CGFloat, Double, or anything else.
    case float
  }

  func numberKind(_ e: BodyExpr) -> NumberKind {
    switch e.kind {
    case .integer: return .literal
    case .name(let n): return types[n].map { Operators.integerTypes.contains($0) } == true ? .int : .float
    case .cast(let t, _): return Operators.integerTypes.contains(t) ? .int : .float
    case .call(let f, let args):
      if case .name("Int") = f.kind, args.count == 1 { return .int }
      return .float
    case .unary(let op, let a): return op == "-" || op == "+" ? numberKind(a) : .float
    case .binary(let op, let a, let b):
      guard ["+", "-", "*", "/", "%"].contains(op) else { return .float }
      let (x, y) = (numberKind(a), numberKind(b))
      if x == .float || y == .float { return .float }
      return x == .int || y == .int ? .int : .literal
    default: return .float
    }
  }

  /// Does `a / b` (`a % b`) divide as integers? In Objective-C (C) when neither side is floating;
  /// in Swift when neither is and one is an `Int` (or, for literals alone, where Swift infers `Int`).
  func integerDivision(_ a: BodyExpr, _ b: BodyExpr) -> Bool {
    let (x, y) = (numberKind(a), numberKind(b))
    if x == .float || y == .float { return false }
    return objectiveC || x == .int || y == .int || literalsAreInt
  }

  /// `value as? Type` / `value as! Type`: the value when it is of the class (a view of that UIKit
  /// class or a subclass, a pasted class, a recognizer of that class); else nil, or for `as!` an
  /// error at `line`, as Swift's failed forced cast stops the app. A cast to a type that is no class
  /// ViewLab knows (`as? CGFloat`) is the value.
  func checkedCast(_ v: InterpretedValue, to type: String, forced: Bool, line: Int) throws(OverrideFailure)
    -> InterpretedValue
  {
    let matches: Bool
    switch v {
    case .view(let id): matches = isKind(id, of: type, exactly: false)
    case .newView(let i):
      let cls = pending[i].viewClass
      matches =
        pending[i].added.map { isKind($0, of: type, exactly: false) }
        ?? (type == cls.rawValue || ["UIView", "UIResponder", "NSObject"].contains(type)
          || (type == "UIControl" && cls.isControl))
    case .recognizer(let g, _, _): matches = isRecognizer(g, of: type)
    case .null: matches = false
    default: return v
    }
    if matches { return v }
    if forced { throw failure(line, .failedCast(to: type, found: className(of: v))) }
    return .null
  }

  /// The class a value is, as a failed cast names it.
  func className(of v: InterpretedValue) -> String {
    switch v {
    case .view(let id):
      (scene.behavior(of: id) as? InterpretedClass)?.className ?? scene[id].viewClass.rawValue
    case .newView(let i): pending[i].viewClass.rawValue
    case .recognizer(let g, _, _): scene.className(of: g)
    case .null: "nil"
    default: format(v)
    }
  }

  /// `[other isKindOfClass:[UIPanGestureRecognizer class]]`.
  func isRecognizer(_ g: GestureRef, of type: String) -> Bool {
    type == scene.className(of: g) || type == "UIGestureRecognizer" || type == "NSObject"
  }
}
