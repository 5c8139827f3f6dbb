/// Statements with control flow at the top level (`for i in 0..<3 { … }` in `viewDidLoad`, an `if`,
/// a `switch`, `UIView.animate(…) { … }`): read by the method-body grammar, so the top level runs
/// them by the control flow method bodies use.
extension CodeParser {
  /// The words that start a statement with a body of its own.
  static let controlWords: Set<String> = ["if", "for", "while", "switch", "repeat", "guard", "return"]

  /// Does this statement's code start with control flow, or pass a block to an animation call? The
  /// assembler keeps such a statement's lines (`#line N` first) for `parse`.
  public static func startsControl(_ code: String) -> Bool {
    let tokens = CodeLexer.tokens(code)
    guard let first = tokens.first else { return false }
    if first.kind == .identifier,
      controlWords.contains(first.text) || isDoWhile(tokens.map { ($0.kind, $0.text) })
    {
      return true
    }
    let animates = tokens.contains { t in
      t.kind == .identifier
        && [
          "animate", "animateWithDuration", "transition", "transitionWithView", "performWithoutAnimation",
          "forEach", "async", "asyncAfter", "sync", "dispatch_async", "dispatch_after", "dispatch_sync",
        ]
        .contains(t.text)
    }
    return animates && tokens.contains { $0.text == "{" }
  }

  /// C's `do { … } while (x);`: a `do` whose block a `while` follows (Swift's `do { … } catch` is
  /// not a loop, and stays refused as a statement ViewLab does not model).
  static func isDoWhile(_ tokens: [(kind: CodeToken.Kind, text: String)]) -> Bool {
    guard tokens.count > 2, tokens[0].text == "do", tokens[1].text == "{" else { return false }
    var depth = 0
    for (i, t) in tokens.enumerated().dropFirst() where t.kind == .symbol {
      if t.text == "{" { depth += 1 } else if t.text == "}" { depth -= 1 }
      if depth == 0 { return tokens.indices.contains(i + 1) && tokens[i + 1].text == "while" }
    }
    return false
  }

  /// A statement kept with its lines (`#line N`, then the lines as pasted): every statement in it,
  /// read by the method-body grammar with the paste's line numbers.
  static func parseLines(_ text: String) throws(SpeakError) -> CodeSnippet {
    var grammar = ClassParser(text)
    grammar.objectiveC = grammar.endsLinesWithSemicolons
    var statements: [CodeStatement] = []
    while !grammar.atEnd {
      for s in try grammar.statementList() { statements.append(.control(s)) }
    }
    return CodeSnippet(statements, objectiveC: grammar.objectiveC)
  }
}

extension ClassParser {
  /// Objective-C ends its statements with `;` (Swift needs none): a line whose code ends with one.
  var endsLinesWithSemicolons: Bool {
    tokens.indices.contains { i in
      tokens[i].text == ";" && tokens[i].kind == .symbol
        && (i + 1 == tokens.count || tokens[i + 1].line != tokens[i].line)
    }
  }
}
