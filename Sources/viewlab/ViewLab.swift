import ArgumentParser
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal

/// `viewlab`: the REPL on a terminal, the script runner on piped input, and the subcommands.
@main
struct ViewLab: SystemCommand {
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
    // The process's one system: every command below is handed it.
    let system = LocalSystem()
    let arguments = Array(CommandLine.arguments.dropFirst())
    CLIWords.$language.withValue(CLIWords.language(for: arguments, on: system)) {
      run(arguments, on: system)
    }
  }

  private static func run(_ arguments: [String], on system: LocalSystem) -> Never {
    switch ViewLabREPLArguments.reading(arguments) {
    case .root(let noColor, let json, let lang):
      if system.isTerminal(0) && !json {
        POSIX.exit(
          InteractiveShell.run(
            noColor: noColor, lang: lang, host: system, lessonIDs: { LessonsInREPL.lessonIDs(on: system) },
            startTutor: { LessonsInREPL.start($0, $1, $2, language: $3) }))
      }
      let language = LanguageChoice.decide(flag: lang, host: system)
      var display = DisplayOptions()
      display.json = json
      display.noColor = noColor
      POSIX.exit(runPiped(display.renderOptions(language, on: system), on: system))
    case .badLanguage(let value):
      let expected = CLIExpected.oneOf(Language.tags)
      CommandLineCheck.fail(
        value.map {
          .invalidValue(
            option: "--lang", value: $0, command: [], expected: expected,
            suggestion: expected.suggestion(for: $0))
        } ?? .missingValue(option: "--lang", command: [], expected: expected), on: system,
        language: CLIWords.language)
    case .other:
      let arguments = ViewLabREPLArguments.languageAfterSubcommand(arguments)
      CommandLineCheck.run(arguments, on: system)
    }
  }

  /// Reached only for `--help` and errors: `main` handles every bare `viewlab`.
  func run(on system: LocalSystem) throws {
    throw ExitCode(Self.runPiped(display.renderOptions(on: system), on: system))
  }

  private static func runPiped(_ options: RenderOptions, on system: LocalSystem) -> Int32 {
    var runner = ScriptRunner(options: options, keepGoing: true, files: system)
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
  func renderOptions(_ language: Language = .en, on system: some System) -> RenderOptions {
    let color = ColorChoice.enabled(
      noColorFlag: noColor, variable: system.environment, outputIsTerminal: system.isTerminal(1))
    return RenderOptions(json: json, color: color && !json, width: 80, language: language)
  }
}

/// `--lang en|zh-Hans` for the REPL, piped input and `run`; without it, the locale variables.
struct LanguageOption: ParsableArguments {
  @Option(name: .customLong("lang"), help: ArgumentHelp(CLIWords.lang))
  var lang: Language?

  func resolved(on system: some System) -> Language { LanguageChoice.decide(flag: lang, host: system) }
}

extension Language: ExpressibleByArgument {}

struct Run: SystemCommand {
  static var configuration: CommandConfiguration { CommandConfiguration(abstract: CLIWords.runAbstract) }

  @Argument(help: ArgumentHelp(CLIWords.files))
  var files: [String]

  @Flag(help: ArgumentHelp(CLIWords.keepGoing))
  var keepGoing = false

  @Option(name: .customLong("html"), help: ArgumentHelp(CLIWords.html, valueName: "OUT"))
  var html: String?

  @OptionGroup var display: DisplayOptions
  @OptionGroup var language: LanguageOption

  func run(on system: LocalSystem) throws {
    var runner = ScriptRunner(
      options: display.renderOptions(language.resolved(on: system), on: system), keepGoing: keepGoing,
      files: system)
    let status = runner.run(paths: files, readStandardInput: { readLine(strippingNewline: true) })
    // The page shows the session as the scripts left it, even when a line failed.
    if let html, !runner.writePage(to: html) { throw ExitCode(1) }
    if status != 0 { throw ExitCode(status) }
  }
}
