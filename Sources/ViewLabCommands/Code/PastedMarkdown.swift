/// Lines of Markdown that come along when code is copied from notes or a blog: a heading
/// (`#####在FZQButton.m中…`, `## 核心代码`), a code fence (```` ```objc ````) or a list item
/// (`- 新建一个继承自UIButton的按钮`). They are no code; the assembler takes them out of the
/// statements and says which lines it skipped.
public enum PastedMarkdown: Hashable, Sendable {
  case heading
  case fence
  case bullet

  /// The preprocessor's and Swift's `#` words: a line starting with one of them is code, not a
  /// heading.
  static let directives: Set<String> = [
    "import", "include", "define", "undef", "pragma", "if", "ifdef", "ifndef", "elif", "else",
    "endif", "warning", "error", "line", "available", "selector", "keyPath", "Preview",
    "imageLiteral", "colorLiteral", "fileLiteral", "unavailable", "sourceLocation",
  ]

  /// What Markdown `line` is, or nil when it may be code. `hashComments`: a `#` line is a comment
  /// of the scene-script language here (the prompt, `.vl` files), so it is no heading.
  public static func kind(of line: String, hashComments: Bool) -> PastedMarkdown? {
    let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
    if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { return .fence }
    if trimmed.hasPrefix("#") {
      if hashComments { return nil }
      let word = trimmed.dropFirst().drop(while: { $0 == " " }).prefix(while: { $0.isASCII && $0.isLetter })
      // `#import`, `# include` (a space is allowed after `#`), `#pragma mark`: the preprocessor.
      return directives.contains(String(word)) && trimmed.dropFirst().first != "#" ? nil : .heading
    }
    // `- 文字` or `* text` is a list item; `- (void)…` and `+ (id)…` are Objective-C methods, and
    // `*p = …`, `- x` would be code only inside a statement, where nothing is asked.
    if let first = trimmed.first, first == "-" || first == "*" || first == "+" {
      let rest = trimmed.dropFirst()
      guard rest.first == " " || rest.first == "\t" else { return nil }
      let after = rest.drop(while: { $0 == " " || $0 == "\t" })
      guard let next = after.first else { return nil }
      return next == "(" ? nil : .bullet
    }
    return nil
  }
}
