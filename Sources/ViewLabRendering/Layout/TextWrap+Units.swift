/// What the wrapper keeps on one line: a bracketed group, a name with its parentheses, a quoted
/// command, a tuple.
extension TextWrap {
  /// The index of the last character of an unbreakable unit starting at `start`: a numeric tuple,
  /// a bracketed group `[…]`, a call's parentheses right after an identifier (`point(inside: (1, 2))`),
  /// or a quoted command (`'tap 60 60'`, `` `tap 60 60` ``); nil when none starts there.
  static func unitEnd(_ chars: [Character], from start: Int, after previous: Character?) -> Int? {
    let c = chars[start]
    guard c.isExactly("(") || c.isExactly("[") || c.isExactly("'") || c.isExactly("`") else { return nil }
    // Asked only here: whether a name comes right before is the costly part, and most
    // characters start no unit.
    let word = previous.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } ?? false
    switch c {
    case "(" where word, "[":
      return groupEnd(chars, from: start)
    case "(":
      return tupleEnd(chars, from: start)
    case "'", "`":
      return word ? nil : quoteEnd(chars, from: start)
    default:
      return nil
    }
  }

  /// The index of the bracket that closes the one at `start`, counting nesting, if the group is
  /// short, on one line and free of wide characters (prose in brackets may still break).
  static func groupEnd(_ chars: [Character], from start: Int) -> Int? {
    var depth = 0
    var columns = 0
    var j = start
    while j < chars.count && columns <= longestUnit {
      let c = chars[j]
      if c.isExactly("\u{1B}") {
        j += 1
        while j < chars.count && !chars[j].isLetter { j += 1 }
        j += 1
        continue
      }
      if c.isExactly("\n") || TerminalWidth.of(c) == 2 { return nil }
      if "([{".contains(c) { depth += 1 }
      if ")]}".contains(c) {
        depth -= 1
        if depth == 0 { return j }
      }
      columns += TerminalWidth.of(c)
      j += 1
    }
    return nil
  }

  /// The index of the quote closing a short quoted command at `start`: the same quote mark,
  /// followed by the end, a space or punctuation (so "don't" and "view's" are not quotes).
  static func quoteEnd(_ chars: [Character], from start: Int) -> Int? {
    let mark = chars[start]
    var j = start + 1
    while j < chars.count && j - start <= longestUnit {
      let c = chars[j]
      if c.isExactly("\n") { return nil }
      if c == mark {
        guard j > start + 1, chars[j - 1] != " " else { return nil }
        let next = j + 1 < chars.count ? chars[j + 1] : " "
        return next.isASCII && (next.isLetter || next.isNumber) ? nil : j
      }
      j += 1
    }
    return nil
  }

  /// The index of the `)` that closes a short numeric tuple starting at `start` — `(280, 140)`,
  /// `(x: 1, y: 2)`, `(0, 0, 375, 667)` — so it is kept on one line; nil for prose in parentheses.
  static func tupleEnd(_ chars: [Character], from start: Int) -> Int? {
    var digit = false
    var space = false
    var j = start + 1
    while j < chars.count && j - start <= 40 {
      let c = chars[j]
      if c.isExactly(")") { return digit && space ? j : nil }
      if c.isExactly(" ") {
        space = true
      } else if c.isNumber {
        digit = true
      } else if !(c.isASCII && c.isLetter) && !".,:-−+×*/".contains(c) {
        return nil
      }
      j += 1
    }
    return nil
  }
}
