import Testing
import ViewLabLanguage
import ViewLabTutor

/// A misconception's hint reaches the learner through a real lesson: the JSON line's `hint` in
/// scripted play, the "Hint:" notice after a first wrong try interactively.
struct MisconceptionLessonTests {
  static func lesson(_ language: Language) -> Lesson {
    Fixtures.library.lessons.first { $0.id == "frame-bounds-center" && $0.language == language }!
  }

  /// The lesson's model answers, with green's bounds typed where its (translated) frame is asked.
  static func answers(_ lesson: Lesson) -> (answers: [String], index: Int) {
    var answers = ModelAnswers<ConsoleEngine>.answers(for: lesson)
    let index = lesson.questions.firstIndex { $0.id == "green-frame-translated" }!
    answers[index] = "0, 0, 100, 60"
    return (answers, index)
  }

  @Test(arguments: [
    (Language.en, "You gave green.bounds = (0, 0, 100, 60)"),
    (.zhHans, "你给的是 green.bounds = (0, 0, 100, 60)"),
  ])
  func scriptedPlayPutsTheTailoredHintInTheJSON(_ language: Language, _ start: String) {
    let lesson = Self.lesson(language)
    let (answers, index) = Self.answers(lesson)
    let result = Play.json(lesson, answers: answers)
    #expect(result.grades.count == answers.count)
    for (i, grade) in result.grades.enumerated() {
      #expect(grade.correct == (i != index))
      guard i == index else { continue }
      let hint = grade.json["hint"]?.stringValue ?? ""
      #expect(hint.hasPrefix(start), "\(hint)")
      #expect(hint.contains("red"), "names the superview")
      #expect(hint != lesson.questions[index].hint)
    }
  }

  @Test func anUnrelatedWrongAnswerKeepsTheQuestionsHint() {
    let lesson = Self.lesson(.en)
    var (answers, index) = Self.answers(lesson)
    answers[index] = "1 2 3 4"
    let grade = Play.json(lesson, answers: answers).grades[index]
    #expect(grade.json["hint"]?.stringValue == lesson.questions[index].hint)
  }

  @Test func interactiveHintAfterAFirstWrongTryIsTheTailoredOne() {
    let lesson = Self.lesson(.en)
    let (answers, index) = Self.answers(lesson)
    var player = LessonPlayer<ConsoleEngine>(lesson: lesson, mode: .interactive)
    var effects = player.start()
    for answer in answers.prefix(index) { effects = player.handle(answer) }
    effects = player.handle(answers[index])
    let hints = effects.compactMap { effect -> String? in
      if case .notice(.hint(let h)) = effect { return h } else { return nil }
    }
    #expect(hints.count == 1)
    #expect(hints.first?.hasPrefix("You gave green.bounds = (0, 0, 100, 60)") == true, "\(hints)")
  }
}
