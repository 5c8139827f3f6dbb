import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering

/// Plays one lesson as a value state machine: feed it lines, carry out the effects it returns.
///
///     var player = LessonPlayer<ConsoleEngine>(lesson: lesson, mode: .scripted)
///     var effects = player.start()
///     effects += player.handle("blue")   // → .graded(…), the next .ask(…), …
///
/// Interactively a learner may type any scene command to experiment before answering (undone before
/// grading), gets the hint after a first wrong answer and the explanation after a second. In `.scripted`
/// mode every line is exactly one answer (docs/TUTOR-PROTOCOL.md).
public struct LessonPlayer<Engine: SceneEngine> {
  public enum Mode: Sendable {
    /// A person at a terminal: experiments, hints, retries.
    case interactive
    /// One answer per line (piped input, `--json`): each question takes exactly one line.
    case scripted
  }

  public let lesson: Lesson
  public let mode: Mode
  let questions: [Question]
  /// Index of the current question; `questions.count` when the lesson is over.
  public private(set) var position: Int
  var outcomes: [String: QuestionOutcome]
  var wasCompleted: Bool
  /// Wrong attempts at the current question.
  var attempts = 0
  /// The next block of the lesson to show.
  var blockIndex = 0
  /// The scene lines the file has run so far.
  var script: [SourceLine] = []
  /// The learner's scene-changing experiments on top of `script` (or a task's commands).
  var experiments: [String] = []
  /// Lines of a statement typed or pasted so far (a class over many lines), not yet complete.
  var pasted = StatementAssembler(.answer)
  /// A task's lines ran since it was last judged: it is judged once the input pauses (a paste is
  /// judged whole, not after each of its statements).
  var judgeDue = false
  /// The number of the line being read within its paste (1 for a line typed alone), so a pasted
  /// class's messages name the paste's lines.
  var pasteLine = 0
  var session: Engine
  /// The columns drawings are made for; the driver sets the terminal's width before each line.
  public var width = 80 {
    didSet { session.width = width }
  }
  /// Every object of the file's scene as the question found it: what a task's `keep` compares with.
  var scriptStates: ObjectStates = [:]
  /// The full explanation of the last finished question, for `why`.
  var lastExplanation: String?
  public internal(set) var isFinished = false

  public init(lesson: Lesson, mode: Mode, progress: LessonProgress? = nil) {
    self.lesson = lesson
    self.mode = mode
    self.questions = lesson.questions
    // Interactively an unfinished lesson resumes where the learner left off; a program starts at 1.
    let count = lesson.questions.count
    if mode == .interactive, let p = progress, !p.completed, (1..<max(count, 1)).contains(p.position) {
      self.position = p.position
      self.outcomes = p.outcomes
    } else {
      self.position = 0
      self.outcomes = [:]
    }
    self.wasCompleted = progress?.completed ?? false
    self.session = Engine(language: lesson.language)
  }

  public var progress: LessonProgress {
    LessonProgress(
      position: position, outcomes: outcomes, completed: wasCompleted || position >= questions.count)
  }

  public var currentQuestion: Question? { questions.indices.contains(position) ? questions[position] : nil }

  /// The lesson's opening: prose and scenes up to the first question to ask (or the resume point).
  public mutating func start() -> [TutorEffect] {
    // A person is told once what they may type; a program reading JSON is told nothing.
    var effects: [TutorEffect] = mode == .interactive ? [.notice(.help)] : []
    if position > 0 {
      effects.append(.notice(.resuming(question: position + 1, total: questions.count)))
      // Run the file silently up to the resume point; show only what follows.
      var seen = 0
      while blockIndex < lesson.blocks.count {
        if case .question = lesson.blocks[blockIndex] {
          if seen == position { break }
          seen += 1
        } else if case .scene(let lines) = lesson.blocks[blockIndex] {
          script += lines
        }
        blockIndex += 1
      }
      resetSession()
      effects.append(.scene(commands: script.map(\.text), drawing: drawing()))
    }
    return effects + advance()
  }

