import ViewLabLanguage

/// `viewlab lessons check`: everything that can be wrong with lesson files, each at its file:line.
/// Every scene line and query goes through the engine, so a lesson cannot teach a wrong number.
public enum LessonChecker<Engine: SceneEngine> {
  public static func check(_ library: LessonLibrary) -> [LessonDiagnostic] {
    var found = library.diagnostics
    var seen: [String: String] = [:]  // language/id → file
    let known = Set(library.lessons.map(\.id))
    for lesson in library.lessons {
      let key = "\(lesson.language)/\(lesson.id)"
      if let other = seen[key] {
        found.append(
          LessonDiagnostic(file: lesson.file, line: 1, .duplicateLessonID(lesson.id, otherFile: other)))
      }
      seen[key] = lesson.file
      let name = String(lesson.file.split(separator: "/").last ?? "")
      if !name.hasSuffix("-\(lesson.id).md") || !(name.first?.isNumber ?? false) {
        found.append(LessonDiagnostic(file: lesson.file, line: 1, .fileNameMismatch(id: lesson.id)))
      }
      for p in lesson.prerequisites where !known.contains(p) {
        found.append(LessonDiagnostic(file: lesson.file, line: 1, .unknownPrerequisite(p)))
      }
      found += check(lesson).map { LessonDiagnostic(file: lesson.file, line: $0.line, $0.problem) }
    }
    found += TranslationChecker.check(library)
    for language in Language.allCases {
      let lessons = library.lessons.filter { $0.language == language }
      guard let first = lessons.first, let problem = AnswerBalance.of(lessons, engine: Engine.self).problem
      else { continue }
      let folder = first.file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        .joined(separator: "/")
      found.append(LessonDiagnostic(file: folder, line: 1, .lopsidedAnswers(problem)))
    }
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  /// One lesson against the engine: scene lines, queries, literal answers, choices, task answers.
  public static func check(_ lesson: Lesson) -> [GradingFailure] {
    var failures: [GradingFailure] = []
    var engine = Engine()
    var script: [SourceLine] = []
    for block in lesson.blocks {
      switch block {
      case .prose: break
      case .scene(let lines):
        for line in lines {
          let reply = engine.run(line.text)
          if reply.ok {
            script.append(line)
          } else {
            failures.append(GradingFailure(line: line.line, .sceneError(reply.errorMessage ?? "error")))
          }
        }
      case .question(let q):
        failures += check(q, scene: script)
      }
    }
    return failures
  }

  static func check(_ q: Question, scene: [SourceLine]) -> [GradingFailure] {
    let expectation: ExpectedAnswer
    switch Grader<Engine>.expectation(for: q, scene: scene) {
    case .success(let e): expectation = e
    case .failure(let f): return [f]
    }
    if q.kind == .task { return checkTask(q, scene: scene) }
    if q.kind == .explain { return checkSpoken(q) }
    // A literal answer beside a query must agree with the engine.
    guard q.query != nil, let literal = q.answer, let expected = expectation.answer else { return [] }
    switch AnswerReader.read(literal, as: q.kind, choices: q.choices) {
    case .failure(let error):
      return [GradingFailure(line: q.line(of: "answer"), .answerUnreadable(error.message))]
    case .success(let given) where !given.matches(expected):
      return [
        GradingFailure(line: q.line(of: "answer"), .answerDisagrees(answer: literal, engine: expected.typed))
      ]
    case .success:
      return []
    }
  }

  /// A spoken question's model answer (in the file's language) must meet every one of its key
  /// points, whatever the pass rule: it is what the learner is shown as a full answer.
  static func checkSpoken(_ q: Question) -> [GradingFailure] {
    guard let rubric = q.spoken, let model = q.answer else { return [] }
    let missed = rubric.grade(model).missed
    guard !missed.isEmpty else { return [] }
    return [
      GradingFailure(line: q.line(of: "answer"), .modelAnswerMissesPoints(language: "", points: missed))
    ]
  }

  /// The model answer of a task must be allowed and must reach the goal.
  static func checkTask(_ q: Question, scene: [SourceLine]) -> [GradingFailure] {
    guard let answer = q.answer, let goal = q.goal else { return [] }
    var engine = Engine.replaying(scene).engine
    if case .success(let (reached, _, actual)) = Grader<Engine>.checkGoal(goal, line: q.line, on: &engine),
      reached
    {
      return [
        GradingFailure(line: q.line(of: "goal"), .goalAlreadyMet("\(goal.query) → \(goal.field) = \(actual)"))
      ]
    }
    var failures: [GradingFailure] = []
    switch Grader<Engine>.grade(answer, question: q, scene: scene) {
    case .failure(let f): return [f]
    case .success(let grade) where grade.correct: break
    case .success(let grade):
      let line = q.line(of: "answer")
      if let refusal = grade.problem {
        failures.append(GradingFailure(line: line, .modelAnswerRefused(refusal)))
      } else {
        failures.append(
          GradingFailure(line: line, .modelAnswerMissesGoal(grade.unmet.joined(separator: "; "))))
      }
    }
    // Every loophole the file lists must stay closed.
    for loophole in q.loopholes {
      if case .success(let grade) = Grader<Engine>.grade(loophole, question: q, scene: scene), grade.correct {
        failures.append(GradingFailure(line: q.line(of: "loopholes"), .loopholeAccepted(loophole)))
      }
    }
    return failures
  }
}
