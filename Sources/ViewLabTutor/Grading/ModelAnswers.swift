/// `viewlab lessons answers ID`: each question's model answer exactly as a learner would type it —
/// the engine's answer for scene questions, the file's for concept questions, a task's commands
/// joined by `; `.
public enum ModelAnswers<Engine: SceneEngine> {
  public static func answers(for lesson: Lesson) -> [String] {
    lesson.questions.enumerated().map { index, q in
      switch Grader<Engine>.expectation(for: q, scene: lesson.sceneScript(before: index)) {
      case .success(let e): return e.typed
      case .failure: return q.answer ?? ""
      }
    }
  }
}
