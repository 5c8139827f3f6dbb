import ViewLabCommands
import ViewLabRendering

extension LessonPlayer {
  /// Words the player itself understands while a question is open (in every language).
  static var metaCommands: [String: MetaCommand] {
    [
      "hint": .hint, "提示": .hint, "skip": .skip, "跳过": .skip, "quit": .quit, "exit": .quit,
      "退出": .quit, "help": .help, "?": .help, "帮助": .help, "reset": .reset, "重置": .reset,
      "undo": .undo, "撤销": .undo, "done": .done, "完成": .done, "scene": .scene, "场景": .scene,
      "why": .why, "trace": .why, "为什么": .why, "详解": .why,
    ]
  }

  enum MetaCommand { case hint, skip, quit, help, reset, undo, done, scene, why }

  /// A statement pasted or typed over several lines is still open (show a continuation prompt).
  public var isAssembling: Bool { pasted.isOpen }

  /// One line of input: an answer, an experiment, or a word for the tutor. Interactively, lines are
  /// put together into statements first, as at the REPL prompt: a class pasted over many lines
  /// is handled once it is complete, and a Markdown line pasted with it is skipped with a note.
  /// `moreToCome`: more lines are already waiting (the rest of a paste), so a task is judged once
  /// they have been read (see `settle`), not after this line.
  public mutating func handle(_ input: String, moreToCome: Bool = false) -> [TutorEffect] {
    pasteLine += 1
    var effects = read(input)
    if !moreToCome {
      effects += endPaste()
      pasteLine = 0
      effects += settle()
    }
    return effects
  }

  /// The input paused: a task whose lines ran since it was last judged is judged now, once.
  public mutating func settle() -> [TutorEffect] {
    guard judgeDue, !pasted.isOpen, !isFinished, let q = currentQuestion, q.kind == .task else { return [] }
    judgeDue = false
    return judgeTask(q)
  }

  private mutating func read(_ input: String) -> [TutorEffect] {
    guard !isFinished, currentQuestion != nil else { return [] }
    if mode == .scripted, let q = currentQuestion { return answer(input.trimmingWhitespace, to: q) }
    if !pasted.isOpen {
      pasted = StatementAssembler(
        .answer, firstLine: max(1, pasteLine), controllers: session.controllerClasses)
    }
    return run(pasted.feed(input))
  }

  /// The paste ended: a method header still waiting for its body is run as it stands (its error
  /// shows), as at the REPL prompt.
  private mutating func endPaste() -> [TutorEffect] {
    guard !isFinished, currentQuestion != nil, mode != .scripted else { return [] }
    return run(pasted.pasteEnded())
  }

  private mutating func run(_ statements: [AssembledStatement]) -> [TutorEffect] {
    var effects: [TutorEffect] = []
    for statement in statements {
      effects += statement.skipped.map {
        .engineOutput(PasteWords.skipped($0, line: statement.isNoise ? nil : $0.line, lesson.language))
      }
      guard !statement.isNoise, !isFinished, let q = currentQuestion else { continue }
      // A statement of a controller's viewDidLoad carries where it stands in it (see
      // `LifecyclePosition`) even on one line; a class carries the paste's line it starts on.
      let joined = statement.spansLines || statement.isClass || statement.lifecycle != nil ? statement : nil
      effects += handle(statement: statement.typed, question: q, joined: joined)
    }
    return effects
  }

  /// One complete statement (a line, or a class over several).
  /// `joined`: the statement pasted over several lines that `input` was joined from, if it was.
  mutating func handle(statement input: String, question q: Question, joined: AssembledStatement? = nil)
    -> [TutorEffect]
  {
    let line = input.trimmingWhitespace
    if line.isEmpty { return [] }
    if let meta = Self.metaCommands[line.lowercased()] { return handle(meta, question: q) }
    if q.kind == .task { return taskStep(line, question: q, joined: joined) }
    // A spoken answer is free text: whatever it says, it is the answer, never a command.
    if q.kind == .explain { return answer(line, to: q) }
    return experimentOrAnswer(line, question: q, joined: joined)
  }

  /// The end of input: in `.scripted` mode the lesson ends with its summary (unanswered questions count as
  /// wrong); interactively the learner left and resumes later.
  public mutating func endOfInput() -> [TutorEffect] {
    guard !isFinished else { return [] }
    if mode == .scripted { return finish() }
    isFinished = true
    return [.saveProgress(progress), .notice(.left), .finished]
  }

