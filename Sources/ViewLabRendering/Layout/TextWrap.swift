/// Wraps text to a terminal's width the way a reader expects: at spaces, and between Chinese
/// characters; never inside a number, an identifier, a short tuple such as `(280, 140)`, a bracketed
/// group such as `[0.866, 0.5, -0.5, 0.866, 0, 0]`, a call such as `btn.point(inside: (40, 20))`, or
/// a quoted command such as `'interaction label on'` (a unit wider than a whole line is broken at
/// its own spaces rather than overflowing); no line
/// starts with closing punctuation (，。：；）」…) or ends with opening punctuation (（「…); colour
/// (ANSI SGR) is closed at the end of a broken line and reopened after the indent.
///
///     TextWrap.wrap("hitTest returns (280, 140) here", width: 20, rest: "  ")
///     // ["hitTest returns", "  (280, 140) here"]
public enum TextWrap {
  /// Characters a line may not start with.
  static let closing = Punctuation {
    switch $0 {
    case "，", "。", "、", "：", "；", "！", "？", "）", "」", "』", "》", "】", "〉", "〕", "…", "—", "％", "”", "’",
      ",", ".", ";", ":", "!", "?", ")", "]", "}", "%":
      true
    default: false
    }
  }
  /// Characters a line may not end with.
  static let opening = Punctuation {
    switch $0 {
    case "（", "「", "『", "《", "【", "〈", "〔", "“", "‘", "(", "[", "{": true
    default: false
    }
  }

  /// A fixed set of one-scalar punctuation marks, tested by scalar value. Not a `Set<Character>`:
  /// the first use of a generic type resolves its metadata at run time (a scan of the binary's
  /// conformance records), and a first run's welcome is wrapped before the first prompt.
  struct Punctuation: Sendable {
    let matches: @Sendable (Unicode.Scalar) -> Bool

    init(_ matches: @escaping @Sendable (Unicode.Scalar) -> Bool) { self.matches = matches }

