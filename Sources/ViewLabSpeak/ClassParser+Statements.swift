import ViewLabModel

extension ClassParser {
  /// Type names that start an Objective-C declaration (`CGFloat x = …`) or a cast (`(int)x`).
  static let typeNames: Set<String> = [
    "CGFloat", "double", "float", "int", "long", "NSInteger", "NSUInteger", "BOOL", "bool", "CGPoint",
    "CGRect", "CGSize", "UIView", "UIButton", "UIControl", "UILabel", "UIImageView", "id", "Int",
    "Double", "Bool", "unsigned", "UIScrollView", "UITouch", "NSSet", "UIEvent", "UIEdgeInsets",
    "CGAffineTransform", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell",
    "UITextField", "UISwitch", "UISlider", "UIStackView", "UIGestureRecognizer", "UITapGestureRecognizer",
    "UIPanGestureRecognizer",
  ]

  /// One statement and the declarations it queued (`let a = 1, b = 2` is two).
  mutating func statementList() throws(SpeakError) -> [BodyStatement] {
    let first = try statement()
    defer { queued = [] }
    return [first] + queued
  }

  mutating func statement() throws(SpeakError) -> BodyStatement {
    try enter()
    defer { depth -= 1 }
    guard let first = peek else { throw unexpected(.statement) }
    let line = first.line
    func made(_ k: BodyStatement.Kind) -> BodyStatement { BodyStatement(kind: k, line: line) }
    if accept(";") { return made(.block([])) }
    if first.text == "{" { return made(.block(try blockBody())) }
    if first.kind == .identifier {
      switch first.text {
      case "if":
        _ = next()
        let condition = try self.condition()
        let then = try branch()
        var otherwise: [BodyStatement]?
        if accept("else") { otherwise = isNext("if") ? [try statement()] : try branch() }
        return made(.ifElse(condition: condition, then: then, else: otherwise))
      case "guard":
        _ = next()
        let condition = try self.condition()
        try expect("else")
        return made(.guardElse(condition: condition, else: try blockBody()))
      case "return":
        _ = next()
        if accept(";") || isNext("}") || peek?.line != line { return made(.returnValue(nil)) }
        let value = try expression()
        try endStatement()
        return made(.returnValue(value))
      case "for": return try forLoop()
      case "while":
        _ = next()
        return made(.whileLoop(condition: try loopCondition(), body: try branch()))
      case "repeat" where !objectiveC, "do" where objectiveC:
        // Swift's `repeat { … } while x`, C's `do { … } while (x);` (Swift's `do` is a scope
        // with `catch`, not a loop).
        _ = next()
        let body = try branch()
        try expect("while")
        let condition = try loopCondition()
        try endStatement()
        return made(.repeatWhile(body: body, condition: condition))
      case "break":
        _ = next()
        _ = accept(";")
        return made(.breakLoop)
      case "continue":
        _ = next()
        _ = accept(";")
        return made(.continueLoop)
      case "let", "var":
        _ = next()
        let name = try identifier(.variableName)
        var type: String?
        if accept(":") {
          type = try declaredType()
          while accept("?") || accept("!") {}
        }
        var value: BodyExpr?
        if accept("=") { value = try expression() }
        // `let dx = a, dy = b`: more declarations of the same kind.
        while accept(",") {
          let more = try identifier(.variableName)
          var moreType: String?
          if accept(":") {
            moreType = try declaredType()
            while accept("?") || accept("!") {}
          }
          try expect("=")
          queued.append(
            BodyStatement(
              kind: .declare(name: more.text, type: moreType, value: try expression()), line: more.line))
        }
        try endStatement()
        return made(.declare(name: name.text, type: type, value: value))
      case "switch": return try switchStatement()
      case "do", "repeat", "defer", "try", "throw", "goto", "static", "func", "class", "struct":
        throw notModelled(.statement(first.text), first)
      default:
        if let declaration = try objectiveCDeclaration() { return declaration }
      }
    }
    if (first.text == "+" || first.text == "-"), let second = peek(1), second.text == first.text,
      second.column == first.column + 1
    {
      index += 2
      let target = try expression()
      _ = accept(";")
      return made(.step(target, by: first.text == "+" ? 1 : -1))
    }
    let target = try expression()
    if let t = peek, ["=", "+=", "-=", "*=", "/="].contains(t.text), t.kind == .symbol {
      _ = next()
      let op = t.text == "=" ? nil : String(t.text.prefix(1))
      let value = try expression()
      try endStatement()
      if objectiveC, let (object, property, member, column) = Self.structMemberOfProperty(target) {
        throw Self.error(
          .notAssignable(
            object: object, property: property, member: member, line: target.line, column: column))
      }
      return made(.assign(target: target, op: op, value: value))
    }
    if let t = peek, t.text == "+" || t.text == "-", let u = peek(1), u.text == t.text,
      u.column == t.column + 1
    {
      index += 2
      _ = accept(";")
      return made(.step(target, by: t.text == "+" ? 1 : -1))
    }
    try endStatement()
    if let loop = Self.forEachLoop(target, line: line) { return loop }
    return made(.expression(target))
  }

