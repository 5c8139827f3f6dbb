/// Colours one line of Swift or Objective-C: keywords, type names (capitalised), string and number
/// literals, comments. Without colour the line comes back unchanged.
enum SyntaxHighlighter {
  static let swiftKeywords: Set<String> = [
    "func", "let", "var", "override", "return", "if", "else", "guard", "for", "in", "while", "class",
    "struct",
    "enum", "extension", "protocol", "self", "super", "nil", "true", "false", "import", "init", "private",
    "public", "static", "switch", "case", "default", "where", "is", "as", "try", "throws", "final", "lazy",
    "weak", "some", "any", "inout", "break", "continue",
  ]
  static let objcKeywords: Set<String> = [
    "self", "super", "nil", "YES", "NO", "return", "if", "else", "for", "while", "void", "BOOL", "id",
    "@interface", "@implementation", "@end", "@property", "nonatomic", "strong", "weak", "assign",
    "instancetype", "static", "const", "NULL",
  ]

  static func line(_ line: String, language: String, _ s: Style) -> String {
    let lang = language.lowercased()
    let keywords: Set<String>
    switch lang {
    case "swift": keywords = swiftKeywords
    case "objc", "objective-c", "objectivec", "m", "obj-c": keywords = objcKeywords
    default: return s.code(line)
    }
    guard s.colored else { return line }
    let chars = Array(line)
    var out = ""
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
        out += s.comment(String(chars[i...]))
        break
      }
      if c == "\"" {
        var j = i + 1
        while j < chars.count, chars[j] != "\"" { j += chars[j] == "\\" ? 2 : 1 }
        let end = min(j, chars.count - 1)
        out += s.literal(String(chars[i...end]))
        i = end + 1
        continue
      }
      if c.isLetter || c == "_" || c == "@" || c == "#" {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
        let word = String(chars[i..<j])
        if keywords.contains(word) {
          out += s.keyword(word)
        } else if word.first!.isUppercase {
          out += s.typeName(word)
        } else {
          out += word
        }
        i = j
        continue
      }
      if c.isNumber {
        var j = i + 1
        while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
        out += s.number(String(chars[i..<j]))
        i = j
        continue
      }
      out.append(c)
      i += 1
    }
    return out
  }
}
