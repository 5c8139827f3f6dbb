import ViewLabModel

/// `switch` in both languages, Swift's ranges (`0..<3`, `1...n`) and Swift's closures inside a
/// method body (`UIView.animate(withDuration: 0.3) { v.alpha = 0 }`, `completion: { _ in … }`).
extension ClassParser {
  /// `switch x { case .began: … case .changed, .ended: … default: break }` (Swift) or
  /// `switch (x) { case 1: …; break; default: … }` (Objective-C), after nothing is read.
  mutating func switchStatement() throws(SpeakError) -> BodyStatement {
    let word = next()!
    conditionDepth += 1
    let subject = try expression()
    conditionDepth -= 1
    guard let open = peek, open.text == "{" else { throw unexpected(.tokens(["{"])) }
    _ = next()
    var cases: [SwitchCase] = []
    while !accept("}") {
      guard let t = peek else { throw Self.error(.unbalanced("{", line: open.line, column: open.column)) }
      var patterns: [BodyExpr] = []
      if t.text == "@", peek(1)?.text == "unknown" { index += 2 }  // `@unknown default:`
      if accept("case") {
        if let p = peek, ["let", "var", "is"].contains(p.text) {
          throw notModelled(.statement("case " + p.text), p)
        }
        repeat { patterns.append(try rangeOrExpression()) } while accept(",")
      } else if !accept("default") {
        throw unexpected(.tokens(["case", "default"]))
      }
      try expect(":")
      var body: [BodyStatement] = []
      while !isNext("case"), !isNext("default"), !isNext("}"), !(isNext("@") && peek(1)?.text == "unknown") {
        if atEnd { throw Self.error(.unbalanced("{", line: open.line, column: open.column)) }
        body.append(try statement())
      }
      cases.append(SwitchCase(patterns: patterns, body: body, line: t.line))
    }
    return BodyStatement(kind: .switchCases(subject: subject, cases: cases), line: word.line)
  }

  /// An expression, or Swift's range `a..<b` / `a...b` (read as the binary operator `..<` / `...`).
  mutating func rangeOrExpression() throws(SpeakError) -> BodyExpr {
    if isNext("("), let range = parenthesizedRange() { return range }
    return try range(from: try expression())
  }

  /// `lower..<upper` / `lower...upper` when a range operator follows `lower`; else `lower`.
  mutating func range(from lower: BodyExpr) throws(SpeakError) -> BodyExpr {
    guard let a = peek, a.text == ".", let b = peek(1), b.text == ".", b.column == a.column + 1,
      let c = peek(2), c.text == "<" || c.text == ".", c.column == b.column + 1
    else { return lower }
    index += 3
    let upper = try expression()
    let op = c.text == "<" ? "..<" : "..."
    return BodyExpr(kind: .binary(op, lower, upper), line: a.line, column: a.column)
  }

  /// A Swift closure after its `{`: `{ v.alpha = 0 }`, `{ _ in … }`, `{ [weak self] (finished: Bool)
  /// in … }`, read as a block with its parameters' names (`_` for an unnamed one).
  mutating func swiftClosure(_ open: ClassToken) throws(SpeakError) -> BodyExpr {
    try enter()
    defer { depth -= 1 }
    let outer = animationArguments
    animationArguments = 0  // a closure inside the block is not the animation's
    defer { animationArguments = outer }
    var parameters: [String] = []
    if let header = closureHeaderLength(open) {
      var (parens, brackets, inType) = (0, 0, false)
      for i in 0..<header {
        guard let t = peek(i) else { break }
        switch t.text {
        case "[": brackets += 1
        case "]": brackets -= 1
        case "(": parens += 1
        case ")":
          parens -= 1
          inType = false
        case ",": inType = brackets == 0 ? false : inType
        case ":", "->": inType = true
        default:
          if t.kind == .identifier, brackets == 0, !inType, parens <= 1 { parameters.append(t.text) }
        }
      }
      index += header + 1
    }
    var body: [BodyStatement] = []
    while !accept("}") {
      if atEnd { throw Self.error(.unbalanced("{", line: open.line, column: open.column)) }
      body.append(try statement())
    }
    return BodyExpr(kind: .block(parameters: parameters, body: body), line: open.line, column: open.column)
  }

  /// The number of tokens before a closure's `in` (its parameters, capture list and types) when they
  /// all stand on the line of its `{`; nil for a closure without them.
  func closureHeaderLength(_ open: ClassToken) -> Int? {
    var offset = 0
    var level = 0
    while let t = peek(offset), t.line == open.line {
      if t.kind == .identifier, t.text == "in", level == 0 { return offset }
      switch t.text {
      case "(", "[": level += 1
      case ")", "]": level -= 1
      case ",", ":", "->", "?", "!", "<", ">", ".": break
      default: if t.kind != .identifier { return nil }
      }
      offset += 1
    }
    return nil
  }

  /// `UIView.animate(…)`, `UIView.transition(…)`, `UIView.performWithoutAnimation`: a call whose
  /// closures a body runs (the Interpreter's `animation`); any other closure is not read.
  static func isAnimationCall(_ e: BodyExpr) -> Bool {
    let callee: BodyExpr
    if case .call(let f, _) = e.kind { callee = f } else { callee = e }
    guard case .member(let base, let m) = callee.kind, case .name(let type) = base.kind,
      type.first?.isUppercase == true
    else { return false }
    return ["animate", "transition", "performWithoutAnimation", "animateKeyframes"].contains {
      m.hasPrefix($0)
    }
  }

  /// `f(…) { … }` and `f(…) { … } completion: { … }`: the closures after a call, as its last arguments.
  mutating func trailingClosures(after e: BodyExpr) throws(SpeakError) -> BodyExpr {
    var (callee, args) = (e, [BodyArgument]())
    if case .call(let f, let a) = e.kind { (callee, args) = (f, a) }
    let open = next()!
    args.append(BodyArgument(label: nil, value: try swiftClosure(open)))
    while let label = peek, label.kind == .identifier, label.line == tokens[index - 1].line,
      peek(1)?.text == ":", let brace = peek(2), brace.text == "{"
    {
      index += 3
      args.append(BodyArgument(label: label.text, value: try swiftClosure(brace)))
    }
    return BodyExpr(kind: .call(callee, args), line: e.line, column: e.column)
  }

  /// `(0..<n)` or `(0..<n).reversed()` (`for i in (0..<count).reversed()`): the range, or a call of
  /// `reversed` on it; nil (the cursor where it was) for any other parenthesized expression.
  mutating func parenthesizedRange() -> BodyExpr? {
    let start = index
    _ = next()
    guard let range = try? rangeOrExpression(), case .binary(let op, _, _) = range.kind,
      op == "..<" || op == "...", accept(")")
    else {
      index = start
      return nil
    }
    if isNext("."), peek(1)?.text == "reversed", peek(2)?.text == "(", peek(3)?.text == ")" {
      let at = tokens[index + 1]
      index += 4
      let member = BodyExpr(kind: .member(range, "reversed"), line: at.line, column: at.column)
      return BodyExpr(kind: .call(member, []), line: at.line, column: at.column)
    }
    return range
  }
}
