/// Swift's string interpolation, `"w = \(v.frame.width)"`: each `\(…)` is an expression of the same
/// grammar, read where it stands in the line, so its errors point into the string.
extension ClassParser {
  /// The pieces of an interpolated string token: literal text as `.string`, each `\(…)`'s value.
  mutating func interpolated(_ t: ClassToken) throws(SpeakError) -> [BodyExpr] {
    var pieces: [BodyExpr] = []
    var literal = ""
    var code: String?
    var columns = t.interpolations.makeIterator()
    for ch in t.text {
      if ch == CodeLexer.codeStart {
        if !literal.isEmpty {
          pieces.append(BodyExpr(kind: .string(literal), line: t.line, column: t.column))
        }
        literal = ""
        code = ""
      } else if ch == CodeLexer.codeEnd, let text = code {
        pieces.append(try interpolation(text, line: t.line, column: columns.next() ?? t.column))
        code = nil
      } else if code != nil {
        code?.append(ch)
      } else {
        literal.append(ch)
      }
    }
    if !literal.isEmpty { pieces.append(BodyExpr(kind: .string(literal), line: t.line, column: t.column)) }
    return pieces
  }

  /// One `\(…)`'s code, starting at `column` of `line`, read as a whole expression.
  private mutating func interpolation(_ text: String, line: Int, column: Int) throws(SpeakError) -> BodyExpr {
    var inner = self
    inner.tokens = CodeLexer.tokens(text).map {
      ClassToken(
        kind: $0.kind, text: $0.text, line: line, column: $0.column + column - 1,
        interpolations: $0.interpolations.map { $0 + column - 1 })
    }
    inner.index = 0
    inner.endColumn = column + text.count
    guard !inner.tokens.isEmpty else { throw inner.unexpected(.expression) }
    let value = try inner.expression()
    if !inner.atEnd { throw inner.unexpected(.tokens([")"])) }
    depth = max(depth, inner.depth)
    return value
  }
}
