/// Swift's ways of walking an array, read as the loops they are, so every evaluator runs them by
/// the one control flow: `seq.forEach { v in … }` (or `$0`) is `for v in seq { … }`, and
/// `for (i, v) in seq.enumerated() { … }` is `for i in 0..<seq.count { let v = seq[i]; … }`.
extension ClassParser {
  /// `seq.forEach`, before its closure.
  static func isForEach(_ e: BodyExpr) -> Bool {
    if case .member(_, "forEach") = e.kind { return true }
    return false
  }

  /// `seq.forEach { v in … }` as `for v in seq { … }`; nil for any other expression.
  static func forEachLoop(_ e: BodyExpr, line: Int) -> BodyStatement? {
    guard case .call(let f, let args) = e.kind, case .member(let sequence, "forEach") = f.kind,
      args.count == 1, case .block(let parameters, let body) = args[0].value.kind
    else { return nil }
    let name = parameters.first ?? "$0"
    return BodyStatement(kind: .forIn(name: name, sequence: sequence, body: body), line: line)
  }

  /// `for (i, v) in seq.enumerated() { … }`, the cursor after `for`: nil (the cursor where it was)
  /// when the loop names no pair.
  mutating func enumeratedLoop(line: Int) throws(SpeakError) -> BodyStatement? {
    guard isNext("("), let a = peek(1), a.kind == .identifier, peek(2)?.text == ",", let b = peek(3),
      b.kind == .identifier, peek(4)?.text == ")"
    else { return nil }
    index += 5
    try expect("in")
    conditionDepth += 1
    let sequence = try expression()
    let filter = try loopFilter()
    conditionDepth -= 1
    guard case .call(let f, let args) = sequence.kind, args.isEmpty,
      case .member(let base, "enumerated") = f.kind
    else { throw notModelled(.statement("for (…, …) in"), a) }
    func at(_ kind: BodyExpr.Kind) -> BodyExpr {
      BodyExpr(kind: kind, line: sequence.line, column: sequence.column)
    }
    let count = at(.member(base, "count"))
    let range = at(.binary("..<", at(.integer(0)), count))
    var body = Self.filtered(try blockBody(), by: filter, line: line)
    if b.text != "_" {
      let element = BodyStatement(
        kind: .declare(name: b.text, type: nil, value: at(.index(base, at(.name(a.text))))), line: line)
      body.insert(element, at: 0)
    }
    return BodyStatement(kind: .forIn(name: a.text, sequence: range, body: body), line: line)
  }

  /// A `for` loop's `where` clause (`for v in subviews where v.tag > 0`), if it has one.
  mutating func loopFilter() throws(SpeakError) -> Condition? {
    guard let w = peek, w.kind == .identifier, w.text == "where" else { return nil }
    _ = next()
    let start = index
    let e = try expression()
    return Condition(expression: e, binding: nil, source: text(start..<index))
  }

  /// A loop's body that runs only for the elements that pass its `where` clause.
  static func filtered(_ body: [BodyStatement], by filter: Condition?, line: Int) -> [BodyStatement] {
    guard let filter else { return body }
    return [BodyStatement(kind: .ifElse(condition: filter, then: body, else: nil), line: line)]
  }
}

extension ClassParser {
  /// A declared type: `UIView`, an array `[UIView]` (`Array<UIView>`), a dictionary `[String: Int]`,
  /// as written.
  mutating func declaredType() throws(SpeakError) -> String {
    guard accept("[") else {
      let name = try identifier(.type).text
      guard accept("<") else { return name }
      let element = try declaredType()
      try expect(">")
      return "\(name)<\(element)>"
    }
    let key = try declaredType()
    if accept(":") {
      let value = try declaredType()
      try expect("]")
      return "[\(key): \(value)]"
    }
    try expect("]")
    return "[\(key)]"
  }
}

extension ClassParser {
  /// `for case let b as UIButton in stack.subviews { … }`, the cursor after `for`: the loop over the
  /// elements of that class (`b is UIButton`), as the pattern matches them; nil when no `case`.
  mutating func caseLetLoop(line: Int) throws(SpeakError) -> BodyStatement? {
    guard let word = peek, word.text == "case", peek(1)?.text == "let" || peek(1)?.text == "var" else {
      return nil
    }
    index += 2
    let name = try identifier(.loopVariable)
    try expect("as")
    let type = try identifier(.type)
    try expect("in")
    conditionDepth += 1
    let sequence = try expression()
    let filter = try loopFilter()
    conditionDepth -= 1
    func at(_ t: ClassToken, _ kind: BodyExpr.Kind) -> BodyExpr {
      BodyExpr(kind: kind, line: t.line, column: t.column)
    }
    let cls = at(type, .send(at(type, .name(type.text)), selector: "class", []))
    let test = at(name, .send(at(name, .name(name.text)), selector: "isKindOfClass:", [cls]))
    let matches = Condition(expression: test, binding: nil, source: "\(name.text) is \(type.text)")
    let body = Self.filtered(Self.filtered(try blockBody(), by: filter, line: line), by: matches, line: line)
    return BodyStatement(kind: .forIn(name: name.text, sequence: sequence, body: body), line: line)
  }
}
