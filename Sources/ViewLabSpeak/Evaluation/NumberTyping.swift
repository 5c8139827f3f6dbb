import ViewLabSpeak

/// Where pasted numbers are integers, as each language types them, for a method body and the top
/// level alike: `7 / 2` is 3 in C, and in Swift where it is an `Int` (an untyped `let`, `print`'s
/// argument, an `Int` variable) but 3.5 where a `CGFloat` is wanted.
public struct NumberTyping {
  /// What kind of number an expression is, as the language types it.
  public enum Kind: Equatable {
    /// An `Int` / `int` / `NSInteger` value: a variable declared so, `Int(x)`, `(int)x`.
    case int
    /// Made of integer literals only (`7`, `7 / 2`): `int` in C; in Swift `Int` only with nothing
    /// else to go by (an untyped `let`), else the type the context asks for (CGFloat, Double).
    case literal
    /// CGFloat, Double, or anything else.
    case float
  }

  /// The declared types whose zero is the number 0, and those whose zero is false (`var n: Int`,
  /// `CGFloat w;`, `BOOL done;`).
  public static let numberTypes: Set<String> = [
    "CGFloat", "double", "float", "int", "NSInteger", "NSUInteger", "long", "Int", "Double",
  ]
  public static let booleanTypes: Set<String> = ["BOOL", "bool", "Bool"]

  public var objectiveC: Bool
  /// Swift: integer literals are `Int` here (the initializer of an untyped `let`, `print`'s argument).
  public var literalsAreInt: Bool
  /// The declared type of a variable, if it has one.
  public var declared: (String) -> String?

  public init(objectiveC: Bool, literalsAreInt: Bool, declared: @escaping (String) -> String?) {
    self.objectiveC = objectiveC
    self.literalsAreInt = literalsAreInt
    self.declared = declared
  }

  public func kind(_ e: BodyExpr) -> Kind {
    switch e.kind {
    case .integer: return .literal
    case .name(let n): return declared(n).map { Operators.integerTypes.contains($0) } == true ? .int : .float
    case .cast(let t, _): return Operators.integerTypes.contains(t) ? .int : .float
    case .call(let f, let args):
      if case .name("Int") = f.kind, args.count == 1 { return .int }
      return .float
    case .unary(let op, let a): return op == "-" || op == "+" ? kind(a) : .float
    case .binary(let op, let a, let b):
      guard ["+", "-", "*", "/", "%"].contains(op) else { return .float }
      let (x, y) = (kind(a), kind(b))
      if x == .float || y == .float { return .float }
      return x == .int || y == .int ? .int : .literal
    default: return .float
    }
  }

  /// Does `a / b` (`a % b`) divide as integers? In Objective-C (C) when neither side is floating;
  /// in Swift when neither is and one is an `Int` (or, for literals alone, where Swift infers `Int`).
  public func integerDivision(_ a: BodyExpr, _ b: BodyExpr) -> Bool {
    let (x, y) = (kind(a), kind(b))
    if x == .float || y == .float { return false }
    return objectiveC || x == .int || y == .int || literalsAreInt
  }

  /// The type a declaration gives its variable: the one written, or in Swift `Int` for an untyped
  /// `let n = 7 / 2` of integers.
  public func inferred(declared type: String?, value: BodyExpr?) -> String? {
    guard !objectiveC, type == nil, let value, kind(value) != .float else { return type }
    return "Int"
  }

  /// A number stored in a variable of `type`: an integer type truncates it, as C and `Int(x)` do.
  public static func converted(_ n: Double, to type: String?) -> Double {
    guard let type, Operators.integerTypes.contains(type), n.isFinite, abs(n) < 1e15 else { return n }
    return n.rounded(.towardZero)
  }

  /// `a / b` or `a % b` of two numbers; nil when `b` is zero and the division is of integers (Swift
  /// traps, C's behaviour is undefined).
  public static func divide(_ op: String, _ a: Double, _ b: Double, integral: Bool) -> Double? {
    if integral {
      guard b != 0 else { return nil }
      return op == "/" ? (a / b).rounded(.towardZero) : a.truncatingRemainder(dividingBy: b)
    }
    return op == "/" ? a / b : a.truncatingRemainder(dividingBy: b)
  }
}
