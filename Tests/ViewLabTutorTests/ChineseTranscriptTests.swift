import Foundation
import Testing
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor

/// A Chinese learner's sessions, input → exact screen output, kept under Golden/ beside the English
/// ones: lesson 7 and a mock interview played with piped answers, right, wrong and unreadable.
/// `VIEWLAB_RECORD=1` re-records; review the diff.
@Suite struct ChineseTranscriptTests {
  static func expectGolden(_ screen: String, _ name: String) throws {
    let path = joinPath(Fixtures.root, "Tests/ViewLabTutorTests/Golden", name + ".txt")
    if ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] != nil {
      try LocalSystem().writeAtomically(path, screen)
    }
    let golden = try LocalSystem().read(path)
    #expect(screen == golden, "re-record with VIEWLAB_RECORD=1 if the change is intended")
  }

  /// `viewlab lesson 7 --lang zh-Hans < answers` at 70 columns: one answer per line; a refused
  /// task command, an unreadable choice and a wrong chain among them.
  @Test func lessonSevenInChinese() throws {
    let lesson = try #require(Fixtures.library.lesson(id: "hittest-order", language: .zhHans))
    var driver = LessonDriver(
      player: LessonPlayer<ConsoleEngine>(lesson: lesson, mode: .scripted), json: false)
    driver.page = { TextPage(width: 70, style: Style(colored: false, language: .zhHans)) }
    var input = ["blue", "hide blue", "7", "blue", "window, blue", "window", "是"][...]
    var screen = ""
    _ = driver.run(
      read: {
        let line = input.popFirst()
        if let line { screen += "› \(line)\n" }
        return line
      },
      write: { screen += $0 + "\n" }, save: { _ in })
    #expect(
      screen.contains("第 1/7 题") && screen.contains("hide blue：这题只能改动 green") && screen.contains("没读懂“7”"))
    // Drawings and trees are made for the page: 70 columns (only the lesson's code is not wrapped).
    let drawn = screen.split(separator: "\n").filter { $0.contains { "┌└├│╎".contains($0) } }
    #expect(!drawn.isEmpty && drawn.allSatisfy { TerminalWidth.of($0) <= 70 })
    try Self.expectGolden(screen, "zh-Hans-lesson-07")
  }

  /// `viewlab quiz --lang zh-Hans --count 5 --seed 3 < answers` at 70 columns: a wrong chain, an
  /// unreadable answer read again, a skip, a right answer and a wrong frame.
  @Test func mockInterviewInChinese() throws {
    let request = QuizPlan.Request(topic: nil, count: 5, seed: 3, language: .zhHans, concepts: .shipped)
    var input = ["panel → window", "7", "sendTapped", "skip", "(150, 390, 120, 120)", "0 0"][...]
    var screen = ""
    var saved = 0
    QuizDriver(request: request, json: false).run(
      QuizDriver.Edge(
        now: { 1_000 },
        read: {
          let line = input.popFirst()
          if let line { screen += "> \(line)\n" }
          return line
        },
        write: { screen += $0 + "\n" }, loadReview: { ReviewState() }, saveReview: { _ in saved += 1 },
        width: { 70 }))
    #expect(saved == 5)
    #expect(screen.contains("第 1/5 题 · 响应者链 · 入门") && screen.contains("无法识别："))
    #expect(screen.contains("得分：2/5"), "\(screen)")
    try Self.expectGolden(screen, "zh-Hans-quiz-mock")
  }
}
