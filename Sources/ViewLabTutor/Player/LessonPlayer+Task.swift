extension LessonPlayer {
  /// Interactively a task is built up line by line: each line's commands are applied (unless refused)
  /// and the goal is checked; reaching it is a correct answer. `done` gives up and grades.
  mutating func taskStep(_ line: String, question q: Question) -> [TutorEffect] {
    var effects: [TutorEffect] = []
    let names = q.only == nil ? [] : session.viewNames()
    for command in AnswerReader.splitCommands(line) {
      if let why = LessonRules.refusal(command, only: q.only, names: names) {
        return effects + [.notice(.refused(why))]
      }
      let reply = session.run(command)
      effects.append(.engineOutput(reply.text))
      guard reply.ok else { return effects }
      if !LessonRules.queryVerbs.contains(LessonRules.verb(command)) { experiments.append(command) }
    }
    guard !experiments.isEmpty, let goal = q.goal else { return effects }
    var probe = session
    guard case .success(let (reached, _, _)) = Grader<Engine>.checkGoal(goal, line: q.line, on: &probe) else {
      return effects
    }
    guard reached else { return effects + [.notice(.taskProgress(goalReached: false))] }
    let commands = experiments.joined(separator: "; ")
    return effects + answer(commands, to: q)
  }
}
