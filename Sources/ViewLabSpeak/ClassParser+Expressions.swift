import ViewLabGeometry
import ViewLabModel

extension ClassParser {
  /// An expression: the binary operators of `Operators` at their levels, then Objective-C's `a ?: b`
  /// and the ternary `c ? a : b`, the loosest.
  mutating func expression() throws(SpeakError) -> BodyExpr {
    try enter()
    defer { depth -= 1 }
    var c = try binary(0)
    // `a ?: b` (Objective-C): a when it is true (not nil, not zero), else b.
    while let q = peek, q.text == "?", let r = peek(1), r.text == ":", r.column == q.column + 1,
      r.line == q.line
    {
      index += 2
      c = BodyExpr(kind: .binary("?:", c, try binary(0)), line: q.line, column: q.column)
    }
    guard let q = peek, q.text == "?", q.kind == .symbol, !(peek(1)?.text == ".") else { return c }
    _ = next()
    let a = try expression()
    try expect(":")
    let b = try expression()
    return BodyExpr(kind: .ternary(c, a, b), line: q.line, column: q.column)
  }

  /// The operators of `levels[level]` and tighter, left to right.
  mutating func binary(_ level: Int) throws(SpeakError) -> BodyExpr {
    let levels = Operators.levels(objectiveC: objectiveC)
    guard level < levels.count else { return try unary() }
    var left = try binary(level + 1)
    if level == Operators.castLevel { left = try casts(left) }
    var count = 0
    defer { depth -= count }
    while let t = peek, t.kind == .symbol {
      var op = t.text
      var width = 1
      // `??`, `===` and `!==` arrive as two tokens side by side.
      if let u = peek(1), u.kind == .symbol, u.line == t.line, u.column == t.column + t.text.count,
        (op == "?" && u.text == "?") || ((op == "==" || op == "!=") && u.text == "=")
      {
        op += u.text
        width = 2
      }
      guard levels[level].contains(op) else { break }
      // `i--` / `i++` after an operand end the expression.
      if !topLevel, op == "-" || op == "+", let u = peek(1), u.text == op, u.column == t.column + 1 { break }
      index += width
      var right = try binary(level + 1)
      if level == Operators.castLevel { right = try casts(right) }
      left = BodyExpr(kind: .binary(op, left, right), line: t.line, column: t.column)
      // Each operator deepens the tree the evaluator walks: it counts toward the nesting cap, on a
      // top-level line and in a method body alike.
      count += 1
      try enter()
    }
    return left
  }

  /// Swift's `value as Type`, `as! Type`, `as? Type` after an operand. `as` (an upcast) is the value;
  /// `as?` and `as!` check the class when it runs (`checkedCast`). `value is Type` is the class test,
  /// read as Objective-C's `[value isKindOfClass:[Type class]]`.
  mutating func casts(_ operand: BodyExpr) throws(SpeakError) -> BodyExpr {
    var operand = operand
    while let t = peek, t.kind == .identifier, t.text == "as" || t.text == "is" {
      _ = next()
      if t.text == "is" {
        let type = try identifier(.type)
        let name = BodyExpr(kind: .name(type.text), line: type.line, column: type.column)
        let cls = BodyExpr(kind: .send(name, selector: "class", []), line: type.line, column: type.column)
        operand = BodyExpr(
          kind: .send(operand, selector: "isKindOfClass:", [cls]), line: t.line, column: t.column)
        continue
      }
      let forced = accept("!")
      let checked = forced || accept("?")
      let type = try identifier(.type)
      if checked {
        operand = BodyExpr(
          kind: .checkedCast(type.text, operand, forced: forced), line: t.line, column: t.column)
      }
    }
    return operand
  }

