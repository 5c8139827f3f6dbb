/// A recursive-descent parser for the statements learners paste: Swift and the message-send subset
/// of Objective-C. Nesting is capped (`maxDepth`), so no input can exhaust the stack.
public struct CodeParser {
  var tokens: [CodeToken]
  var index = 0
  var depth = 0
  let endColumn: Int

  static let maxDepth = 64

  /// Written as Objective-C (the line ends with `;`): C's operator levels apply (`Operators`).
  let objectiveC: Bool

  init(_ line: String) {
    tokens = CodeLexer.tokens(line)
    endColumn = line.count + 1
    objectiveC = tokens.last.map { $0.kind == .symbol && $0.text == ";" } ?? false
  }

  /// The statements of one line; empty for a comment-only line.
  public static func parse(_ line: String) throws(SpeakError) -> CodeSnippet {
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
    return CodeSnippet(
      statements, objectiveC: p.objectiveC)
  }

  // MARK: Token helpers

  var atEnd: Bool { index >= tokens.count }
  var peek: CodeToken? { atEnd ? nil : tokens[index] }
  func peek(_ offset: Int) -> CodeToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
  var column: Int { peek?.column ?? endColumn }

  mutating func next() -> CodeToken? {
    guard let t = peek else { return nil }
    index += 1
    return t
  }

  mutating func accept(_ text: String) -> Bool {
    guard let t = peek, t.kind == .symbol || t.kind == .identifier, t.text == text else { return false }
    index += 1
    return true
  }

  mutating func expect(_ text: String) throws(SpeakError) {
    guard accept(text) else { throw unexpected(.words([text])) }
  }

  mutating func identifier(_ what: Expected) throws(SpeakError) -> CodeToken {
    guard let t = peek, t.kind == .identifier else { throw unexpected(what) }
    index += 1
    return t
  }

  func unexpected(_ what: Expected) -> SpeakError {
    guard let t = peek else { return SpeakError(.expected(what, found: nil), column: endColumn) }
    return SpeakError(.expected(what, found: .token(t.text)), column: t.column, length: t.text.count)
  }

  func unsupported(_ what: Construct, at column: Int, length: Int = 1) -> SpeakError {
    SpeakError(.notModelled(what), column: column, length: length)
  }

  /// Entering one level of nesting; every recursive rule calls this.
  mutating func enter() throws(SpeakError) {
    depth += 1
    if depth > Self.maxDepth {
      throw unsupported(.nesting(depth: Self.maxDepth), at: column)
    }
  }
}
