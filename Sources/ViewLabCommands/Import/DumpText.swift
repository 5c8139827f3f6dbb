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
  /// - Complexity: O(characters). The lines are read as they come, not collected first: a dump of
  ///   100,000 lines held 5 MB of line records beside its text.
  static func forEachLine(_ text: String, _ body: (Int, String) -> Void) {
    var reader = PhysicalLines(text)
    while let (n, line) = reader.next() {
      for part in splitEscaped(String(line)) {
        guard DumpLine.endsInsideQuote(part) else {
          body(n, part)
          continue
        }
        // The value goes on: join the next physical lines until its quote closes.
        var ahead = reader
        var joined = part
        var taken = 0
        var closed = false
        while taken < longestValue, let (_, next) = ahead.next(), !looksLikeViewLine(next) {
          joined += "⏎" + next
          taken += 1
          if !DumpLine.endsInsideQuote(joined) {
            closed = true
            break
          }
        }
        if closed {
          reader = ahead
          body(n, joined)
        } else {
          body(n, part)
        }
      }
    }
  }

  /// The non-empty physical lines of a text with their line numbers; lines end at \n, \r\n or \r.
  /// A value: a copy reads ahead without moving the original.
  struct PhysicalLines {
    let text: String
    var index: String.Index
    var number = 0

    init(_ text: String) {
      self.text = text
      index = text.startIndex
    }

    mutating func next() -> (Int, Substring)? {
      while index < text.endIndex {
        let start = index
        while index < text.endIndex, !Self.isBreak(text[index]) { index = text.index(after: index) }
        let line = text[start..<index]
        if index < text.endIndex { index = text.index(after: index) }
        number += 1
        if !line.isEmpty { return (number, line) }
      }
      return nil
    }

    static func isBreak(_ c: Character) -> Bool { c == "\n" || c == "\r" || c == "\r\n" }
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
