import Testing

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
}
