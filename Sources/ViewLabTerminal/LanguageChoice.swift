import ViewLabRendering
import ViewLabSystem

/// Which language ViewLab speaks: `--lang` first; in the REPL, the language the learner chose
/// with `lang` last time; else the locale variables in POSIX order (`LC_ALL` overrides
/// `LC_MESSAGES`, which overrides `LANG`; `zh…` means Simplified Chinese); else English.
///
///     LanguageChoice.locale { ["LANG": "zh_CN.UTF-8"][$0] }   // .zhHans
public enum LanguageChoice {
  /// The tags `--lang` accepts.
  public static let tags = ["en", "zh-Hans"]

  /// The language the locale variables name; the first of LC_ALL, LC_MESSAGES, LANG that is set
  /// and not empty decides, as POSIX has it for messages.
  public static func locale(_ variable: (String) -> String?) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = variable(name), !value.isEmpty { return Language(tag: value) }
    }
    return .en
  }

  /// The language for a session: the flag, else what was remembered, else the locale.
  public static func resolve(flag: String?, remembered: Language? = nil, _ variable: (String) -> String?)
    -> Language
  {
    if let flag, let language = Language(rawValue: flag) { return language }
    return remembered ?? locale(variable)
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
