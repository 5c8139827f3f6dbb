extension Grader {
  /// Applies the learner's commands to the lesson scene (respecting `only`), then checks the goal.
  static func gradeTask(_ text: String, question q: Question, scene: [SourceLine], language: String)
    -> Result<Grade, GradingFailure>
  {
    guard let goal = q.goal else { return .failure(GradingFailure(line: q.line, .missingField("goal"))) }
    var (engine, failure) = Engine.replaying(scene)
    if let (line, reply) = failure {
      return .failure(GradingFailure(line: line.line, .sceneError(reply.errorMessage ?? "error")))
    }
    let model = AnswerReader.splitCommands(q.answer ?? "").joined(separator: "; ")
    var grade = Grade(
      questionID: q.id, correct: false, expected: .string(model), expectedTyped: model, hint: q.hint,
      explanation: "")
    let outcome = apply(AnswerReader.splitCommands(text), only: q.only, to: &engine)
    grade.problem = outcome.refusal
    let check = checkGoal(goal, line: q.line(of: "goal"), on: &engine)
    switch check {
    case .failure(let f): return .failure(f)
    case .success(let (reached, reply, actual)):
      grade.correct = reached && outcome.refusal == nil && outcome.applied > 0
      let now = "\(goal.query) → \(goal.field) = \(actual)"
      grade.observed = now
      var derivation = [outcome.refusal ?? "", now, reply.text]
      let words = Explanation(language: language)
      if !grade.correct && !model.isEmpty { derivation.append(words.oneWay(model)) }
      grade.explanation = words.compose(
        prose: q.explanation, answer: "`\(goal.query)` → \(goal.field) = \(goal.equals)", kind: .task,
        choices: [], derivation: derivation)
    }
    return .success(grade)
  }

  /// Runs each command unless refused; stops at the first refusal or error.
  static func apply(_ commands: [String], only: [String]?, to engine: inout Engine)
    -> (applied: Int, refusal: String?)
  {
    let names = only == nil ? [] : engine.viewNames()
    var applied = 0
    for command in commands {
      if let why = LessonRules.refusal(command, only: only, names: names) {
        return (applied, "\(command): \(why)")
      }
      let reply = engine.run(command)
      guard reply.ok else { return (applied, reply.text.isEmpty ? reply.errorMessage : reply.text) }
      applied += 1
    }
    return (applied, nil)
  }

  /// Whether `goal` holds on `engine`'s scene; also the query's reply and the actual value as typed.
  static func checkGoal(_ goal: Goal, line: Int, on engine: inout Engine)
    -> Result<(Bool, EngineReply, String), GradingFailure>
  {
    guard LessonRules.questionVerbs.contains(LessonRules.verb(goal.query)) else {
      return .failure(GradingFailure(line: line, .notAQuery(goal.query)))
    }
    let reply = engine.run(goal.query)
    guard reply.ok else {
      return .failure(GradingFailure(line: line, .queryError(reply.errorMessage ?? "error")))
    }
    guard let value = reply.object.value(atField: goal.field) else {
      return .failure(GradingFailure(line: line, .fieldMissing(field: goal.field, query: goal.query)))
    }
    guard let kind = value.naturalKind, let actual = Answer(engineValue: value, kind: kind) else {
      return .failure(
        GradingFailure(line: line, .fieldDoesNotFitKind(field: goal.field, kind: .task, value: value.text)))
    }
    guard case .success(let wanted) = AnswerReader.read(goal.equals, as: kind) else {
      return .failure(
        GradingFailure(
          line: line, .answerUnreadable("goal.equals '\(goal.equals)' is not a \(kind.rawValue) value")))
    }
    return .success((actual.matches(wanted), reply, actual.typed))
  }
}
