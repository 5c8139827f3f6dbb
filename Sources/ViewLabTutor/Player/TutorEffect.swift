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
  /// A question is over: spaced repetition records it (a miss brings its skill back in `quiz --review`).
  case practised(LessonPractice)
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
  /// The learner skipped: the answer and its explanation.
  case skipped(answer: String)
  /// A line that could compute the open question's answer, typed before the learner answers: the
  /// same words for every such line, naming none (a refusal that names the command tells the answer).
  case predictFirst
  /// `why` while a question is open: it explains how to ask, never an earlier question's answer.
  case nothingToExplain
  /// A task's conditions not met yet, one line each (`✗ tap 50 110 → hit = card`).
  case taskProgress(unmet: [String])
  case nothingToUndo
  case sceneReset
  case help
  case left
}

/// The score at the end of a lesson.
public struct LessonSummary: Equatable, Sendable {
  /// A question to review: its number in the lesson and its prompt.
  public struct Missed: Equatable, Sendable {
    public var number: Int
    public var prompt: String
    public init(number: Int, prompt: String) {
      self.number = number
      self.prompt = prompt
    }
  }

  public var lesson: String
  public var title: String
  /// Right on the first try: the score.
  public var correct: Int
  public var total: Int
  /// Questions answered wrongly or skipped, in order.
  public var missed: [Missed]
  /// How many of `missed` were skipped.
  public var skipped: Int
  /// How many of `missed` were right after a retry (not counted in `correct`).
  public var afterRetry: Int

  public init(
    lesson: String, title: String = "", correct: Int, total: Int, missed: [Missed] = [], skipped: Int = 0,
    afterRetry: Int = 0
  ) {
    self.lesson = lesson
    self.title = title
    self.correct = correct
    self.total = total
    self.missed = missed
    self.skipped = skipped
    self.afterRetry = afterRetry
  }

  /// The tutor JSON contract's last line: `{"lesson", "correct", "total"}`.
  public var json: JSONValue {
    .object([
      ("lesson", .string(lesson)), ("correct", .number(Double(correct))), ("total", .number(Double(total))),
    ])
  }
}
