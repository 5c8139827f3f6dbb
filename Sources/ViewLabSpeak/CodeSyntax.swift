/// An expression as the top level's evaluator (`Session`) takes it, with the column it starts at (for
/// errors); made from the one grammar's `BodyExpr` (`CodeExpr(_:)`).
public indirect enum CodeExpr: Hashable, Sendable {
  case number(Double, column: Int)
  case string(String, column: Int)
  /// `"n = \(n)"`: literal pieces and values, in order.
  case interpolation([CodeExpr], column: Int)
  /// An identifier: a variable, a class, a constant such as `M_PI` or `YES`.
  case name(String, column: Int)
  /// `.pi`, `.zero`, `.identity`: a member of a type Swift infers.
  case implicitMember(String, column: Int)
  /// `base.member` (`?.` and `!` are read as `.`).
  case member(CodeExpr, String, column: Int)
  /// `callee(label: value, value)`.
  case call(CodeExpr, [CodeArgument], column: Int)
  /// Objective-C `[receiver part: value part2: value]`, or `[receiver selector]` (one part, no value).
  case send(CodeExpr, [CodePart], column: Int)
  /// `base[index]`.
  case index(CodeExpr, CodeExpr, column: Int)
  /// `{a, b}` (a C compound literal, as in `(CGRect){{0, 0}, {10, 10}}`).
  case list([CodeExpr], column: Int)
  case negate(CodeExpr, column: Int)
  case not(CodeExpr, column: Int)
  /// The operators of `Operators`: arithmetic, comparisons, `&&`, `||`, Swift's `??` and Objective-C's `a ?: b`.
  case binary(String, CodeExpr, CodeExpr, column: Int)
  /// `condition ? a : b`; the column is the `?`'s.
  case ternary(CodeExpr, CodeExpr, CodeExpr, column: Int)
  /// `(int)x`, `(NSInteger)x`: a C cast to a whole-number type (other casts leave the value as it is
  /// and are read as their operand).
  case cast(String, CodeExpr, column: Int)
  /// `#selector(tapped(_:))` or `@selector(tapped:)`: the method's base name (`tapped`).
  case selector(String, column: Int)
  /// A closure `{ … }` or an Objective-C block `^{ … }`, read as one balanced unit and never run.
  case closure(block: Bool, column: Int)
  /// `#name(…)` other than `#selector`: `#colorLiteral(…)`, `#available(…)`, read as one unit.
  case directive(String, column: Int)

  public var column: Int {
    switch self {
    case .number(_, let c), .string(_, let c), .interpolation(_, let c), .name(_, let c),
      .implicitMember(_, let c),
      .member(_, _, let c),
      .call(_, _, let c), .send(_, _, let c), .index(_, _, let c), .list(_, let c), .negate(_, let c),
      .not(_, let c), .binary(_, _, _, let c), .ternary(_, _, _, let c), .cast(_, _, let c),
      .selector(_, let c), .closure(_, let c), .directive(_, let c):
      c
    }
  }
}

public struct CodeArgument: Hashable, Sendable {
  public var label: String?
  public var value: CodeExpr
}

/// One part of an Objective-C selector: `initWithFrame:` with its argument, or `alloc` without.
public struct CodePart: Hashable, Sendable {
  public var name: String
  public var value: CodeExpr?
}

/// One statement of a top-level line; its expressions are read by the one grammar (`BodyExpr`).
public enum CodeStatement: Hashable, Sendable {
  /// `let v = …`, `var v: UIView = …`, `UIView *v = …;`, `CGPoint p = …;`.
  case declare(name: String, type: String?, value: BodyExpr, column: Int)
  /// `target = value`, or a compound assignment such as `+=` (`op` is `+` then).
  case assign(target: BodyExpr, op: String?, value: BodyExpr, column: Int)
  case expression(BodyExpr)
  /// Accepted and ignored: `import UIKit`, `super.viewDidLoad()`, a lone brace, … (what it was).
  case scaffolding(String)
  /// A pasted class (see `ClassParser`).
  case defineClass(ClassPiece)

  public var column: Int {
    switch self {
    case .defineClass: 1
    case .declare(_, _, _, let c), .assign(_, _, _, let c): c
    case .expression(let e): CodeExpr(e).column
    case .scaffolding: 1
    }
  }
}

/// A line of pasted code: its statements (`;` separates them), as `Command.code` carries it.
public struct CodeSnippet: Hashable, Sendable {
  public var statements: [CodeStatement]
  /// Written as Objective-C: the line ends with `;` (Swift needs none), so Objective-C's own
  /// rules hold (a struct member of a property is not assignable).
  public var objectiveC = false
  public init(_ statements: [CodeStatement], objectiveC: Bool = false) {
    self.statements = statements
    self.objectiveC = objectiveC
  }
}
