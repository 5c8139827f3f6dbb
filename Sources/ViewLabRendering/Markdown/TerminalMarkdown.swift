/// Lesson Markdown for a terminal: headings, paragraphs, lists, quotes, simple tables and code
/// blocks, wrapped to the width. With colour, emphasis is bold or italic and code is coloured
/// (Swift and Objective-C highlighted); without it (`NO_COLOR`, a pipe) the marks are simply
/// dropped, headings are underlined and code is indented, so no `**` or backtick is ever shown.
///
/// A small renderer of our own rather than a Markdown library: the lessons use a handful of
/// constructs, and the renderer must produce wrapped terminal text, not HTML.
public enum TerminalMarkdown {
  public static func render(_ markdown: String, width: Int, style: Style) -> String {
    var out: [String] = []
    let blocks = MarkdownBlocks.parse(markdown)
    for (i, block) in blocks.enumerated() {
      if i > 0, !(block.isListItem && blocks[i - 1].isListItem) { out.append("") }
      out += lines(block, width: width, style: style)
    }
    return out.joined(separator: "\n")
  }

  static func lines(_ block: MarkdownBlock, width: Int, style s: Style) -> [String] {
    switch block {
    case .heading(let level, let text):
      let title = inline(text, s)
      let plain = TextWrap.plain(title)
      let rule = String(repeating: level == 1 ? "═" : "─", count: min(TerminalWidth.of(plain), width))
      return [s.heading(TextWrap.plain(title))] + (s.colored && level > 2 ? [] : [s.dim(rule)])
    case .paragraph(let text):
      return TextWrap.wrap(inline(text, s), width: width)
    case .item(let depth, let marker, let text):
      let pad = String(repeating: "  ", count: depth)
      let bullet = marker == "-" || marker == "*" || marker == "+" ? "•" : marker
      let lead = pad + bullet + " "
      let rest = String(repeating: " ", count: TerminalWidth.of(lead))
      return TextWrap.wrap(inline(text, s), width: width, first: lead, rest: rest)
    case .quote(let text):
      return TextWrap.wrap(inline(text, s), width: width, first: s.dim("│ "), rest: s.dim("│ "))
    case .code(let language, let code):
      return code.map { "    " + SyntaxHighlighter.line($0, language: language, s) }
    case .table(let rows):
      return table(rows.map { $0.map { inline($0, s) } }, width: width)
    }
  }

  /// Columns padded to their widest cell; a table too wide for the terminal becomes one line per row.
  static func table(_ rows: [[String]], width: Int) -> [String] {
    guard let header = rows.first else { return [] }
    var widths = Array(repeating: 0, count: header.count)
    for row in rows {
      for (i, cell) in row.enumerated() where i < widths.count {
        widths[i] = max(widths[i], TerminalWidth.of(cell))
      }
    }
    let total = widths.reduce(0, +) + 3 * (widths.count - 1)
    if total <= width {
      let format = { (row: [String]) -> String in
        row.enumerated().map { i, cell in
          i == row.count - 1
            ? cell : cell + String(repeating: " ", count: max(0, widths[i] - TerminalWidth.of(cell)))
        }.joined(separator: "   ")
      }
      let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "   ")
      return [format(header), rule] + rows.dropFirst().map(format)
    }
    return rows.dropFirst().flatMap { row in
      TextWrap.wrap(row.joined(separator: " — "), width: width, first: "• ", rest: "  ")
    }
  }

  /// `**strong**`, `*em*` / `_em_` and `` `code` `` inside a line.
  public static func inline(_ text: String, _ s: Style) -> String {
    let chars = Array(text)
    var out = ""
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "`", let end = chars[(i + 1)...].firstIndex(of: "`") {
        // Without colour a span of several words keeps quotes, so it still reads as one thing to type.
        let code = String(chars[(i + 1)..<end])
        out += s.colored || !code.contains(" ") ? s.code(code) : "'\(code)'"
        i = end + 1
        continue
      }
      if c == "*", i + 1 < chars.count, chars[i + 1] == "*", let end = closing("**", chars, from: i + 2) {
        out += s.heading(inline(String(chars[(i + 2)..<end]), s))
        i = end + 2
        continue
      }
      if c == "*" || c == "_", i + 1 < chars.count, !chars[i + 1].isWhitespace,
        c == "*" || i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber),
        let end = closing(String(c), chars, from: i + 1)
      {
        out += s.emphasis(inline(String(chars[(i + 1)..<end]), s))
        i = end + 1
        continue
      }
      if c == "\\", i + 1 < chars.count, "*_`\\[]#".contains(chars[i + 1]) {
        out.append(chars[i + 1])
        i += 2
        continue
      }
      out.append(c)
      i += 1
    }
    return out
  }

  /// Where a `mark` run that opened before `start` closes: not after a space, and for `_` not inside
  /// a word, so `a * b` and `snake_case` stay as they are while `*` emphasises inside a word as
  /// CommonMark says (which Chinese needs: `的是*视图*收到` has no spaces). `_` closes on its own
  /// line: the engine's lines quoted in a lesson (`touchesBegan(_:with:)` on one line,
  /// `touchesEnded(_:with:)` on the next) are not emphasis.
  static func closing(_ mark: String, _ chars: [Character], from start: Int) -> Int? {
    let m = Array(mark)
    var j = start
    while j + m.count <= chars.count {
      if mark == "_" && chars[j] == "\n" { return nil }
      if chars[j] == "`" {
        guard let end = chars[(j + 1)...].firstIndex(of: "`") else { return nil }
        j = end + 1
        continue
      }
      if Array(chars[j..<(j + m.count)]) == m, j > start, !chars[j - 1].isWhitespace {
        let after = j + m.count
        if mark != "_" || after == chars.count || !(chars[after].isLetter || chars[after].isNumber) {
          return j
        }
      }
      j += 1
    }
    return nil
  }
}
