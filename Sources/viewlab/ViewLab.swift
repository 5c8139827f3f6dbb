import ArgumentParser
import ViewLabRendering
import ViewLabTerminal

import enum ViewLabCommands.Suggestion

/// `viewlab`: the REPL on a terminal, the script runner on piped input, and the subcommands.
@main
struct ViewLab: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viewlab",
    abstract: "A lab and tutor for UIKit view geometry, hit-testing and the responder chain.",
    discussion: """
      With no subcommand on a terminal: the REPL. 'viewlab --lang zh-Hans' starts it in Chinese \
      (default: from LC_ALL, LC_MESSAGES or LANG); each subcommand takes its own --lang.
      """,
    version: ViewLabVersion.current,
    subcommands: [Run.self, LessonsCommand.self, LessonCommand.self, Quiz.self, Stats.self]
  )

  @OptionGroup var display: DisplayOptions

  /// A bare `viewlab` on a terminal goes straight to the REPL: argument parsing costs ~3.5 ms of
  /// the time to the first prompt (Benchmarks/RESULTS.md), and there is nothing to parse.
  ///
  /// `--lang` is read here for the REPL alone: declared on the root command, it would take the
  /// subcommands' own `--lang` (`viewlab lesson 3 --lang zh-Hans`) away from them.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if POSIX.isTerminal(0), let repl = ViewLabREPLArguments.read(arguments) {
      POSIX.exit(
        InteractiveShell.run(
          noColor: repl.noColor, lang: repl.lang, lessonIDs: LessonsInREPL.lessonIDs,
          startTutor: { LessonsInREPL.start($0, $1, $2, language: repl.lang) }))
    }
    suggestSubcommand(arguments)
    main(nil)
  }

  /// A mistyped subcommand (`viewlab quizz`) is answered with the nearest one, in the learner's
  /// language, instead of the parser's "unexpected argument".
  static func suggestSubcommand(_ arguments: [String]) {
    guard let word = arguments.first, !word.hasPrefix("-") else { return }
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(word), let near = Suggestion.nearest(to: word, in: names) else { return }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(POSIX.environment).first { !$0.isEmpty }
    let language = Language(tag: ViewLabREPLArguments.read(arguments)?.lang ?? locale)
    POSIX.write(
      language.pick(
        "Error: unknown command '\(word)'; did you mean '\(near)'?\nSee 'viewlab --help' for every command.\n",
        "错误：没有“\(word)”这个命令，你是想输入“\(near)”吗？\n运行 'viewlab --help' 查看所有命令。\n"),
      to: 2)
    POSIX.exit(64)
  }

  /// Reached with piped input or `--json` (a terminal with the REPL's own arguments never gets
  /// here: `main` starts the REPL first).
  func run() throws {
    throw ExitCode(runPiped())
  }

  private func runPiped() -> Int32 {
    var runner = ScriptRunner(options: display.renderOptions(), keepGoing: true)
    return runner.run(paths: ["-"], readStandardInput: { readLine(strippingNewline: true) })
  }
}

/// Options every command that prints shares.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Print one JSON object per command line instead of text.")
  var json = false

  @Flag(
    name: .customLong("no-color"),
    help: "Never colour the output (also: NO_COLOR, or output that is not a terminal).")
  var noColor = false

  func renderOptions() -> RenderOptions {
    let color = ColorChoice.enabled(
      noColorFlag: noColor, variable: POSIX.environment, outputIsTerminal: POSIX.isTerminal(1))
    return RenderOptions(json: json, color: color && !json, width: 80)
  }
}

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run scene scripts (one command per line); '-' reads standard input.")

  @Argument(help: "Script files to run, in order, in one session.")
  var files: [String]

  @Flag(help: "Run the remaining lines after an error (the exit status is still 1).")
  var keepGoing = false

  @OptionGroup var display: DisplayOptions

  func run() throws {
    var runner = ScriptRunner(options: display.renderOptions(), keepGoing: keepGoing)
    let status = runner.run(paths: files, readStandardInput: { readLine(strippingNewline: true) })
    if status != 0 { throw ExitCode(status) }
  }
}
