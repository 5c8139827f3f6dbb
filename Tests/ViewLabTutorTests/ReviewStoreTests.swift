import Testing
import ViewLabSystem
import ViewLabTutor

/// The quiz's review file through the tutor's file door, with an in-memory file system.
@Suite struct ReviewStoreTests {
  static func state() -> ReviewState {
    var s = ReviewState()
    s.record(questionID: "q1", skill: Skill(topic: .hitTest, difficulty: 2), correct: false, at: 10)
    return s
  }

  @Test func savesAndLoadsBack() {
    let store = ReviewStore(home: "/home", files: FakeFiles())
    #expect(store.save(Self.state()) == nil)
    let (loaded, warnings) = store.load()
    #expect(warnings.isEmpty)
    #expect(loaded.missed == ["q1"])
  }

  @Test func noFileIsAFreshSchedule() {
    let (loaded, warnings) = ReviewStore(home: "/home", files: FakeFiles()).load()
    #expect(loaded.skills.isEmpty && warnings.isEmpty)
  }

  /// A file this version cannot read is kept beside (`.corrupt-N`), and the schedule starts afresh.
  @Test func corruptFileIsMovedAsideNeverLost() {
    let files = FakeFiles(["/home/quiz-review.json": "{not json"])
    let (loaded, warnings) = ReviewStore(home: "/home", files: files).load()
    #expect(loaded.skills.isEmpty)
    let aside = "/home/quiz-review.json.corrupt-1"
    #expect(warnings == [.reviewCorrupt(path: "/home/quiz-review.json", movedTo: aside)])
    #expect(files.files[aside] == "{not json" && files.files["/home/quiz-review.json"] == nil)
  }

  @Test func readOnlyHomeIsReportedNotFatal() {
    let files = FakeFiles(["/home/quiz-review.json": "{not json"])
    files.writeFailure = .readOnly(path: "")
    let store = ReviewStore(home: "/home", files: files)
    #expect(
      store.load().warnings == [
        .reviewCorruptNotMoved(path: "/home/quiz-review.json", reason: "read-only file system")
      ])
    #expect(
      store.save(Self.state())
        == .reviewCannotSave(path: "/home/quiz-review.json", reason: "read-only file system"))
    #expect(files.files["/home/quiz-review.json"] == "{not json")
  }
}
