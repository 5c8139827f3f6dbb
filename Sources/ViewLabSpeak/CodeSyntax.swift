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
  /// A statement read by the method-body grammar: `if`, `for`, `while`, `switch`, an animation block,
  /// and the statements of a paste that holds them (run by the control flow method bodies share).
  case control(BodyStatement)

  public var column: Int {
    switch self {
    case .defineClass, .control: 1
    case .declare(_, _, _, let c), .assign(_, _, _, let c): c
    case .expression(let e): e.spot
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
