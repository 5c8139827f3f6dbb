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
    ofScalars(s.unicodeScalars) ?? ofCharacters(s)
  }

  /// The count character by character: what `of` means, whatever the text (escapes removed the
  /// way `TextWrap` removes them).
  static func ofCharacters(_ s: some StringProtocol) -> Int {
    TextWrap.plainByCharacters(String(s)).reduce(0) { $0 + of($1) }
  }

  /// The same count read scalar by scalar, without finding grapheme boundaries (which is most of
  /// the cost for short lines, and the welcome is measured before the first prompt); nil when a
  /// scalar might join the one before it (a combining mark, a joiner, a variation selector, an
  /// emoji modifier…) and only the `Character` walk counts it right. ASCII, Latin, CJK text and
  /// the punctuation and drawing characters ViewLab prints stay on this path.
  static func ofScalars(_ scalars: some Sequence<Unicode.Scalar>) -> Int? {
    var total = 0
    var inEscape = false
    for scalar in scalars {
      let v = scalar.value
      if inEscape {
        guard v < 0x80 else { return nil }
        if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) { inEscape = false }
        continue
      }
      if v == 0x1B {
        inEscape = true
        continue
      }
      if v < 0x300 {
        total += v < 0x20 || v == 0x7F ? 0 : 1
      } else if standsAlone(v) {
        total += isWide(v) ? 2 : 1
      } else {
        return nil
      }
    }
    return total
  }

  /// Scalars that always begin a character of their own and that nothing in ViewLab's text extends:
  /// general punctuation (—, “”, …), arrows and technical signs, box drawing, shapes and dingbats
  /// (✓ ✗), CJK punctuation, kana (not the voicing marks), CJK ideographs and full-width forms.
  static func standsAlone(_ v: UInt32) -> Bool {
    (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v) || (0x2190...0x23FF).contains(v)
      || (0x2500...0x27BF).contains(v) || (0x3000...0x303E).contains(v) || (0x3041...0x3096).contains(v)
      || (0x30A0...0x30FF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xFF01...0xFF60).contains(v)
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
