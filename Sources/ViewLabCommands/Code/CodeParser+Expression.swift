extension CodeParser {
  static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]
  static let cTypes: Set<String> = [
    "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "int", "float", "double", "NSInteger",
    "NSUInteger", "BOOL", "id", "UIView", "UIButton", "UILabel",
  ]
  /// The longest run of binary operators in one expression (each adds a level to the tree).
  static let maxOperators = 64

  mutating func expression() throws(ScriptError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    var left = try additive()
    var count = 0
    while let t = peek, t.kind == .symbol, Self.comparisons.contains(t.text) {
      _ = next()
      left = .binary(t.text, left, try additive(), column: t.column)
      count += 1
      if count > Self.maxOperators { throw unsupported("an expression this long", at: t.column) }
    }
    if let t = peek, t.text == "?" {
      throw unsupported("the '?:' operator", at: t.column)
    }
    return left
  }

  mutating func additive() throws(ScriptError) -> CodeExpr {
    var left = try multiplicative()
    var count = 0
    while let t = peek, t.kind == .symbol, t.text == "+" || t.text == "-" {
      _ = next()
      left = .binary(t.text, left, try multiplicative(), column: t.column)
      count += 1
      if count > Self.maxOperators { throw unsupported("an expression this long", at: t.column) }
    }
    return left
  }

  mutating func multiplicative() throws(ScriptError) -> CodeExpr {
    var left = try unary()
    var count = 0
    while let t = peek, t.kind == .symbol, t.text == "*" || t.text == "/" {
      _ = next()
      left = .binary(t.text, left, try unary(), column: t.column)
      count += 1
      if count > Self.maxOperators { throw unsupported("an expression this long", at: t.column) }
    }
    return left
  }

  mutating func unary() throws(ScriptError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    guard let t = peek else { throw unexpected("a value") }
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
      throw unsupported("pointers ('&')", at: t.column)
    }
    return try postfix(try primary())
  }

  mutating func postfix(_ base: CodeExpr) throws(ScriptError) -> CodeExpr {
    var e = base
    var count = 0
    while let t = peek {
      count += 1
      if count > Self.maxOperators { throw unsupported("a chain of calls this long", at: t.column) }
      if t.text == "?" || t.text == "!", t.kind == .symbol,
        peek(1)?.text == "."
          || (t.text == "!" && [nil, ")", ",", "]", ";", "=", "}"].contains(peek(1)?.text))
      {
        _ = next()  // optional chaining and force unwrapping do not change the value here
        continue
      }
      if t.text == ".", t.kind == .symbol {
        _ = next()
        let name = try identifier("a member name")
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
        _ = try identifier("a type")
      } else if t.text == "{", t.kind == .symbol, case .call = e {
        throw unsupported("closures", at: t.column)
      } else {
        break
      }
    }
    return e
  }

  /// `(label: value, value)` after the opening parenthesis.
  mutating func arguments() throws(ScriptError) -> [CodeArgument] {
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

  mutating func primary() throws(ScriptError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    guard let t = next() else { throw unexpected("a value") }
    switch t.kind {
    case .number:
      var text = t.text.replacingUnderscores()
      while let last = text.last, "fFlLuU".contains(last), !text.hasPrefix("0x") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      guard let value = Double(text), value.isFinite else {
        throw ScriptError(.badNumber(t.text, .malformed), column: t.column, length: t.text.count)
      }
      guard abs(value) <= TokenCursor.maxMagnitude else {
        throw ScriptError(.badNumber(t.text, .tooLarge), column: t.column, length: t.text.count)
      }
      return .number(value, column: t.column)
    case .string: return .string(t.text, column: t.column)
    case .identifier: return .name(t.text, column: t.column)
    case .symbol: return try symbolPrimary(t)
    }
  }

  mutating func symbolPrimary(_ t: CodeToken) throws(ScriptError) -> CodeExpr {
    switch t.text {
    case ".":
      let name = try identifier("a member name")
      return .implicitMember(name.text, column: t.column)
    case "@":
      guard let s = peek else { throw unexpected("a string or number after '@'") }
      if s.kind == .string || s.kind == .number { return try primary() }
      if s.text == "(" { return try primary() }
      if s.text == "selector" || s.text == "\"" {
        _ = next()
        try expect("(")
        while let t = next(), t.text != ")" {}
        return .string("@selector", column: t.column)
      }
      throw unexpected("a string or number after '@'")
    case "(":
      if let type = peek, type.kind == .identifier, Self.cTypes.contains(type.text) || peek(1)?.text == "*",
        peek(1)?.text == ")" || (peek(1)?.text == "*" && peek(2)?.text == ")")
      {
        index += peek(1)?.text == "*" ? 3 : 2  // a C cast: `(CGFloat)x`, `(UIView *)v`
        return try unary()
      }
      let inner = try expression()
      if accept(",") {
        var items = [inner]
        repeat { items.append(try expression()) } while accept(",")
        try expect(")")
        return .list(items, column: t.column)
      }
      try expect(")")
      return inner
    case "{":
      var items: [CodeExpr] = []
      if !accept("}") {
        repeat { items.append(try expression()) } while accept(",")
        try expect("}")
      }
      return .list(items, column: t.column)
    case "[":
      return try messageSend(t)
    default:
      index -= 1
      throw unexpected("a value")
    }
  }

  /// `[receiver selector]` or `[receiver part: value part2: value]`, after the `[`.
  mutating func messageSend(_ open: CodeToken) throws(ScriptError) -> CodeExpr {
    let receiver = try postfix(try primary())
    var parts: [CodePart] = []
    while let t = peek, t.text != "]" {
      if t.kind == .identifier, peek(1)?.text != ":" {
        guard parts.isEmpty else { throw unexpected("':' or ']'") }
        _ = next()
        parts.append(CodePart(name: t.text, value: nil))
        break
      }
      var name = ""
      if t.kind == .identifier {
        name = t.text
        _ = next()
      }
      try expect(":")
      parts.append(CodePart(name: name, value: try expression()))
      if accept(",") { throw unsupported("variadic Objective-C arguments", at: t.column) }
    }
    guard !parts.isEmpty else { throw unexpected("a selector") }
    try expect("]")
    return .send(receiver, parts, column: open.column)
  }
}

extension String {
  fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
