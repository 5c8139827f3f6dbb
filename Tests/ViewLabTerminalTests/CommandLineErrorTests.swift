import Testing
import ViewLabTestSupport

/// The command line's mistakes, through the real executable, in both languages: the exact message
/// (the first line), the usage of the command it is about, and the parser's usage status 64.
@Suite struct CommandLineErrorTests {
  static let rows: [(arguments: [String], english: String, chinese: String)] = [
    (
      ["quiz", "--count", "abc"],
      "Error: invalid value 'abc' for --count: it takes a whole number from 1 to 200.",
      "错误：--count 的值 'abc' 无效：需要 1 到 200 之间的整数。"
    ),
    (
      ["quiz", "--count", "0"],
      "Error: invalid value '0' for --count: it takes a whole number from 1 to 200.",
      "错误：--count 的值 '0' 无效：需要 1 到 200 之间的整数。"
    ),
    (
      ["quiz", "--cout", "3"],
      "Error: unknown option '--cout' for 'viewlab quiz'; did you mean --count?",
      "错误：viewlab quiz 没有 '--cout' 这个选项。你是不是想输入 --count？"
    ),
    (
      ["quiz", "--count"],
      "Error: --count needs a value: a whole number from 1 to 200 (e.g. --count 10).",
      "错误：--count 后面缺少值：需要 1 到 200 之间的整数（例如 --count 10）。"
    ),
    (
      ["quiz", "--seed", "--timed"],
      "Error: --seed needs a value: a whole number, 0 or more (e.g. --seed 42).",
      "错误：--seed 后面缺少值：需要大于或等于 0 的整数（例如 --seed 42）。"
    ),
    (
      ["quiz", "--time-limit", "soon"],
      "Error: invalid value 'soon' for --time-limit: it takes a number of seconds.",
      "错误：--time-limit 的值 'soon' 无效：需要一个秒数。"
    ),
    (
      ["quiz", "--topic", "foo"],
      "Error: invalid value 'foo' for --topic: it takes one of geometry, convert, hit-test, responder-chain, "
        + "gestures, concepts, scenarios, mock, all, interview, mixed.",
      "错误：--topic 的值 'foo' 无效：需要以下之一：geometry、convert、hit-test、responder-chain、gestures、"
        + "concepts、scenarios、mock、all、interview、mixed。"
    ),
    (
      ["quiz", "--topic", "hittest"],
      "Error: invalid value 'hittest' for --topic: it takes one of geometry, convert, hit-test, responder-chain, "
        + "gestures, concepts, scenarios, mock, all, interview, mixed; did you mean hit-test?",
      "错误：--topic 的值 'hittest' 无效：需要以下之一：geometry、convert、hit-test、responder-chain、gestures、"
        + "concepts、scenarios、mock、all、interview、mixed。你是不是想输入 hit-test？"
    ),
    (
      ["quiz", "--lang", "fr"],
      "Error: invalid value 'fr' for --lang: it takes one of en, zh-Hans.",
      "错误：--lang 的值 'fr' 无效：需要以下之一：en、zh-Hans。"
    ),
    (
      ["lesson", "3", "--lang", "zh_CN"],
      "Error: invalid value 'zh_CN' for --lang: it takes one of en, zh-Hans; did you mean zh-Hans?",
      "错误：--lang 的值 'zh_CN' 无效：需要以下之一：en、zh-Hans。你是不是想输入 zh-Hans？"
    ),
    (
      ["--lang", "fr"],
      "Error: invalid value 'fr' for --lang: it takes one of en, zh-Hans.",
      "错误：--lang 的值 'fr' 无效：需要以下之一：en、zh-Hans。"
    ),
    (
      ["quiz", "--review=yes"],
      "Error: --review is a switch and takes no value, but 'yes' was given; write --review alone.",
      "错误：--review 是开关，不带值，却给了 'yes'；单独写 --review 即可。"
    ),
    (
      ["quiz", "extra"],
      "Error: unexpected argument 'extra' for 'viewlab quiz'.",
      "错误：viewlab quiz 不接受参数 'extra'。"
    ),
    (
      ["quiz", "count", "3"],
      "Error: unexpected argument 'count' for 'viewlab quiz'; did you mean --count?",
      "错误：viewlab quiz 不接受参数 'count'。你是不是想输入 --count？"
    ),
    (
      ["quizz"],
      "Error: unknown command 'quizz'; did you mean quiz?",
      "错误：没有 'quizz' 这个命令。你是不是想输入 quiz？"
    ),
    (
      ["lessons", "chek"],
      "Error: 'viewlab lessons' has no command 'chek'; did you mean check?",
      "错误：viewlab lessons 没有 'chek' 这个子命令。你是不是想输入 check？"
    ),
    (
      ["help", "qiuz"],
      "Error: unknown command 'qiuz'; did you mean quiz?",
      "错误：没有 'qiuz' 这个命令。你是不是想输入 quiz？"
    ),
    (["lesson"], "Error: 'viewlab lesson' needs <id>.", "错误：viewlab lesson 缺少参数 <id>。"),
    (
      ["lessons", "answers"], "Error: 'viewlab lessons answers' needs <id>.",
      "错误：viewlab lessons answers 缺少参数 <id>。"
    ),
    (
      ["run", "--keep-going", "--htm", "out.html", "a.vl"],
      "Error: unknown option '--htm' for 'viewlab run'; did you mean --html?",
      "错误：viewlab run 没有 '--htm' 这个选项。你是不是想输入 --html？"
    ),
    (
      ["stats", "--jsn"],
      "Error: unknown option '--jsn' for 'viewlab stats'; did you mean --json?",
      "错误：viewlab stats 没有 '--jsn' 这个选项。你是不是想输入 --json？"
    ),
  ]

