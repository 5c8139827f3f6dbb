/// Whole texts through the `StatementAssembler`: the statements of a `.swift` or `.m` file, and
/// whether a text is a class still waiting for its end.
public enum CodeLines {
  /// The statements of a whole file, in order, the Markdown lines it skipped included.
  public static func assembled(_ lines: some Sequence<String>, source: StatementAssembler.Source = .file)
    -> [AssembledStatement]
  {
    var assembler = StatementAssembler(source)
    return lines.flatMap { assembler.feed($0) } + assembler.finish()
  }

  /// `(line number of the first line, text)` per statement, 1-based, with an empty entry for each
  /// line a statement took in after its first (so numbering stays that of the file). Skipped
  /// Markdown lines are empty entries too.
  public static func statements(_ lines: [String]) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    for s in assembled(lines) {
      result.append((s.line, s.text))
      for k in (s.line + 1)..<(s.line + max(1, s.lineCount)) { result.append((k, "")) }
    }
    return result
  }

  /// Is `text` (a statement typed so far, lines kept) a class still waiting for its `@end` or its
  /// closing brace?
  public static func classIsOpen(_ text: String) -> Bool {
    var assembler = StatementAssembler(.prompt)
    _ = assembler.feed(lines: text)
    return assembler.open?.classKind != nil
  }
}
