import Testing
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor

/// Whole lesson sessions, input → exact screen output, kept under Golden/. Set
/// `VIEWLAB_RECORD=1` to re-record after an intended change (`Golden`), then review the diff.
@Suite struct GoldenTranscriptTests {
  static let sessions: [(name: String, mode: LessonPlayer<ConsoleEngine>.Mode, json: Bool, input: [String])] =
    [
      (
        "play-interactive", .interactive, false,
        ["tap 40 60", "hide blue", "red", "window", "help", "skip", "hide red", "hide blue"]
      ),
      ("play-json", .scripted, true, ["blue", "yes", "hide blue; front red"]),
    ]

  @Test(arguments: sessions.map(\.name))
  func transcript(name: String) throws {
    let session = Self.sessions.first { $0.name == name }!
    var driver = LessonDriver(
      player: LessonPlayer<ConsoleEngine>(lesson: LessonPlayerTests.lesson, mode: session.mode),
      json: session.json)
    var input = session.input[...]
    var screen = ""
    _ = driver.run(
      read: {
        let line = input.popFirst()
        if let line, !session.json { screen += "› \(line)\n" }
        return line
      },
      write: { screen += $0 + "\n" }, save: { _ in })
    Golden.check(screen, against: joinPath(Fixtures.root, "Tests/ViewLabTutorTests/Golden", name + ".txt"))
  }
}
