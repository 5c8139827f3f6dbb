/// Reading a command line against the declared surface before the argument parser sees it, so
/// the mistakes people make come back as `CLIProblem`s worded in their language. Only what the
/// surface can judge is judged; anything else (nil) goes on to the parser, whose English is then
/// the fallback.
///
///     CLISurface.declared.check(["quiz", "--count", "abc"])
///     // .invalidValue(option: "--count", value: "abc", command: ["quiz"], expected: .kind(.whole(1...200)), …)
extension CLISurface {
  /// What a command line asks for before it runs: help on a command, or nothing special.
  enum Request: Equatable {
    /// `--help`, `-h`, `help COMMAND…`: the help screen of the command at this path.
    case help([String])
    case run
  }

  /// The spellings the parser answers itself (its JSON description, completion scripts, hidden
  /// help): a line with one of them is left to it unchecked.
  static let parserOwned = ["--experimental-dump-help", "--generate-completion-script", "--help-hidden"]

  /// `--help` anywhere before `--`, or `help` first: the help of the command named before it.
  func request(_ arguments: [String]) -> Request {
    if arguments.first == "help" {
      return .help(Array(arguments.dropFirst().prefix { !$0.hasPrefix("-") }))
    }
    var path: [String] = []
    var command = root
    for word in arguments {
      if word == "--" { break }
      if word == "--help" || word == "-h" { return .help(path) }
      if !word.hasPrefix("-"), let next = command.subcommand(named: word) {
        path.append(word)
        command = next
      }
    }
    return .run
  }

  /// The first problem in `arguments` (without the program's name), or nil when the surface
  /// finds none.
  func check(_ arguments: [String]) -> CLIProblem? {
    if arguments.contains(where: { word in
      Self.parserOwned.contains { word.hasPrefix($0) } || word.hasPrefix("---")
    }) {
      return nil
    }
    var command = root
    var positionals = 0
    var rest = arguments[...]
    var terminated = false
    while let word = rest.popFirst() {
      if !terminated && word == "--" {
        terminated = true
        continue
      }
      if !terminated && word.hasPrefix("-") && word != "-" {
        let (name, inline) = Self.split(word)
        if command.option(named: name) == nil, positionals == 0,
          let fallback = command.defaultSubcommand.flatMap(command.subcommand(named:)),
          fallback.option(named: name) != nil
        {
          command = fallback  // `lessons --json`: the default subcommand's option
        }
        guard let option = command.option(named: name) else {
          // Long names for a long option, short for a short one: `-x` is no typo of `--help`.
          let names = command.options.filter(\.shown).flatMap(\.names)
            .filter { $0.hasPrefix("--") == name.hasPrefix("--") }
          return .unknownOption(name, command: command.path, suggestion: CLIExpected.nearest(name, in: names))
        }
        guard option.kind == .option else {
          if let inline {
            return .flagWithValue(flag: option.preferredName, value: inline, command: command.path)
          }
          continue
        }
        let expected = CLIExpected(option, at: command.path)
        guard let value = inline ?? rest.first.flatMap({ $0.hasPrefix("-") && $0 != "-" ? nil : $0 }) else {
          return .missingValue(option: option.preferredName, command: command.path, expected: expected)
        }
        if inline == nil { rest.removeFirst() }
        if !expected.accepts(value) {
          return .invalidValue(
            option: option.preferredName, value: value, command: command.path, expected: expected,
            suggestion: expected.suggestion(for: value))
        }
        continue
      }
      // A word: a subcommand while no argument has been taken, else the command's next argument.
      if !terminated && positionals == 0, !command.subcommands.isEmpty {
        if let next = command.subcommand(named: word) {
          command = next
          continue
        }
        let names = command.subcommands.filter(\.shown).map(\.name).filter { $0 != "help" }
        guard let fallback = command.defaultSubcommand.flatMap(command.subcommand(named:)),
          !fallback.positionals.isEmpty
        else {
          return .unknownCommand(
            word, command: command.path, suggestion: CLIExpected.nearest(word, in: names))
        }
        command = fallback
      }
      let slots = command.positionals
      if positionals < slots.count || slots.last?.repeating == true {
        positionals += 1
        continue
      }
      let names = command.options.filter(\.shown).map(\.preferredName)
      return .unexpectedArgument(
        word, command: command.path,
        suggestion: word.hasPrefix("-") ? nil : CLIExpected.nearest("--" + word, in: names))
    }
    if let fallback = command.defaultSubcommand.flatMap(command.subcommand(named:)), positionals == 0 {
      command = fallback
    }
    let required = command.positionals.filter { !$0.optional }
    if positionals < required.count {
      let argument = required[positionals]
      return .missingArgument(argument.valueName, command: command.path, about: argument.abstract)
    }
    return nil
  }

  /// `--count=3` → ("--count", "3"); `--count` → ("--count", nil).
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}
