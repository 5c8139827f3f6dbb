import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering

extension Grader {
  /// Applies the learner's commands to the lesson scene (respecting `only`), then checks every goal
  /// and every `keep`: a task is right only when all of them hold.
  static func gradeTask(_ text: String, question q: Question, scene: [SourceLine], language: Language)
    -> Result<Grade, GradingFailure>
  {
    guard q.goal != nil else { return .failure(GradingFailure(line: q.line, .missingField("goal"))) }
    var (engine, failure) = Engine.replaying(scene, language: language)
    if let (line, reply) = failure {
      return .failure(GradingFailure(line: line.line, .sceneError(reply.errorMessage ?? "error")))
    }
    let before = engine.objectStates()
    let outcome = apply(AnswerReader.splitCommands(text), only: q.only, to: &engine, language: language)
    return gradeTask(
      q, before: before, on: &engine, applied: outcome.applied, refusal: outcome.refusal, language: language)
  }

  /// Grades a task on a session the learner's commands have already changed: interactively, the
  /// scene as the learner left it (a class pasted again runs in the views made before it), so the
  /// grade never depends on replaying what was typed. `before`: every object as the question found
  /// it; `applied`: how many commands ran; `refusal`: why the first refused one was refused.
  public static func gradeTask(
    _ q: Question, before: ObjectStates, on engine: inout Engine, applied: Int, refusal: String? = nil,
    language: Language
  ) -> Result<Grade, GradingFailure> {
    guard q.goal != nil else { return .failure(GradingFailure(line: q.line, .missingField("goal"))) }
    let model = AnswerReader.splitCommands(q.answer ?? "").joined(separator: "; ")
    var grade = Grade(
      questionID: q.id, correct: false, expected: .string(model), expectedTyped: model, hint: q.hint,
      explanation: "")
    grade.problem = refusal
    let check: TaskCheck
    switch self.check(q, before: before, on: &engine) {
    case .failure(let f): return .failure(f)
    case .success(let c): check = c
    }
    grade.correct = check.holds && refusal == nil && applied > 0
    grade.observed = check.goals.first.map(\.observed)
    grade.unmet =
      check.goals.filter { !$0.reached }.map {
        "wanted \($0.goal.field) = \($0.goal.equals), got \($0.observed)"
      }
      + check.broken.map { Explanation(language: .en).broken($0) }
    let words = Explanation(language: language)
    var derivation = [refusal ?? ""] + check.lines(words) + [check.goals.first?.reply.text ?? ""]
    if !grade.correct && !model.isEmpty { derivation.append(words.oneWay(model)) }
    grade.explanation = words.compose(
      prose: q.explanation, answer: words.goals(q), kind: .task,
      choices: [], derivation: derivation)
    grade.brief =
      (q.explanation?.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
      ?? check.lines(words).joined(separator: "\n")
    return .success(grade)
  }

  /// Runs each command unless refused; stops at the first refusal or error.
  static func apply(_ commands: [String], only: [String]?, to engine: inout Engine, language: Language)
    -> (applied: Int, refusal: String?)
  {
    var applied = 0
    for command in commands {
      switch LessonRules.attempt(command, only: only, on: &engine) {
      case .ran: applied += 1
      case .refused(let why):
        return (
          applied,
          TutorMessage.commandRefused(command: command, why: why.message(language: language)).text(language)
        )
      case .failed(let reply): return (applied, reply.text.isEmpty ? reply.errorMessage : reply.text)
      }
    }
    return (applied, nil)
  }

  /// Every goal of `q` and every `keep`, on `engine`'s scene, against the objects as they were.
  static func check(_ q: Question, before: ObjectStates, on engine: inout Engine)
    -> Result<TaskCheck, GradingFailure>
  {
    var goals: [TaskCheck.GoalResult] = []
    for (index, goal) in ([q.goal].compactMap { $0 } + q.also).enumerated() {
      switch checkGoal(goal, line: q.line(of: index == 0 ? "goal" : "also"), on: &engine) {
      case .failure(let f): return .failure(f)
      case .success(let (reached, reply, actual)):
        goals.append(.init(goal: goal, reached: reached, actual: actual, reply: reply))
      }
    }
    let after = engine.objectStates()
    var broken: [TaskCheck.Broken] = []
    for item in q.keep {
      let parts = item.split(separator: ".", maxSplits: 1).map(String.init)
      guard parts.count == 2, let was = before[parts[0]]?[parts[1]] else {
        return .failure(GradingFailure(line: q.line(of: "keep"), .unknownKeep(item)))
      }
      let now = after[parts[0]]?[parts[1]]
      if now != was { broken.append(.init(item: item, was: was.text, now: now?.text)) }
    }
    return .success(TaskCheck(goals: goals, broken: broken))
  }

  /// Whether `goal` holds on `engine`'s scene; also the query's reply and the actual value as typed.
  static func checkGoal(_ goal: Goal, line: Int, on engine: inout Engine)
    -> Result<(Bool, EngineReply, String), GradingFailure>
  {
    guard LessonRules.asksTheQuestion(goal.query) else {
      return .failure(GradingFailure(line: line, .notAQuery(goal.query)))
    }
    guard let field = AnswerField(goal.field) else {
      return .failure(GradingFailure(line: line, .unknownField(goal.field)))
    }
    let reply = engine.run(goal.query)
    guard reply.ok else {
      return .failure(GradingFailure(line: line, .queryError(reply.errorMessage ?? "error")))
    }
    guard let value = engine.observe(field) else {
      return .failure(GradingFailure(line: line, .fieldMissing(field: goal.field, query: goal.query)))
    }
    guard let kind = value.naturalKind, let actual = Answer(observation: value, kind: kind) else {
      return .failure(
        GradingFailure(
          line: line, .fieldDoesNotFitKind(field: goal.field, kind: .task, value: JSON(value).text)))
    }
    guard case .success(let wanted) = AnswerReader.read(goal.equals, as: kind) else {
      return .failure(
        GradingFailure(
          line: line, .answerUnreadable("goal.equals '\(goal.equals)' is not a \(kind.rawValue) value")))
    }
    return .success((actual.matches(wanted), reply, actual.typed))
  }
}

/// A task's conditions after the learner's change: each goal with what its query gave, and each
/// `keep` the change broke.
public struct TaskCheck: Equatable, Sendable {
  public struct GoalResult: Equatable, Sendable {
    public var goal: Goal
    public var reached: Bool
    /// The goal field's value after the change, as a learner would type it.
    public var actual: String
    public var reply: EngineReply

    /// `tap 260 120 → hit = door`.
    public var observed: String { "\(goal.query) → \(goal.field) = \(actual)" }
  }

  public struct Broken: Equatable, Sendable {
    /// `door.position`.
    public var item: String
    public var was: String
    /// Nil when the object is gone.
    public var now: String?
  }

  public var goals: [GoalResult]
  public var broken: [Broken]

  public var holds: Bool { goals.allSatisfy(\.reached) && broken.isEmpty }

  /// One line per condition: ✓/✗ for each goal, then each broken `keep`.
  func lines(_ words: Explanation) -> [String] {
    let goalLines = goals.map { ($0.reached ? "✓ " : "✗ ") + $0.observed }
    let brokenLines = broken.map { words.broken($0) }
    return [(goalLines + brokenLines).joined(separator: "\n")]
  }
}
