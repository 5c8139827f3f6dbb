import Testing
import ViewLabLanguage
import ViewLabTestSupport
import ViewLabTutor

/// No input may crash the tutor: random lesson files and answers, from a seeded generator so any
/// failure replays.
@Suite struct RobustnessTests {
  static let pieces = [
    "---\n", "```scene\n", "```question\n", "```\n", "id: q\n", "kind: hit\n", "kind: task\n", "prompt: p\n",
    "query: tap 1 2\n", "field: hit\n", "hint: h\n", "answer: [a, b\n", "goal: {query: \"tap 1 2\"}\n",
    "add red 0 0 10 10\n", "add\n", ": : :\n", "\t- - x\n", "\u{0}", "é中", "{[(", "\n", "  ", "\r\n",
  ]

  @Test(arguments: 0..<8)
  func randomLessonsLoadOrFailWithDiagnostics(seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    for _ in 0..<40 {
      let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)!
      }
      .joined()
      switch LessonLoader.load(text, file: "r.md", language: .en) {
      case .success(let lesson):
        _ = LessonChecker<ConsoleEngine>.check(lesson)
        var player = LessonPlayer<ConsoleEngine>(lesson: lesson, mode: .interactive)
        _ = player.start()
        for piece in Self.pieces.prefix(12) { _ = player.handle(piece) }
      case .failure(let problems):
        #expect(!problems.all.isEmpty)
        #expect(problems.all.allSatisfy { $0.line >= 1 })
      }
    }
  }

  @Test(arguments: AnswerKind.allCases)
  func randomAnswersNeverCrash(kind: AnswerKind) {
    var rng = SeededRandom(seed: 7)
    let alphabet = Array("abcXYZ019 ,.-()[]{}→>;:\n\u{0}中nilyesno")
    for _ in 0..<200 {
      let text = String(
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
      _ = AnswerReader.read(text, as: kind, choices: ["one", "two"])
    }
    _ = AnswerReader.read(String(repeating: "a → ", count: 10_000), as: kind)
  }

  @Test func deepJSONIsRefusedNotCrashed() {
    #expect(JSONValue(parsing: String(repeating: "[", count: 100_000)) == nil)
  }
}