  mutating func handle(_ meta: MetaCommand, question q: Question) -> [TutorEffect] {
    switch meta {
    case .hint: return [.notice(.hint(q.hint))]
    case .help: return [.notice(.help)]
    case .skip:
      let shown = Grader<Engine>.reveal(q, scene: script, language: lesson.language)
      lastExplanation = shown
      return [.notice(.skipped(answer: shown))] + conclude(.skipped)
    case .quit: return endOfInput()
    case .reset:
      resetSession()
      return [.notice(.sceneReset)]
    case .scene: return [.engineOutput(drawing())]
    case .why:
      // The open question is unanswered (a finished one moves on at once), and an earlier
      // question's derivation may hold this one's answer: say how to ask instead.
      return [.notice(.nothingToExplain)]
    case .undo:
      guard !experiments.isEmpty else { return [.notice(.nothingToUndo)] }
      let kept = experiments.dropLast()
      resetSession()
      for line in kept { _ = session.run(line) }
      experiments = Array(kept)
      return [.engineOutput(drawing())]
    case .done:
      guard q.kind == .task else { return [.notice(.help)] }
      return handIn(q)
    }
  }

  /// A line that the engine runs is an experiment; otherwise it is read as the answer. A line that
  /// would print the answer before the learner has given one is refused: predict first.
  mutating func experimentOrAnswer(_ line: String, question q: Question, joined: AssembledStatement? = nil)
    -> [TutorEffect]
  {
    let verb = LessonRules.verb(line)
    if let why = LessonRules.sessionRefusal(line) {
      return [.notice(.refused(why.message(language: lesson.language)))]
    }
    var probe = session
    let reply = probe.run(line, joined: joined?.typed == line ? joined : nil)
    if reply.ok {
      if let query = q.query {
        var asked = session
        _ = asked.run(query)
        if PredictFirst.holds(line, ran: probe, asked: asked, field: q.field) {
          return [.notice(.predictFirst)]
        }
      }
      session = probe
      if LessonRules.isExperiment(line) { experiments.append(line) }
      return [.engineOutput(reply.text)]
    }
    // Code over several lines (a loop, a class) is no answer: its error is what helps.
    if line.contains("\n") { return [.engineOutput(reply.text)] }
    switch AnswerReader.read(line, as: q.kind, choices: q.choices) {
    case .success: return answer(line, to: q)
    case .failure(let error):
      // A lowercase word with arguments was meant as a command: the engine's error helps more.
      // An answer that was read but is unclear (two names, a negated name, yes and no) is
      // answered as such: it was no command.
      let words = line.split(separator: " ")
      // Commands are ASCII, so a line with Chinese in it was an answer too.
      let command = words.count > 1 && verb.allSatisfy(\.isLowercase) && line.allSatisfy(\.isASCII)
      if command, q.kind != .yesno, !error.isUnclearAnswer {
        return [.engineOutput(reply.text)]
      }
      return [.notice(.unreadable(error.message(language: lesson.language)))]
    }
  }

  /// Grades `text`; the experiment session goes back to the file's scene first.
  mutating func answer(_ text: String, to q: Question) -> [TutorEffect] {
    var effects: [TutorEffect] = []
    if !experiments.isEmpty && q.kind != .task { effects.append(.notice(.experimentsUndone)) }
    resetSession()
    let result = Grader<Engine>.grade(text, question: q, scene: script, language: lesson.language)
    return effects + answered(result, to: q)
  }

  /// Carries out a grade: right moves on; a first wrong answer gets the hint and another try.
  mutating func answered(_ result: Result<Grade, GradingFailure>, to q: Question) -> [TutorEffect] {
    var grade: Grade
    switch result {
    case .success(let g):
      grade = g
      grade.kind = q.kind
    case .failure(let failure):
      // A broken lesson (the checker would have said so): count it wrong and say why.
      let why = LessonDiagnostic(file: lesson.file, line: failure.line, failure.problem).description
      let broken = Grade(
        questionID: q.id, correct: false, expected: .null, expectedTyped: "", hint: q.hint,
        explanation: why)
      return [.graded(broken, final: true)] + conclude(.missed)
    }
    if mode == .scripted {
      return [.graded(grade, final: true)] + conclude(grade.correct ? .firstTry : .missed)
    }
    if let problem = grade.problem, !grade.correct, q.kind != .task {
      return [.notice(.unreadable(problem))]
    }
    attempts += 1
    // A spoken answer's reply shows the model answer, so it is final at once.
    if !grade.correct && attempts == 1 && q.kind != .explain {
      return [.graded(grade, final: false), .notice(.hint(grade.hint))]
    }
    // Only a finished question's explanation is kept for `why`: it names the answer.
    lastExplanation = grade.explanation
    let outcome: QuestionOutcome = !grade.correct ? .missed : attempts == 1 ? .firstTry : .afterRetry
    return [.graded(grade, final: true)] + conclude(outcome)
  }
}
