/// The lines of a pasted dump, with Cycript's and Swift `po`'s escaped newlines (`\n` inside one
/// quoted string) turned into real ones.
enum DumpText {
  static func lines(_ text: String) -> [String] {
    var result: [String] = []
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      result += splitEscaped(String(line))
    }
    return result
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
