extension CodeExpr {
  /// The session's view of an expression the one grammar read (`ClassParser`'s, for a top-level line
  /// too): the top level's evaluator still takes `CodeExpr`. Casts to a type that is no whole number
  /// and Swift's checked casts are their operand there (the top level does not check a class);
  /// `+x` is `x`.
  public init(_ e: BodyExpr) {
    let c = e.column
    switch e.kind {
    case .number(let n), .integer(let n): self = .number(n, column: c)
    case .string(let s): self = .string(s, column: c)
    case .interpolation(let pieces): self = .interpolation(pieces.map(CodeExpr.init), column: c)
    case .name(let n): self = .name(n, column: c)
    case .implicitMember(let m): self = .implicitMember(m, column: c)
    case .member(let base, let m): self = .member(CodeExpr(base), m, column: c)
    case .index(let base, let i): self = .index(CodeExpr(base), CodeExpr(i), column: c)
    case .call(let callee, let args):
      let f = CodeExpr(callee)
      self = .call(f, args.map { CodeArgument(label: $0.label, value: CodeExpr($0.value)) }, column: f.column)
    case .send(let receiver, let selector, let args):
      self = .send(CodeExpr(receiver), Self.parts(selector, args), column: c)
    case .unary(let op, let a):
      switch op {
      case "-": self = .negate(CodeExpr(a), column: c)
      case "!": self = .not(CodeExpr(a), column: c)
      default: self = CodeExpr(a)
      }
    case .binary(let op, let a, let b): self = .binary(op, CodeExpr(a), CodeExpr(b), column: c)
    case .ternary(let a, let b, let d): self = .ternary(CodeExpr(a), CodeExpr(b), CodeExpr(d), column: c)
    case .cast(let type, let a):
      // Only a cast to a whole-number type changes the value (it drops the fraction).
      self = Operators.integerTypes.contains(type) ? .cast(type, CodeExpr(a), column: c) : CodeExpr(a)
    case .checkedCast(_, let a, _): self = CodeExpr(a)
    case .block: self = .closure(block: true, column: c)
    case .list(let items): self = .list(items.map(CodeExpr.init), column: c)
    case .selector(let name): self = .selector(name, column: c)
    case .closure(let block): self = .closure(block: block, column: c)
    case .directive(let name): self = .directive(name, column: c)
    }
  }

  /// A selector's parts with their arguments: `initWithFrame:` and one argument is one part with a
  /// value; `alloc` is one part without.
  static func parts(_ selector: String, _ args: [BodyExpr]) -> [CodePart] {
    guard selector.hasSuffix(":") else { return [CodePart(name: selector, value: nil)] }
    let names = selector.dropLast().split(separator: ":", omittingEmptySubsequences: false)
    return names.enumerated().map { i, name in
      CodePart(name: String(name), value: i < args.count ? CodeExpr(args[i]) : nil)
    }
  }
}
