import ViewLabTutor

/// Plays lessons in tests, the way `viewlab lesson ID --json` does.
enum Play {
  struct Result {
    var grades: [Grade] = []
    var summary: LessonSummary?
    var effects: [TutorEffect] = []
  }

  static func json(_ lesson: Lesson, answers: [String]) -> Result {
    run(LessonPlayer<ConsoleEngine>(lesson: lesson, mode: .scripted), answers)
  }

  static func run<E>(_ player: LessonPlayer<E>, _ lines: [String]) -> Result {
    var player = player
    var effects = player.start()
    for line in lines { effects += player.handle(line) }
    effects += player.endOfInput()
    var result = Result(effects: effects)
    for effect in effects {
      if case .graded(let g, _) = effect { result.grades.append(g) }
      if case .summary(let s) = effect { result.summary = s }
    }
    return result
  }
}

/// A certainly-wrong answer to each question, derived from the right one.
enum WrongAnswers<Engine: SceneEngine> {
  static func answers(for lesson: Lesson) -> [String] {
    lesson.questions.enumerated().map { index, q in
      guard
        case .success(let e) = Grader<Engine>.expectation(for: q, scene: lesson.sceneScript(before: index))
      else { return "?" }
      return wrong(e.answer, question: q)
    }
  }

  static func wrong(_ answer: Answer?, question q: Question) -> String {
    switch answer {
    case .view(nil)?: return "window"
    case .view?: return "nil"
    case .point(let x, let y)?: return Answer.point(x + 1, y - 1).typed
    case .rect(let x, let y, let w, let h)?: return Answer.rect(x + 1, y, w, h + 1).typed
    case .number(let n)?: return Answer.number(n + 1).typed
    case .chain(let names)?: return Answer.chain(names + ["window"]).typed
    case .bool(let b)?: return Answer.bool(!b).typed
    case .choice(let i)?: return Answer.letter((i + 1) % max(q.choices.count, 2))
    case .commands?, nil: return "tree"
    case .spoken?: return "it uses hitTest"
    }
  }
}
