extension TextWrap {
  /// Every line of `text` wrapped on its own, continuing under where its text starts: after its
  /// indent, after a list or trace marker (`- `, `• `, `3. `, `A. `, `✓ `, `✗ `, `├─ `), or, for a
  /// line without a marker, `hang` columns further in (2 for the engine's output, 0 for prose).
  ///
  ///     "  ✗ isHidden == true → nil, subviews not asked"   // continues under "isHidden"
  public static func block(_ text: String, width: Int, hang: Int = 2) -> String {
    guard text.contains(where: { _ in true }) else { return text }
    var out: [String] = []
    for line in lines(of: text) {
      if TerminalWidth.of(line) <= width {
        out.append(line)
        continue
      }
      let (lead, body, continuation) = indentation(of: line, hang: hang, width: width)
      out += wrap(body, width: width, first: lead, rest: continuation)
    }
    return join(out)
  }

  /// `lines` joined by `separator`, by hand: `joined(separator:)` resolves its collection's types at
  /// run time on first use (about 0.2M instructions), and the welcome comes through here before the
  /// first prompt.
  public static func join(_ lines: [String], separator: String = "\n") -> String {
    var joined = ""
    for (i, line) in lines.enumerated() {
      if i > 0 { joined += separator }
      joined += line
    }
    return joined
  }

  /// `text` cut at each newline, empty lines kept. Cut by bytes: a newline is one byte, so every cut
  /// is a character boundary, and `split(separator:)` would walk characters and resolve its generic
  /// types at run time (the welcome comes through here before the first prompt).
  static func lines(of text: String) -> [String] {
    var lines: [String] = []
    let bytes = text.utf8
    var start = bytes.startIndex
    var i = start
    while i != bytes.endIndex {
      if bytes[i] == UInt8(ascii: "\n") {
        lines.append(String(text[start..<i]))
        start = bytes.index(after: i)
      }
      i = bytes.index(after: i)
    }
    lines.append(String(text[start...]))
    return lines
  }

  /// The line's own start (kept as is), the text after it, and the continuation lines' indent.
  static func indentation(of line: String, hang: Int, width: Int) -> (String, String, String) {
    let chars = Array(line)
    var i = 0
    var indent = ""
    // Leading spaces and tree rails ("│  ├─ "); escapes at the start stay with the text.
    while i < chars.count, " │├└─".contains(chars[i]) {
      indent.append(chars[i] == "├" ? "│" : (chars[i] == "│" ? "│" : " "))
      i += 1
    }
    let lead = String(characters: chars[..<i])
    let body = String(characters: chars[i...])
    let visible = plain(body)
    var marker = 0
    for m in ["- ", "* ", "• ", "✓ ", "✗ ", "→ ", "↷ ", "▸ "] where visible.hasPrefix(m) {
      marker = TerminalWidth.of(m)
    }
    if marker == 0, let dot = numberedMarker(visible) { marker = dot }
    if marker == 0, let column = secondColumn(visible) { marker = column }
    let extra = marker > 0 ? marker : hang
    let columns = min(TerminalWidth.of(indent) + extra, max(width / 2, 4))
    var continuation = String(indent.prefix(columns))
    continuation += String(repeating: " ", count: max(0, columns - TerminalWidth.of(continuation)))
    return (lead, body, continuation)
  }

  /// Where the text of a two-column line starts, to continue under it: `add         create a
  /// view…` (help), `bounds       = (0, 0, 100, 50)   …` and `frame.origin = position − …` (explain).
  static func secondColumn(_ s: String) -> Int? {
    let chars = Array(s.prefix(24))
    var i = 0
    while i < chars.count && chars[i] != " " { i += 1 }
    var j = i
    while j < chars.count && chars[j] == " " { j += 1 }
    guard i > 0, j < chars.count else { return nil }
    let equals = chars[j] == "=" && j + 1 < chars.count && chars[j + 1] == " "
    guard j - i >= 2 || equals else { return nil }
    return TerminalWidth.of(String(characters: chars[..<(equals ? j + 2 : j)]))
  }

  /// `12. ` or `A. `: its width, else nil.
  static func numberedMarker(_ s: String) -> Int? {
    let head = s.prefix(5)
    guard let dot = head.firstIndex(of: "."), head[head.index(after: dot)...].hasPrefix(" ") else {
      return nil
    }
    let label = head[..<dot]
    let numbered = !label.isEmpty && label.count <= 3 && label.allSatisfy(\.isNumber)
    let lettered = label.count == 1 && label.first!.isUppercase && label.first!.isASCII
    return numbered || lettered ? label.count + 2 : nil
  }

  /// The text without escape sequences.
  static func plain(_ s: String) -> String {
    // By bytes: an escape is ASCII from ESC to its final letter. A non-ASCII byte inside one, or
    // right after its letter (a combining mark would make one character of them), is not what
    // ViewLab writes; the character walk decides then.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count)
    var inEscape = false
    var justClosed = false
    for byte in s.utf8 {
      if justClosed && byte >= 0x80 { return plainByCharacters(s) }
      justClosed = false
      if inEscape {
        guard byte < 0x80 else { return plainByCharacters(s) }
        inEscape = !((0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte))
        justClosed = !inEscape
      } else if byte == 0x1B {
        inEscape = true
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func plainByCharacters(_ s: String) -> String {
    var out = ""
    var inEscape = false
    for c in s {
      if inEscape {
        inEscape = !c.isLetter
      } else if c.isExactly("\u{1B}") {
        inEscape = true
      } else {
        out.append(c)
      }
    }
    return out
  }
}
