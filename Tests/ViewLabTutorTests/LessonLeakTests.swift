import Testing
import ViewLabLanguage
import ViewLabRendering
import ViewLabTutor

/// Nothing shows the answer before it is given: for every lesson question in both languages, the
/// text printed since its scene was last shown (that scene and its tree, the prose, the earlier
/// questions on that scene and their feedback) does not contain the question's expected answer. The lesson is played
/// answering each question with its model answer (`viewlab lessons answers ID`).
///
/// Checked for the answers a text can give away: a point, a rectangle, and a list of names (a
/// chain, the events a view got) in the ways lessons write one. A view name or yes/no is not
/// checked: names are on every tree.
struct LessonLeakTests {
  typealias Player = LessonPlayer<ConsoleEngine>

  /// The ways a lesson prints the answer `typed` of `kind`; empty when the kind is not checked.
  static func spellings(_ typed: String, _ kind: AnswerKind) -> [String] {
    switch kind {
    // A spoken question's model answer must not be printed before it either.
    case .point, .rect, .explain: return [typed]
    case .chain:
      let names = typed.components(separatedBy: " → ")
      guard names.count > 1 else { return [] }
      return [" → ", ", ", " ", "、", "，"].map { names.joined(separator: $0) }
    case .hit, .number, .yesno, .choice, .task: return []
    }
  }

  @Test(arguments: Fixtures.lessonFiles)
  func noQuestionShowsItsAnswerBeforeItIsAsked(_ file: String) {
    let lesson = Fixtures.lesson(file)
    let answers = ModelAnswers<ConsoleEngine>.answers(for: lesson)
    var player = Player(lesson: lesson, mode: .interactive)
    let words = TutorText(language: lesson.language)
    let page = TextPage(width: 10_000)
    func text(_ effects: [TutorEffect]) -> String {
      effects.compactMap { TutorRenderer.text($0, words, page: page) }.joined(separator: "\n")
    }
    /// What was printed since the last scene block (a new scene starts the text over).
    func since(_ before: String, _ effects: [TutorEffect]) -> String {
      guard let scene = effects.lastIndex(where: { if case .scene = $0 { true } else { false } }) else {
        return before + "\n" + text(effects)
      }
      return text(Array(effects[scene...]))
    }
    var shown = since("", player.start())
    for (index, question) in lesson.questions.enumerated() {
      for spelling in Self.spellings(answers[index], question.kind) where !spelling.isEmpty {
        #expect(
          !shown.contains(spelling),
          "question \(index + 1) (\(question.id)): its answer \(spelling) is shown before it is asked")
      }
      shown = since(shown, player.handle(answers[index]))
    }
  }
}
