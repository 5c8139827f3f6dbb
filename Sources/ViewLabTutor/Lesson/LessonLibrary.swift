import ViewLabLanguage

/// A lesson file's text and where it came from; the edge reads these, the core loads them.
public struct LessonSource: Equatable, Sendable {
  public var path: String
  public var language: Language
  public var text: String
  public init(path: String, language: Language, text: String) {
    self.path = path
    self.language = language
    self.text = text
  }

  /// `01-frame-bounds-center.md`.
  public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }
}

/// Every lesson, in every language, with the problems found while loading.
public struct LessonLibrary: Sendable {
  public static let languages = ["en", "zh-Hans"]
  public var lessons: [Lesson] = []
  public var diagnostics: [LessonDiagnostic] = []
  /// The sources, kept for the checker's translation comparison.
  public var sources: [LessonSource] = []

  public init(_ sources: [LessonSource]) {
    self.sources = sources
    for source in sources {
      switch LessonLoader.load(source.text, file: source.path, language: source.language) {
      case .success(let lesson): lessons.append(lesson)
      case .failure(let problems): diagnostics += problems.all
      }
    }
    lessons.sort { ($0.order, $0.id, $0.language.rawValue) < ($1.order, $1.id, $1.language.rawValue) }
  }

  /// The lessons a learner sees in `language`, in curriculum order; English where a translation is
  /// missing.
  public func lessons(in language: Language) -> [Lesson] {
    let english = lessons.filter { $0.language == .en }
    let translated = Dictionary(
      lessons.filter { $0.language == language }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var result = english.map { translated[$0.id] ?? $0 }
    let englishIDs = Set(english.map(\.id))
    result += translated.values.filter { !englishIDs.contains($0.id) }
    return result.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
  }

  /// One lesson by id or by its number in the curriculum (`3`, `03`), in `language` (else English).
  ///
  ///     library.lesson(id: "3", language: .en)?.id   // "position-anchor"
  public func lesson(id: String, language: Language) -> Lesson? {
    let all = lessons(in: language)
    if let exact = all.first(where: { $0.id == id }) { return exact }
    if let number = Int(id.trimmingWhitespace) { return all.first { $0.order == number } }
    return all.first { $0.id.lowercased() == id.lowercased() }
  }
}
