/// How the top level's evaluator (`Session`) reads the one tree: it does not check a class, so a
/// cast to a type that is no whole number and Swift's checked casts are their operand there, and so
/// is a unary `+x`; an error about a call points at its callee.
extension BodyExpr {
  /// The expression with the wrappers the top level reads through taken off.
  public var plain: BodyExpr {
    switch kind {
    case .unary(let op, let a) where op != "-" && op != "!": a.plain
    case .cast(let type, let a) where !Operators.integerTypes.contains(type): a.plain
    case .checkedCast(_, let a, _): a.plain
    default: self
    }
  }

  /// The column a top-level error about this expression points at: a call's callee's, else where it
  /// starts (after the wrappers `plain` takes off).
  public var spot: Int {
    let p = plain
    if case .call(let callee, _) = p.kind { return callee.spot }
    return p.column
  }

  /// The name this expression is, when it is a plain name (`v`, `(UIView *)v`).
  public var plainName: String? {
    if case .name(let n) = plain.kind { return n }
    return nil
  }

  /// An expression the top level's evaluator makes (`self` for `present(…)`, the type of `.init(…)`).
  public init(_ kind: Kind, line: Int, column: Int) {
    self.init(kind: kind, line: line, column: column)
  }

  /// A number made by the evaluator (a compound assignment's operands), at `column`.
  public static func number(_ n: Double, column: Int) -> BodyExpr {
    BodyExpr(kind: .number(n), line: 1, column: column)
  }

  /// A method call's receiver, name and labelled arguments, whichever language wrote it:
  /// `r.name(a: x) { … }` or `[r name:x …]`; nil for any other expression.
  public var callParts: (receiver: BodyExpr, name: String, args: [(label: String?, value: BodyExpr)])? {
    switch kind {
    case .call(let f, let args):
      guard case .member(let receiver, let name) = f.kind else { return nil }
      return (receiver, name, args.map { ($0.label, $0.value) })
    case .send(let receiver, let selector, let args):
      return (receiver, selector, Self.labelled(selector, args))
    default:
      return nil
    }
  }

  /// An Objective-C message's arguments, each labelled by its part of the selector.
  public static func labelled(_ selector: String, _ args: [BodyExpr]) -> [(label: String?, value: BodyExpr)] {
    let parts = selector.split(separator: ":").map(String.init)
    return args.enumerated().map { (i, a) in (label: i < parts.count ? Optional(parts[i]) : nil, value: a) }
  }
}
