import ArgumentParser
import Testing
import ViewLabTerminal
import ViewLabTestSupport

@testable import viewlab

/// The command-line check reads the parser's own declarations; these tests hold the two
/// together: every option the check judges, the parser judges the same way, every line the check
/// refuses the parser refuses too (with the usage status 64), and every line it passes the parser
/// accepts.
@Suite struct CommandLineSurfaceTests {
  static let surface = CLISurface.declared

  static func commands(_ command: CLICommand) -> [CLICommand] {
    [command] + command.subcommands.filter { $0.name != "help" }.flatMap(commands)
  }

  /// Every option that takes a value, with a line that reaches it (required arguments filled in).
  static let options: [(line: [String], option: CLIArgument, path: [String])] = commands(surface.root)
    .flatMap { command in
      let required = command.positionals.filter { !$0.optional }.map { _ in "x" }
      return command.options.filter { $0.kind == .option }.map { (command.path + required, $0, command.path) }
    }

  static let values = ["abc", "0", "200", "201", "-5", "+3", "1.5", "en", "zh-Hans", "fr", "hit-test", "all"]

  @Test func everyKindNamesADeclaredOptionThatTakesAnyText() {
    for key in CLIValueKind.declared.keys {
      let words = key.split(separator: " ").map(String.init)
      let option = Self.surface.command(at: Array(words.dropLast()))?.option(named: words.last ?? "")
      #expect(option?.kind == .option, "\(key) is declared nowhere")
      #expect(option?.allowed.isEmpty == true, "\(key) lists its own values")
    }
  }

