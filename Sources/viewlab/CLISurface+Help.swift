import ViewLabLanguage
import ViewLabRendering

/// Help screens and usage lines drawn from the declared surface, in the learner's language: the
/// same sections as the argument parser's (overview, usage, arguments, options, subcommands), with
/// its English-only lines (`--help`, `--version`, `help`) worded by `CLIWords`.
///
///     CLISurface.declared.help(at: ["quiz"], .zhHans)   // "概述：面试练习：…\n\n用法：viewlab quiz …"
extension CLISurface {
  func help(at path: [String], _ l: Language, width: Int = 80) -> String? {
    guard let command = command(at: path) else { return nil }
    var out: [String] = []
    // The parser's own `help` command is worded by the parser, in English: ViewLab words it.
    let parsers = command.path == ["help"]
    let abstract = parsers ? CLIWords.parserLine("help", l) ?? command.abstract : command.abstract
    if !abstract.isEmpty {
      out += TextWrap.wrap(abstract, width: width, first: CLIWords.overview(l), rest: "  ")
    }
    if !command.discussion.isEmpty {
      out.append("")
      out += TextWrap.wrap(command.discussion, width: width)
    }
    out.append("")
    out += TextWrap.wrap(
      usage(of: command), width: width, first: CLIWords.usageHeading(l),
      rest: String(repeating: " ", count: 4))
    let positionals = command.positionals.filter(\.shown)
    if !positionals.isEmpty {
      out += ["", CLIWords.argumentsHeading(l)]
      for argument in positionals {
        let text = parsers ? CLIWords.parserLine("<subcommands>", l) ?? argument.abstract : argument.abstract
        out += entry("<\(argument.valueName)>", text, width: width)
      }
    }
    out += ["", CLIWords.optionsHeading(l)]
    for option in command.options.filter(\.shown) {
      out += optionLines(option, l, width: width)
    }
    let subcommands = command.subcommands.filter(\.shown)
    if !subcommands.isEmpty {
      out += ["", CLIWords.subcommandsHeading(l)]
      for subcommand in subcommands {
        let label =
          subcommand.name + (subcommand.name == command.defaultSubcommand ? l.pick(" (default)", "（默认）") : "")
        out += entry(label, CLIWords.parserLine(subcommand.name, l) ?? subcommand.abstract, width: width)
      }
      out += ["", CLIWords.subcommandFooter((["viewlab", "help"] + command.path).joined(separator: " "), l)]
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// `viewlab quiz [--topic <topic>] [--count <count>] …`: the parser's usage line.
  func usage(of command: CLICommand) -> String {
    var parts = [command.fullName]
    for argument in command.arguments where argument.shown {
      if argument.names.contains("--help") || argument.names.contains("--version") { continue }
      let word: String
      switch argument.kind {
      case .flag: word = argument.preferredName
      case .option: word = "\(argument.preferredName) <\(argument.valueName)>"
      case .positional: word = "<\(argument.valueName)>" + (argument.repeating ? " ..." : "")
      }
      parts.append(argument.optional ? "[\(word)]" : word)
    }
    if !command.subcommands.isEmpty {
      parts.append(command.defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]")
    }
    return parts.joined(separator: " ")
  }

  func usage(at path: [String]) -> String { command(at: path).map(usage(of:)) ?? "viewlab" }

  private func optionLines(_ option: CLIArgument, _ l: Language, width: Int) -> [String] {
    var label = option.names.joined(separator: ", ")
    if option.kind == .option { label += " <\(option.valueName)>" }
    var text = CLIWords.parserLine(option.preferredName, l) ?? option.abstract
    if let value = option.defaultValue, option.kind == .option {
      text += l.pick(" ", "") + CLIWords.defaultValue(value, l)
    }
    var lines = entry(label, text, width: width)
    let described = option.allowed.filter { option.valueDescriptions[$0] != nil }
    guard !described.isEmpty else { return lines }
    let column = (described.map { TerminalWidth.of($0) }.max() ?? 0) + 2
    for value in described {
      let first = "      " + value + String(repeating: " ", count: column - TerminalWidth.of(value))
      lines += TextWrap.wrap(
        option.valueDescriptions[value] ?? "", width: width, first: first,
        rest: String(repeating: " ", count: 6 + column))
    }
    return lines
  }

  /// `  label   text` with the text in one column, wrapped under itself.
  private func entry(_ label: String, _ text: String, width: Int) -> [String] {
    let column = 26
    let head = "  " + label
    let indent = String(repeating: " ", count: column)
    if TerminalWidth.of(head) >= column - 1 {
      return [head] + TextWrap.wrap(text, width: width, first: indent, rest: indent)
    }
    let first = head + String(repeating: " ", count: column - TerminalWidth.of(head))
    return TextWrap.wrap(text, width: width, first: first, rest: indent)
  }
}
