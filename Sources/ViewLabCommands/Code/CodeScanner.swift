/// Reads pasted Swift or Objective-C one line at a time and remembers what spans lines (a `/* … */`
/// comment, a Swift `"""` string), so the statement assembler can tell code from comments and
/// strings: a bracket, a brace or an `@end` inside a comment or a string never counts.
struct CodeScanner: Hashable, Sendable {
  /// Inside a `/* … */` comment that began on an earlier line.
  var inBlockComment = false
  /// Inside a Swift `"""` string that began on an earlier line.
  var inMultilineString = false

  /// What one line holds outside comments.
  struct Facts: Hashable, Sendable {
    /// The line with its comments removed (each comment becomes one space); strings kept.
    var code = ""
    /// `(`, `[`, `{` opened minus closed, outside comments and strings.
    var balance = 0
    /// The lowest the running balance went on this line (below 0: the line closes something it
    /// did not open).
    var lowest = 0
    /// Braces only: `{` minus `}`.
    var braces = 0
    /// A `{` opened on this line.
    var opensBrace = false
    /// The Objective-C keyword `@end` stands on this line outside comments and strings.
    var hasEnd = false
    /// Where a class open before this line (or opening on it) ends: the offset, in characters,
    /// just past its closing `}` or its `@end`; nil when it goes on.
    var classEnd: Int?
    /// The line holds something besides whitespace and comments.
    var hasCode: Bool { code.contains { !$0.isWhitespace } }
  }

  /// Scans `line`, updating the state that spans lines. `inClass`: the kind of class open before
  /// the line (or starting on it) and its braces open so far, to find where it ends.
  mutating func scan(_ line: String, inClass: (ClassKind, braces: Int, opened: Bool)? = nil) -> Facts {
    var facts = Facts()
    // Most script lines (`add red 0 0 100 100`) hold nothing this looks for: one pass over bytes.
    if !inBlockComment, !inMultilineString, !line.utf8.contains(where: Self.isSignificant) {
      facts.code = line
      return facts
    }
    var opened = inClass?.opened ?? false
    let chars = Array(line)
    var i = 0
    var quoted = false
    while i < chars.count {
      let ch = chars[i]
      let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
      if inBlockComment {
        if ch == "*", next == "/" {
          inBlockComment = false
          facts.code.append(" ")
          i += 2
        } else {
          i += 1
        }
        continue
      }
      if inMultilineString {
        if Self.isTripleQuote(chars, at: i) {
          inMultilineString = false
          facts.code += "\"\"\""
          i += 3
        } else {
          facts.code.append(ch)
          i += 1
        }
        continue
      }
      if quoted {
        facts.code.append(ch)
        if ch == "\\", let next {
          facts.code.append(next)
          i += 2
          continue
        }
        if ch == "\"" { quoted = false }
        i += 1
        continue
      }
      switch ch {
      case "/" where next == "/":
        return facts  // the rest of the line is a comment
      case "/" where next == "*":
        inBlockComment = true
        i += 2
        continue
      case "\"":
        if Self.isTripleQuote(chars, at: i) {
          inMultilineString = true
          facts.code += "\"\"\""
          i += 3
          continue
        }
        quoted = true
      case "(", "[", "{":
        facts.balance += 1
        if ch == "{" {
          facts.braces += 1
          facts.opensBrace = true
          opened = true
        }
      case ")", "]", "}":
        facts.balance -= 1
        facts.lowest = min(facts.lowest, facts.balance)
        if ch == "}" {
          facts.braces -= 1
          if let (kind, braces, _) = inClass, kind == .swift, opened, braces + facts.braces == 0,
            facts.classEnd == nil
          {
            facts.classEnd = i + 1
          }
        }
      case "@":
        if Self.isEnd(chars, at: i) {
          facts.hasEnd = true
          if inClass?.0 == .objectiveC, facts.classEnd == nil { facts.classEnd = i + 4 }
        }
      default:
        break
      }
      facts.code.append(ch)
      i += 1
    }
    return facts
  }

  /// A byte that may open or close something, start a comment or a string, or be `@end`'s `@`.
  static func isSignificant(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "@"):
      true
    default: false
    }
  }

  static func isTripleQuote(_ chars: [Character], at i: Int) -> Bool {
    i + 2 < chars.count && chars[i] == "\"" && chars[i + 1] == "\"" && chars[i + 2] == "\""
  }

  /// `@end` as a whole word (not `@endpoint`).
  static func isEnd(_ chars: [Character], at i: Int) -> Bool {
    guard i + 3 < chars.count, chars[i + 1] == "e", chars[i + 2] == "n", chars[i + 3] == "d" else {
      return false
    }
    guard i + 4 < chars.count else { return true }
    let after = chars[i + 4]
    return !(after.isLetter || after.isNumber || after == "_")
  }
}
