import ViewLabCommands

extension LessonPlayer {
  /// Interactively a task is built up line by line: each line's commands are applied (unless
  /// refused); once the input pauses every condition is checked (`judgeTask`), and meeting them all
  /// is a correct answer. `reset` starts over, `done` hands it in as it stands.
  /// `joined`: the statement `line` was joined from when it was pasted over several lines; its first
  /// command's error names the line of the paste it is on.
  mutating func taskStep(_ line: String, question q: Question, joined: AssembledStatement? = nil)
    -> [TutorEffect]
  {
    var effects: [TutorEffect] = []
    let commands = AnswerReader.splitCommands(line, controllers: session.controllerClasses)
    for (i, command) in commands.enumerated() {
      // Only the first command starts where the joined text does: its columns are the statement's.
      var within = i == 0 && joined?.typed.hasPrefix(command) == true ? joined : nil
      if let joined, let position = joined.lifecycle {
        // A line of a controller's viewDidLoad: each of its commands is in the method, and only
        // after the last has the method returned.
        var marked = within ?? AssembledStatement(line: joined.line, text: command)
        marked.lifecycle = i == commands.count - 1 ? position : .inside
        within = marked
      }
      switch LessonRules.attempt(command, only: q.only, on: &session, joined: within) {
      case .refused(let why): return effects + [.notice(.refused(why.message(language: lesson.language)))]
      case .failed(let reply): return effects + [.engineOutput(reply.text)]
      case .ran(let reply):
        effects.append(.engineOutput(reply.text))
        if LessonRules.isExperiment(command) { experiments.append(command) }
      }
    }
    judgeDue = true
    return effects
  }

  /// Checks every condition of the task on the scene as it stands: all met is a correct answer,
  /// else the conditions still unmet.
  mutating func judgeTask(_ q: Question) -> [TutorEffect] {
    let effects: [TutorEffect] = []
    guard !experiments.isEmpty else { return effects }
    var probe = session
    guard case .success(let check) = Grader<Engine>.check(q, before: scriptStates, on: &probe) else {
      return effects
    }
    guard check.holds else {
      let words = Explanation(language: lesson.language)
      let unmet =
        check.goals.filter { !$0.reached }.map { "✗ " + $0.observed } + check.broken.map(words.broken)
      return effects + [.notice(.taskProgress(unmet: unmet))]
    }
    return effects + handIn(q)
  }

  /// Grades the task on the scene as the learner left it, never on a replay of what they typed (a
  /// class pasted again runs in the views made before it, as in `viewlab run`). A wrong answer
  /// keeps that scene and the classes pasted into it: the learner goes on from there.
  mutating func handIn(_ q: Question) -> [TutorEffect] {
    var probe = session
    let result = Grader<Engine>.gradeTask(
      q, before: scriptStates, on: &probe, applied: experiments.count, language: lesson.language)
    return answered(result, to: q)
  }
}
