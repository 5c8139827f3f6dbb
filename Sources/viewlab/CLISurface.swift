import ArgumentParser
import ViewLabTutor

/// The command line as the argument parser declares it: every command, its options, flags and
/// arguments, and the values an option allows, read from the parser's own description of the
/// declarations (`_dumpHelp()`), so the checks and help screens in the learner's language can never
/// list an option the parser does not take. Read only when a command line goes wrong or asks
/// for help.
///
///     CLISurface.declared.command(at: ["quiz"])?.option(named: "--count")?.valueName  // "count"
struct CLISurface {
  var root: CLICommand

  /// The surface of `viewlab`, in the language of `CLIWords` (abstracts and value descriptions).
  /// The root's `--lang` (`LanguageOption`) is read before the parser and declared on no root
  /// command, so it is added from its own declaration.
  static var declared: CLISurface {
    guard var surface = CLISurface(dump: ViewLab._dumpHelp()),
      let language = CLISurface(dump: LanguageOption._dumpHelp())
    else {
      preconditionFailure("the argument parser's description of viewlab is not JSON")
    }
    let lang = language.root.arguments.filter { $0.names.contains("--lang") }
    surface.root.arguments.insert(contentsOf: lang, at: 0)
    surface.root.takeDefaultSubcommands(from: ViewLab.self)
    return surface
  }

  init?(dump: String) {
    guard let json = JSONValue(parsing: dump), let command = json["command"], let root = CLICommand(command)
    else { return nil }
    self.root = root
  }

  /// The command reached by the subcommand names `path` (empty: the root).
  func command(at path: [String]) -> CLICommand? {
    var command = root
    for name in path {
      guard let next = command.subcommand(named: name) else { return nil }
      command = next
    }
    return command
  }
}

/// One command: `viewlab`, `viewlab quiz`, `viewlab lessons check`, …
struct CLICommand {
  var name: String
  /// The command's words from the root: `["viewlab", "lessons", "check"]`.
  var words: [String]
  var abstract: String
  var discussion: String
  var shown: Bool
  var arguments: [CLIArgument]
  var subcommands: [CLICommand]
  var defaultSubcommand: String?

  init?(_ json: JSONValue) {
    guard let name = json["commandName"]?.stringValue else { return nil }
    self.name = name
    words = (json["superCommands"]?.arrayValue?.compactMap(\.stringValue) ?? []) + [name]
    abstract = json["abstract"]?.stringValue ?? ""
    discussion = json["discussion"]?.stringValue ?? ""
    shown = json["shouldDisplay"]?.boolValue ?? true
    arguments = json["arguments"]?.arrayValue?.compactMap(CLIArgument.init) ?? []
    subcommands = json["subcommands"]?.arrayValue?.compactMap(CLICommand.init) ?? []
    defaultSubcommand = json["defaultSubcommand"]?.stringValue
  }

  var options: [CLIArgument] { arguments.filter { $0.kind != .positional } }
  var positionals: [CLIArgument] { arguments.filter { $0.kind == .positional } }
  /// The subcommands a person may type (the parser's own `help` included).
  var subcommandNames: [String] { subcommands.map(\.name) }
  var path: [String] { Array(words.dropFirst()) }
  var fullName: String { words.joined(separator: " ") }

  func subcommand(named name: String) -> CLICommand? { subcommands.first { $0.name == name } }

  /// The description names a default subcommand only when it was given a name of its own
  /// (`lessons list` was not), so the default is read from the configuration itself.
  mutating func takeDefaultSubcommands(from type: ParsableCommand.Type) {
    defaultSubcommand = type.configuration.defaultSubcommand?._commandName
    for subtype in type.configuration.subcommands {
      guard let index = subcommands.firstIndex(where: { $0.name == subtype._commandName }) else { continue }
      subcommands[index].takeDefaultSubcommands(from: subtype)
    }
  }

  func option(named name: String) -> CLIArgument? { options.first { $0.names.contains(name) } }
}

/// One option, flag or positional argument of a command.
struct CLIArgument {
  enum Kind: String { case positional, option, flag }

  var kind: Kind
  /// Every spelling, dashes included: `["-h", "--help"]`; empty for a positional.
  var names: [String]
  /// The name help and errors use: the long one when there is one.
  var preferredName: String
  var valueName: String
  var optional: Bool
  var repeating: Bool
  var shown: Bool
  var abstract: String
  var defaultValue: String?
  /// The values the option allows, in declaration order (empty: any text of its kind).
  var allowed: [String]
  /// One line per allowed value, when the value type gives them.
  var valueDescriptions: [String: String]

  init?(_ json: JSONValue) {
    guard let kindText = json["kind"]?.stringValue, let kind = Kind(rawValue: kindText) else { return nil }
    self.kind = kind
    names = (json["names"]?.arrayValue ?? []).compactMap(Self.spelled)
    let preferred = json["preferredName"].flatMap(Self.spelled)
    valueName = json["valueName"]?.stringValue ?? ""
    preferredName = preferred ?? names.last ?? valueName
    optional = json["isOptional"]?.boolValue ?? false
    repeating = json["isRepeating"]?.boolValue ?? false
    shown = json["shouldDisplay"]?.boolValue ?? true
    abstract = json["abstract"]?.stringValue ?? ""
    defaultValue = json["defaultValue"]?.stringValue
    allowed = json["allValues"]?.arrayValue?.compactMap(\.stringValue) ?? []
    var descriptions: [String: String] = [:]
    if case .object(let pairs) = json["allValueDescriptions"] {
      for (key, value) in pairs { descriptions[key] = value.stringValue }
    }
    valueDescriptions = descriptions
  }

  /// `{"kind": "long", "name": "count"}` as typed: `--count`.
  private static func spelled(_ json: JSONValue) -> String? {
    guard let name = json["name"]?.stringValue else { return nil }
    switch json["kind"]?.stringValue {
    case "long": return "--" + name
    case "short", "longWithSingleDash": return "-" + name
    default: return nil
    }
  }
}
