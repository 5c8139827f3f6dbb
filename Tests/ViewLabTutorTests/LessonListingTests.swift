import Testing
import ViewLabLanguage
import ViewLabRendering

@testable import ViewLabTutor

/// The lesson list at the REPL prompt wraps to the terminal with a hanging indent under the id,
/// and the stats hint names the command as it is typed where it is shown.
@Suite struct LessonListingTests {
  static let lessons = [
    Lesson(
      id: "frame-bounds-center", title: "frame, bounds and center: three views of one rectangle", order: 1,
      summary:
        "Why frame is computed from center, bounds and transform, and what changes when a view is rotated.",
      language: .en, file: "01-frame-bounds-center.md", blocks: []),
    Lesson(
      id: "anchor-point", title: "锚点与 position：旋转和缩放都绕着锚点进行", order: 12,
      summary: "锚点（anchorPoint）决定视图的哪一个点放在 position 上；改变锚点时，position 不变，frame 会跟着移动。",
      language: .zhHans, file: "12-anchor-point.md", blocks: []),
  ]

  @Test(arguments: [40, 70, 80, 110])
  func wrapsUnderTheID(_ width: Int) {
    let lines = LessonListing.text(Self.lessons, progress: LearnerProgress(), width: width)
      .split(separator: "\n").map(String.init)
    #expect(lines.allSatisfy { $0.terminalColumns <= width }, "\(lines)")
    // Every line but an entry's first continues under the id, six columns in.
    let firsts = lines.filter { !$0.hasPrefix("      ") }
    #expect(firsts.count == 2, "\(lines)")
    #expect(lines.allSatisfy { $0.hasPrefix("      ") || $0.hasPrefix("   1. ") || $0.hasPrefix("  12. ") })
    #expect(lines.contains { $0.contains("frame-bounds-center") })
  }

  @Test func withoutAWidthTheListIsUnwrapped() {
    let text = LessonListing.text(Array(Self.lessons.prefix(1)), progress: LearnerProgress())
    #expect(
      text
        == "   1. frame-bounds-center  frame, bounds and center: three views of one rectangle (0)\n"
        + "      Why frame is computed from center, bounds and transform, and what changes when a view is rotated."
    )
  }

  /// ✓ finished, … started and left (even before its first answer), blank: never started.
  @Test func marksLessonsLeftMidway() {
    let lesson = Self.lessons[0]
    func mark(_ p: LessonProgress?) -> Character? {
      LessonListing.text([lesson], progress: LearnerProgress(lessons: p.map { [lesson.id: $0] } ?? [:])).first
    }
    #expect(mark(nil) == " ")
    #expect(mark(LessonProgress(position: 0)) == "…")
    #expect(mark(LessonProgress(position: 3)) == "…")
    #expect(mark(LessonProgress(position: 0, completed: true)) == "✓")
  }

  @Test func theStatsHintNamesTheCommandAsTypedThere() {
    let en = Language.en
    let zh = Language.zhHans
    #expect(
      StatsRenderer.text(ReviewState(), now: 0, language: en)
        == "No quiz answers yet. Start with: viewlab quiz")
    #expect(StatsRenderer.text(ReviewState(), now: 0, language: zh) == "还没有答题记录。先试试：viewlab quiz")
    #expect(
      StatsRenderer.text(ReviewState(), now: 0, language: en, inREPL: true)
        == "No quiz answers yet. Start with: quiz")
    #expect(StatsRenderer.text(ReviewState(), now: 0, language: zh, inREPL: true) == "还没有答题记录。先试试：quiz")
  }
}
