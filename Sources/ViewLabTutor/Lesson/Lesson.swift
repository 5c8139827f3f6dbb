import ViewLabLanguage

/// One lesson file, loaded: front matter, then prose, scene blocks and questions in file order
/// (docs/LESSON-FORMAT.md).
public struct Lesson: Equatable, Sendable {
  public var id: String
  public var title: String
  public var order: Int
  public var prerequisites: [String]
  public var summary: String
  /// `en` or `zh-Hans`: the folder the file sits in.
  public var language: Language
  /// The path the file was loaded from, as given; diagnostics name it.
  public var file: String
  public var blocks: [LessonBlock]

  public init(
    id: String, title: String, order: Int, prerequisites: [String] = [], summary: String,
    language: Language, file: String, blocks: [LessonBlock]
  ) {
    self.id = id
    self.title = title
    self.order = order
    self.prerequisites = prerequisites
    self.summary = summary
    self.language = language
    self.file = file
    self.blocks = blocks
  }

  public var questions: [Question] {
    blocks.compactMap { if case .question(let q) = $0 { return q } else { return nil } }
  }

  /// The scene-script lines the file has run before `questionIndex` (zero-based, among questions).
  ///
  ///     lesson.sceneScript(before: 0)   // the scene blocks above the first question
  public func sceneScript(before questionIndex: Int) -> [SourceLine] {
    var lines: [SourceLine] = []
    var seen = 0
    for block in blocks {
      switch block {
      case .scene(let block): lines += block
      case .question:
        if seen == questionIndex { return lines }
        seen += 1
      case .prose: break
      }
    }
    return lines
  }
}

/// A piece of a lesson, in file order.
public enum LessonBlock: Equatable, Sendable {
  /// Markdown prose, trimmed of blank lines around it.
  case prose(String)
  /// The lines of a ` ```scene ` block, comments and blank lines dropped.
  case scene([SourceLine])
  case question(Question)
}

/// A line of text and the 1-based line it stands on in its file.
public struct SourceLine: Equatable, Sendable {
  public var text: String
  public var line: Int
  public init(_ text: String, line: Int) {
    self.text = text
    self.line = line
  }
}

/// One ` ```question ` block.
public struct Question: Equatable, Sendable {
  public var id: String
  public var kind: AnswerKind
  public var prompt: String
  public var query: String?
  public var field: String?
  /// The model answer as a learner would type it.
  public var answer: String?
  public var choices: [String]
  public var hint: String
  public var explanation: String?
  public var goal: Goal?
  /// A task's further conditions that must hold after the change (they may hold before it too):
  /// "a tap at card's centre still reaches card".
  public var also: [Goal]
  /// A task's `view.property` values that the change must leave as they were (`door.position`).
  public var keep: [String]
  public var only: [String]?
  /// A task's known wrong fixes, one per item (commands joined by `; `): `lessons check` verifies
  /// that each is graded wrong, so a loophole once closed stays closed.
  public var loopholes: [String]
  /// An `explain` question's key points and pass rule; `answer` is then the model spoken answer in
  /// the file's language.
  public var spoken: SpokenRubric? = nil
  /// The line of the opening fence.
  public var line: Int
  /// The file line of each key, for diagnostics that point at `answer:` or `query:`.
  public var keyLines: [String: Int]

  public init(
    id: String, kind: AnswerKind, prompt: String, query: String? = nil, field: String? = nil,
    answer: String? = nil, choices: [String] = [], hint: String, explanation: String? = nil,
    goal: Goal? = nil, also: [Goal] = [], keep: [String] = [], only: [String]? = nil,
    loopholes: [String] = [], line: Int = 0, keyLines: [String: Int] = [:]
  ) {
    self.id = id
    self.kind = kind
    self.prompt = prompt
    self.query = query
    self.field = field
    self.answer = answer
    self.choices = choices
    self.hint = hint
    self.explanation = explanation
    self.goal = goal
    self.also = also
    self.keep = keep
    self.only = only
    self.loopholes = loopholes
    self.line = line
    self.keyLines = keyLines
  }

  /// The file line of `key`, else of the block.
  public func line(of key: String) -> Int { keyLines[key] ?? line }

  /// A question about the scene (its expected answer comes from the engine).
  public var asksEngine: Bool { query != nil || goal != nil }
}

/// What a task question checks after the learner's commands: `query`'s `field` equals `equals`.
public struct Goal: Equatable, Sendable {
  public var query: String
  public var field: String
  /// As a learner would type it, read by the field's kind.
  public var equals: String
  public init(query: String, field: String, equals: String) {
    self.query = query
    self.field = field
    self.equals = equals
  }
}
