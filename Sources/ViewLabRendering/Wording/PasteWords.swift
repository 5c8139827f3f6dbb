import ViewLabCommands
import ViewLabLanguage

/// Words for what the statement assembler did with a paste.
public enum PasteWords {
  /// One line for a Markdown line taken out of a paste: which line, what it was, that it did not
  /// run. `line` is nil where numbering would not help (a fence typed alone at the prompt).
  public static func skipped(_ s: SkippedLine, line: Int?, _ l: Language) -> String {
    let text = String(s.text.trimmingSpaces.prefix(60))
    let kind = kindName(s.kind, l)
    guard let line else {
      return l.pick("skipped \(kind) \"\(text)\": Markdown, not code", "已跳过\(kind)“\(text)”：这是 Markdown，不是代码")
    }
    return l.pick(
      "line \(line): skipped \(kind) \"\(text)\": Markdown, not code",
      "第 \(line) 行：已跳过\(kind)“\(text)”：这是 Markdown，不是代码")
  }

  /// At the prompt: numbered within the statement when it spans lines, unnumbered when alone.
  public static func skipped(
    _ s: SkippedLine, in statement: AssembledStatement, firstLine: Int, _ l: Language
  ) -> String {
    skipped(s, line: statement.isNoise ? nil : s.line, l)
  }

  static func kindName(_ kind: PastedMarkdown, _ l: Language) -> String {
    switch kind {
    case .heading: l.pick("a heading", "标题")
    case .fence: l.pick("a code fence", "代码块围栏")
    case .bullet: l.pick("a list item", "列表项")
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    let start = drop(while: { $0 == " " || $0 == "\t" })
    return start.prefix(start.count - start.reversed().prefix(while: { $0 == " " || $0 == "\t" }).count)
  }
}
