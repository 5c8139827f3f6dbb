/// The language ViewLab speaks to a person: English or Simplified Chinese. The one type every layer
/// uses, with the one decision of which language a command speaks (`resolve`).
///
///     Language.resolve(flag: nil, remembered: nil) { ["LANG": "zh_TW.UTF-8"][$0] }   // .zhHans
public enum Language: String, Hashable, Sendable, CaseIterable {
  case en
  case zhHans = "zh-Hans"

  /// The tags `--lang` and `lang` accept, as they are written.
  public static let tags = allCases.map(\.rawValue)

  /// A locale value or a loosely written tag: any `zh…` (`zh_CN.UTF-8`, `zh-Hant`, `zh_TW`) is
  /// Chinese, anything else English. ViewLab has no Traditional Chinese text; a Chinese reader
  /// reads Simplified Chinese more easily than English, so every Chinese locale gets it.
  public init(tag: String?) {
    var bytes = (tag ?? "").utf8.makeIterator()
    let first = bytes.next().map { $0 | 0x20 }
    let second = bytes.next().map { $0 | 0x20 }
    self = first == UInt8(ascii: "z") && second == UInt8(ascii: "h") ? .zhHans : .en
  }

  /// The language the locale variables name; the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is
  /// set and not empty decides, as POSIX has it for messages; English when none is.
  public static func locale(_ environment: (String) -> String?) -> Language {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment(name), !value.isEmpty { return Language(tag: value) }
    }
    return .en
  }

  /// The language of a command, the same for the REPL, `run`, lessons, quizzes and stats:
  /// the `--lang` flag, else the language the learner chose with `lang` last time, else the locale.
  public static func resolve(
    flag: Language?, remembered: Language?, _ environment: (String) -> String?
  ) -> Language {
    flag ?? remembered ?? locale(environment)
  }

  /// Only the chosen wording is built: a trace step's text formats its points and rects once,
  /// not once per language.
  @inlinable
  public func pick(_ en: @autoclosure () -> String, _ zh: @autoclosure () -> String) -> String {
    self == .zhHans ? zh() : en()
  }

  /// A list separator as the language writes it: `a, b` / `a、b`.
  public var listSeparator: String { pick(", ", "、") }
}
