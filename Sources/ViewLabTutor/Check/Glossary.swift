/// The Chinese terms the lessons and the quiz teach with (`Lessons/glossary.zh-Hans.yaml`): per
/// concept one term to use and the variants to avoid, plus the quote marks Chinese text uses.
///
///     let glossary = try Glossary(yaml: text)
///     glossary.problems(in: "沿着响应链向上")   // [.variant("响应链", use: "响应者链", concept: "responder chain")]
public struct Glossary: Equatable, Sendable {
  public struct Term: Equatable, Sendable {
    public var concept: String
    public var use: String
    public var avoid: [String]
    /// Phrases that contain a variant and are right as they are (`hit-test view`).
    public var allow: [String]

    public init(concept: String, use: String, avoid: [String], allow: [String] = []) {
      self.concept = concept
      self.use = use
      self.avoid = avoid
      self.allow = allow
    }
  }

  public var terms: [Term]
  /// The quote marks to write (`“…”`), and the marks reported.
  public var quote: String
  public var avoidQuotes: [String]

  /// The file's name beside the `en/` and `zh-Hans/` folders.
  public static let fileName = "glossary.zh-Hans.yaml"

  public init(terms: [Term], quote: String = "“…”", avoidQuotes: [String] = []) {
    self.terms = terms
    self.quote = quote
    self.avoidQuotes = avoidQuotes
  }

  /// Reads the glossary file; throws a `LessonDiagnostic`-ready problem with its line.
  public init(yaml: String) throws(GlossaryError) {
    let node: YAMLNode?
    do {
      node = try YAMLNode.compose(yaml)
    } catch {
      throw GlossaryError(line: error.line, reason: "bad YAML: \(error.problem)")
    }
    guard let root = node?.mapping, let list = root["terms"]?.sequence else {
      throw GlossaryError(line: 1, reason: "expected a mapping with a 'terms' list")
    }
    var terms: [Term] = []
    for item in list {
      let line = item.line
      guard let m = item.mapping, let use = m["use"]?.string, !use.isEmpty else {
        throw GlossaryError(line: line, reason: "each term needs 'use' (the term to write)")
      }
      let words = { (key: String) in (m[key]?.sequence ?? []).compactMap(\.string).filter { !$0.isEmpty } }
      terms.append(
        Term(concept: m["concept"]?.string ?? use, use: use, avoid: words("avoid"), allow: words("allow")))
    }
    let quotes = root["quotes"]?.mapping
    self.init(
      terms: terms, quote: quotes?["use"]?.string ?? "“…”",
      avoidQuotes: (quotes?["avoid"]?.sequence ?? []).compactMap(\.string))
  }

  /// Every variant and every avoided quote mark in `text` (Chinese prose with code already removed).
  public func problems(in text: String) -> [GlossaryProblem] {
    var found: [GlossaryProblem] = []
    for term in terms {
      for variant in term.avoid where Self.occurs(variant, in: text, allowing: term.allow) {
        found.append(.variant(variant, use: term.use, concept: term.concept))
      }
    }
    for mark in avoidQuotes where text.contains(mark) {
      found.append(.quote(mark, use: quote))
    }
    return found
  }

  /// Whether `word` occurs in `text` outside every `allow` phrase; a Latin word only as a whole word
  /// (`view` is not found in `preview`, `view.frame` or `hit-test view`'s allowed phrase).
  static func occurs(_ word: String, in text: String, allowing allow: [String]) -> Bool {
    var rest = Array(text.unicodeScalars)
    for phrase in allow {
      rest = blank(Array(phrase.unicodeScalars), in: rest)
    }
    let needle = Array(word.unicodeScalars)
    let latin = needle.allSatisfy { $0.isASCII }
    guard !needle.isEmpty, rest.count >= needle.count else { return false }
    for start in 0...(rest.count - needle.count) where Array(rest[start..<start + needle.count]) == needle {
      guard latin else { return true }
      let before = start > 0 ? rest[start - 1] : " "
      let after = start + needle.count < rest.count ? rest[start + needle.count] : " "
      if !isPartOfName(before) && !isPartOfName(after) { return true }
    }
    return false
  }

  /// Letters, digits and the marks that join a name to its neighbours (`a.b`, `a_b`, `a-b`, `a!`, `a(`).
  static func isPartOfName(_ c: Unicode.Scalar) -> Bool {
    (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c)))
      || "._-!?(:/".unicodeScalars.contains(c)
  }

  /// `text` with every occurrence of `phrase` replaced by spaces.
  static func blank(_ phrase: [Unicode.Scalar], in text: [Unicode.Scalar]) -> [Unicode.Scalar] {
    guard !phrase.isEmpty, text.count >= phrase.count else { return text }
    var out = text
    var i = 0
    while i <= out.count - phrase.count {
      if Array(out[i..<i + phrase.count]) == phrase {
        for j in i..<i + phrase.count { out[j] = " " }
        i += phrase.count
      } else {
        i += 1
      }
    }
    return out
  }
}

/// A glossary file that cannot be read, at its line.
public struct GlossaryError: Error, Equatable, Sendable {
  public var line: Int
  public var reason: String
}

/// One thing the glossary objects to.
public enum GlossaryProblem: Equatable, Sendable {
  /// `variant` written where the glossary says `use`.
  case variant(String, use: String, concept: String)
  /// A quote mark Chinese text does not use.
  case quote(String, use: String)

  public var message: String {
    switch self {
    case .variant(let variant, let use, let concept):
      return "glossary: write \(use), not \(variant) (\(concept))"
    case .quote(let mark, let use): return "glossary: Chinese text quotes with \(use), not \(mark)"
    }
  }
}
