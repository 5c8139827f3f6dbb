/// Holds the Chinese lessons and the quiz's concept questions to the glossary: every variant it
/// says to avoid is reported at its file line. Only words a learner reads are checked — prose,
/// `title`, `summary`, `prompt`, `choices`, `hint`, `explanation` — never code, commands or ids.
public enum GlossaryChecker {
  /// The question and front-matter keys whose values are translated text.
  static let textKeys: Set<String> = ["title", "summary", "prompt", "choices", "hint", "explanation"]

  /// Every problem in one lesson file's text.
  public static func check(lessonText text: String, file: String, glossary: Glossary) -> [LessonDiagnostic] {
    readableLines(of: text).flatMap { line, words in
      glossary.problems(in: words).map { LessonDiagnostic(file: file, line: line, .glossary($0)) }
    }
  }

  /// Every problem in the Chinese text of a concept file (every `zh-Hans:` value, block or flow
  /// style), at the line the text starts on. A file that is not YAML has nothing checked here: the
  /// loader reports it.
  public static func check(conceptText text: String, file: String, glossary: Glossary) -> [LessonDiagnostic] {
    guard let root = (try? YAMLNode.compose(text)) ?? nil else { return [] }
    var found: [LessonDiagnostic] = []
    func walk(_ node: YAMLNode) {
      switch node.content {
      case .scalar: break
      case .sequence(let items): items.forEach(walk)
      case .mapping(let pairs):
        for (key, value) in pairs {
          if key.string == "zh-Hans", let chinese = value.string {
            found += glossary.problems(in: withoutCode(chinese)).map {
              LessonDiagnostic(file: file, line: value.line, .glossary($0))
            }
          } else {
            walk(value)
          }
        }
      }
    }
    walk(root)
    return found
  }

  /// Every problem in the Chinese wording of the hints for known misconceptions, each reported at
  /// `misconception NAME`, line 1.
  public static func checkHints(glossary: Glossary) -> [LessonDiagnostic] {
    Misconception.allCases.flatMap {
      check(withoutSlots($0.wording.zh), at: "misconception \($0.rawValue)", glossary)
    }
  }

  static func check(_ text: String, at place: String, _ glossary: Glossary) -> [LessonDiagnostic] {
    glossary.problems(in: withoutCode(text)).map { LessonDiagnostic(file: place, line: 1, .glossary($0)) }
  }

  /// The lines of a lesson file a learner reads, numbered from 1, with code spans removed.
  static func readableLines(of text: String) -> [(Int, String)] {
    var out: [(Int, String)] = []
    var fence: String?  // the open fence's info string
    var frontMatter = false
    var key = ""  // the YAML key a continuation line belongs to
    var blankBefore = true
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw)
      let number = index + 1
      let trimmed = line.trimmingWhitespace
      if index == 0 && trimmed == "---" {
        frontMatter = true
        continue
      }
      if frontMatter {
        if trimmed == "---" {
          frontMatter = false
        } else if let text = yamlText(line, key: &key) {
          out.append((number, text))
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        fence = fence == nil ? String(trimmed.dropFirst(3)).trimmingWhitespace : nil
        key = ""
        continue
      }
      if let info = fence {
        if info == "question", let text = yamlText(line, key: &key) { out.append((number, text)) }
        continue
      }
      // An indented block after a blank line is code.
      let code = line.hasPrefix("    ") || line.hasPrefix("\t")
      if code && blankBefore { continue }
      blankBefore = trimmed.isEmpty || (code && blankBefore)
      if !trimmed.isEmpty { out.append((number, withoutCode(line))) }
    }
    return out
  }

  /// The translated text of a YAML line, without YAML's own quotes; nil for other keys.
  static func yamlText(_ line: String, key: inout String) -> String? {
    var value = Substring(line)
    if let first = line.first, first.isLetter {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      key = String(line[..<colon])
      value = line[line.index(after: colon)...]
    }
    guard textKeys.contains(key) else { return nil }
    var text = String(value).trimmingWhitespace
    if text.hasPrefix("- ") { text = String(text.dropFirst(2)).trimmingWhitespace }
    if text.count >= 2, let q = text.first, q == "\"" || q == "'", text.last == q {
      text = String(text.dropFirst().dropLast())
    }
    if text == "|" || text == ">" || text == "[" { return nil }
    return withoutCode(text)
  }

  /// `text` with every `code span` removed.
  static func withoutCode(_ text: String) -> String {
    var out = ""
    var inCode = false
    for c in text {
      if c == "`" {
        inCode.toggle()
        out.append(" ")
      } else if !inCode {
        out.append(c)
      }
    }
    return out
  }

  /// A hint's wording with its `{slot}`s (filled with names and numbers later) left out.
  static func withoutSlots(_ text: String) -> String {
    var out = ""
    var inSlot = false
    for c in text {
      if c == "{" { inSlot = true } else if c == "}" { inSlot = false } else if !inSlot { out.append(c) }
    }
    return out
  }
}
