import ViewLabLanguage

import enum ViewLabCommands.Suggestion
import enum ViewLabCommands.Verbs

/// A command line ViewLab will not run, said as data: what was typed, where, and the nearest thing
/// that would have worked. `CLIWords.problem` words it in either language.
enum CLIProblem: Equatable {
  /// A word where a subcommand belongs (`viewlab quizz`, `viewlab lessons chek`).
  case unknownCommand(String, command: [String], suggestion: String?)
  /// `--cout` on a command that has no such option.
  case unknownOption(String, command: [String], suggestion: String?)
  /// `--count` at the end of the line, or followed by another option.
  case missingValue(option: String, command: [String], expected: CLIExpected)
  /// `--count abc`, `--topic foo`, `--lang fr`.
  case invalidValue(
    option: String, value: String, command: [String], expected: CLIExpected, suggestion: String?)
  /// `--review=yes`: a flag given a value.
  case flagWithValue(flag: String, value: String, command: [String])
  /// A word the command has no place for (`viewlab quiz extra`).
  case unexpectedArgument(String, command: [String], suggestion: String?)
  /// A required argument left out (`viewlab lesson`), with what the argument is.
  case missingArgument(String, command: [String], about: String)

  /// The subcommand path whose usage the message shows.
  var command: [String] {
    switch self {
    case .unknownCommand(_, let command, _), .unknownOption(_, let command, _),
      .missingValue(_, let command, _), .invalidValue(_, _, let command, _, _),
      .flagWithValue(_, _, let command),
      .unexpectedArgument(_, let command, _), .missingArgument(_, let command, _):
      command
    }
  }
}

/// What an option wants, for the message that says it was not given.
enum CLIExpected: Equatable {
  case oneOf([String])
  case kind(CLIValueKind)
  /// Any text, named by the option's value name (`<out>`).
  case text(String)

  init(_ option: CLIArgument, at path: [String]) {
    if !option.allowed.isEmpty {
      self = .oneOf(option.allowed)
    } else if let kind = CLIValueKind.of(option.preferredName, at: path) {
      self = .kind(kind)
    } else {
      self = .text(option.valueName)
    }
  }

  func accepts(_ value: String) -> Bool {
    switch self {
    case .oneOf(let values): values.contains(value)
    case .kind(let kind): kind.accepts(value)
    case .text: true
    }
  }

  /// The allowed value `value` most likely means: the only one it starts, else the nearest by
  /// edit distance; a language tag also from how people write locales (`zh_CN` → zh-Hans).
  func suggestion(for value: String) -> String? {
    guard case .oneOf(let values) = self else { return nil }
    return CLIExpected.nearest(value, in: values)
      ?? (values == Language.tags ? Verbs.suggestedLanguage(value) : nil)
  }

  /// The only candidate `word` starts (case aside), else the nearest typo of one.
  static func nearest(_ word: String, in candidates: [String]) -> String? {
    let lower = word.lowercased()
    let starting = candidates.filter { !lower.isEmpty && $0.lowercased().hasPrefix(lower) }
    if starting.count == 1 { return starting[0] }
    return Suggestion.nearest(to: word, in: candidates)
  }
}
