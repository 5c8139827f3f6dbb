import ViewLabGeometry
import ViewLabModel

/// Turns one line of the scene-script language into a `Command`.
public enum Parser {
  /// `nil` for a blank or comment-only line.
  public static func parse(_ line: String) throws(ScriptError) -> Command? {
    // A class gathered over lines (a file, a paste), or whole on one line; a lone `@implementation X`
    // line is scaffolding and goes to the line parser.
    if ClassParser.startsClass(line), line.contains("\n") || !CodeLines.classIsOpen(line) {
      return .code(
        CodeSnippet([.defineClass(try speaking { () throws(SpeakError) in try ClassParser.parse(line) })]))
    }
    // A statement with control flow, kept with its lines (see `StatementAssembler`) or on one.
    if line.hasPrefix("#line ") || CodeParser.startsControl(line) {
      let text = line.hasPrefix("#line ") ? line : "#line 1\n" + line
      let snippet = try speaking { () throws(SpeakError) in try CodeParser.parse(text) }
      return snippet.statements.isEmpty ? nil : .code(snippet)
    }
    let tokens = Lexer.tokens(line)
    guard let verbToken = tokens.first else { return nil }
    if CodeParser.isCode(line, verb: verbToken.text) {
      let snippet = try speaking { () throws(SpeakError) in try CodeParser.parse(line) }
      return snippet.statements.isEmpty ? nil : .code(snippet)
    }
    var c = TokenCursor(tokens: tokens, endColumn: line.count + 1)
    let command = try parse(verb: verbToken, &c)
    try c.end()
    return command
  }

  /// Other spellings, from the verbs' declarations (`exit` → `quit`).
  static var aliases: [String: String] {
    Dictionary(uniqueKeysWithValues: Verbs.all.flatMap { v in v.aliases.map { ($0, v.word) } })
  }

  static func parse(verb token: Token, _ c: inout TokenCursor) throws(ScriptError) -> Command {
    guard let verb = Verbs.named(token.text) else {
      let suggestion = Suggestion.nearest(to: token.text, in: CommandCatalog.verbs + ["exit"])
      throw ScriptError(.unknownCommand(token.text, suggestion: suggestion), at: token)
    }
    return try verb.parse(&c)
  }
}
