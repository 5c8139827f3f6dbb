import Testing
import ViewLabTutor

@testable import ViewLabTerminal

@Suite struct HistoryLogTests {
  @Test func deduplicatesAndBounds() {
    var log = HistoryLog(limit: 3)
    for line in ["tap 1 2", "tree", "tap 1 2", "draw", "  ", "undo"] { log.add(line) }
    #expect(log.entries == ["tap 1 2", "draw", "undo"])
  }

  @Test func roundTripsThroughTheFileText() {
    let log = HistoryLog(entries: ["add café", "tap 1 2"])
    #expect(HistoryLog(fileText: log.fileText) == log)
    #expect(log.fileText == "# viewlab history\nadd café\ntap 1 2\n")
  }

  @Test(arguments: [
    (["VIEWLAB_HOME": "/v", "XDG_STATE_HOME": "/x", "HOME": "/h"], "/v"),
    (["XDG_STATE_HOME": "/x", "HOME": "/h"], "/x/viewlab"),
    (["VIEWLAB_HOME": "", "HOME": "/h"], "/h/.local/state/viewlab"),
    ([:], nil),
  ])
  func stateDirectory(environment: [String: String], expected: String?) {
    #expect(StateDirectory.path(environment: environment) == expected)
  }

  /// The start path checks the file byte by byte: control bytes and U+FFFD (what reading leaves
  /// where bytes were not UTF-8) mark a foreign file; ordinary non-ASCII text does not.
  @Test(arguments: [
    ("# viewlab history\nadd café 0 0 10 10\nlabel 标题\n", false),
    ("# viewlab history\r\ntap 1 2\r\n\tindented\n", false),
    ("_HiStOrY_V2_\ntap\\0401\n", true),
    ("tap 1 2\n\u{0}\n", true),
    ("tap 1 2\u{1B}[A\n", true),
    ("tap \u{FFFD} 2\n", true),
    ("tap \u{FFFE} \u{EFBF}\n", false),
  ])
  func foreignFiles(text: String, foreign: Bool) {
    #expect(HistoryStore.isForeign(text) == foreign)
  }

  @Test func crlfAndBlankLinesAndTheHeaderAreNotEntries() {
    let log = HistoryLog(fileText: "# viewlab history\r\n\r\ntap 1 2\r\n\n  \ntree\r\r\n")
    #expect(log.entries == ["tap 1 2"])
  }
}
