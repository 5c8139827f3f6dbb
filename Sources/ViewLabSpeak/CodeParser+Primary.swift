extension CodeParser {
  mutating func primary() throws(SpeakError) -> CodeExpr {
    try enter()
    defer { depth -= 1 }
    guard let t = next() else { throw unexpected(.value) }
    switch t.kind {
    case .number:
      var text = t.text.replacingUnderscores()
      while let last = text.last, "fFlLuU".contains(last), !text.hasPrefix("0x") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      guard let value = Double(text), value.isFinite else {
        throw SpeakError(.badNumber(t.text, .malformed), column: t.column, length: t.text.count)
      }
      guard abs(value) <= NumberIssue.maxMagnitude else {
        throw SpeakError(.badNumber(t.text, .tooLarge), column: t.column, length: t.text.count)
      }
      return .number(value, column: t.column)
    case .string: return .string(t.text, column: t.column)
    case .identifier: return .name(t.text, column: t.column)
    case .symbol: return try symbolPrimary(t)
    }
  }

  mutating func symbolPrimary(_ t: CodeToken) throws(SpeakError) -> CodeExpr {
    switch t.text {
    case ".":
      let name = try identifier(.memberName)
      return .implicitMember(name.text, column: t.column)
    case "@":
      guard let s = peek else { throw unexpected(.literalAfterAt) }
      if s.kind == .string || s.kind == .number { return try primary() }
      if s.text == "(" { return try primary() }
      if s.text == "selector" {
        _ = next()
        try expect("(")
        let inner = skipBalanced(close: ")")
        return .selector(Self.selectorName(inner), column: t.column)
      }
      throw unexpected(.literalAfterAt)
    case "(":
      if let type = peek, type.kind == .identifier, Self.cTypes.contains(type.text) || peek(1)?.text == "*",
        peek(1)?.text == ")" || (peek(1)?.text == "*" && peek(2)?.text == ")")
      {
        index += peek(1)?.text == "*" ? 3 : 2  // a C cast: `(CGFloat)x`, `(UIView *)v`
        let operand = try unary()
        // Only a cast to a whole-number type changes the value (it drops the fraction).
        return Operators.integerTypes.contains(type.text)
          ? .cast(type.text, operand, column: t.column) : operand
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
      // A C compound literal (`{0, 0}`, `{{0, 0}, {10, 10}}`) has two or more values; anything else
      // in braces is a closure or a block body, taken whole so it gets one message.
      let (start, startDepth) = (index, depth)
      var items: [CodeExpr] = []
      if (try? compoundItems(&items)) != nil, items.count >= 2 { return .list(items, column: t.column) }
      (index, depth) = (start, startDepth)
      _ = skipBalanced(close: "}")
      return .closure(block: false, column: t.column)
    case "^":
      // `^{ … }`, `^(BOOL finished) { … }`, `^void (void) { … }`: an Objective-C block.
      while let n = peek, n.text != "{" { _ = next() }
      _ = next()
      _ = skipBalanced(close: "}")
      return .closure(block: true, column: t.column)
    case "#":
      let name = try identifier(.directiveName)
      var inner: [CodeToken] = []
      if accept("(") { inner = skipBalanced(close: ")") }
      if name.text == "selector" { return .selector(Self.selectorName(inner), column: t.column) }
      return .directive(name.text, column: t.column)
    case "[":
      return try messageSend(t)
    default:
      index -= 1
      throw unexpected(.value)
    }
  }

  /// `[receiver selector]` or `[receiver part: value part2: value]`, after the `[`.
  mutating func messageSend(_ open: CodeToken) throws(SpeakError) -> CodeExpr {
    let receiver = try postfix(try primary())
    if peek?.text == "," || peek?.text == "]" {
      // A Swift array literal: `[.touchDown, .touchUpInside]`.
      var items = [receiver]
      while accept(",") { items.append(try expression()) }
      try expect("]")
      return .list(items, column: open.column)
    }
    var parts: [CodePart] = []
    while let t = peek, t.text != "]" {
      if t.kind == .identifier, peek(1)?.text != ":" {
        guard parts.isEmpty else { throw unexpected(.words([":", "]"])) }
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
      if accept(",") { throw unsupported(.variadicArguments, at: t.column) }
    }
    guard !parts.isEmpty else { throw unexpected(.selector) }
    try expect("]")
    return .send(receiver, parts, column: open.column)
  }
}

extension CodeParser {
  /// The items of `{a, b, …}` after the `{`, through the closing `}`.
  mutating func compoundItems(_ items: inout [CodeExpr]) throws(SpeakError) {
    if accept("}") { return }
    repeat { items.append(try expression()) } while accept(",")
    try expect("}")
  }

  /// Skips to the `close` that balances an opening bracket just read (or to the end of the line) and
  /// returns the tokens between. Iterative: no depth limit applies to what is skipped.
  mutating func skipBalanced(close: String) -> [CodeToken] {
    let pairs = ["(": ")", "[": "]", "{": "}"]
    var expected = [close]
    var inner: [CodeToken] = []
    while let t = next() {
      if t.kind == .symbol, let c = pairs[t.text] {
        expected.append(c)
      } else if t.kind == .symbol, t.text == expected.last {
        expected.removeLast()
        if expected.isEmpty { return inner }
      }
      inner.append(t)
    }
    return inner
  }

  /// The base name of the method a selector names: `tapped` for `tapped`, `tapped(_:)`,
  /// `self.tapped(sender:)`, `ViewController.tapped` or Objective-C's `tapped:`.
  static func selectorName(_ inner: [CodeToken]) -> String {
    let head = inner.prefix { $0.text != "(" && $0.text != ":" }
    return head.last { $0.kind == .identifier }?.text ?? ""
  }
}
