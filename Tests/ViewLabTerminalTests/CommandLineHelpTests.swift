import Testing
import ViewLabTestSupport

/// The help screens through the real executable, in both languages: each is a golden screen
/// (`Transcripts/help-*.screen`, re-recorded with VIEWLAB_RECORD=1), and every way of asking for
/// one command's help shows the same screen.
@Suite struct CommandLineHelpTests {
  static let folder = TestPaths.inRepository("Tests/ViewLabTerminalTests/Transcripts/")

  static func help(_ arguments: [String], lang: String) throws -> (output: String, status: Int32) {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    return try ChildProcess.run(
      Binary.path, arguments: arguments, input: "",
      environment: Binary.environment(home: home, ["LANG": lang]))
  }

  @Test(arguments: [
    (["--help"], "root"), (["help", "quiz"], "quiz"), (["help", "lessons"], "lessons"),
    (["help", "run"], "run"), (["help", "help"], "help"),
  ])
  func helpScreensInBothLanguages(arguments: [String], name: String) throws {
    for (lang, tag) in [("C", "en"), ("zh_CN.UTF-8", "zh-Hans")] {
      let run = try Self.help(arguments, lang: lang)
      #expect(run.status == 0)
      Golden.check(run.output, against: Self.folder + "help-\(name).\(tag).screen")
    }
  }

  @Test(arguments: [
    [["help", "quiz"], ["quiz", "--help"], ["quiz", "-h"], ["--lang", "zh-Hans", "quiz", "--help"]],
    [["--help"], ["-h"], ["help"]],
    [["help", "lessons", "check"], ["lessons", "check", "--help"]],
  ])
  func everyWayOfAskingShowsTheSameScreen(ways: [[String]]) throws {
    let screens = try ways.map { try Self.help($0, lang: "zh_CN.UTF-8").output }
    #expect(Set(screens).count == 1, "\(screens.map { $0.prefix(60) })")
  }

  /// `help quiz` lists each topic with one line saying what it asks.
  @Test func quizHelpListsTheTopics() throws {
    let english = try Self.help(["help", "quiz"], lang: "C").output
    let chinese = try Self.help(["help", "quiz"], lang: "zh_CN.UTF-8").output
    for topic in ["geometry", "convert", "hit-test", "responder-chain", "gestures", "concepts", "mock"] {
      #expect(english.contains("      \(topic) "), "\(topic)")
      #expect(chinese.contains("      \(topic) "), "\(topic)")
    }
    #expect(english.contains("the responder chain"))
    #expect(chinese.contains("响应者链"))
  }
}
