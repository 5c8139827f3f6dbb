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
  /// In a string with Swift's interpolation: the column where each `\(…)`'s code starts. The text
  /// holds that code, as written, between `CodeLexer.codeStart` and `CodeLexer.codeEnd`.
  var interpolations: [Int] = []
}

/// Splits a line of Swift or Objective-C into tokens; `//` and `/* */` comments are dropped.
/// Iterative, so input of any length is safe.
enum CodeLexer {
  /// Around the code of an interpolation in a string token's text: private-use characters, so no
  /// escape written in the string (`\\(`) is ever read as one.
  static let codeStart: Character = "\u{E000}"
  static let codeEnd: Character = "\u{E001}"

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
        var interpolations: [Int] = []
        i += 1
        while i < chars.count, chars[i] != "\"" {
          if chars[i] == "\\", i + 1 < chars.count {
            // Escapes as Swift and C read them; `\(…)` (Swift's interpolation) keeps its code.
            i += 1
            switch chars[i] {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "(":
              i += 1
              interpolations.append(i + 1)
              let end = interpolationEnd(chars, from: i)
              text.append(codeStart)
              text += String(chars[i..<end])
              text.append(codeEnd)
              i = end
            default: text.append(chars[i])
            }
            i += 1
            continue
          }
          text.append(chars[i])
          i += 1
        }
        i += 1
        tokens.append(CodeToken(kind: .string, text: text, column: column, interpolations: interpolations))
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

  /// Where the code of `\(…)` ends (its closing parenthesis, or the line's end), from the first
  /// character after `\(`: nested parentheses and string literals inside are skipped whole.
  private static func interpolationEnd(_ chars: [Character], from start: Int) -> Int {
    var depth = 0
    var i = start
    var quoted = false
    while i < chars.count {
      let ch = chars[i]
      if quoted {
        if ch == "\\" { i += 1 } else if ch == "\"" { quoted = false }
      } else if ch == "\"" {
        quoted = true
      } else if ch == "(" {
        depth += 1
      } else if ch == ")" {
        if depth == 0 { return i }
        depth -= 1
      }
      i += 1
    }
    return chars.count
  }

  /// `a.5` is not a number after a value; only at the start of an operand.
  private static func followsValue(_ tokens: [CodeToken]) -> Bool {
    guard let last = tokens.last else { return false }
    // After a `.` the dot is an operator's (`0...5`, `0..<5`): `.5` is no number there.
    return last.kind != .symbol || last.text == ")" || last.text == "]" || last.text == "."
  }
}