  /// Shows blocks until the next question (asked) or the end (summary).
  mutating func advance() -> [TutorEffect] {
    var effects: [TutorEffect] = []
    while blockIndex < lesson.blocks.count {
      let block = lesson.blocks[blockIndex]
      blockIndex += 1
      switch block {
      case .prose(let text):
        effects.append(.prose(text))
      case .scene(let lines):
        script += lines
        resetSession()
        effects.append(.scene(commands: lines.map(\.text), drawing: drawing()))
      case .question(let q):
        attempts = 0
        resetSession()
        effects.append(
          .ask(
            QuestionPrompt(
              id: q.id, number: position + 1, total: questions.count, kind: q.kind, prompt: q.prompt,
              choices: q.choices, only: q.only)))
        return effects
      }
    }
    return effects + finish()
  }

  /// The summary, saved progress, and the end.
  public mutating func finish() -> [TutorEffect] {
    guard !isFinished else { return [] }
    isFinished = true
    position = questions.count
    // Only first tries score; a question right after a retry is reviewed like a miss.
    let missed = questions.enumerated().filter { outcomes[$0.element.id]?.scores != true }
    let summary = LessonSummary(
      lesson: lesson.id, title: lesson.title, correct: questions.count - missed.count, total: questions.count,
      missed: missed.map { LessonSummary.Missed(number: $0.offset + 1, prompt: $0.element.prompt) },
      skipped: missed.filter { outcomes[$0.element.id] == .skipped }.count,
      afterRetry: missed.filter { outcomes[$0.element.id] == .afterRetry }.count)
    return [.summary(summary), .saveProgress(progress), .finished]
  }

  /// Records how the current question went, tells spaced repetition, and moves on.
  mutating func conclude(_ outcome: QuestionOutcome) -> [TutorEffect] {
    var effects: [TutorEffect] = []
    if let q = currentQuestion {
      outcomes[q.id] = outcome
      effects.append(.practised(LessonPractice(lesson: lesson, question: q, outcome: outcome)))
    }
    position += 1
    if position < questions.count { effects.append(.saveProgress(progress)) }
    return effects + advance()
  }

  /// Back to the file's scene: experiments undone.
  mutating func resetSession() {
    experiments = []
    session = Engine.replaying(script, language: lesson.language).engine
    session.width = width
    scriptStates = currentQuestion?.kind == .task ? session.objectStates() : [:]
  }

  /// The engine's picture of the current session, with the value the open (or next) question asks
  /// for hidden: the tree prints frames, and a frame question must not be answered above itself.
  mutating func drawing() -> String {
    // Blank lines go; the first row's indentation stays, or the drawing's columns would shift.
    var tree = session.run("tree").text.trimmingCharacters(in: "\r\n")
    for asked in askedValues { tree = tree.replacing(asked.typed, with: asked.hidden) }
    let draw = session.run("draw").text.trimmingCharacters(in: "\r\n")
    return draw.isEmpty || draw == tree ? tree : tree + "\n\n" + draw
  }

  /// The points and rectangles that the questions still to come on this scene (from `position` to
  /// the next scene block) ask for, as the tree prints them and as they are shown instead. Other
  /// kinds are not hidden (a name is on every tree), nor are concept questions.
  var askedValues: [(typed: String, hidden: String)] {
    var out: [(typed: String, hidden: String)] = []
    var k = position
    while k < questions.count {
      let scene = lesson.sceneScript(before: k)
      guard scene.count == script.count else { break }
      defer { k += 1 }
      let q = questions[k]
      guard q.query != nil else { continue }
      let hidden: String
      switch q.kind {
      case .point: hidden = "(?, ?)"
      case .rect: hidden = "(?, ?, ?, ?)"
      case .hit, .number, .chain, .yesno, .choice, .task, .explain: continue
      }
      if case .success(let e) = Grader<Engine>.expectation(for: q, scene: scene) {
        out.append((e.typed, hidden))
      }
    }
    return out
  }
}
