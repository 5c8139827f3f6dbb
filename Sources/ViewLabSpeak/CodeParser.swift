/// Reads the statements learners paste at the top level: declarations, assignments, calls and the
/// scaffolding around them, in Swift and the message-send subset of Objective-C. Their expressions
/// are read by the one expression grammar method bodies use (`ClassParser`, on a top-level line), so
/// both places read the same code the same way. Nesting is capped, so no input can exhaust the stack.
public struct CodeParser {
  /// The expression grammar, over this line's tokens; the statement forms move its cursor too.
  var grammar: ClassParser

  init(_ line: String) {
    grammar = ClassParser(topLevelLine: line)
  }

  /// The statements of one line; empty for a comment-only line.
  public static func parse(_ line: String) throws(SpeakError) -> CodeSnippet {
    if line.hasPrefix("#line ") { return try parseLines(line) }
    var p = CodeParser(line)
    var statements: [CodeStatement] = []
    while !p.atEnd {
      if p.accept(";") { continue }
      statements.append(try p.statement())
      if !p.atEnd, !p.accept(";") {
        // Objective-C and Swift both allow a lone closing brace after a statement.
        if p.peek?.text == "}" { continue }
        throw p.unexpected(.endOfStatement)
      }
    }
    return CodeSnippet(statements, objectiveC: p.objectiveC)
  }

  // MARK: Token helpers

  var tokens: [ClassToken] { grammar.tokens }
  var index: Int {
    get { grammar.index }
    set { grammar.index = newValue }
  }
  /// Written as Objective-C (the line ends with `;`): C's operator levels apply (`Operators`).
  var objectiveC: Bool { grammar.objectiveC }
  var atEnd: Bool { grammar.atEnd }
  var peek: ClassToken? { grammar.peek }
  func peek(_ offset: Int) -> ClassToken? { grammar.peek(offset) }
  var column: Int { peek?.column ?? grammar.endColumn }

  mutating func next() -> ClassToken? { grammar.next() }

  mutating func accept(_ text: String) -> Bool {
    guard let t = peek, t.kind == .symbol || t.kind == .identifier, t.text == text else { return false }
    index += 1
    return true
  }

  mutating func expect(_ text: String) throws(SpeakError) {
    guard accept(text) else { throw unexpected(.words([text])) }
  }

  mutating func identifier(_ what: Expected) throws(SpeakError) -> ClassToken {
    guard let t = peek, t.kind == .identifier else { throw unexpected(what) }
    index += 1
    return t
  }

  func unexpected(_ what: Expected) -> SpeakError { grammar.lineError(what) }

  func unsupported(_ what: Construct, at column: Int, length: Int = 1) -> SpeakError {
    SpeakError(.notModelled(what), column: column, length: length)
  }

  /// An expression, by the one grammar.
  mutating func expression() throws(SpeakError) -> BodyExpr { try grammar.expression() }
}