  mutating func unary() throws(SpeakError) -> BodyExpr {
    try enter()
    defer { depth -= 1 }
    guard let t = peek else { throw unexpected(.expression) }
    // `*p` (a pointer's target) is C's; Swift has no prefix `*`.
    if t.kind == .symbol, ["-", "!", "+"].contains(t.text) || (t.text == "*" && objectiveC && !topLevel) {
      _ = next()
      return BodyExpr(kind: .unary(t.text, try unary()), line: t.line, column: t.column)
    }
    if t.kind == .symbol, t.text == "&" { throw notModelled(.pointers("&"), t) }
    // `(int)x`, `(CGFloat)x`, `(UIView *)x`.
    if topLevel, let cast = try lineCast(t) { return cast }
    if !topLevel, t.text == "(", let type = peek(1), type.kind == .identifier,
      Self.typeNames.contains(type.text)
    {
      var offset = 2
      // C's integer types of more than one word: `(unsigned long)`, `(long long)`.
      var name = type.text
      while let w = peek(offset), w.kind == .identifier, Self.cIntegerWords.contains(w.text) {
        name = w.text
        offset += 1
      }
      while let u = peek(offset), u.text == "*" { offset += 1 }
      if peek(offset)?.text == ")", let after = peek(offset + 1),
        after.kind != .symbol || ["(", "[", "-", "!"].contains(after.text)
      {
        index += offset + 1
        return BodyExpr(kind: .cast(name, try unary()), line: t.line, column: t.column)
      }
    }
    return try postfix()
  }

  mutating func postfix() throws(SpeakError) -> BodyExpr {
    try enter()
    defer { depth -= 1 }
    var e = try primary()
    var count = 0
    defer { depth -= count }
    while let t = peek, t.kind == .symbol {
      if topLevel {
        count += 1
        try enter()
      }
      switch t.text {
      case ".":
        // `0..<n`, `1...3`: a range operator follows the operand (`rangeOrExpression`).
        if peek(1)?.text == "." { return e }
        _ = next()
        let m = try identifier(.memberName)
        e = BodyExpr(kind: .member(e, m.text), line: m.line, column: m.column)
      case "?" where peek(1)?.text == ".":
        _ = next()
        e = BodyExpr(kind: .optional(e), line: e.line, column: e.column)
      case "!":
        // A force unwrap: `btn!.frame`, `superview!`.
        guard t.column > 1, let prev = tokens.indices.contains(index - 1) ? tokens[index - 1] : nil,
          prev.line == t.line, prev.column + prev.text.count == t.column
        else { return e }
        _ = next()
      case "(":
        guard tokens[index - 1].line == t.line else { return e }
        _ = next()
        let animates = Self.isAnimationCall(e) || Self.isDispatchCall(e)
        if animates { animationArguments += 1 }
        let args = try arguments()
        if animates { animationArguments -= 1 }
        e = BodyExpr(kind: .call(e, args), line: t.line, column: t.column)
      case "[":
        guard tokens[index - 1].line == t.line else { return e }
        _ = next()
        let i = try expression()
        try expect("]")
        e = BodyExpr(kind: .index(e, i), line: t.line, column: t.column)
      case "{" where topLevel:
        guard let called = try trailingClosure(after: e) else { return e }
        e = called
      case "{" where conditionDepth == 0 && tokens[index - 1].line == t.line && !objectiveC:
        guard Self.isAnimationCall(e) || Self.isForEach(e) || Self.isDispatchCall(e) else {
          throw notModelled(.closures, t)
        }
        e = try trailingClosures(after: e)
      default:
        return e
      }
    }
    return e
  }

  /// `(a, label: b)` after the `(`.
  mutating func arguments() throws(SpeakError) -> [BodyArgument] {
    var args: [BodyArgument] = []
    while !accept(")") {
      var label: String?
      if let t = peek, t.kind == .identifier, peek(1)?.text == ":" {
        label = t.text
        index += 2
      }
      args.append(BodyArgument(label: label, value: try expression()))
      if !accept(",") {
        try expect(")")
        break
      }
    }
    return args
  }
}
