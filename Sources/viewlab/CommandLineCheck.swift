import ArgumentParser
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabTerminal

/// A command that cannot go on, said in the learner's language (no such lesson, no lessons
/// folder): `CommandLineCheck.run` prints it without the parser's English usage, status 64.
struct CLIFailure: Error, CustomStringConvertible {
  var message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}

/// The command line's front door in the learner's language: help screens and the mistakes the
/// declared surface can judge are answered here; everything else is the argument parser's.
enum CommandLineCheck {
  /// Answers `arguments` (the program's name left out) when they ask for help or hold a mistake,
  /// and exits; returns when the parser should have them.
  static func answer(_ arguments: [String], on system: LocalSystem, language: Language = CLIWords.language) {
    if arguments.contains(where: { word in CLISurface.parserOwned.contains { word.hasPrefix($0) } }) {
      return
    }
    let surface = CLISurface.declared
    if case .help(let path) = surface.request(arguments) {
      if let text = surface.help(at: path, language, width: width(system)) {
        POSIX.write(text, to: 1)
        POSIX.exit(0)
      }
      var known: [String] = []
      for word in path where surface.command(at: known + [word]) != nil { known.append(word) }
      let word = path[known.count]
      let names = surface.command(at: known)?.subcommands.filter(\.shown).map(\.name) ?? []
      fail(
        .unknownCommand(word, command: known, suggestion: CLIExpected.nearest(word, in: names)), surface,
        on: system, language: language)
    }
    if let problem = surface.check(arguments) { fail(problem, surface, on: system, language: language) }
  }

  /// The message for `problem` on standard error; exits with the parser's status for a usage error.
  static func fail(
    _ problem: CLIProblem, _ surface: CLISurface = .declared, on system: LocalSystem, language: Language
  ) -> Never {
    POSIX.write(
      wrappedOnTerminal(
        CLIWords.problem(problem, usage: surface.usage(at: problem.command), language), system),
      to: 2)
    POSIX.exit(ExitCode.validationFailure.rawValue)
  }

  /// What the REPL shows for `quiz …` or `stats …` typed at its prompt before running it: the
  /// help screen (`quiz --help`), or a mistake's message; nil when the words can run.
  /// `argumentsOptional`: the prompt's own meaning of a command without its argument (`lesson`
  /// alone lists the lessons), so a missing one is no mistake there.
  static func replAnswer(_ words: [String], language: Language, argumentsOptional: Bool = false) -> (
    text: String, isError: Bool
  )? {
    let surface = CLISurface.declared
    if case .help(let path) = surface.request(words), let text = surface.help(at: path, language) {
      return (text, false)
    }
    guard let problem = surface.check(words) else { return nil }
    if argumentsOptional, case .missingArgument = problem { return nil }
    return (
      CLIWords.problem(problem, usage: surface.usage(at: problem.command), inREPL: true, language), true
    )
  }

  /// Parses and runs as the parser's own `main` does, except that help and the mistakes the
  /// surface can judge are answered by `answer` in the learner's language, and a `CLIFailure`
  /// without the parser's English usage lines. The surface is read only when parsing fails (help
  /// is a parse "failure" too), so a command line that runs pays nothing for it.
  static func run(_ arguments: [String], on system: LocalSystem, language: Language = CLIWords.language)
    -> Never
  {
    // `help …`, `--help`: the parser reads them as its own help command, so they are asked first.
    if arguments.first == "help"
      || arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" })
    {
      answer(arguments, on: system, language: language)
    }
    var command: ParsableCommand
    do {
      command = try ViewLab.parseAsRoot(arguments)
    } catch {
      answer(arguments, on: system, language: language)
      ViewLab.exit(withError: error)
    }
    do {
      if let hosted = command as? any SystemCommand { try hosted.run(on: system) } else { try command.run() }
      POSIX.exit(0)
    } catch let failure as CLIFailure {
      POSIX.write(wrappedOnTerminal(language.pick("Error: ", "错误：") + failure.message + "\n", system), to: 2)
      POSIX.exit(ExitCode.validationFailure.rawValue)
    } catch {
      ViewLab.exit(withError: error)
    }
  }

  /// On a terminal, each line wrapped at words to its width (a long list of values or lesson ids);
  /// into a pipe, as it is.
  static func wrappedOnTerminal(_ text: String, _ system: LocalSystem) -> String {
    guard system.isTerminal(2) else { return text }
    let width = system.terminalWidth() ?? 80
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { line in line.isEmpty ? [""] : TextWrap.wrap(String(line), width: width, rest: "  ") }
      .joined(separator: "\n")
  }

  private static func width(_ system: LocalSystem) -> Int {
    system.isTerminal(1) ? min(system.terminalWidth() ?? 80, 100) : 80
  }
}
