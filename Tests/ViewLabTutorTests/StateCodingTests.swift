import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport
import ViewLabTutor

/// The state files go through `Codable` on the tutor's own JSON value (no Foundation): what they
/// write is byte for byte what the hand-written codecs wrote, files written before still load,
/// and a value of the wrong type still makes a file unreadable.
@Suite struct StateCodingTests {
  /// A progress file as the hand-written writer wrote it (one lesson per line, keys sorted).
  static let progressFile = """
    {"version":1,"lessons":{
    "first-tap":{"completed":true,"position":3,"outcomes":{"q1":"first","q2":"retry","q3":"missed"},"results":{"q1":true,"q2":true,"q3":false}},
    "frames":{"completed":false,"position":1,"outcomes":{"q1":"skipped"},"results":{"q1":false}}
    }}
    """
  static let progress = LearnerProgress(lessons: [
    "first-tap": LessonProgress(
      position: 3, outcomes: ["q1": .firstTry, "q2": .afterRetry, "q3": .missed], completed: true),
    "frames": LessonProgress(position: 1, outcomes: ["q1": .skipped]),
  ])

  /// A review file as the hand-written writer wrote it.
  static let reviewFile =
    #"{"version":1,"skills":{"hit-test/3":{"ease":2.5,"interval":1,"repetitions":1,"due":176400,"correct":1,"total":1},"concepts/1":{"ease":1.96,"interval":0,"repetitions":0,"due":5,"correct":0,"total":1}},"missed":["concepts-event-queue"],"streak":1,"bestStreak":1,"dayStreak":2,"lastDay":1}"#

  @Test func progressWritesWhatTheOldWriterWroteAndReadsItBack() {
    #expect(Self.progress.fileText == Self.progressFile)
    #expect(LearnerProgress(parsing: Self.progressFile) == Self.progress)
  }

  /// Files the hand-written writers wrote in real sessions (two lessons played, a quiz taken, by the
  /// release binary before the change, kept in StateFiles/): each loads through the stores and
  /// saves back byte for byte.
  @Test func realFilesFromTheEarlierWritersLoadAndSaveUnchanged() throws {
    let folder = TestPaths.inRepository("Tests/ViewLabTutorTests/StateFiles")
    let progressText = try LocalSystem().read(folder + "/progress.json")
    let reviewText = try LocalSystem().read(folder + "/quiz-review.json")
    let files = ScriptedSystem(files: ["/h/progress.json": progressText, "/h/quiz-review.json": reviewText])
    var progressStore = ProgressStore(home: "/h", files: files)
    let (progress, warnings) = progressStore.load()
    #expect(warnings == [] && progress.lessons.count == 2)
    #expect(progressStore.save(progress) == [])
    #expect(files.files["/h/progress.json"] == progressText)
    let reviewStore = ReviewStore(home: "/h", files: files)
    let (state, reviewWarnings) = reviewStore.load()
    #expect(reviewWarnings == [] && !state.skills.isEmpty && !state.missed.isEmpty)
    #expect(reviewStore.save(state) == nil)
    #expect(files.files["/h/quiz-review.json"] == reviewText)
  }

  @Test func progressStoreSavesAtomicallyAndLoadsAnOldFile() {
    let files = ScriptedSystem(files: ["/home/progress.json": Self.progressFile + "\n"])
    var store = ProgressStore(home: "/home", files: files)
    #expect(store.load() == (Self.progress, []))
    #expect(store.save(Self.progress) == [])
    #expect(files.files["/home/progress.json"] == Self.progressFile + "\n")
  }

  @Test func reviewWritesWhatTheOldWriterWroteAndReadsItBack() {
    var s = ReviewState()
    s.record(
      questionID: "concepts-event-queue", skill: Skill(topic: .concepts, difficulty: 1), correct: false, at: 5
    )
    s.record(
      questionID: "hit-test-3-00000000000000aa", skill: Skill(topic: .hitTest, difficulty: 3), correct: true,
      at: 90_000)
    #expect(s.json.text == Self.reviewFile)
    #expect(ReviewState(parsing: Self.reviewFile) == s)
  }

