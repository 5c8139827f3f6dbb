/// The lines of a pasted dump, each with its line number in the file: Cycript's and Swift `po`'s
/// escaped newlines (`\n` inside one quoted string) become real ones, and a value printed over
/// several lines (a text view's text with real newlines in it) is joined back into its view line.
enum DumpText {
  /// How many physical lines one quoted value may span before the quote is taken to be unclosed
  /// (a dump cut short inside it): then the view line stands alone and the next lines are read
  /// as they are.
  static let longestValue = 200

  /// Calls `body` with each logical line and the number of the physical line it starts on.
  ///
  /// - Complexity: O(characters).
  static func forEachLine(_ text: String, _ body: (Int, String) -> Void) {
    var physical: [(number: Int, text: Substring)] = []
    var number = 0
    var start = text.startIndex
    var i = text.startIndex
    // Lines end at \n, \r\n or \r; empty lines are dropped but still counted.
    while i <= text.endIndex {
      let atEnd = i == text.endIndex
      let ch: Character? = atEnd ? nil : text[i]
      if atEnd || ch == "\n" || ch == "\r" || ch == "\r\n" {
        number += 1
        if start < i { physical.append((number, text[start..<i])) }
        if atEnd { break }
        i = text.index(after: i)
        start = i
        continue
      }
      i = text.index(after: i)
    }
    var k = 0
    while k < physical.count {
      let (n, line) = physical[k]
      k += 1
      for part in splitEscaped(String(line)) {
        guard DumpLine.endsInsideQuote(part) else {
          body(n, part)
          continue
        }
        // The value goes on: join the next physical lines until its quote closes.
        var joined = part
        var j = k
        var closed = false
        while j < physical.count, j - k < longestValue, !looksLikeViewLine(physical[j].text) {
          joined += "⏎" + physical[j].text
          j += 1
          if !DumpLine.endsInsideQuote(joined) {
            closed = true
            break
          }
        }
        if closed {
          k = j
          body(n, joined)
        } else {
          body(n, part)
        }
      }
    }
  }

  /// `   |    | <UILabel: 0x…`: a line that starts (after prompts' bars and spaces) with a view.
  static func looksLikeViewLine(_ line: Substring) -> Bool {
    let rest = line.drop { $0 == " " || $0 == "|" || $0 == "\t" || $0 == "`" || $0 == "\"" }
    guard rest.first == "<" else { return false }
    let next = rest.dropFirst().first
    return (next?.isLetter == true || next == "_" || next == "<") && rest.contains(": 0x")
  }

  /// Splits at a literal `\n` that is followed by spaces and `|` or `<` (the next view line).
  static func splitEscaped(_ line: String) -> [String] {
    guard line.contains("\\n") else { return [line] }
    let chars = Array(line)
    var parts: [String] = []
    var current = ""
    var i = 0
    while i < chars.count {
      if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "n" {
        var j = i + 2
        while j < chars.count, chars[j] == " " { j += 1 }
        if j < chars.count, chars[j] == "|" || chars[j] == "<" {
          parts.append(current)
          current = ""
          i += 2
          continue
        }
      }
      current.append(chars[i])
      i += 1
    }
    parts.append(current)
    return parts
  }
}
