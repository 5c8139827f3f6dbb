import ViewLabModel

extension ClassParser {
  mutating func primary() throws(SpeakError) -> BodyExpr {
    if topLevel { try enter() }
    defer { if topLevel { depth -= 1 } }
    guard let t = next() else { throw unexpected(.expression) }
    func made(_ k: BodyExpr.Kind) -> BodyExpr { BodyExpr(kind: k, line: t.line, column: t.column) }
    switch t.kind {
    case .number:
      return made(try number(t))
    case .string:
      if !t.interpolations.isEmpty { return made(.interpolation(try interpolated(t))) }
      return made(.string(t.text))
    case .identifier:
      if t.text == "in" {
        index -= 1  // the error points at the token that is no expression
        throw unexpected(.expression)
      }
      return made(.name(t.text))
    case .symbol:
      switch t.text {
      case "(":
        return try parenthesized(t)
      case "@":
        return try atLiteral(t)
      case "[" where !objectiveC && isNext("]"):
        _ = next()  // Swift's empty array `[]`
        return made(.list([]))
      case "[":
        return try send(at: t)
      case "^" where topLevel:
        // `^{ … }`, `^(BOOL finished) { … }`, `^void (void) { … }`: a block, read as one unit.
        while let n = peek, n.text != "{" { _ = next() }
        _ = next()
        _ = skipBalanced(close: "}")
        return made(.closure(block: true))
      case "^":
        return try block(at: t)
      case ".":
        let m = try identifier(.memberName)
        return made(.implicitMember(m.text))
      case "{" where topLevel:
        return try braced(t)
      case "{" where objectiveC || animationArguments == 0:
        throw notModelled(.closures, t)
      case "{":
        return try swiftClosure(t)
      case "#":
        // `#selector(tapped(_:))`, `#available(iOS 13, *)`, `#colorLiteral(…)`: one node each.
        return try directive(t)
      default:
        index -= 1  // the error points at the token that is no expression
        throw unexpected(.expression)
      }
    }
  }

  /// A number literal: `_` separators, C's suffixes (`10.0f`, `10L`, `10u`) and a trailing point
  /// (`10.`) are read; a literal with no point, exponent or suffix is an integer literal.
  func number(_ t: ClassToken) throws(SpeakError) -> BodyExpr.Kind {
    let digits = t.text.filter { $0 != "_" }
    var text = digits
    while let last = text.last, "fFlLuU".contains(last), !text.hasPrefix("0x") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    guard let n = Double(text), n.isFinite else {
      if topLevel { throw SpeakError(.badNumber(t.text, .malformed), column: t.column, length: t.text.count) }
      throw notModelled(.number(t.text), t)
    }
    if topLevel, abs(n) > NumberIssue.maxMagnitude {
      throw SpeakError(.badNumber(t.text, .tooLarge), column: t.column, length: t.text.count)
    }
    let integral =
      text.hasPrefix("0x") ? !text.contains("p") : !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
    return integral && text == digits ? .integer(n) : .number(n)
  }

  /// After `(`: a parenthesized expression, or on a top-level line a C cast (`[(UIView *)v superview]`)
  /// or a tuple `(a, b)`.
  mutating func parenthesized(_ open: ClassToken) throws(SpeakError) -> BodyExpr {
    if topLevel {
      index -= 1
      if let cast = try lineCast(open) { return cast }
      index += 1
    }
    var e = try expression()
    // `(0..<3).forEach { … }`: Swift's range, in parentheses.
    if !objectiveC { e = try range(from: e) }
    if topLevel, accept(",") {
      var items = [e]
      repeat { items.append(try expression()) } while accept(",")
      try expect(")")
      return BodyExpr(kind: .list(items), line: open.line, column: open.column)
    }
    try expect(")")
    return e
  }

  /// After `@`: a string, a boxed number or expression (`@42`, `@(x)`), `@YES`/`@NO`, an array,
  /// `@selector(tapped:)`.
  mutating func atLiteral(_ at: ClassToken) throws(SpeakError) -> BodyExpr {
    // `@"text"`, `@42`: the literal starts at the `@`.
    if let s = peek, s.kind == .string {
      _ = next()
      return BodyExpr(kind: .string(s.text), line: at.line, column: at.column)
    }
    if let s = peek, s.kind == .number {
      _ = next()
      return BodyExpr(kind: try number(s), line: at.line, column: at.column)
    }
    if let s = peek, s.text == "(" || s.text == "YES" || s.text == "NO" { return try primary() }
    if accept("[") {
      // `@[]`, `@[@1, @2]`, `@[a, b]`: an NSArray literal (a trailing comma allowed, as clang does).
      try enter()
      defer { depth -= 1 }
      var items: [BodyExpr] = []
      while !isNext("]") {
        items.append(try expression())
        guard accept(",") else { break }
      }
      try expect("]")
      return BodyExpr(kind: .list(items), line: at.line, column: at.column)
    }
    // `@selector(tapped:)`, as Swift's `#selector(tapped)`: in a body, and in a loop at the top level.
    if let s = peek, s.kind == .identifier, s.text == "selector" {
      _ = next()
      try expect("(")
      let inner = skipBalanced(close: ")")
      return BodyExpr(kind: .selector(Self.selectorName(inner)), line: at.line, column: at.column)
    }
    if topLevel { throw lineError(.literalAfterAt) }
    throw notModelled(.atSign, at)
  }

  /// `[receiver selector]` or `[receiver part:arg part2:arg2]`, after the `[`; `[a, b]` and `[a]` are
  /// an array literal.
  mutating func send(at open: ClassToken) throws(SpeakError) -> BodyExpr {
    try enter()
    defer { depth -= 1 }
    let receiver = try postfix()
    if isNext(",") || isNext("]") {
      var items = [receiver]
      while accept(",") { items.append(try expression()) }
      try expect("]")
      return BodyExpr(kind: .list(items), line: open.line, column: open.column)
    }
    var selector = ""
    var args: [BodyExpr] = []
    var parts = 0
    while let t = peek, !isNext("]") {
      if !topLevel, t.kind != .identifier { break }
      if t.kind == .identifier, peek(1)?.text != ":" {
        // `[v superview]`: one part without an argument, and nothing after it.
        guard parts == 0 else { throw unexpected(.tokens([":", "]"])) }
        _ = next()
        selector = t.text
        parts = 1
        break
      }
      if t.kind == .identifier {
        _ = next()
        selector += t.text
      }
      try expect(":")
      selector += ":"
      parts += 1
      args.append(try expression())
      if let comma = peek, accept(",") { throw notModelled(.variadicArguments, topLevel ? t : comma) }
    }
    if parts == 0 { throw unexpected(.selector) }
    guard accept("]") else { throw unexpected(.tokens(["]"])) }
    return BodyExpr(kind: .send(receiver, selector: selector, args), line: open.line, column: open.column)
  }

  /// `^(__kindof UIView * _Nonnull obj, NSUInteger idx, BOOL * _Nonnull stop) { … }`, after the `^`.
  mutating func block(at caret: ClassToken) throws(SpeakError) -> BodyExpr {
    try enter()
    defer { depth -= 1 }
    var parameters: [String] = []
    if accept("(") {
      var last: String?
      while let t = next() {
        if t.text == "," || t.text == ")" {
          if let last { parameters.append(last) }
          last = nil
          if t.text == ")" { break }
        } else if t.kind == .identifier, !t.text.hasPrefix("_N") {
          last = t.text
        }
      }
    }
    let body = try blockBody()
    return BodyExpr(kind: .block(parameters: parameters, body: body), line: caret.line, column: caret.column)
  }
}
