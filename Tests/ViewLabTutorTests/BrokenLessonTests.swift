import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// Each folder under Broken/ is a lessons folder with one mistake; `lessons check` must report
/// exactly that mistake at the right file:line.
@Suite struct BrokenLessonTests {
  static let cases: [(folder: String, expected: String)] = [
    (
      "answer-disagrees",
      "en/01-t.md:20: answer '(100, 100)' disagrees with the engine, which says '(120, 90)'"
    ),
    ("bad-scene-line", "en/01-t.md:10: scene: expected H (height), but the line ends here"),
    ("bad-yaml", "en/01-t.md:18: bad YAML: while parsing a flow sequence, did not find expected ',' or ']'"),
    ("choice-out-of-range", "en/01-t.md:19: answer 'C' is not one of the 2 choices"),
    ("concept-without-explanation", "en/01-t.md:14: missing field 'explanation'"),
    ("duplicate-lesson", "en/02-t.md:1: duplicate lesson id 't' (also in en/01-t.md)"),
    ("duplicate-question", "en/01-t.md:24: duplicate question id 'q'"),
    ("field-missing", "en/01-t.md:18: 'inside red 10 10' gives no field 'frame'"),
    ("unknown-field", "en/01-t.md:18: 'middle' is not a field the engine computes"),
    ("file-name", "en/01-other.md:1: the file name should be NN-t.md for lesson id 't'"),
    ("glossary", "zh-Hans/01-t.md:3: glossary: write 响应者链, not 响应链 (responder chain)"),
    ("kind-does-not-fit", "en/01-t.md:18: field 'center' is [120,90], which a 'hit' answer cannot hold"),
    ("missing-front-matter", "en/01-t.md:1: a lesson starts with YAML front matter between '---' lines"),
    ("missing-hint", "en/01-t.md:14: missing field 'hint'"),
    ("missing-order", "en/01-t.md:1: missing field 'order'"),
    (
      "not-a-query",
      "en/01-t.md:18: 'add blue' is not a question command (tap, hittest, inside, convert, explain, why)"
    ),
    ("query-error", "en/01-t.md:18: query: unknown view 'blue'"),
    (
      "task-goal-already-met",
      "en/01-t.md:18: the goal already holds before the learner changes anything: tap 30 50 → hit = red"
    ),
    (
      "task-misses-goal",
      "en/01-t.md:19: the model answer does not reach the goal: wanted hit = window, got tap 30 50 → hit = red"
    ),
    (
      "task-outside-only",
      "en/01-t.md:24: the model answer is refused: hide red: you may change only blue; this changes red"
    ),
    (
      "translation-choices",
      "zh-Hans/01-t.md:27: differs from the English lesson: number of choices of 'c' is '3', English has '2'"
    ),
    ("translation-orphan", "zh-Hans/02-t.md:1: no English lesson with this file name"),
    (
      "translation-query",
      "zh-Hans/01-t.md:18: differs from the English lesson: query of 'q' is 'tap 30 50', English has 'explain red'"
    ),
    (
      "translation-scene",
      "zh-Hans/01-t.md:11: differs from the English lesson: scene block differs from English's (line 11)"
    ),
    ("unknown-command", "en/01-t.md:12: scene: unknown command 'ad'"),
    ("unknown-key", "en/01-t.md:19: unknown field 'hnit'"),
    (
      "unknown-kind",
      "en/01-t.md:16: unknown kind 'colour' (expected one of: hit, point, rect, number, chain, yesno, choice, task, explain)"
    ),
    ("unterminated-block", "en/01-t.md:14: ```question block has no closing ```"),
    ("unterminated-front-matter", "en/01-t.md:1: front matter has no closing '---'"),
  ]

  @Test(arguments: cases)
  func brokenLessonIsReportedAtItsLine(folder: String, expected: String) {
    let root = joinPath(Fixtures.brokenFolder, folder)
    let found = LessonChecker<ConsoleEngine>.checkFolder(root, files: LocalSystem()).problems.map {
      $0.description.replacing(Fixtures.brokenFolder + "/", with: "").replacing(folder + "/", with: "")
    }
    #expect(found.first?.hasPrefix(expected) == true, "\(found)")
    #expect(found.count == 1 || ["translation-query", "glossary"].contains(folder), "\(found)")
  }

  /// A translation folder alone is checked against its English sibling.
  @Test func translationFolderIsComparedWithItsEnglishSibling() {
    let folder = joinPath(Fixtures.brokenFolder, "translation-choices/zh-Hans")
    let (checked, problems) = LessonChecker<ConsoleEngine>.checkFolder(folder, files: LocalSystem())
    #expect(checked == 1)
    #expect(problems.map(\.line) == [27])
  }

  @Test func everyBrokenFolderHasACase() {
    let folders = LocalSystem().list(Fixtures.brokenFolder) ?? []
    #expect(folders == Self.cases.map(\.folder).sorted())
  }
}
