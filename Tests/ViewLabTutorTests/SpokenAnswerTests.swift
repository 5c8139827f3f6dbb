import Testing
import ViewLabLanguage
import ViewLabTestSupport

@testable import ViewLabTutor

/// Spoken (`explain`) answers: key points matched as people say them, in either language, and never
/// through a negation; every shipped spoken question's model answer meets all of its points in both
/// languages; a vague or negated answer misses the points it does not make.
@Suite struct SpokenAnswerTests {
  /// (what the learner said, a phrasing, whether it counts).
  @Test(arguments: [
    ("hitTest goes front to back", "front to back", true),
    ("HITTEST GOES FRONT-TO-BACK", "front to back", true),
    ("it walks the subviews front to back", "front to back", true),
    ("hitTest does not go front to back", "front to back", false),
    ("it doesn't go front to back", "front to back", false),
    ("It never walks front to back.", "front to back", false),
    ("not back to front; front to back", "back to front", false),
    ("No, it is hidden", "hidden", true),
    ("it is not hidden", "hidden", false),
    ("the frontmost subview", "front", false),
    ("it asks the subviews", "subview", true),
    ("it is subviewed", "view", false),
    ("从后往前遍历子视图", "从后往前", true),
    ("hitTest 不是从后往前遍历的", "从后往前", false),
    ("它并不会从后往前问", "从后往前", false),
    ("没有从后往前", "从后往前", false),
    ("不仅从后往前，还会先看 bounds", "从后往前", true),
    ("不能交互的视图会被跳过", "跳过", true),
    ("不能交互的视图会被跳过", "不能交互", true),
    ("倒序 遍历 subviews", "倒序遍历 subviews", true),
    ("倒序遍历subviews", "倒序遍历 subviews", true),
    ("ｈｉｔＴｅｓｔ　从后往前", "hittest", true),
    ("先调用 point（inside：with：）", "point(inside", true),
    ("沿响应链往上", "响应者链", true),
    ("hit test goes down", "hittest", true),
    ("it is not about converting", "convert", false),
    ("I would not set cancelsTouchesInView to false", "cancelsTouchesInView to false", false),
    ("不要把 cancelsTouchesInView 设为 false", "cancelsTouchesInView 设为 false", false),
    ("you do not need to override hitTest", "override", false),
    ("return super's answer", "super", true),
    ("cancelsTouchesInView 设成 false 就好", "cancelsTouchesInView 设成 false", true),
    ("把 cancelsTouchesInView 设成 false", "cancelsTouchesInView 设为 false", false),
  ])
  func phrasings(said: String, phrasing: String, counts: Bool) {
    #expect(SpokenText(said).says(phrasing) == counts, "\(said) ~ \(phrasing)")
  }

  /// Every spoken question the learner can meet: lesson 16's in both files, and the concept bank's in
  /// both languages.
  static var spokenQuestions: [(id: String, language: Language, rubric: SpokenRubric, model: String)] {
    let lessons = Fixtures.library.lessons.flatMap { lesson in
      lesson.questions.compactMap { q in
        q.spoken.map { (q.id, lesson.language, $0, q.answer ?? "") }
      }
    }
    let bank = Language.allCases.flatMap { language in
      ConceptBank.shipped.spokenQuestions(language).map { q in
        (q.id, language, q.spoken!, q.modelAnswer)
      }
    }
    return lessons + bank
  }

