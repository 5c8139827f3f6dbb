extension StatementAssembler {
  /// Does `line`, with no statement open, start one that goes on to the next lines? Its brackets
  /// are open (a call, a closure, a method pasted bare, `frame w (1, 2,`) — unless the brace opens
  /// a body whose lines run one by one: a view controller's class or a lifecycle method
  /// (`viewDidLoad() {`), which build views line by line. At the prompt a command's `#` starts a
  /// comment, whose brackets do not count.
  static func opensStatement(_ line: String, _ facts: CodeScanner.Facts, _ source: Source) -> Bool {
    guard facts.balance > 0 else { return false }
    if source == .answer {
      guard let verb = Lexer.tokens(line).first?.text, CodeParser.isCode(line, verb: verb) else {
        return false
      }
    }
    if source != .file, line.contains("#") {
      let verb = Lexer.tokens(line).first?.text ?? ""
      if !CodeParser.isCode(line, verb: verb) {
        var scanner = CodeScanner()
        return scanner.scan(String(line.prefix(while: { $0 != "#" }))).balance > 0
      }
    }
    return !opensScaffolding(facts)
  }

  /// A brace that opens the lines of a view controller or a lifecycle method, which run one by
  /// one (its other brackets are closed on this line).
  static func opensScaffolding(_ facts: CodeScanner.Facts) -> Bool {
    guard facts.braces > 0, facts.balance == facts.braces else { return false }
    let text = facts.code
    let words = text.split(whereSeparator: { " \t(){:".contains($0) })
    if words.contains(where: { CodeParser.lifecycle.contains(String($0)) }),
      words.contains("func") || text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("-")
    {
      return true
    }
    return words.contains("class") && text.contains("ViewController")
  }
}

extension StatementAssembler {
  /// An Objective-C method's header alone on its line, `- (void)foo:(id)x` (no `;`, no `{`): its
  /// body follows on the next lines.
  static func isMethodHeader(_ facts: CodeScanner.Facts) -> Bool {
    let code = facts.code.drop(while: { $0 == " " || $0 == "\t" })
    guard let sign = code.first, sign == "-" || sign == "+", facts.balance == 0, !facts.opensBrace else {
      return false
    }
    guard code.dropFirst().drop(while: { $0 == " " || $0 == "\t" }).first == "(" else { return false }
    let end = code.reversed().drop(while: { $0 == " " || $0 == "\t" }).first
    return end != ";" && end != "}"
  }
}

extension StatementAssembler {
  /// The paste ended (nothing more is waiting at the prompt): an Objective-C method header still
  /// waiting for its body's `{` is a declaration alone, complete as it stands, so it gets its error
  /// now (as the end of a file gives it) instead of leaving the prompt waiting for a body.
  public mutating func pasteEnded() -> [AssembledStatement] {
    guard let statement = open, statement.awaitsBody, !statement.openedBrace, !scanner.inBlockComment,
      !scanner.inMultilineString
    else { return [] }
    open = nil
    return [statement.statement(ended: true)]
  }
}
