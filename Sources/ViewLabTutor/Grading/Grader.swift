import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering

/// Grades answers against the engine: the expected value of a scene question is computed by
/// running the lesson's scene and the question's `query`, never taken from the file.
///
///     let grade = try Grader<ConsoleEngine>.grade("blue", question: q, scene: lesson.sceneScript(before: 0)).get()
public enum Grader<Engine: SceneEngine> {
  /// The right answer to `question` on the scene built by `scene`.
  /// The derivation is worded in `language`; the answer is the same in every language.
  public static func expectation(for question: Question, scene: [SourceLine], language: Language = .en)
    -> Result<ExpectedAnswer, GradingFailure>
  {
    if question.kind == .task { return taskExpectation(question) }
    guard let query = question.query, let field = question.field else {
      return literalExpectation(question)
    }
    var (engine, failure) = Engine.replaying(scene, language: language)
    if let (line, reply) = failure {
      return .failure(GradingFailure(line: line.line, .sceneError(reply.errorMessage ?? "error")))
    }
    return evaluate(query, field: field, kind: question.kind, line: question.line(of: "query"), on: &engine)
  }

  /// Runs `query` and reads `field` of its outcome as a `kind` answer.
  static func evaluate(
    _ query: String, field path: String, kind: AnswerKind, line: Int, on engine: inout Engine
  )
    -> Result<ExpectedAnswer, GradingFailure>
  {
    guard LessonRules.asksTheQuestion(query) else {
      return .failure(GradingFailure(line: line, .notAQuery(query)))
    }
    guard let field = AnswerField(path) else {
      return .failure(GradingFailure(line: line, .unknownField(path)))
    }
    let reply = engine.run(query)
    guard reply.ok else {
      return .failure(GradingFailure(line: line, .queryError(reply.errorMessage ?? "error")))
    }
    guard let value = engine.observe(field) else {
      return .failure(GradingFailure(line: line, .fieldMissing(field: path, query: query)))
    }
    guard let answer = Answer(observation: value, kind: kind) else {
      return .failure(
        GradingFailure(line: line, .fieldDoesNotFitKind(field: path, kind: kind, value: JSON(value).text)))
    }
    return .success(
      ExpectedAnswer(
        answer: answer, json: JSON(value), typed: answer.typed, derivation: reply.text,
        brief: engine.brief(field: field.field)))
  }

  static func literalExpectation(_ q: Question) -> Result<ExpectedAnswer, GradingFailure> {
    guard let text = q.answer else {
      return .failure(GradingFailure(line: q.line, .missingField("answer")))
    }
    switch AnswerReader.read(text, as: q.kind, choices: q.choices) {
    case .success(let answer):
      return .success(ExpectedAnswer(answer: answer, json: answer.json, typed: answer.typed, derivation: ""))
    case .failure(.notAChoice):
      return .failure(
        GradingFailure(line: q.line(of: "answer"), .choiceOutOfRange(text, count: q.choices.count)))
    case .failure(let error):
      return .failure(GradingFailure(line: q.line(of: "answer"), .answerUnreadable(error.message)))
    }
  }

  static func taskExpectation(_ q: Question) -> Result<ExpectedAnswer, GradingFailure> {
    let commands = AnswerReader.splitCommands(q.answer ?? "")
    let typed = commands.joined(separator: "; ")
    return .success(ExpectedAnswer(answer: nil, json: .string(typed), typed: typed, derivation: ""))
  }

  /// Grades one answer line. A failure means the lesson itself is broken (the checker's business).
  public static func grade(
    _ text: String, question q: Question, scene: [SourceLine], language: Language = .en
  )
    -> Result<Grade, GradingFailure>
  {
    if q.kind == .task { return gradeTask(text, question: q, scene: scene, language: language) }
    if q.kind == .explain { return .success(gradeSpoken(text, question: q, language: language)) }
    let expectation: ExpectedAnswer
    switch self.expectation(for: q, scene: scene, language: language) {
    case .success(let e): expectation = e
    case .failure(let f): return .failure(f)
    }
    var grade = Grade(
      questionID: q.id, correct: false, expected: expectation.json, expectedTyped: expectation.typed,
      hint: q.hint, explanation: "")
    var extra = ""
    switch AnswerReader.read(text, as: q.kind, choices: q.choices) {
    case .success(let given):
      grade.correct = expectation.answer.map(given.matches) ?? false
      // A wrong answer that matches a known misconception gets that misconception's hint.
      if !grade.correct,
        let tailored = tailoredHint(
          given, question: q, expected: expectation.answer, scene: scene, language: language)
      {
        grade.hint = tailored
      }
      if !grade.correct, case .view(let name?) = given,
        let why = whyNot(name, query: q.query, scene: scene, language: language)
      {
        extra = why
      }
    case .failure(let error):
      grade.problem = error.message(language: language)
    }
    let words = Explanation(language: language)
    grade.explanation = words.compose(
      prose: q.explanation, answer: expectation.typed, kind: q.kind, choices: q.choices,
      derivation: [expectation.derivation, extra],
      problem: grade.problem.map { words.unreadable(text.trimmingWhitespace, $0) })
    grade.brief = Explanation.brief(
      prose: q.explanation, derivation: expectation.derivation, lines: expectation.brief)
    return .success(grade)
  }

  /// What a learner who skips is shown: the answer and its explanation, with no verdict on them.
  public static func reveal(_ q: Question, scene: [SourceLine], language: Language) -> String {
    let words = Explanation(language: language)
    if q.kind == .task {
      let model = AnswerReader.splitCommands(q.answer ?? "").joined(separator: "; ")
      return words.compose(
        prose: q.explanation, answer: words.goals(q), kind: .task, choices: [],
        derivation: model.isEmpty ? [] : [words.oneWay(model)])
    }
    switch expectation(for: q, scene: scene, language: language) {
    case .success(let e):
      return words.compose(
        prose: q.explanation, answer: e.typed, kind: q.kind, choices: q.choices, derivation: [e.derivation])
    case .failure(let f):
      return LessonDiagnostic(file: "", line: f.line, f.problem).description
    }
  }

  /// For a wrong view named after a `tap`: the engine's `why` for that view at the same point.
  static func whyNot(_ name: String, query: String?, scene: [SourceLine], language: Language) -> String? {
    guard let query, case .ask(.tap(let point))? = try? Parser.parse(query) else { return nil }
    var (engine, failure) = Engine.replaying(scene, language: language)
    guard failure == nil, engine.objectStates()[name] != nil else { return nil }
    let reply = engine.run(.why(NameRef(name), point))
    return reply.ok ? reply.text : nil
  }
}