  @Test func everyOptionIsReached() { #expect(Self.options.count >= 12) }

  @Test(arguments: options.indices)
  func theCheckAndTheParserAgreeOnEveryValue(index: Int) {
    do {
      let (line, option, path) = Self.options[index]
      let expected = CLIExpected(option, at: path)
      for value in Self.values {
        let arguments = line + [option.preferredName, value]
        // The root's --lang is read before the parser, by `ViewLabREPLArguments`.
        let parsed =
          path.isEmpty && option.preferredName == "--lang"
          ? ViewLabREPLArguments.reading(arguments) != .badLanguage(value)
          : (try? ViewLab.parseAsRoot(arguments)) != nil
        let checked = Self.surface.check(arguments) == nil
        #expect(parsed == checked, "\(arguments): parser \(parsed), check \(checked)")
        if !value.hasPrefix("-") { #expect(checked == expected.accepts(value), "\(arguments)") }
      }
    }
  }

  @Test(
    arguments: CommandLineErrorTests.rows.map(\.arguments).filter {
      $0.first != "help" && $0.first != "--lang"
    })
  func whatTheCheckRefusesTheParserRefuses(arguments: [String]) {
    #expect(Self.surface.check(arguments) != nil)
    do {
      _ = try ViewLab.parseAsRoot(arguments)
      Issue.record("the parser accepts \(arguments)")
    } catch {
      #expect(ViewLab.exitCode(for: error) == .validationFailure)
    }
  }

  @Test(arguments: [
    ["quiz", "--count", "5", "--topic", "all", "--seed", "0", "--timed", "--time-limit", "30"],
    ["quiz", "--count=5", "--topic=hit-test"], ["lessons", "--json"], ["lessons", "--lang", "zh-Hans"],
    ["lessons", "check"], ["lessons", "check", "Lessons"], ["lessons", "answers", "frame-bounds"],
    ["lesson", "3", "--lang", "zh-Hans", "--json"], ["run", "-", "--json", "--keep-going"],
    ["run", "a.vl", "b.vl", "--html", "out.html"], ["stats", "--json"], ["mcp", "--lang", "en"],
    ["--json", "--no-color"], ["--no-color", "quiz", "--count", "2"], ["run", "--", "-odd-name.vl"],
  ])
  func whatTheCheckPassesTheParserAccepts(arguments: [String]) throws {
    #expect(Self.surface.check(arguments) == nil)
    _ = try ViewLab.parseAsRoot(arguments)
  }

  @Test(arguments: [
    (["--help"], CLISurface.Request.help([])), (["help"], .help([])), (["help", "quiz"], .help(["quiz"])),
    (["quiz", "--help"], .help(["quiz"])), (["quiz", "-h"], .help(["quiz"])),
    (["lessons", "check", "--help"], .help(["lessons", "check"])),
    (["help", "lessons", "check"], .help(["lessons", "check"])),
    (["quiz", "--count", "3"], .run), (["run", "--", "--help"], .run),
  ])
  func helpIsAskedForAsTheParserReadsIt(arguments: [String], expected: CLISurface.Request) {
    #expect(Self.surface.request(arguments) == expected)
  }

  /// The quiz's own check and the declared kind share one range.
  @Test func theCountRangeIsTheQuizsOwn() throws {
    #expect(CLIValueKind.of("--count", at: ["quiz"]) == .whole(CLIValueKind.quizCount))
    #expect(throws: (any Error).self) { try Quiz.parse(["--count", "201"]) }
    _ = try Quiz.parse(["--count", "200"])
  }
}

/// `quiz …` and `stats …` typed at the REPL prompt are checked the same way, worded for the
/// prompt (no `viewlab` in front; `quiz --help` is where to read more).
@Suite struct CommandLineInREPLTests {
  @Test func aMistakeAtThePromptIsWordedForThePrompt() throws {
    let answer = try #require(CommandLineCheck.replAnswer(["stats", "--jsn"], language: .zhHans))
    #expect(answer.isError)
    #expect(
      answer.text == """
        错误：stats 没有 '--jsn' 这个选项。你是不是想输入 --json？
        用法：stats [--lang <lang>] [--json] [--no-color]
        运行 'stats --help' 查看详细说明。

        """)
  }

  @Test func helpAtThePromptIsTheHelpScreen() throws {
    let answer = try #require(CommandLineCheck.replAnswer(["quiz", "--help"], language: .en))
    #expect(!answer.isError)
    #expect(answer.text.hasPrefix("OVERVIEW: "))
    #expect(answer.text.contains("      responder-chain  "))
  }

  /// `lesson` alone lists the lessons at the prompt: a missing id is no mistake there.
  @Test func lessonAtThePromptNeedsNoID() throws {
    #expect(
      CommandLineCheck.replAnswer(["lesson", "--lang", "en"], language: .en, argumentsOptional: true) == nil)
    let answer = try #require(
      CommandLineCheck.replAnswer(["lesson", "--bogus"], language: .en, argumentsOptional: true))
    #expect(
      answer.text.hasPrefix("Error: unknown option '--bogus' for 'lesson'.\nUsage: lesson <id>"))
  }

  @Test func wordsThatCanRunAreLeftToTheQuiz() {
    #expect(
      CommandLineCheck.replAnswer(["quiz", "--count", "3", "--lang", "zh-Hans"], language: .zhHans) == nil)
  }
}

/// Property, seeded: command lines drawn from the surface's own words and a few wrong ones. The
/// check never refuses a line the parser accepts, and a line the check passes is one the parser
/// accepts too (nothing falls back to the parser's English).
@Suite struct CommandLineCheckPropertyTests {
  static let surface = CLISurface.declared
  static let words = [
    "quiz", "lessons", "lesson", "run", "stats", "mcp", "check", "answers", "list", "--count", "--topic",
    "--seed", "--lang", "--json", "--no-color", "--review", "--timed", "--time-limit", "--keep-going",
    "--html",
    "3", "0", "abc", "-", "en", "zh-Hans", "fr", "hit-test", "mock", "x.vl", "--cout", "--count=4",
    "--review=1",
    "--",
  ]

  @Test(arguments: 1...4)
  func theCheckAndTheParserAgreeOnRandomLines(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    for _ in 0..<60 {
      let line = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        Self.words.randomElement(using: &random)!
      }
      let checked = Self.surface.check(line)
      let parsed = (try? ViewLab.parseAsRoot(line)) != nil
      #expect(parsed == (checked == nil), "seed \(seed): \(line) → check \(String(describing: checked))")
    }
  }
}