  static let cases = rows.flatMap { row in
    [(row.arguments, "C", row.english), (row.arguments, "zh_CN.UTF-8", row.chinese)]
  }

  @Test(arguments: cases)
  func aMistakeIsToldInTheLearnersLanguage(arguments: [String], lang: String, message: String) throws {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: arguments, input: "",
      environment: Binary.environment(home: home, ["LANG": lang]),
      errors: .toOutput)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(run.status == 64)
    #expect(lines.first == message, "\(run.output)")
    let usage = lang == "C" ? "Usage: viewlab" : "用法：viewlab"
    #expect(lines.dropFirst().contains { $0.hasPrefix(usage) }, "\(run.output)")
    #expect(lines.last?.contains("viewlab help") == true || lines.last?.contains("viewlab --help") == true)
  }

  /// Errors go to standard error: standard output stays empty for a program reading it.
  @Test func aMistakeWritesNothingToStandardOutput() throws {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: ["quiz", "--count", "abc"], input: "",
      environment: Binary.environment(home: home), errors: .null)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
  }

  /// A command that cannot go on (no such lesson) says so in the learner's language, without the
  /// parser's English usage lines.
  @Test(arguments: [
    ("C", "Error: no lesson '99'; give a number or an id: 1 frame-bounds-center"),
    ("zh_CN.UTF-8", "错误：没有“99”这一课"),
  ])
  func noSuchLessonIsToldWithoutTheParsersEnglish(lang: String, start: String) throws {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: ["lesson", "99"], input: "",
      environment: Binary.environment(home: home, ["LANG": lang]), errors: .toOutput)
    #expect(run.status == 64)
    #expect(run.output.hasPrefix(start), "\(run.output)")
    #expect(!run.output.contains("Usage") && !run.output.contains("See '"), "\(run.output)")
  }

  /// `--lang` wins over the locale, as everywhere else.
  @Test func theLanguageFlagChoosesTheLanguageOfTheMessage() throws {
    let home = Binary.makeHome()
    defer { Binary.removeHome(home) }
    let run = try ChildProcess.run(
      Binary.path, arguments: ["quiz", "--lang", "zh-Hans", "--count", "abc"], input: "",
      environment: Binary.environment(home: home, ["LANG": "en_US.UTF-8"]), errors: .toOutput)
    #expect(run.output.hasPrefix("错误：--count 的值 'abc' 无效"), "\(run.output)")
  }
}
