/// What the lesson player asks its driver (the terminal, a test) to do. The player never prints.
public enum TutorEffect: Equatable, Sendable {
  /// Lesson prose (Markdown), to show as text.
  case prose(String)
  /// A scene block was reached: its commands and the engine's drawing of the scene after them.
  case scene(commands: [String], drawing: String)
  /// A question to answer now.
  case ask(QuestionPrompt)
  /// The engine's output for a command the learner typed to experiment.
  case engineOutput(String)
  /// A short notice from the tutor.
  case notice(TutorNotice)
  /// A graded answer. `final` is true when the question is over (correct, or the explanation shown).
  case graded(Grade, final: Bool)
  /// The end of the lesson.
  case summary(LessonSummary)
  /// Progress to store now (after every graded question, and at the end).
  case saveProgress(LessonProgress)
  /// The lesson is over (or the learner left); stop reading input.
  case finished
}

/// A question as the learner sees it.
public struct QuestionPrompt: Equatable, Sendable {
  public var id: String
  /// 1-based.
  public var number: Int
  public var total: Int
  public var kind: AnswerKind
  public var prompt: String
  public var choices: [String]
  public var only: [String]?
}

/// The tutor's own remarks, as data; `TutorText` words them in the learner's language.
public enum TutorNotice: Equatable, Sendable {
  case resuming(question: Int, total: Int)
  case unreadable(String)
  case refused(String)
  case experimentsUndone
  case hint(String)
  case skipped(String)
  case taskProgress(goalReached: Bool)
  case nothingToUndo
  case sceneReset
  case help
  case left
}

/// The score at the end of a lesson.
public struct LessonSummary: Equatable, Sendable {
  public var lesson: String
  public var correct: Int
  public var total: Int
  /// Question ids answered wrongly or skipped, in order.
  public var missed: [String]

  public init(lesson: String, correct: Int, total: Int, missed: [String] = []) {
    self.lesson = lesson
    self.correct = correct
    self.total = total
    self.missed = missed
  }

  /// The tutor JSON contract's last line: `{"lesson", "correct", "total"}`.
  public var json: JSONValue {
    .object([
      ("lesson", .string(lesson)), ("correct", .number(Double(correct))), ("total", .number(Double(total))),
    ])
  }
}
