/// A spoken answer made ready for matching key points: case, full-width forms, punctuation and
/// spaces normalised, cut into clauses (a negation never reaches across a comma or a full stop).
///
/// Chinese has no word boundaries, so a Chinese phrasing matches as a substring; a phrasing that
/// starts or ends with a Latin letter or digit must start and end on a word boundary there (a plural
/// `s`, `es`, `ed`, `ing` or `'s` may follow). A phrasing right after a negation does not count: `does not
/// go front to back`, `doesn't go front to back`, `不是从后往前`, `并不会从后往前` (a few helper words
/// such as `go`/`is`/`会`/`是` may stand between).
///
///     SpokenText("hitTest 并不是从后往前").says("从后往前")        // false
///     SpokenText("It goes front-to-back, 从后往前").says("front to back")   // true
struct SpokenText {
  let clauses: [String]

  init(_ text: String) {
    clauses = Self.clauses(of: text)
  }

  /// Whether some clause says `phrasing` without negating it.
  func says(_ phrasing: String) -> Bool {
    let wanted = Self.clauses(of: phrasing).joined(separator: " ")
    guard !wanted.isEmpty else { return false }
    return clauses.contains { clause in
      clause.ranges(of: wanted).contains { range in
        Self.onBoundaries(range, in: clause, wanted) && !Self.negated(String(clause[..<range.lowerBound]))
      }
    }
  }

  // MARK: Normalising

  /// The text lower-cased, full-width forms made ASCII, cut at clause punctuation, every other
  /// symbol a space, runs of spaces one space, and no space next to a Chinese character.
  static func clauses(of text: String) -> [String] {
    var clauses: [String] = []
    var current = ""
    let chars = Array(text.lowercased())
    for (i, raw) in chars.enumerated() {
      let c = halfWidth(raw)
      let next = i + 1 < chars.count ? halfWidth(chars[i + 1]) : " "
      if ",;!?\n".contains(c) || (c == "." && (next == " " || next == "\n" || i + 1 == chars.count)) {
        clauses.append(current)
        current = ""
      } else if c.isLetter || c.isNumber || c == "'" {
        current.append(c)
      } else {
        current.append(" ")
      }
    }
    clauses.append(current)
    return clauses.map(tidy).filter { !$0.isEmpty }
  }

  /// One space between Latin words, none beside a Chinese character; a few spellings made one.
  static func tidy(_ clause: String) -> String {
    let words = clause.split(separator: " ")
    var out = ""
    for word in words {
      if let last = out.last, let first = word.first, !isCJK(last) && !isCJK(first) { out.append(" ") }
      out += word
    }
    for (variant, one) in synonyms { out = out.replacing(variant, with: one) }
    return out
  }

  /// Spellings of one thing that a phrasing list should not need to repeat.
  static let synonyms: [(String, String)] = [
    ("hit test", "hittest"), ("hit testing", "hittesting"), ("响应者链", "响应链"), ("ui view", "uiview"),
  ]

  static func halfWidth(_ c: Character) -> Character {
    guard let scalar = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return c }
    switch scalar.value {
    case 0xFF01...0xFF5E: return Character(UnicodeScalar(scalar.value - 0xFEE0)!)
    case 0x3000: return " "
    case 0x3001, 0xFF64: return ","  // 、
    case 0x3002, 0xFF61: return "."  // 。
    case 0x2019, 0x2018: return "'"
    case 0x2026, 0x2014: return ","  // … —
    default: return c
    }
  }

  static func isCJK(_ c: Character) -> Bool {
    guard let v = c.unicodeScalars.first?.value else { return false }
    return (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0x20000...0x2FFFF).contains(v)
  }

  static func isLatinWordCharacter(_ c: Character) -> Bool {
    (c.isLetter || c.isNumber || c == "'") && !isCJK(c)
  }

  // MARK: Matching

  /// Latin ends of the phrasing sit on word boundaries (an English plural or tense ending may follow).
  static func onBoundaries(_ range: Range<String.Index>, in clause: String, _ wanted: String) -> Bool {
    if let first = wanted.first, isLatinWordCharacter(first), range.lowerBound > clause.startIndex,
      isLatinWordCharacter(clause[clause.index(before: range.lowerBound)])
    {
      return false
    }
    guard let last = wanted.last, isLatinWordCharacter(last) else { return true }
    let rest = clause[range.upperBound...].prefix { isLatinWordCharacter($0) }
    return ["", "s", "es", "ed", "d", "ing", "'s"].contains(String(rest))
  }

  /// Whether the clause before a phrasing ends in a negation, helper words aside.
  static func negated(_ before: String) -> Bool {
    var text = before.trimmingCharacters(in: " ")
    for _ in 0..<4 {
      guard let shorter = droppingHelper(text) else { break }
      text = shorter
    }
    if chineseNegations.contains(where: { text.hasSuffix($0) }) { return true }
    let last = text.split(separator: " ").last.map(String.init) ?? ""
    return englishNegations.contains(last) || last.hasSuffix("n't")
  }

  /// `text` without one trailing helper word (`go`, `is`, `会`, `是`, …), or nil if it has none.
  static func droppingHelper(_ text: String) -> String? {
    if let helper = chineseHelpers.first(where: { text.hasSuffix($0) }) {
      return String(text.dropLast(helper.count)).trimmingCharacters(in: " ")
    }
    let words = text.split(separator: " ")
    guard let last = words.last, englishHelpers.contains(String(last)) else { return nil }
    return words.dropLast().joined(separator: " ")
  }

  static let englishNegations: Set<String> = ["not", "never", "no", "cannot", "nor", "neither"]
  static let englishHelpers: Set<String> = [
    "go", "goes", "is", "are", "be", "do", "does", "did", "it", "really", "actually", "always", "just",
    "get", "gets", "will", "would", "should", "necessarily", "the", "a", "an", "to", "walk", "walks", "by",
    "in", "at", "all", "even", "ever", "then", "about", "need", "needs", "use", "using", "any", "have", "set",
    "sets", "make", "makes",
    "turn", "turns", "change", "changes", "call", "calls", "write", "add",
    "has",
  ]
  static let chineseNegations = ["不", "没", "没有", "未", "非", "别", "无", "無"]
  /// Longest first, so `需要` is dropped whole rather than as `要`.
  static let chineseHelpers = [
    "一定", "需要", "可以", "应该", "直接", "真的", "是", "会", "能", "要", "用", "再", "有", "就", "去", "先",
    "都", "也", "按", "从", "在", "被", "让", "得", "了", "的", "把", "设", "改", "调用",
  ].sorted { $0.count > $1.count }
}
