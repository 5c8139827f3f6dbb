import Testing
import ViewLabLanguage
import ViewLabTutor

/// Tasks check what their prompts say: every fix a prompt allows is graded right, every loophole it
/// forbids is graded wrong (the files' own `loopholes:` are checked by `lessons check` too), and
/// `only` judges creating, removing and changing alike.
@Suite struct TaskConstraintTests {
  /// (lesson id, task id, the learner's commands, graded correct?)
  static let cases: [(String, String, String, Bool)] = [
    // The anchor is the lesson: any anchor that puts door over the point, pasted code too.
    ("position-anchor", "reach-door", "anchor door 0 0", true),
    ("position-anchor", "reach-door", "anchor door 0 0.5", true),
    ("position-anchor", "reach-door", "anchor door -0.5 0.5", true),
    ("position-anchor", "reach-door", "door.layer.anchorPoint = CGPoint(x: 0, y: 0)", true),
    ("position-anchor", "reach-door", "center door 300 120", false),
    ("position-anchor", "reach-door", "frame door 200 100 120 80", false),
    ("position-anchor", "reach-door", "transform door translate 100 0", false),
    ("position-anchor", "reach-door", "expand door 100", false),
    ("position-anchor", "reach-door", "anchor door 0 0; position door 200 100", true),
    ("position-anchor", "reach-door", "add helper 0 0 10 10", false),
    // Any way of taking green out of the way is a fix; changing blue is not allowed.
    ("hittest-order", "reach-blue", "hide green", true),
    ("hittest-order", "reach-blue", "interaction green off", true),
    ("hittest-order", "reach-blue", "alpha green 0", true),
    ("hittest-order", "reach-blue", "back green", true),
    ("hittest-order", "reach-blue", "window.sendSubviewToBack(green)", true),
    ("hittest-order", "reach-blue", "green.isHidden = true", true),
    ("hittest-order", "reach-blue", "remove green", true),
    ("hittest-order", "reach-blue", "front blue", false),
    ("hittest-order", "reach-blue", "add cover 0 0 375 667", false),
    ("hittest-order", "reach-blue", "add helper 0 0 1 1 to green", false),
    ("refusing-touches", "fix-image-view", "interaction photo on", true),
    ("refusing-touches", "fix-image-view", "photo.isUserInteractionEnabled = true", true),
    ("refusing-touches", "fix-image-view", "interaction buy on", false),
    // badge stays where it is: only a bigger touch area for panel will do.
    ("outside-the-parent", "make-badge-work", "frame panel 40 100 240 200", true),
    ("outside-the-parent", "make-badge-work", "expand panel 40 40", true),
    ("outside-the-parent", "make-badge-work", "frame panel 80 100 200 200", false),
    ("outside-the-parent", "make-badge-work", "bounds panel -40 0 200 200", false),
    // Round, not gone: the button and the rest of the circle still work.
    ("round-button", "round-card", "shape card circle", true),
    ("round-button", "round-card", "hide card", false),
    ("round-button", "round-card", "alpha card 0", false),
    ("round-button", "round-card", "expand card -20", false),
    ("round-button", "round-card", "redirect card to under", false),
    ("round-button", "round-card", "passthrough card on", false),
    // The notes' chatView: pop hands the touch to its bubble, which stays where it is.
    ("custom-hittest", "build-redirect", "redirect pop to chat", true),
    ("custom-hittest", "build-redirect", "expand pop 0 60", true),
    ("custom-hittest", "build-redirect", "frame pop 100 240 160 104", false),
    ("custom-hittest", "build-redirect", "frame chat 0 0 120 44", false),
  ]

  @Test(arguments: cases)
  func taskIsGradedAsItsPromptSays(lesson id: String, task: String, answer: String, correct: Bool) throws {
    for language in Language.allCases {
      let lesson = try #require(Fixtures.library.lesson(id: id, language: language))
      let index = try #require(lesson.questions.firstIndex { $0.id == task })
      let grade = try Grader<ConsoleEngine>.grade(
        answer, question: lesson.questions[index], scene: lesson.sceneScript(before: index),
        language: language
      ).get()
      #expect(grade.correct == correct, "\(language) \(task): '\(answer)' → \(grade.explanation)")
      #expect(!grade.explanation.isEmpty)
    }
  }

  @Test func everyTaskListsItsLoopholes() {
    for lesson in Fixtures.library.lessons {
      for q in lesson.questions where q.kind == .task {
        #expect(!q.loopholes.isEmpty, "\(lesson.file) \(q.id) names no loophole it closes")
      }
    }
  }

  /// `only` refuses creating a view as it refuses removing one, so a learner is never stuck with a
  /// helper view they may not take away.
  @Test func onlyRefusesCreatingAndRemovingAlike() throws {
    var engine = ConsoleEngine()
    _ = engine.run("add door 100 200 120 80")
    _ = engine.run("add helper 0 0 10 10")
    for line in ["add extra 0 0 10 10", "remove helper", "frame helper 1 1 1 1", "add x 0 0 1 1 to door"] {
      guard case .refused(let why) = LessonRules.attempt(line, only: ["door"], on: &engine) else {
        Issue.record("'\(line)' was not refused")
        continue
      }
      #expect(why.message(language: .en).hasPrefix("you may change only door; this "))
      #expect(why.message(language: .zhHans).hasPrefix("这题只能改动 door"))
    }
    guard case .ran = LessonRules.attempt("hide door", only: ["door"], on: &engine) else {
      Issue.record("hide door was refused")
      return
    }
  }

  @Test func aBrokenKeepIsNamedWithItsValues() throws {
    let lesson = try #require(Fixtures.library.lesson(id: "position-anchor", language: .en))
    let index = try #require(lesson.questions.firstIndex { $0.id == "reach-door" })
    let grade = try Grader<ConsoleEngine>.grade(
      "center door 300 120", question: lesson.questions[index], scene: lesson.sceneScript(before: index)
    ).get()
    #expect(grade.explanation.contains("door.position changed from (200, 100) to (300, 120)"))
  }
}
