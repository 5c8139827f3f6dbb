import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem
import ViewLabTutor

/// Which language a command speaks, decided once for all of them (the REPL, piped scripts, `run`,
/// `lessons`, `lesson`, `quiz`, `stats` and the command line's own help): `--lang` first; else the
/// language the learner chose with `lang` at the REPL last time (kept in the state directory);
/// else the locale variables (`Language.locale`); else English.
///
///     LanguageChoice.decide(flag: nil, host: system)   // .zhHans under LANG=zh_TW.UTF-8
public enum LanguageChoice {
  /// The one decision: `Language.resolve` with what this machine remembers and its environment.
  public static func decide(flag: Language?, host: System) -> Language {
    Language.resolve(
      flag: flag, remembered: LanguageStore(host: host).load(), { host.environment($0) })
  }

  /// `--lang VALUE` or `--lang=VALUE` anywhere in the arguments (the value as written), for
  /// choosing the language of the command-line help before the argument parser runs.
  public static func flag(in arguments: [String]) -> String? {
    var rest = arguments[...]
    while let first = rest.popFirst() {
      if first == "--" { return nil }
      if first == "--lang" { return rest.popFirst() }
      if first.hasPrefix("--lang=") { return String(first.dropFirst(7)) }
    }
    return nil
  }
}

/// The language the learner chose with `lang`, kept in the state directory beside the history
/// (`language`, one tag), written atomically.
public struct LanguageStore {
  public let host: System
  public let path: String?

  public init(host: System, directory: String?) {
    self.host = host
    path = directory.map { $0 + "/language" }
  }

  /// The store in the state directory (`$VIEWLAB_HOME`, …), beside the history.
  public init(host: System) {
    self.init(host: host, directory: StateDirectory.path(variable: { host.environment($0) }))
  }

  /// The remembered language; nil when none was chosen or the file holds something else.
  public func load() -> Language? {
    guard let path, let text = try? host.read(path) else { return nil }
    return Language(rawValue: text.trimmingSpaces)
  }

  public func save(_ language: Language, directory: String) throws {
    guard let path else { return }
    try host.createDirectory(directory)
    try host.writeAtomically(path, language.rawValue + "\n")
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while s.first?.isWhitespace == true { s.removeFirst() }
    while s.last?.isWhitespace == true { s.removeLast() }
    return String(s)
  }
}
