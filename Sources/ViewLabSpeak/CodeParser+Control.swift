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
    // Swift lines may end with `;` too: a Swift word decides.
    grammar.objectiveC = grammar.endsLinesWithSemicolons && !grammar.hasSwiftWords
    var statements: [CodeStatement] = []
    while !grammar.atEnd {
      for s in try grammar.statementList() { statements.append(.control(s)) }
    }
    return CodeSnippet(statements, objectiveC: grammar.objectiveC)
  }
}

extension ClassParser {
  /// Objective-C ends its statements with `;` (Swift needs none): a line whose code ends with one.
  /// Words and operators only Swift has (`let`, `var`, `guard`, `repeat`, `func`, `..<`, `...`),
  /// and Swift's `for x in` / `for (i, x) in` (C's `for (UIView *v in …)` has its `in` inside).
  var hasSwiftWords: Bool {
    tokens.indices.contains { i in
      let t = tokens[i]
      if t.kind == .identifier, ["let", "var", "guard", "repeat", "func"].contains(t.text) { return true }
      if t.kind == .symbol, t.text == "..<" || t.text == "..." { return true }
      guard t.kind == .identifier, t.text == "for", i + 1 < tokens.count else { return false }
      if tokens[i + 1].kind == .identifier { return true }
      // `for (i, x) in`: the `in` right after the parenthesis that closes.
      var j = i + 1
      var depth = 0
      while j < tokens.count {
        if tokens[j].text == "(" { depth += 1 } else if tokens[j].text == ")" { depth -= 1 }
        if depth == 0 { return j + 1 < tokens.count && tokens[j + 1].text == "in" }
        j += 1
      }
      return false
    }
  }

  var endsLinesWithSemicolons: Bool {
    tokens.indices.contains { i in
      tokens[i].text == ";" && tokens[i].kind == .symbol
        && (i + 1 == tokens.count || tokens[i + 1].line != tokens[i].line)
    }
  }
}