  @Test func theShippedSpokenQuestionsAreThere() {
    let lesson16 = Fixtures.library.lessons.filter { $0.order == 16 }
    #expect(lesson16.count == 2)
    for lesson in lesson16 { #expect(lesson.questions.filter { $0.kind == .explain }.count >= 3) }
    let topics = Set(ConceptBank.shipped.spoken.compactMap { $0.spoken?.interviewTopic })
    #expect(topics == Set(QuizTopic.interviewTopics), "one spoken question per mock interview topic")
  }

  @Test func everyModelAnswerMeetsEveryPoint() {
    let all = Self.spokenQuestions
    #expect(all.count >= 18)
    for q in all {
      let result = q.rubric.grade(q.model)
      #expect(result.missed.isEmpty && result.passed, "\(q.id) (\(q.language)): \(result.missed)")
      #expect(q.rubric.points.count >= 3, "\(q.id): several points per question")
      for point in q.rubric.points {
        #expect(!point.phrasingsEN.isEmpty && !point.phrasingsZH.isEmpty, "\(q.id): \(point.en)")
      }
    }
  }

  /// "It uses hitTest" names no rule: it fails every question, and meets at most one point.
  @Test func aVagueAnswerMissesTheNamedPoints() {
    for q in Self.spokenQuestions {
      for vague in ["it uses hitTest", "用 hitTest 就行", "I'm not sure, something with views"] {
        let result = q.rubric.grade(vague)
        #expect(!result.passed, "\(q.id): '\(vague)' passed")
        #expect(result.points.filter(\.met).count <= 1, "\(q.id): '\(vague)' \(result.points.map(\.met))")
      }
    }
  }

  @Test(arguments: [
    (
      "say-hittest",
      "hitTest does not go front to back, it does not call point(inside:with:), and a hidden view is still asked.",
      "subviews are asked front to back, the last added first"
    ),
    (
      "say-hittest",
      "hitTest 不是从后往前遍历的，也不会调用 point(inside:with:)。",
      "subviews are asked front to back, the last added first"
    ),
    (
      "say-view-and-layer", "The layer does not draw anything and the view never handles touches.",
      "the layer draws and animates the content (Core Animation)"
    ),
  ])
  func aNegatedAnswerMisses(id: String, said: String, missedPoint: String) throws {
    let q = try #require(ConceptBank.shipped.spokenQuestions(.en).first { $0.id == "concepts-\(id)" })
    let result = q.spoken!.grade(said)
    #expect(!result.passed)
    #expect(result.missed.contains(missedPoint), "\(result.missed)")
  }

  @Test func thePassRuleIsStatedAndApplied() throws {
    let q = try #require(ConceptBank.shipped.spokenQuestions(.en).first { $0.id == "concepts-say-hittest" })
    #expect(q.spoken?.pass == .atLeast(3))
    // Three of four points: the order, the refusals, point(inside:) — but not what is returned.
    let three =
      "Hidden views are skipped, then point(inside:with:) is checked, then the subviews front to back."
    #expect(q.spoken!.grade(three).passed)
    #expect(q.spoken!.grade(three).missed.count == 1)
    #expect(!q.spoken!.grade("Hidden views are skipped; subviews front to back.").passed)
  }

  /// The reply lists points met and missed in the learner's language, then the model answer.
  @Test func theReplyListsPointsThenTheModelAnswer() throws {
    let lesson = try #require(
      Fixtures.library.lessons.first { $0.order == 16 && $0.language == .zhHans })
    let index = try #require(lesson.questions.firstIndex { $0.id == "say-badge-fix" })
    let q = lesson.questions[index]
    let grade = try Grader<ConsoleEngine>.grade(
      "在 card 上重写 hitTest 就行", question: q, scene: lesson.sceneScript(before: index), language: .zhHans
    ).get()
    #expect(!grade.correct)
    #expect(grade.points?.map(\.met) == [true, true, false, false])
    let lines = grade.explanation.split(separator: "\n").map(String.init)
    #expect(lines[0] == "要点：说到 2 个，共 4 个（至少说到 3 个）。")
    #expect(lines[1].hasPrefix("✓ 重写 point(inside:with:)") && lines[3].hasPrefix("✗ 点落在角标里"))
    #expect(lines.contains("参考回答："))
    #expect(grade.explanation.hasSuffix(q.answer!))
    guard case .object(let fields) = grade.json else { Issue.record("not an object"); return }
    #expect(fields.map(\.0).contains("points"))
  }

  /// `lessons check` reports a point without Chinese phrasings and a model answer that misses a point.
  @Test func theCheckerHoldsRubricsToTheirModelAnswers() {
    let yaml = """
      concepts:
        - id: say-x
          kind: explain
          topic: hit-test
          level: 1
          prompt: {en: Say it, zh-Hans: 说出来}
          points:
            - point: {en: front to back, zh-Hans: 从后往前}
              say: {en: [front to back], zh-Hans: [从后往前]}
            - point: {en: refusals, zh-Hans: 拒绝}
              say: {en: [hidden], zh-Hans: []}
          answer: {en: It goes front to back., zh-Hans: 它从前往后。}
          explanation: {en: "Rule: x", zh-Hans: 规则：x}
          source: UIView › hitTest(_:with:)
      """
    let (_, problems) = ConceptBank.check([ConceptSource(path: "c/07-spoken.yaml", text: yaml)])
    let messages = problems.map(\.description)
    #expect(messages.contains { $0.contains("'points.say' has no 'zh-Hans' text") }, "\(messages)")
    let lesson = """
      ---
      id: t
      title: T
      order: 1
      summary: s
      ---

      ```question
      id: q
      kind: explain
      prompt: Say it
      hint: h
      answer: It goes back to front.
      points:
        - point: {en: front to back, zh-Hans: 从后往前}
          say: {en: [front to back], zh-Hans: [从后往前]}
      ```
      """
    let loaded = Fixtures.load(lesson)
    #expect(loaded != nil)
    let failures = loaded.map { LessonChecker<ConsoleEngine>.check($0) } ?? []
    #expect(failures.map(\.problem) == [.modelAnswerMissesPoints(language: "", points: ["front to back"])])
  }
}
