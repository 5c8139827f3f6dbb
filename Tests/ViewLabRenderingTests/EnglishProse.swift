/// Does a line of output still read as English prose? Used to check that Chinese output has no
/// English sentences left, without flagging the code, names and numbers Chinese text keeps.
///
/// The line loses its colour, its `backticked` and 'quoted' spans (code and commands the learner
/// types); then a run of three or more words in a row, each two or more lower-case ASCII
/// letters (a comma, colon or bracket around it allowed) and not a name the script gave a view,
/// recognizer or action, is prose. Anything else breaks a run: identifiers with a capital, a dot
/// or brackets (`isUserInteractionEnabled`, `point(inside:)`, `UIKit`), numbers and tuples,
/// arrows, Chinese text.
///
///     isProse("subviews, front to back: card")        // true
///     isProse("子视图，从前往后：knob、buy、photo")      // false
enum EnglishProse {
  static func isProse(_ line: String, names: Set<String> = []) -> Bool {
    var run = 0
    // What follows a help entry's example label is a command to type, not a sentence.
    let text = ["示例：", "example: "].reduce(line) { text, label in
      text.range(of: label).map { String(text[..<$0.lowerBound]) } ?? text
    }
    for token in strip(text).split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      if isWord(token), !names.contains(String(token.trimmingPunctuation)) {
        run += 1
        if run >= 3 { return true }
      } else {
        run = 0
      }
    }
    return false
  }

  /// `(no`, `subviews,`, `back:` are words; `point(inside:)`, `UIKit`, `0.5`, `→` are not, nor
  /// single letters (`[a, b, c, d, tx, ty]` is a matrix, not a sentence).
  static func isWord(_ token: Substring) -> Bool {
    let core = token.trimmingPunctuation
    return core.count >= 2 && core.allSatisfy { $0.isASCII && $0.isLowercase }
  }

  /// The line without ANSI colour, backticked spans and single-quoted spans.
  static func strip(_ line: String) -> String {
    var out = ""
    var skipUntil: Character?
    var inEscape = false
    for c in line {
      if inEscape {
        if c.isLetter { inEscape = false }
        continue
      }
      if c == "\u{1B}" {
        inEscape = true
        continue
      }
      if let end = skipUntil {
        if c == end {
          skipUntil = nil
          out.append(" ")
        }
        continue
      }
      if c == "`" || c == "'" {
        skipUntil = c
        continue
      }
      out.append(c)
    }
    return out
  }

  /// The names a script gives: views (`add NAME`), recognizers (`gesture NAME`), controllers and
  /// actions (`action VIEW EVENT NAME`), and `window`, `nil`, `true`, `false`.
  static func names(inScript script: String) -> Set<String> {
    var names: Set<String> = ["window", "nil", "true", "false"]
    for line in script.split(separator: "\n") {
      let words = line.prefix { $0 != "#" }.split(separator: " ").map(String.init)
      guard words.count >= 2 else { continue }
      if ["add", "gesture", "controller", "present", "root"].contains(words[0]) { names.insert(words[1]) }
      if words[0] == "action", words.count >= 4 { names.insert(words[3]) }
    }
    return names
  }
}

extension Substring {
  /// Without ASCII punctuation at either end: `(no` → `no`, `back:` → `back`.
  var trimmingPunctuation: Substring {
    let marks: Set<Character> = ["(", ")", "[", "]", ",", ".", ";", ":", "!", "?", "\""]
    var s = self
    while let c = s.first, marks.contains(c) { s = s.dropFirst() }
    while let c = s.last, marks.contains(c) { s = s.dropLast() }
    return s
  }
}
