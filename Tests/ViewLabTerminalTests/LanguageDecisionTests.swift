import Testing
import ViewLabPOSIX
import ViewLabSystem
import ViewLabTestSupport

/// One decision of the language for every command, through the real binary: under each locale
/// (and with a language remembered from the REPL's `lang`), piped scripts, `run`, `lessons`,
/// `lesson`, `quiz` and `stats` all speak the same language.
@Suite struct LanguageDecisionTests {
  /// Each command with the input it reads and a phrase that only the Chinese output has.
  static let commands: [(arguments: [String], input: String, chinese: String, english: String)] = [
    (["--json"], "hide x\n", "没有名为 'x' 的视图", "unknown view 'x'"),
    (["run", "-", "--json"], "hide x\n", "没有名为 'x' 的视图", "unknown view 'x'"),
    (["lessons"], "", "frame、bounds 与 center", "Frame, bounds and center"),
    (["lesson", "1"], String(repeating: "x\n", count: 12), "第 1/", "Question 1/"),
    (["quiz", "--count", "1", "--seed", "7", "--topic", "concepts"], "skip\n", "第 1/", "Question 1/"),
    (["stats"], "", "还没有", "No quiz"),
  ]

  @Test(
    arguments: [
      (["LANG": "zh_CN.UTF-8"], nil, true), (["LANG": "zh_TW.UTF-8"], nil, true),
      (["LANG": "zh_HK.UTF-8"], nil, true), (["LANG": "en_US.UTF-8"], nil, false),
      (["LANG": "C"], nil, false),
      (["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"], nil, false),
      (["LC_MESSAGES": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"], nil, true),
      // What the learner chose with `lang` at the REPL outranks the locale, for every command.
      (["LANG": "en_US.UTF-8"], "zh-Hans", true), (["LANG": "zh_CN.UTF-8"], "en", false),
    ] as [([String: String], String?, Bool)])
  func everyCommandAgrees(locale: [String: String], remembered: String?, chinese: Bool) throws {
    for command in Self.commands {
      let home = Binary.makeHome()
      defer { Binary.removeHome(home) }
      if let remembered { try LocalSystem().writeAtomically(home + "/language", remembered + "\n") }
      let run = try ChildProcess.run(
        Binary.path, arguments: command.arguments, input: command.input,
        environment: Binary.environment(home: home, locale), errors: .toOutput)
      let expected = chinese ? command.chinese : command.english
      #expect(
        run.output.contains(expected),
        "\(command.arguments) under \(locale), remembered \(remembered ?? "nothing"): \(run.output.prefix(300))"
      )
    }
  }
}
