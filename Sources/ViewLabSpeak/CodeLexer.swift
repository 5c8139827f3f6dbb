/// A token of pasted Swift or Objective-C.
struct CodeToken: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case identifier
    case number
    case string
    /// Punctuation and operators: `[ ] ( ) { } . , : ; = == += -= * / + - ! ? @ < > & |`.
    case symbol
  }

  var kind: Kind
  var text: String
  /// 1-based column of the first character.
  var column: Int
}

/// Splits a line of Swift or Objective-C into tokens; `//` and `/* */` comments are dropped.
/// Iterative, so input of any length is safe.
enum CodeLexer {
  static let twoCharSymbols: Set<String> = ["==", "!=", "+=", "-=", "*=", "/=", "->", "&&", "||", "<=", ">="]

  static func tokens(_ line: String) -> [CodeToken] {
    let chars = Array(line)
    var tokens: [CodeToken] = []
    var i = 0
    while i < chars.count {
      let ch = chars[i]
      let column = i + 1
      if ch.isWhitespace {
        i += 1
      } else if ch == "/", i + 1 < chars.count, chars[i + 1] == "/" {
        break
      } else if ch == "/", i + 1 < chars.count, chars[i + 1] == "*" {
        i += 2
        while i < chars.count, !(chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/") { i += 1 }
        i += 2
      } else if ch.isLetter || ch == "_" || ch == "$" {
        var text = ""
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "$" {
          text.append(chars[i])
          i += 1
        }
        tokens.append(CodeToken(kind: .identifier, text: text, column: column))
      } else if ch.isNumber
        || (ch == "." && i + 1 < chars.count && chars[i + 1].isNumber && !followsValue(tokens))
      {
        var text = ""
        while i < chars.count,
          chars[i].isNumber || chars[i] == "." || chars[i] == "_" || chars[i].isLetter
            || ((chars[i] == "+" || chars[i] == "-") && (text.hasSuffix("e") || text.hasSuffix("E")))
        {
          // `1.0.` never happens in a number, but `v.frame.size` after a number would: stop at a
          // second dot followed by a letter.
          if chars[i] == ".", i + 1 < chars.count, !chars[i + 1].isNumber { break }
          text.append(chars[i])
          i += 1
        }
        tokens.append(CodeToken(kind: .number, text: text, column: column))
      } else if ch == "\"" {
        var text = ""
        i += 1
        while i < chars.count, chars[i] != "\"" {
          if chars[i] == "\\", i + 1 < chars.count {
            // Escapes as Swift and C read them; `\(` (Swift's interpolation) is kept for the parser.
            i += 1
            switch chars[i] {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "(": text.append("\\(")
            default: text.append(chars[i])
            }
            i += 1
            continue
          }
          text.append(chars[i])
          i += 1
        }
        i += 1
        tokens.append(CodeToken(kind: .string, text: text, column: column))
      } else {
        let pair = i + 1 < chars.count ? String([ch, chars[i + 1]]) : ""
        if twoCharSymbols.contains(pair) {
          tokens.append(CodeToken(kind: .symbol, text: pair, column: column))
          i += 2
        } else {
          tokens.append(CodeToken(kind: .symbol, text: String(ch), column: column))
          i += 1
        }
      }
    }
    return tokens
  }

  /// `a.5` is not a number after a value; only at the start of an operand.
  private static func followsValue(_ tokens: [CodeToken]) -> Bool {
    guard let last = tokens.last else { return false }
    // After a `.` the dot is an operator's (`0...5`, `0..<5`): `.5` is no number there.
    return last.kind != .symbol || last.text == ")" || last.text == "]" || last.text == "."
  }
}
