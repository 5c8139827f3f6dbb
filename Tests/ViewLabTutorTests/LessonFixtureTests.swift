import Testing
import ViewLabTutor

/// Every lesson file is a test fixture (docs/LESSON-FORMAT.md): it checks clean, its model answers all grade
/// correct, and wrong answers all grade wrong with an explanation.
@Suite struct LessonFixtureTests {
  @Test func lessonsFolderLoadsWithoutProblems() {
    #expect(Fixtures.library.diagnostics.map(\.description) == [])
  }

  @Test func lessonsCheckClean() {
    let problems = LessonChecker<ConsoleEngine>.check(Fixtures.library)
    #expect(problems.map(\.description) == [])
  }

  @Test(arguments: Fixtures.lessonFiles)
  func modelAnswersAllGradeCorrect(file: String) {
    let lesson = Fixtures.lesson(file)
    let answers = ModelAnswers<ConsoleEngine>.answers(for: lesson)
    let result = Play.json(lesson, answers: answers)
    #expect(result.grades.count == lesson.questions.count)
    for (grade, answer) in zip(result.grades, answers) {
      #expect(
        grade.correct,
        "\(file) \(grade.questionID): model answer '\(answer)' graded wrong: \(grade.explanation)")
      // A right answer teaches too: a short why, and the whole explanation behind `why`.
      #expect(!grade.brief.isEmpty, "\(file) \(grade.questionID): no short why after a right answer")
      #expect(!grade.explanation.isEmpty, "\(file) \(grade.questionID): no explanation")
    }
    #expect(
      result.summary
        == LessonSummary(
          lesson: lesson.id, title: lesson.title, correct: lesson.questions.count,
          total: lesson.questions.count, missed: []))
  }

  @Test(arguments: Fixtures.lessonFiles)
  func wrongAnswersAllGradeWrongWithExplanations(file: String) {
    let lesson = Fixtures.lesson(file)
    let answers = WrongAnswers<ConsoleEngine>.answers(for: lesson)
    let result = Play.json(lesson, answers: answers)
    #expect(result.grades.count == lesson.questions.count)
    for (grade, answer) in zip(result.grades, answers) {
      #expect(!grade.correct, "\(file) \(grade.questionID): wrong answer '\(answer)' graded correct")
      #expect(!grade.explanation.isEmpty, "\(file) \(grade.questionID): no explanation")
      if let q = lesson.questions.first(where: { $0.id == grade.questionID }), q.query != nil {
        #expect(grade.explanation.split(separator: "\n").count > 2, "\(file) \(q.id): no engine reasoning")
      }
    }
    #expect(result.summary?.correct == 0)
  }
}
