import Testing
import ViewLabLanguage
import ViewLabRendering

@testable import ViewLabTerminal

/// Which language ViewLab speaks: `--lang`, then (in the REPL) the one chosen with `lang` last
/// time, then LC_ALL > LC_MESSAGES > LANG as POSIX orders them, then English.
@Suite struct LanguageChoiceTests {
  @Test(arguments: [
    ([:], Language.en),
    (["LANG": "zh_CN.UTF-8"], .zhHans),
    (["LANG": "en_US.UTF-8"], .en),
    (["LANG": "zh_TW.UTF-8"], .zhHans),
    (["LANG": "zh_HK.UTF-8"], .zhHans),
    (["LANG": "zh-Hant"], .zhHans),
    (["LANG": "ZH_cn"], .zhHans),
    (["LANG": "z"], .en),
    (["LANG": "C"], .en),
    (["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"], .zhHans),
    (["LC_MESSAGES": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"], .en),
    (["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "zh_CN.UTF-8"], .en),
    (["LC_ALL": "zh_CN.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"], .zhHans),
    // An empty variable counts as unset.
    (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"], .zhHans),
    (["LC_ALL": "", "LANG": "en_US"], .en),
  ])
  func localeVariablesInPOSIXOrder(_ environment: [String: String], _ expected: Language) {
    #expect(Language.locale { environment[$0] } == expected)
  }

  @Test(arguments: [
    (["--lang", "zh-Hans", "lesson", "3"], ["lesson", "--lang", "zh-Hans", "3"]),
    (
      ["--no-color", "--lang=en", "quiz", "--count", "2"],
      ["--no-color", "quiz", "--lang=en", "--count", "2"]
    ),
    (["lessons", "--lang", "zh-Hans"], ["lessons", "--lang", "zh-Hans"]),
    (["--help"], ["--help"]),
    (["--lang", "zh-Hans"], ["--lang", "zh-Hans"]),
  ])
  func aLanguageBeforeTheSubcommandGoesToIt(_ given: [String], _ expected: [String]) {
    #expect(ViewLabREPLArguments.languageAfterSubcommand(given) == expected)
  }

  @Test func theFlagWinsThenWhatWasRememberedThenTheLocale() {
    let chinese: [String: String] = ["LANG": "zh_CN.UTF-8"]
    #expect(Language.resolve(flag: .en, remembered: .zhHans, { chinese[$0] }) == .en)
    #expect(Language.resolve(flag: nil, remembered: .en, { chinese[$0] }) == .en)
    #expect(Language.resolve(flag: nil, remembered: nil, { chinese[$0] }) == .zhHans)
    #expect(Language.resolve(flag: .zhHans, remembered: nil, { _ in nil }) == .zhHans)
  }

  @Test(
    arguments: [
      (["--lang", "zh-Hans"], "zh-Hans"), (["run", "x.vl", "--lang=en"], "en"), (["--json"], nil),
      (["--", "--lang", "en"], nil), (["--lang"], nil),
    ] as [([String], String?)])
  func theFlagIsFoundAnywhere(_ arguments: [String], _ expected: String?) {
    #expect(LanguageChoice.flag(in: arguments) == expected)
  }

  @Test func rootArgumentsAreReadWithoutTheParser() {
    #expect(
      ViewLabREPLArguments.reading(["--json", "--lang", "zh-Hans"])
        == .root(noColor: false, json: true, lang: .zhHans))
    #expect(ViewLabREPLArguments.reading(["--lang", "zh"]) == .badLanguage("zh"))
    #expect(ViewLabREPLArguments.reading(["--lang"]) == .badLanguage(nil))
    #expect(ViewLabREPLArguments.reading(["run", "-"]) == .other)
    #expect(ViewLabREPLArguments.badLanguage("zh_CN", in: .zhHans).contains("你是指 'zh-Hans' 吗？"))
  }

  /// `lang zh-Hans` in the REPL: later messages are Chinese, the tutor is started in Chinese, and
  /// the choice is written beside the history for the next session.
  @Test func langSwitchesTheSessionAndIsRemembered() {
    let host = fakeHost()
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(errors: .typed(promptColumns: 9)), host: host),
      host: host,
      reader: TypingReader(host: host, lines: ["hide x", "lang zh-Hans", "hide x", "quiz"]),
      history: HistoryStore(host: host), interactive: true, welcome: Welcome(firstLesson: nil))
    repl.languageStore = LanguageStore(host: host, directory: "/state")
    var tutorLanguage: Language?
    repl.startTutor = { _, _, _, language in tutorLanguage = language }
    _ = repl.run()
    #expect(host.output.contains("error: unknown view 'x'"))
    #expect(host.output.contains("错误：没有名为 'x' 的视图"))
    #expect(tutorLanguage == .zhHans)
    #expect(host.files["/state/language"] == "zh-Hans\n")
    let next = LanguageStore(host: host, directory: "/state").load()
    #expect(Language.resolve(flag: nil, remembered: next, { _ in nil }) == .zhHans)
  }

  @Test func aLanguageFileWithSomethingElseIsIgnored() {
    let host = fakeHost(files: ["/state/language": "klingon\n"])
    #expect(LanguageStore(host: host, directory: "/state").load() == nil)
  }
}
