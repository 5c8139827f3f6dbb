extension CodeParser {
  static let cTypes: Set<String> = [
    "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "int", "float", "double", "NSInteger",
    "NSUInteger", "BOOL", "id", "UIView", "UIButton", "UILabel",
  ]

  /// An expression: the binary operators of `Operators` at their levels, then Objective-C's `a ?: b`
  /// and the ternary `c ? a : b`, the loosest.
  mutating func expression() throws(SpeakError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    let condition = try binary(0)
    guard let q = peek, q.kind == .symbol, q.text == "?" else { return condition }
    if let r = peek(1), r.text == ":", r.column == q.column + 1 {
      // `a ?: b` (Objective-C): a when it is true (not nil, not zero), else b.
      index += 2
      return .binary("?:", condition, try expression(), column: q.column)
    }
    _ = next()
    let a = try expression()
    try expect(":")
    return .ternary(condition, a, try expression(), column: q.column)
  }

  /// The operators of `levels[level]` and tighter, left to right.
  mutating func binary(_ level: Int) throws(SpeakError) -> CodeExpr {
    let levels = Operators.levels(objectiveC: objectiveC)
    guard level < levels.count else { return try unary() }
    var left = try binary(level + 1)
    if level == Operators.castLevel { left = try casts(left) }
    var count = 0
    defer { depth -= count }
    while let (op, width, column) = binaryOperator(in: levels[level]) {
      index += width
      var right = try binary(level + 1)
      if level == Operators.castLevel { right = try casts(right) }
      left = .binary(op, left, right, column: column)
      count += 1
      try enter()  // each operator deepens the tree: it counts toward the nesting cap
    }
    return left
  }

  /// The operator at the cursor when it is one of `ops`: its text, how many tokens it takes and its
  /// column. `??`, `===` and `!==` arrive as two tokens side by side.
  func binaryOperator(in ops: Set<String>) -> (String, Int, Int)? {
    guard let t = peek, t.kind == .symbol else { return nil }
    var op = t.text
    var width = 1
    if let u = peek(1), u.kind == .symbol, u.column == t.column + t.text.count,
      (op == "?" && u.text == "?") || ((op == "==" || op == "!=") && u.text == "=")
    {
      op += u.text
      width = 2
    }
    guard ops.contains(op) else { return nil }
    return (op, width, t.column)
  }

  /// Swift's `value as Type`, `as! Type`, `as? Type` after an operand: read, and the operand is the
  /// value (ViewLab does not check the class; no Swift cast converts a number).
  mutating func casts(_ operand: CodeExpr) throws(SpeakError) -> CodeExpr {
    while let t = peek, t.kind == .identifier, t.text == "as" {
      _ = next()
      _ = accept("!") || accept("?")
      _ = try identifier(.typeName)
    }
    return operand
  }

  mutating func unary() throws(SpeakError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    guard let t = peek else { throw unexpected(.value) }
    if t.kind == .symbol, t.text == "-" {
      _ = next()
      return .negate(try unary(), column: t.column)
    }
    if t.kind == .symbol, t.text == "+" {
      _ = next()
      return try unary()
    }
    if t.kind == .symbol, t.text == "!" {
      _ = next()
      return .not(try unary(), column: t.column)
    }
    if t.kind == .symbol, t.text == "&" {
      throw unsupported(.pointers, at: t.column)
    }
    return try postfix(try primary())
  }

  mutating func postfix(_ base: CodeExpr) throws(SpeakError) -> CodeExpr {
    var e = base
    var count = 0
    defer { depth -= count }
    while let t = peek {
      count += 1
      try enter()
      if t.text == "?" || t.text == "!", t.kind == .symbol,
        peek(1)?.text == "."
          || (t.text == "!" && [nil, ")", ",", "]", ";", "=", "}"].contains(peek(1)?.text))
      {
        _ = next()  // optional chaining and force unwrapping do not change the value here
        continue
      }
      if t.text == ".", t.kind == .symbol {
        _ = next()
        let name = try identifier(.memberName)
        e = .member(e, name.text, column: name.column)
      } else if t.text == "(", t.kind == .symbol {
        _ = next()
        e = .call(e, try arguments(), column: e.column)
      } else if t.text == "[", t.kind == .symbol {
        _ = next()
        let i = try expression()
        try expect("]")
        e = .index(e, i, column: t.column)
      } else if t.text == "{", t.kind == .symbol, Self.takesTrailingClosure(e) {
        // A trailing closure: `UIView.animate(withDuration: 0.3) { … }`, `queue.async { … }`.
        _ = next()
        _ = skipBalanced(close: "}")
        let closure = CodeArgument(label: nil, value: .closure(block: false, column: t.column))
        if case .call(let callee, let args, let c) = e {
          e = .call(callee, args + [closure], column: c)
        } else {
          e = .call(e, [closure], column: e.column)
        }
      } else {
        break
      }
    }
    return e
  }

  /// Can a `{` after `e` open a trailing closure? After a call or a method name, yes.
  static func takesTrailingClosure(_ e: CodeExpr) -> Bool {
    switch e {
    case .call, .member: true
    default: false
    }
  }

  /// `(label: value, value)` after the opening parenthesis.
  mutating func arguments() throws(SpeakError) -> [CodeArgument] {
    var args: [CodeArgument] = []
    if accept(")") { return args }
    repeat {
      var label: String?
      if let t = peek, t.kind == .identifier, peek(1)?.text == ":" {
        label = t.text
        index += 2
      }
      args.append(CodeArgument(label: label, value: try expression()))
    } while accept(",")
    try expect(")")
    return args
  }
}

extension String {
  func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
