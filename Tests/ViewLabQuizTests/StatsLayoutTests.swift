import Testing
import ViewLabLanguage

@testable import ViewLabTutor

/// `stats` and the quiz summary: every topic's bar starts in the same column, in both languages.
@Suite struct StatsLayoutTests {
  @Test(arguments: Language.allCases)
  func barsStartInOneColumn(language: Language) {
    var state = ReviewState()
    for (i, skill) in Skill.all.enumerated() {
      state.record(questionID: "q\(i)", skill: skill, correct: i % 2 == 0, at: 1000)
    }
    let text = StatsRenderer.text(state, now: 2000, language: language)
    let bars = text.split(separator: "\n").filter { $0.contains("█") || $0.contains("░") }
    #expect(bars.count == QuizTopic.allCases.count)
    let columns = Set(bars.map { line in String(line.prefix { $0 != "█" && $0 != "░" }).columns })
    #expect(columns.count == 1, "\(bars)")
  }
}