  /// A `while`'s condition, `(x)` in C or `x` in Swift, after the word.
  mutating func loopCondition() throws(SpeakError) -> BodyExpr {
    let paren = accept("(")
    conditionDepth += 1
    let condition = try expression()
    conditionDepth -= 1
    if paren { try expect(")") }
    return condition
  }

  /// Objective-C ends a statement with `;`; Swift with `;` or the end of the line. A `)` ends the
  /// last clause of a `for (…; …; i++)`.
  mutating func endStatement() throws(SpeakError) {
    if accept(";") || isNext(")") || isNext("}") { return }
    if !objectiveC, let t = peek, index > 0, t.line != tokens[index - 1].line { return }
    if atEnd { return }
    throw unexpected(.statementEnd(objectiveC: objectiveC))
  }

  /// `UIView *v = …;`, `CGPoint p = …;`, `__block UIView *hit = nil;`, `const CGFloat r = 2;`.
  mutating func objectiveCDeclaration() throws(SpeakError) -> BodyStatement? {
    var offset = 0
    while let t = peek(offset), t.kind == .identifier,
      t.text.hasPrefix("__") || ["const", "unsigned", "static"].contains(t.text)
    {
      offset += 1
    }
    guard let type = peek(offset), type.kind == .identifier else { return nil }
    var nameOffset = offset + 1
    while let t = peek(nameOffset), t.text == "*" || t.text.hasPrefix("_N") { nameOffset += 1 }
    guard let name = peek(nameOffset), name.kind == .identifier else { return nil }
    let after = peek(nameOffset + 1)?.text
    guard after == "=" || after == ";" else { return nil }
    guard Self.typeNames.contains(type.text) || peek(offset + 1)?.text == "*" || type.text.hasPrefix("CG")
    else {
      return nil
    }
    let line = type.line
    index += nameOffset + 1
    var value: BodyExpr?
    if accept("=") { value = try expression() }
    // `CGFloat dx = a, dy = b;`: more declarations of the same type.
    while accept(",") {
      while accept("*") {}
      let more = try identifier(.variableName)
      var moreValue: BodyExpr?
      if accept("=") { moreValue = try expression() }
      queued.append(
        BodyStatement(kind: .declare(name: more.text, type: type.text, value: moreValue), line: more.line))
    }
    try endStatement()
    return BodyStatement(kind: .declare(name: name.text, type: type.text, value: value), line: line)
  }

