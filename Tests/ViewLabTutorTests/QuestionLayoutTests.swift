import Testing
import ViewLabLanguage
import ViewLabRendering
import ViewLabTestSupport
import ViewLabTutor

/// A question wrapped to a narrow terminal keeps reading as one item: its later lines hang two
/// columns in, and no line starts with closing Chinese punctuation.
@Suite struct QuestionLayoutTests {
  static func continuationLines(_ text: String, after head: String) -> [Substring] {
    let lines = text.split(separator: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix(head) }) else { return [] }
    return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("（") && !$0.hasPrefix("> ") })
  }

  @Test func lessonQuestionHangs() throws {
    let lesson = try #require(Fixtures.library.lesson(id: "hittest-order", language: .zhHans))
    var player = LessonPlayer<ConsoleEngine>(lesson: lesson, mode: .scripted)
    let ask = try #require(
      player.start().first { if case .ask = $0 { true } else { false } })
    let text = try #require(
      TutorRenderer.text(ask, TutorText(language: .zhHans), page: TextPage(width: 40)))
    let rest = Self.continuationLines(text, after: "第 1/7 题：")
    #expect(!rest.isEmpty, "\(text)")
    #expect(rest.allSatisfy { $0.hasPrefix("  ") && !"，。、：；）".contains($0.dropFirst(2).first ?? " ") })
  }

  @Test func quizQuestionHangs() {
    var screen = ""
    let request = QuizPlan.Request(topic: .concepts, count: 1, seed: 5, language: .zhHans, concepts: .shipped)
    QuizDriver(request: request, json: false).run(
      QuizDriver.Edge(
        now: { 0 }, read: { nil }, write: { screen += $0 + "\n" }, loadReview: { ReviewState() },
        saveReview: { _ in }, width: { 30 }))
    // The prompt's first line, then its continuations two columns in, up to the first choice or
    // the first line that is not indented (the seed's question may have no choices).
    let lines = Self.continuationLines(screen, after: "第 1/1 题")
    let prompt = lines.prefix(1) + lines.dropFirst().prefix { !$0.hasPrefix("  A. ") && $0.hasPrefix(" ") }
    #expect(prompt.count >= 2 && !prompt[0].hasPrefix(" "), "\(screen)")
    #expect(prompt.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }, "\(screen)")
  }
}