    func contains(_ c: Character) -> Bool {
      let scalars = c.unicodeScalars
      guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
        return false
      }
      return matches(first)
    }
  }

  /// A run of text that is never broken, and the spaces before it (dropped at a line's start).
  struct Piece {
    var gap = 0
    var text = ""
    var width = 0
    /// Holds a group kept together (a tuple, a call, a quoted command): breakable at its spaces
    /// when no line can hold it.
    var unit = false
  }

  /// One logical line as display lines: the first starts with `first`, later ones with `rest`.
  public static func wrap(_ line: String, width: Int, first: String = "", rest: String = "") -> [String] {
    let width = max(width, 16)
    if TerminalWidth.of(first) + TerminalWidth.of(line) <= width { return [first + line] }
    var lines: [String] = []
    var current = first
    var used = TerminalWidth.of(first)
    var empty = true
    var active: String?  // the colour in force, reopened after a break
    let restWidth = TerminalWidth.of(rest)
    var queue = pieces(line)
    queue.reverse()
    while let piece = queue.popLast() {
      if piece.unit && piece.width > width - restWidth {
        // A unit no line can hold: wrap its words one by one rather than overflow or cut mid-word.
        var parts = pieces(piece.text, units: false)
        if !parts.isEmpty { parts[0].gap += piece.gap }
        queue += parts.reversed()
        continue
      }
      if !empty && used + piece.gap + piece.width > width {
        lines.append(current + (active == nil ? "" : reset))
        current = rest + (active ?? "")
        used = restWidth
        empty = true
      }
      if empty && used + piece.width > width {
        // Longer than a whole line (a 60-character identifier at 40 columns): cut it, as a last resort.
        for (i, chunk) in chunks(piece.text, first: width - used, rest: width - restWidth).enumerated() {
          if i > 0 {
            lines.append(current)
            current = rest
          }
          current += chunk
        }
        used = TerminalWidth.of(current)
      } else {
        current += (empty ? "" : String(repeating: " ", count: piece.gap)) + piece.text
        used += (empty ? 0 : piece.gap) + piece.width
      }
      empty = false
      active = colour(after: piece.text, was: active)
    }
    lines.append(current)
    return lines
  }

  static let reset = "\u{1B}[0m"

  /// The SGR sequence in force after `text`, given the one before it.
  static func colour(after text: String, was: String?) -> String? {
    var active = was
    var escape: String?
    for c in text {
      if c == "\u{1B}" {
        escape = String(c)
      } else if var e = escape {
        e.append(c)
        escape = e
        if c.isLetter {
          active = (e == reset || e == "\u{1B}[m") ? nil : e
          escape = nil
        }
      }
    }
    return active
  }

  /// The unbreakable pieces of a line, each with the spaces before it.
  /// With `units` false, spaces always separate pieces (used to break a unit too wide for a line).
  static func pieces(_ line: String, units: Bool = true) -> [Piece] {
    let chars = Array(line)
    var pieces: [Piece] = []
    var piece = Piece()
    var last: Character?  // the last visible character of `piece`
    var lastWide = false
    var i = 0
    func push() {
      if !piece.text.isEmpty { pieces.append(piece) }
      piece = Piece()
      last = nil
    }
    while i < chars.count {
      let c = chars[i]
      if c.isExactly("\u{1B}") {
        var j = i + 1
        while j < chars.count && !chars[j].isLetter { j += 1 }
        piece.text += String(characters: chars[i...min(j, chars.count - 1)])
        i = j + 1
        continue
      }
      if c.isExactly(" ") || c.isExactly("\t") {
        if piece.width > 0 { push() }  // an escape alone stays with the next word
        piece.gap += 1
        i += 1
        continue
      }
      let w = TerminalWidth.of(c)
      if let previous = last, w > 0, w == 2 || lastWide, !closing.contains(c), !opening.contains(previous) {
        push()
      }
      if units, let end = unitEnd(chars, from: i, after: last) {
        let unit = String(chars[i...end])
        piece.text += unit
        piece.width += TerminalWidth.of(unit)
        piece.unit = true
        last = chars[end]
        lastWide = false
        i = end + 1
        continue
      }
      piece.text.append(c)
      piece.width += w
      if w > 0 {
        last = c
        lastWide = w == 2
      }
      i += 1
    }
    push()
    return glued(pieces)
  }

  /// Joins a piece that starts with closing punctuation to the one before it, and a piece after
  /// one that ends with opening punctuation, so no line starts or ends with them ("word —" stays).
  static func glued(_ pieces: [Piece]) -> [Piece] {
    var out: [Piece] = []
    var lastVisible: Character?  // the last visible character of `out.last`
    for piece in pieces {
      let visible = plain(piece.text)
      if var previous = out.last, let first = visible.first,
        closing.contains(first) || lastVisible.map(opening.contains) == true
      {
        previous.text += String(repeating: " ", count: piece.gap) + piece.text
        previous.width += piece.gap + piece.width
        previous.unit = previous.unit || piece.unit
        out[out.count - 1] = previous
        lastVisible = visible.last ?? lastVisible
      } else {
        out.append(piece)
        lastVisible = visible.last
      }
    }
    return out
  }

  /// The longest group kept on one line, in columns.
  static let longestUnit = 60

  /// `text` cut into runs of at most `first`, then `rest`, columns (escapes count for nothing).
  static func chunks(_ text: String, first: Int, rest: Int) -> [String] {
    var out: [String] = []
    var current = ""
    var used = 0
    var limit = max(first, 1)
    var inEscape = false
    for c in text {
      if inEscape || c.isExactly("\u{1B}") {
        inEscape = c.isExactly("\u{1B}") || !c.isLetter
        current.append(c)
        continue
      }
      let w = TerminalWidth.of(c)
      if used + w > limit && used > 0 {
        out.append(current)
        current = ""
        used = 0
        limit = max(rest, 1)
      }
      current.append(c)
      used += w
    }
    out.append(current)
    return out
  }
}

extension String {
  /// The characters of `slice` as a string, appended one by one: the generic `String.init(_:)`
  /// over a slice resolves `ArraySlice<Character>`'s conformances at run time on first use.
  init(characters slice: ArraySlice<Character>) {
    self.init()
    for c in slice { append(c) }
  }
}

extension Character {
  /// Whether this is exactly the one ASCII character `ascii`, compared by its byte: `==` between
  /// characters compares normalized forms, which is slow for CJK text, and wrapping compares every
  /// character of a line with a space, ESC and brackets.
  @inline(__always) func isExactly(_ ascii: Unicode.Scalar) -> Bool {
    utf8.count == 1 && utf8.first == UInt8(ascii: ascii)
  }
}
