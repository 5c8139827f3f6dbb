/// A block of lesson Markdown.
enum MarkdownBlock: Equatable {
  case heading(level: Int, String)
  case paragraph(String)
  /// A list item: its depth (0 at the margin), its marker (`-` or `3.`) and its text, continuation
  /// lines joined.
  case item(depth: Int, marker: String, String)
  case quote(String)
  /// Fenced (with its language, possibly empty) or indented by four spaces.
  case code(language: String, [String])
  case table([[String]])

  var isListItem: Bool { if case .item = self { true } else { false } }
}

/// Splits Markdown into blocks, line by line.
enum MarkdownBlocks {
  static func parse(_ markdown: String) -> [MarkdownBlock] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [MarkdownBlock] = []
    var i = 0
    var inList = false
    while i < lines.count {
      let line = lines[i]
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if trimmed.isEmpty {
        i += 1
        if i < lines.count, !lines[i].hasPrefix("  ") { inList = false }
        continue
      }
      if trimmed.hasPrefix("```") {
        let language = trimmed.dropFirst(3).trimmingSpaces
        var code: [String] = []
        i += 1
        while i < lines.count, !lines[i].drop(while: { $0 == " " }).hasPrefix("```") {
          code.append(lines[i])
          i += 1
        }
        i += 1
        blocks.append(.code(language: language, code))
        continue
      }
      if indent >= 4 && !inList {
        var code: [String] = []
        while i < lines.count, lines[i].hasPrefix("    ") || lines[i].allSatisfy({ $0 == " " }) {
          code.append(String(lines[i].dropFirst(min(4, lines[i].count))))
          i += 1
        }
        while code.last?.isEmpty == true { code.removeLast() }
        blocks.append(.code(language: "", code))
        continue
      }
      if let level = headingLevel(trimmed) {
        blocks.append(.heading(level: level, String(trimmed.dropFirst(level + 1)).trimmingSpaces))
        i += 1
        continue
      }
      if trimmed.hasPrefix("|") {
        var rows: [[String]] = []
        while i < lines.count, lines[i].drop(while: { $0 == " " }).hasPrefix("|") {
          let cells = lines[i].trimmingSpaces.dropFirst().split(
            separator: "|", omittingEmptySubsequences: false
          )
          .map { String($0).trimmingSpaces }
          let row = cells.last?.isEmpty == true ? Array(cells.dropLast()) : cells
          if !row.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { rows.append(row) }
          i += 1
        }
        blocks.append(.table(rows))
        continue
      }
      if trimmed.hasPrefix("> ") {
        var text = String(trimmed.dropFirst(2))
        i += 1
        while i < lines.count, lines[i].hasPrefix("> ") {
          text = join(text, String(lines[i].dropFirst(2)))
          i += 1
        }
        blocks.append(.quote(text))
        continue
      }
      if let marker = listMarker(trimmed) {
        var text = String(trimmed.dropFirst(marker.count + 1))
        i += 1
        // Continuation lines: indented, not a new item, not blank.
        while i < lines.count, lines[i].hasPrefix(" "), listMarker(lines[i].drop { $0 == " " }) == nil,
          !lines[i].allSatisfy({ $0 == " " })
        {
          text = join(text, lines[i].trimmingSpaces)
          i += 1
        }
        blocks.append(.item(depth: indent / 2, marker: marker, text))
        inList = true
        continue
      }
      var text = String(trimmed)
      i += 1
      while i < lines.count, startsParagraphText(lines[i]) {
        text = join(text, lines[i].trimmingSpaces)
        i += 1
      }
      blocks.append(.paragraph(text))
      inList = false
    }
    return blocks
  }

  static func startsParagraphText(_ line: String) -> Bool {
    let t = line.drop { $0 == " " }
    return !t.isEmpty && !line.hasPrefix("    ") && !t.hasPrefix("```") && headingLevel(t) == nil
      && listMarker(t) == nil && !t.hasPrefix("|") && !t.hasPrefix("> ")
  }

  /// Two lines of one paragraph: a space between them, except between two Chinese characters
  /// (looking through emphasis marks, so `收到*第二根*` and `手指` join as one phrase).
  static func join(_ a: String, _ b: String) -> String {
    let marks: Set<Character> = ["*", "_"]
    guard let last = a.last(where: { !marks.contains($0) }),
      let first = b.first(where: { !marks.contains($0) })
    else { return a + " " + b }
    let wide = TerminalWidth.of(last) == 2
    let cjk = wide && (TerminalWidth.of(first) == 2 || TextWrap.closing.contains(last))
    return a + (cjk ? "" : " ") + b
  }

  static func headingLevel(_ s: Substring) -> Int? {
    let hashes = s.prefix { $0 == "#" }.count
    return (1...6).contains(hashes) && s.dropFirst(hashes).first == " " ? hashes : nil
  }

  /// `-`, `*`, `+` or `12.` followed by a space.
  static func listMarker(_ s: Substring) -> String? {
    if let c = s.first, "-*+".contains(c), s.dropFirst().first == " " { return String(c) }
    let digits = s.prefix { $0.isNumber }
    if !digits.isEmpty, digits.count <= 3, s.dropFirst(digits.count).hasPrefix(". ") { return digits + "." }
    return nil
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(self.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
