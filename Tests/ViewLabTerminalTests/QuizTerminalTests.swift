import Testing
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor

/// The quiz through its contracts, with the real binary: `quiz --json` on piped answers, `stats` at
/// the REPL prompt, and the live countdown of `--timed` on a pseudo-terminal.
@Suite(.serialized) final class QuizTerminalTests {
  let home = Binary.makeHome()

  deinit {
    // The review file, and anything moved aside.
    Binary.removeHome(home)
  }

  func quiz(_ arguments: [String], answers: [String]) throws -> [JSONValue] {
    let run = try ChildProcess.run(
      Binary.path, arguments: ["quiz", "--json"] + arguments,
      input: answers.map { $0 + "\n" }.joined(), environment: Binary.environment(home: home))
    #expect(run.status == 0)
    return run.output.split(separator: "\n").compactMap { JSONValue(parsing: String($0)) }
  }

  /// "A" every time scores about chance; the letters `expected` named, sent back with the same
  /// seed, are all right: the typed letter maps to the shuffled order the seed reproduces.
  @Test func choicesAreShuffledBySeedAndTheLetterFollowsTheShownOrder() throws {
    let args = ["--topic", "concepts", "--count", "28", "--seed", "9"]
    let gamed = try quiz(args, answers: Array(repeating: "A", count: 28))
    let summary = try #require(gamed.last?["summary"])
    #expect((summary["correct"]?.numberValue ?? 99) <= 0.35 * 28, "\(summary)")
    let expected = gamed.filter { $0["correct"] != nil }.map { $0["expected"]?.text ?? "" }
    #expect(expected.count == 28)
    let replay = try quiz(args, answers: expected)
    #expect(replay.filter { $0["prompt"] != nil } == gamed.filter { $0["prompt"] != nil })
    #expect(replay.last?["summary"]?["correct"] == .number(28))
    // The choices shown are in a drawn order: not the bank's for every question.
    let letters = Set(expected.filter { $0.count == 3 && $0.hasPrefix("\"") })
    #expect(letters.count >= 3, "\(letters)")
  }

  /// `stats` at the `viewlab>` prompt prints what `viewlab stats` prints, and `help` lists it.
  @Test func statsWorksInTheREPL() throws {
    _ = try quiz(["--topic", "hit-test", "--count", "3", "--seed", "4"], answers: ["nobody", "nobody", "x"])
    let env = Binary.environment(home: home, ["LANG": "C", "NO_COLOR": "1"])
    let alone = try ChildProcess.run(
      Binary.path, arguments: ["stats", "--no-color"], input: "", environment: env)
    #expect(alone.output.contains("Hit-testing") && !alone.output.contains("hit-test/"))
    let terminal = try PseudoTerminal(Binary.path, arguments: ["--no-color"], environment: env)
    try terminal.type("stats\r")
    try terminal.waitFor("Accuracy by topic")
    try terminal.type("help\r")
    try terminal.waitFor("stats ")
    try terminal.type("quit\r")
    #expect(try terminal.waitForExit() == 0)
    let screen = terminal.text.replacing("\r\n", with: "\n")
    for line in alone.output.split(separator: "\n") where !line.isEmpty {
      #expect(screen.contains(line), "\(line)")
    }
    #expect(!screen.contains("unknown command"))
  }

  /// Without readable concept questions a quiz that would ask them stops before its first question:
  /// one line saying why, in the learner's language, and exit status 1. A quiz on a generated topic
  /// does not need them.
  @Test func aQuizWithoutItsConceptQuestionsRefusesToStart() throws {
    let lessons = home + "/Lessons"
    try LocalSystem().createDirectory(lessons)
    func quiz(_ arguments: [String]) throws -> (output: String, status: Int32) {
      try ChildProcess.run(
        Binary.path, arguments: ["quiz", "--count", "1", "--seed", "1"] + arguments, input: "",
        environment: Binary.environment(home: home, ["VIEWLAB_LESSONS": lessons]), errors: .toOutput)
    }
    let missing = try quiz(["--lang", "zh-Hans"])
    #expect(missing.status == 1)
    #expect(
      missing.output == "viewlab: 测验无法开始：找不到概念题（\(lessons)/concepts 中没有 NN-topic.yaml 文件）；"
        + "请重新安装 ViewLab，或把 VIEWLAB_LESSONS 设为包含概念题的 Lessons 文件夹\n")
    try LocalSystem().createDirectory(lessons + "/concepts")
    try LocalSystem().writeAtomically(
      lessons + "/concepts/01-a.yaml", "concepts:\n  - id: x\n    kind: maybe\n")
    let broken = try quiz(["--topic", "concepts", "--lang", "en"])
    #expect(broken.status == 1)
    #expect(
      broken.output.hasPrefix("viewlab: the quiz cannot start: its concept questions have ")
        && broken.output.contains("the first at \(lessons)/concepts/01-a.yaml:"), "\(broken.output)")
    let generated = try quiz(["--topic", "geometry", "--lang", "en"])
    #expect(generated.status == 0 && generated.output.contains("Question 1/1"), "\(generated.output)")
  }

  /// --timed on a terminal: the seconds left count down in the prompt while the learner thinks,
  /// and a right answer after the limit is "right, but late".
  @Test func theTimedPromptCountsDownLive() throws {
    let args = ["--topic", "concepts", "--count", "1", "--seed", "2", "--lang", "en"]
    let right = try #require(try quiz(args, answers: ["?"]).first { $0["expected"] != nil }?["expected"])
    let terminal = try PseudoTerminal(
      Binary.path, arguments: ["quiz", "--timed", "--time-limit", "2", "--no-color"] + args,
      environment: Binary.environment(home: home))
    try terminal.waitForPrompt("[0:02] > ")
    // No key pressed: the prompt is redrawn in place as time passes.
    try terminal.waitFor("[0:01] > ", timeout: 3)
    try terminal.waitFor("[late] > ", timeout: 3)
    terminal.send((right.stringValue ?? right.text) + "\r")
    try terminal.waitFor("Right, but late")
    #expect(try terminal.waitForExit() == 0)
  }
}