  @Test func reviewForgivesWhatItAlwaysForgave() {
    let loose =
      #"{"version":1,"skills":{},"missed":["a",3,"b"],"streak":2.9,"bestStreak":"x","lastDay":null}"#
    let s = ReviewState(parsing: loose)
    #expect(s?.missed == ["a", "b"] && s?.streak == 2 && s?.bestStreak == 0 && s?.lastDay == nil)
    for broken in [
      #"{"version":2,"skills":{},"missed":[]}"#, #"{"skills":{},"missed":[]}"#,
      #"{"version":1,"skills":{"nope/1":{}},"missed":[]}"#, #"{"version":1,"skills":{},"missed":{}}"#,
      #"{"version":1,"skills":{"concepts/1":{"ease":"2.5","interval":0,"repetitions":0,"due":0,"correct":0,"total":0}},"missed":[]}"#,
      #"{"version":1,"skills":{"concepts/1":{"ease":2.5,"interval":0,"repetitions":1e300,"due":0,"correct":0,"total":0}},"missed":[]}"#,
    ] {
      #expect(ReviewState(parsing: broken) == nil, "\(broken)")
    }
  }

  @Test func progressRefusesWrongTypesAndTakesDefaults() {
    #expect(LearnerProgress(parsing: #"{"lessons":{"a":{"position":2.5}}}"#) == nil)
    #expect(LearnerProgress(parsing: #"{"lessons":{"a":{"outcomes":{"q":"maybe"}}}}"#) == nil)
    #expect(LearnerProgress(parsing: #"{"version":"1"}"#) == nil)
    #expect(LearnerProgress(parsing: #"{"lessons":[]}"#) == nil)
    #expect(
      LearnerProgress(parsing: #"{"extra":[1,2],"lessons":{"a":{"completed":true}}}"#)
        == LearnerProgress(lessons: ["a": LessonProgress(completed: true)]))
  }

  /// Seeded: any progress survives the file, and writing it twice gives the same bytes.
  @Test(arguments: 0..<20) func progressRoundTrips(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var progress = LearnerProgress()
    for lesson in 0..<rng.int(in: 0...4) {
      var outcomes: [String: QuestionOutcome] = [:]
      for q in 0..<rng.int(in: 0...6) { outcomes["q\(q)-\(lesson)"] = rng.pick(QuestionOutcome.allCases) }
      progress.lessons["lesson \"\(lesson)\" é"] = LessonProgress(
        position: rng.int(in: 0...9), outcomes: outcomes, completed: rng.chance(0.5))
    }
    #expect(LearnerProgress(parsing: progress.fileText) == progress)
    #expect(LearnerProgress(parsing: progress.fileText)?.fileText == progress.fileText)
  }

  /// The encoder and decoder on their own: nesting, integers kept exact, a nil optional left out
  /// (as `Codable` synthesizes it: `encodeIfPresent`).
  @Test func valueCodingRoundTripsAndIsStrict() throws {
    struct Sample: Codable, Equatable {
      var name: String
      var count: Int
      var small: UInt8
      var ratio: Double
      var tags: [String]
      var nested: [[Int]]
      var maybe: Int?
      var flags: [String: Bool]
    }
    let sample = Sample(
      name: "卡片 \"a\"", count: -3, small: 7, ratio: 0.1, tags: ["x"], nested: [[1], []], maybe: nil,
      flags: ["on": true])
    let json = try JSONValueEncoder.encode(sample)
    #expect(
      json.text
        == #"{"name":"卡片 \"a\"","count":-3,"small":7,"ratio":0.1,"tags":["x"],"nested":[[1],[]],"flags":{"on":true}}"#
    )
    #expect(try JSONValueDecoder.decode(Sample.self, from: json) == sample)
    #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(Int.self, from: .number(2.5)) }
    #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(UInt8.self, from: .number(300)) }
    #expect(throws: DecodingError.self) { try JSONValueDecoder.decode(String.self, from: .number(1)) }
    #expect(throws: DecodingError.self) { try JSONValueDecoder.decode([Int].self, from: .object([])) }
  }
}
