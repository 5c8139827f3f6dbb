/// Joins the lines of a `.swift` or `.m` file into statements: a statement continues while its
/// parentheses or brackets are open, or when the next line starts with `.` (a method chain).
public enum CodeLines {
  /// The most lines one statement may span; past that the lines are taken one by one again.
  static let maxSpan = 200

  /// `(line number of the first line, joined text)` per statement, 1-based.
  public static func statements(_ lines: [String]) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    var i = 0
    while i < lines.count {
      var text = lines[i]
      var depth = balance(lines[i])
      var j = i + 1
      while j < lines.count, j - i < maxSpan {
        let next = lines[j].drop(while: { $0 == " " || $0 == "\t" })
        guard depth > 0 || (next.hasPrefix(".") && !next.hasPrefix("..")) else { break }
        text += " " + next
        depth += balance(lines[j])
        j += 1
      }
      if depth > 0, j - i >= maxSpan { j = i + 1; text = lines[i] }
      result.append((i + 1, text))
      // Keep line numbers honest: the joined lines count as blank.
      for k in (i + 1)..<max(i + 1, j) { result.append((k + 1, "")) }
      i = j
    }
    return result
  }

  /// Open `(` and `[` minus closed ones, outside strings and `//` comments.
  static func balance(_ line: String) -> Int {
    var depth = 0
    var quoted = false
    var previous: Character = " "
    for ch in line {
      if quoted {
        if ch == "\"" && previous != "\\" { quoted = false }
      } else if ch == "\"" {
        quoted = true
      } else if ch == "/" && previous == "/" {
        break
      } else if ch == "(" || ch == "[" {
        depth += 1
      } else if ch == ")" || ch == "]" {
        depth -= 1
      }
      previous = ch
    }
    return depth
  }
}
