/// How many terminal columns text takes: two for an East Asian wide character, none for a
/// combining mark or an escape sequence, one otherwise.
///
///     TerminalWidth.of("frame 框架")   // 10
public enum TerminalWidth {
  /// The columns of one character.
  public static func of(_ c: Character) -> Int {
    guard let v = c.unicodeScalars.first?.value else { return 0 }
    if v < 0x300 { return v < 0x20 || v == 0x7F ? 0 : 1 }
    if (0x300...0x36F).contains(v) || (0x200B...0x200F).contains(v) || v == 0xFE0F { return 0 }
    return isWide(v) ? 2 : 1
  }

  /// The columns of a string, ANSI SGR sequences (`ESC [ … m`) counting for nothing.
  public static func of(_ s: some StringProtocol) -> Int {
    var total = 0
    var inEscape = false
    for c in s {
      if inEscape {
        if c.isLetter { inEscape = false }
        continue
      }
      if c == "\u{1B}" {
        inEscape = true
        continue
      }
      total += of(c)
    }
    return total
  }

  /// East Asian Wide and Fullwidth blocks: CJK ideographs and punctuation, kana, Hangul, full-width
  /// forms, and the emoji blocks terminals draw two columns wide.
  static func isWide(_ v: UInt32) -> Bool {
    (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
      || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
      || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
      || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
      || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
  }
}

extension String {
  /// Terminal columns (see `TerminalWidth`).
  public var terminalColumns: Int { TerminalWidth.of(self) }
}
