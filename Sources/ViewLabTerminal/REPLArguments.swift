import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering

/// The arguments a bare `viewlab` accepts, read without the argument parser (it costs
/// milliseconds of the first prompt): nothing, `--no-color`, `--json` and `--lang en|zh-Hans`.
/// `--lang` is not declared on the parser's root command: there it would take the subcommands'
/// own `--lang` (`viewlab lesson 3 --lang zh-Hans`) away from them.
///
///     ViewLabREPLArguments.read(["--lang", "zh-Hans"])   // (noColor: false, lang: .zhHans)
public enum ViewLabREPLArguments {
  /// What the arguments of a bare `viewlab` mean.
  public enum Reading: Equatable, Sendable {
    /// Only the root's own options.
    case root(noColor: Bool, json: Bool, lang: Language?)
    /// `--lang` with a value ViewLab does not speak (nil: no value at all).
    case badLanguage(String?)
    /// A subcommand, `--help`, or anything else: the argument parser's.
    case other
  }

  public static func reading(_ arguments: [String]) -> Reading {
    var noColor = false
    var json = false
    var lang: Language?
    var rest = arguments[...]
    while let first = rest.popFirst() {
      if first == "--no-color" {
        noColor = true
      } else if first == "--json" {
        json = true
      } else if first == "--lang" || first.hasPrefix("--lang=") {
        let value = first == "--lang" ? rest.popFirst() : String(first.dropFirst(7))
        guard let value, let language = Language(rawValue: value) else { return .badLanguage(value) }
        lang = language
      } else {
        return .other
      }
    }
    return .root(noColor: noColor, json: json, lang: lang)
  }

  /// `viewlab --lang zh-Hans lesson 3` as the subcommand reads it: a `--lang` given before the
  /// subcommand's name moves just after it (every subcommand declares its own `--lang`).
  public static func languageAfterSubcommand(_ arguments: [String]) -> [String] {
    var leading: [String] = []
    var lang: [String] = []
    var rest = arguments[...]
    while let first = rest.first, first.hasPrefix("-") {
      rest.removeFirst()
      if first == "--lang", let value = rest.first, !value.hasPrefix("-") {
        rest.removeFirst()
        lang = [first, value]
      } else if first.hasPrefix("--lang=") {
        lang = [first]
      } else {
        leading.append(first)
      }
    }
    guard !lang.isEmpty, let subcommand = rest.popFirst() else { return arguments }
    return leading + [subcommand] + lang + rest
  }

  /// The REPL's arguments, or nil when the line is not for the REPL.
  public static func read(_ arguments: [String]) -> (noColor: Bool, lang: Language?)? {
    guard case .root(let noColor, false, let lang) = reading(arguments) else { return nil }
    return (noColor, lang)
  }
}

extension ViewLabREPLArguments {
  /// The error for `--lang fr`, with the tag it most likely means.
  public static func badLanguage(_ value: String?, in language: Language) -> String {
    guard let value else { return TerminalWords.langNeedsValue(language) + "\n" }
    let problem = Problem.unknownLanguage(value, suggestion: Verbs.suggestedLanguage(value))
    let (message, hint) = ErrorRenderer.message(problem, language)
    return language.pick("error: ", "错误：") + message + "\n" + (hint.map { "  " + $0 + "\n" } ?? "")
  }
}
