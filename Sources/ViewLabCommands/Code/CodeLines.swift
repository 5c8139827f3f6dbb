/// Joins the lines of a `.swift` or `.m` file into statements: a statement continues while its
/// parentheses, brackets or braces are open, or when the next line starts with `.` (a method chain).
public enum CodeLines {
  /// The most lines one statement may span; past that the lines are taken one by one again.
  public static let maxSpan = 200

  /// `(line number of the first line, joined text)` per statement, 1-based.
  public static func statements(_ lines: [String]) -> [(line: Int, text: String)] {
    var result: [(line: Int, text: String)] = []
    var i = 0
    while i < lines.count {
      if let end = classEnd(lines, from: i) {
        // A class is one statement; its lines keep their numbers (`#line`) for its messages.
        result.append((i + 1, "#line \(i + 1)\n" + lines[i...end].joined(separator: "\n")))
        for k in (i + 1)..<(end + 1) { result.append((k + 1, "")) }
        i = end + 1
        continue
      }
      var text = lines[i]
      var depth = continues(lines[i]) ? max(1, balance(lines[i])) : 0
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

  /// Whether a statement goes on after `text`: a bracket is open, or a brace that opens a closure,
  /// a block or a method whose body ViewLab does not run line by line. A lifecycle method
  /// (`viewDidLoad() {`) or a view controller class opens a body whose lines run one by one.
  public static func continues(_ text: String) -> Bool {
    var brackets = 0
    var braces = 0
    scan(text) { ch in
      switch ch {
      case "(", "[": brackets += 1
      case ")", "]": brackets -= 1
      case "{": braces += 1
      case "}": braces -= 1
      default: break
      }
    }
    if brackets > 0 { return true }
    guard braces > 0 else { return false }
    let words = text.split(whereSeparator: { " \t(){:".contains($0) })
    if words.contains(where: { CodeParser.lifecycle.contains(String($0)) }),
      words.contains("func") || text.drop(while: { $0 == " " }).hasPrefix("-")
    {
      return false
    }
    if words.contains("class") && text.contains("ViewController") { return false }
    return true
  }

  /// Calls `body` with each character outside strings and `//` comments.
  static func scan(_ line: String, _ body: (Character) -> Void) {
    var quoted = false
    var previous: Character = " "
    for ch in line {
      if quoted {
        if ch == "\"" && previous != "\\" { quoted = false }
      } else if ch == "\"" {
        quoted = true
      } else if ch == "/" && previous == "/" {
        break
      } else {
        body(ch)
      }
      previous = ch
    }
  }

  /// Open `(`, `[` and `{` minus closed ones, outside strings and `//` comments: a method body or a
  /// closure pasted over several lines is one statement (and gets one message).
  public static func balance(_ line: String) -> Int {
    var depth = 0
    scan(line) { ch in
      if ch == "(" || ch == "[" || ch == "{" { depth += 1 }
      if ch == ")" || ch == "]" || ch == "}" { depth -= 1 }
    }
    return depth
  }

  /// The most lines a pasted class may span.
  public static let maxClassSpan = 5_000

  /// The last line of the class starting at line `i`: `@end` for Objective-C, the brace that
  /// closes a Swift class; nil when no class starts there. An unfinished class runs to the end.
  static func classEnd(_ lines: [String], from i: Int) -> Int? {
    let last = min(lines.count, i + maxClassSpan) - 1
    if ClassParser.isControllerImplementation(lines[i]) {
      // A view controller whose methods are all actions is a class up to its `@end`; one with a
      // lifecycle method, or none at all (scaffolding), runs line by line.
      guard
        let end = (i..<(last + 1)).first(where: {
          lines[$0].drop { $0 == " " || $0 == "\t" }.hasPrefix("@end")
        })
      else { return nil }
      return ClassParser.startsClass(lines[i...end].joined(separator: "\n")) ? end : nil
    }
    guard ClassParser.startsClass(lines[i]) else { return nil }
    let trimmed = lines[i].drop(while: { $0 == " " || $0 == "\t" })
    if trimmed.hasPrefix("@") {
      var end = last
      for j in i..<(last + 1) where lines[j].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@end") {
        end = j
        break
      }
      // A view controller's methods are not a view class: their lines run one by one.
      return ClassParser.isControllerCode(lines[i...end].joined(separator: "\n")) ? nil : end
    }
    var depth = 0
    var opened = false
    for j in i..<(last + 1) {
      scan(lines[j]) { ch in
        if ch == "{" { depth += 1; opened = true }
        if ch == "}" { depth -= 1 }
      }
      if opened && depth <= 0 { return j }
    }
    return last
  }

  /// Is `text` (a statement typed so far, lines kept) a class still waiting for its `@end` or its
  /// closing brace?
  public static func classIsOpen(_ text: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first, ClassParser.startsClass(first), let end = classEnd(lines, from: 0) else {
      return false
    }
    guard end == lines.count - 1 else { return false }
    let last = lines[end].drop(while: { $0 == " " || $0 == "\t" })
    if first.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@") {
      // A whole Objective-C class on one line (a `.vl` line, a task's answer) ends with its `@end`.
      let wholeOnOneLine =
        lines.count == 1
        && String(last.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
          .hasSuffix("@end")
      return !(last.hasPrefix("@end") || wholeOnOneLine)
    }
    var depth = 0
    var opened = false
    for line in lines {
      scan(line) { ch in
        if ch == "{" { depth += 1; opened = true }
        if ch == "}" { depth -= 1 }
      }
    }
    return !opened || depth > 0
  }

  /// A class read line by line (piped input): its first line, then lines from `read` until it is
  /// closed; `number` counts the lines read. The text carries its first line's number (`#line`).
  public static func restOfClass(
    _ first: String, at line: Int, _ number: inout Int, _ read: () -> String?
  ) -> (Int, String) {
    var text = first
    var count = 1
    while classIsOpen(text), count < maxClassSpan, let next = read() {
      number += 1
      count += 1
      text += "\n" + next
    }
    return (line, "#line \(line)\n" + text)
  }
}
