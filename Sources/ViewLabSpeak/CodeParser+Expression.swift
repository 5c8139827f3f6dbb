extension CodeParser {
  static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]
  static let cTypes: Set<String> = [
    "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "int", "float", "double", "NSInteger",
    "NSUInteger", "BOOL", "id", "UIView", "UIButton", "UILabel",
  ]

  mutating func expression() throws(SpeakError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    var left = try additive()
    var count = 0
    defer { depth -= count }
    while let t = peek, t.kind == .symbol, Self.comparisons.contains(t.text) {
      _ = next()
      left = .binary(t.text, left, try additive(), column: t.column)
      count += 1
      try enter()  // each operator deepens the tree: it counts toward the nesting cap
    }
    if let t = peek, t.text == "?" {
      throw unsupported(.ternaryOperator, at: t.column)
    }
    return left
  }

  mutating func additive() throws(SpeakError) -> CodeExpr {
    var left = try multiplicative()
    var count = 0
    defer { depth -= count }
    // `|` (Objective-C's `UIControlEventTouchDown | UIControlEventTouchUpInside`) is read here too;
    // only control events use it, and they are read from the syntax, not evaluated.
    while let t = peek, t.kind == .symbol, t.text == "+" || t.text == "-" || t.text == "|" {
      _ = next()
      left = .binary(t.text, left, try multiplicative(), column: t.column)
      count += 1
      try enter()  // each operator deepens the tree: it counts toward the nesting cap
    }
    return left
  }

  mutating func multiplicative() throws(SpeakError) -> CodeExpr {
    var left = try unary()
    var count = 0
    defer { depth -= count }
    while let t = peek, t.kind == .symbol, t.text == "*" || t.text == "/" {
      _ = next()
      left = .binary(t.text, left, try unary(), column: t.column)
      count += 1
      try enter()  // each operator deepens the tree: it counts toward the nesting cap
    }
    return left
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
      } else if t.text == "as", t.kind == .identifier {
        _ = next()
        _ = accept("!") || accept("?")
        _ = try identifier(.typeName)
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
