import ArgumentParser
import ViewLabLanguage
import ViewLabRendering
import ViewLabTerminal

/// `viewlab`: the REPL on a terminal, the script runner on piped input, and the subcommands.
@main
struct ViewLab: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "viewlab", abstract: CLIWords.rootAbstract, discussion: CLIWords.rootDiscussion,
      version: ViewLabVersion.current,
      subcommands: [
        Run.self, LessonsCommand.self, LessonCommand.self, Quiz.self, Stats.self, MCPCommand.self,
      ])
  }

  @OptionGroup var display: DisplayOptions

  /// A bare `viewlab` goes straight to the REPL on a terminal, or runs piped input: argument
  /// parsing costs ~3.5 ms of the time to the first prompt (Benchmarks/RESULTS.md), and there is
  /// nothing to parse. The root's `--lang` is read here, not declared on the parser's root command
  /// (see `ViewLabREPLArguments`); the tutor subcommands read their own.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch ViewLabREPLArguments.reading(arguments) {
    case .root(let noColor, let json, let lang):
      if POSIX.isTerminal(0) && !json {
        POSIX.exit(
          InteractiveShell.run(
            noColor: noColor, lang: lang, lessonIDs: LessonsInREPL.lessonIDs,
            startTutor: { LessonsInREPL.start($0, $1, $2, language: $3) }))
      }
      let language = LanguageChoice.decide(flag: lang, host: POSIX.system)
      var display = DisplayOptions()
      display.json = json
      display.noColor = noColor
      POSIX.exit(runPiped(display.renderOptions(language)))
    case .badLanguage(let value):
      let expected = CLIExpected.oneOf(Language.tags)
      CommandLineCheck.fail(
        value.map {
          .invalidValue(
            option: "--lang", value: $0, command: [], expected: expected,
            suggestion: expected.suggestion(for: $0))
        } ?? .missingValue(option: "--lang", command: [], expected: expected), language: CLIWords.language)
    case .other:
      let arguments = ViewLabREPLArguments.languageAfterSubcommand(arguments)
      CommandLineCheck.run(arguments)
    }
  }

  /// Reached only for `--help` and errors: `main` handles every bare `viewlab`.
  func run() throws {
    throw ExitCode(Self.runPiped(display.renderOptions()))
  }

  private static func runPiped(_ options: RenderOptions) -> Int32 {
    var runner = ScriptRunner(options: options, keepGoing: true)
    return runner.run(paths: ["-"], readStandardInput: { readLine(strippingNewline: true) })
  }
}

/// Options every command that prints shares.
struct DisplayOptions: ParsableArguments {
  @Flag(help: ArgumentHelp(CLIWords.json))
  var json = false

  @Flag(name: .customLong("no-color"), help: ArgumentHelp(CLIWords.noColor))
  var noColor = false

  /// `language`: the language of messages (the tutor commands pass nothing: they word their own).
  func renderOptions(_ language: Language = .en) -> RenderOptions {
    let color = ColorChoice.enabled(
      noColorFlag: noColor, variable: POSIX.environment, outputIsTerminal: POSIX.isTerminal(1))
    return RenderOptions(json: json, color: color && !json, width: 80, language: language)
  }
}

/// `--lang en|zh-Hans` for the REPL, piped input and `run`; without it, the locale variables.
struct LanguageOption: ParsableArguments {
  @Option(name: .customLong("lang"), help: ArgumentHelp(CLIWords.lang))
  var lang: Language?

  var resolved: Language { LanguageChoice.decide(flag: lang, host: POSIX.system) }
}

extension Language: ExpressibleByArgument {}

struct Run: ParsableCommand {
  static var configuration: CommandConfiguration { CommandConfiguration(abstract: CLIWords.runAbstract) }

  @Argument(help: ArgumentHelp(CLIWords.files))
  var files: [String]

  @Flag(help: ArgumentHelp(CLIWords.keepGoing))
  var keepGoing = false

  @Option(name: .customLong("html"), help: ArgumentHelp(CLIWords.html, valueName: "OUT"))
  var html: String?

  @OptionGroup var display: DisplayOptions
  @OptionGroup var language: LanguageOption

  func run() throws {
    var runner = ScriptRunner(options: display.renderOptions(language.resolved), keepGoing: keepGoing)
    let status = runner.run(paths: files, readStandardInput: { readLine(strippingNewline: true) })
    // The page shows the session as the scripts left it, even when a line failed.
    if let html, !runner.writePage(to: html) { throw ExitCode(1) }
    if status != 0 { throw ExitCode(status) }
  }
}
