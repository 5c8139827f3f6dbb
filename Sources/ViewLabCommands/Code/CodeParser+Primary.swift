extension CodeParser {
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
