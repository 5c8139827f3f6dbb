import Testing
import ViewLabTerminal
import ViewLabTestSupport

/// `--lang` reaches every subcommand through the real binary (a root option of the same name
/// once took it away from them), and the REPL's own `--lang` is read before argument parsing.
@Suite struct LanguageFlagTests {
  @Test(arguments: [
    (["lesson", "3", "--lang", "zh-Hans"], "第 1/"),
    (["lesson", "3", "--lang", "en"], "Question 1/"),
    (["lessons", "--lang", "zh-Hans"], "frame、bounds 与 center"),
  ])
  func subcommandsKeepTheirLang(arguments: [String], expected: String) throws {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      // One answer a question: the lesson ends after its last question, whatever the pipe does.
      Binary.path, arguments: arguments, input: String(repeating: "x\n", count: 12),
      environment: Binary.environment(home: home, ["LANG": "C"]))
    #expect(run.output.contains(expected), "\(run.output.prefix(400))")
  }

  /// The engine's own messages follow `--lang` on the root and on `run`, else the locale (JSON,
  /// whose error message follows the language, is on standard output).
  @Test(
    arguments: [
      (["--json"], ["LANG": "C"], #""message":"unknown view 'x'""#),
      (["--json", "--lang", "zh-Hans"], ["LANG": "C"], #""message":"没有名为 'x' 的视图""#),
      (["run", "-", "--json", "--lang", "zh-Hans"], ["LANG": "C"], #""message":"没有名为 'x' 的视图""#),
      (["run", "-", "--json"], ["LANG": "zh_CN.UTF-8"], #""message":"没有名为 'x' 的视图""#),
      (
        ["run", "-", "--json"], ["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"],
        #""message":"unknown view 'x'""#
      ),
      (
        ["run", "-", "--json"], ["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"],
        #""message":"没有名为 'x' 的视图""#
      ),
    ] as [([String], [String: String], String)])
  func scriptsSpeakTheChosenLanguage(arguments: [String], environment: [String: String], expected: String)
    throws
  {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: arguments, input: "hide x\n",
      environment: Binary.environment(home: home, environment), errors: .toOutput)
    #expect(run.output.contains(expected), "\(run.output.prefix(400))")
  }

  @Test func anUnknownRootLanguageIsAnError() throws {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: ["--lang", "zh"], input: "", environment: Binary.environment(home: home))
    #expect(run.status == 64)
  }

  @Test func theREPLReadsItsOwnArgumentsOnly() {
    #expect(ViewLabREPLArguments.read([])?.lang == nil)
    #expect(ViewLabREPLArguments.read(["--lang", "zh-Hans"])?.lang == .zhHans)
    #expect(ViewLabREPLArguments.read(["--lang=en", "--no-color"])?.noColor == true)
    #expect(ViewLabREPLArguments.read(["--lang", "fr"]) == nil)
    #expect(ViewLabREPLArguments.read(["lesson", "3"]) == nil)
  }
}