  /// `if (…)` in Objective-C, `if …` or `if let x = …` in Swift.
  mutating func condition() throws(SpeakError) -> Condition {
    let start = index
    conditionDepth += 1
    defer { conditionDepth -= 1 }
    var binding: String?
    if accept("let") || accept("var") {
      binding = try identifier(.name).text
      try expect("=")
    }
    let e = try expression()
    var c = Condition(expression: e, binding: binding, source: self.text(start..<index))
    // Swift's condition list: `if a, let b = c {` (Objective-C's `if (a, b)` is C's comma operator).
    if !objectiveC, conditionDepth == 1, accept(",") { c.rest = try conditionList() }
    return c
  }

  /// The conditions after a comma in a Swift condition list.
  private mutating func conditionList() throws(SpeakError) -> [Condition] {
    var list: [Condition] = []
    repeat {
      let start = index
      var binding: String?
      if accept("let") || accept("var") {
        binding = try identifier(.name).text
        try expect("=")
      }
      let e = try expression()
      list.append(Condition(expression: e, binding: binding, source: self.text(start..<index)))
    } while accept(",")
    return list
  }

  /// The source text of tokens `range` as written (one line), or their texts joined.
  func text(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last, first < tokens.count, last < tokens.count else {
      return ""
    }
    let a = tokens[first]
    let b = tokens[last]
    let end = b.column - 1 + b.text.count + (b.kind == .string ? 2 : 0)
    if a.line == b.line, let line = source[a.line], end <= line.count {
      let chars = Array(line)
      var t = String(chars[(a.column - 1)..<end])
      if t.hasPrefix("("), t.hasSuffix(")"), range.count > 2 { t = String(t.dropFirst().dropLast()) }
      return t
    }
    return tokens[range].map(\.text).joined(separator: " ")
  }

  /// A branch: `{ … }`, or one statement (Objective-C's `if (x) return nil;`).
  mutating func branch() throws(SpeakError) -> [BodyStatement] {
    if isNext("{") { return try blockBody() }
    return try statementList()
  }

  mutating func blockBody() throws(SpeakError) -> [BodyStatement] {
    guard let open = peek, open.text == "{" else { throw unexpected(.tokens(["{"])) }
    _ = next()
    var body: [BodyStatement] = []
    while !accept("}") {
      if atEnd { throw Self.error(.unbalanced("{", line: open.line, column: open.column)) }
      body += try statementList()
    }
    return body
  }

  /// `for (int i = n - 1; i >= 0; i--)`, `for (UIView *v in seq)`, `for v in seq`.
  mutating func forLoop() throws(SpeakError) -> BodyStatement {
    let word = next()!
    if !objectiveC, let loop = try enumeratedLoop(line: word.line) { return loop }
    if !objectiveC, let loop = try caseLetLoop(line: word.line) { return loop }
    if accept("(") {
      // `for (UIView *v in …)`: fast enumeration.
      var offset = 0
      while let t = peek(offset), t.text != "in", t.text != ";", t.text != ")", offset < 6 { offset += 1 }
      if peek(offset)?.text == "in", let name = peek(offset - 1), name.kind == .identifier {
        index += offset + 1
        let sequence = try expression()
        try expect(")")
        return BodyStatement(
          kind: .forIn(name: name.text, sequence: sequence, body: try branch()), line: word.line)
      }
      let setup: [BodyStatement] = isNext(";") ? [] : try statementList()
      if tokens[index - 1].text != ";" { try expect(";") }
      let condition = isNext(";") ? nil : try expression()
      try expect(";")
      var step: [BodyStatement] = []
      if !isNext(")") { step = [try statement()] }
      try expect(")")
      return BodyStatement(
        kind: .cFor(setup: setup, condition: condition, step: step, body: try branch()), line: word.line)
    }
    let name = try identifier(.loopVariable)
    try expect("in")
    conditionDepth += 1
    let sequence = try rangeOrExpression()
    // `for v in subviews where v.tag > 0 { … }`: the body runs for the elements that pass.
    let filter = try loopFilter()
    conditionDepth -= 1
    let body = Self.filtered(try blockBody(), by: filter, line: word.line)
    return BodyStatement(kind: .forIn(name: name.text, sequence: sequence, body: body), line: word.line)
  }
}
