/// What an option's value must be, for the options whose value is neither text nor one of a
/// listed set (those the parser's description already says). Each kind accepts exactly what the
/// declared Swift type's `init?(argument:)` accepts (the standard library's parsers), and the
/// quiz's own check reads its range from here; a test holds this table against the parser.
enum CLIValueKind: Equatable {
  /// An `Int` within the range.
  case whole(ClosedRange<Int>)
  /// A `UInt64`: a whole number, 0 or more.
  case seed
  /// A `Double` (seconds).
  case seconds

  func accepts(_ text: String) -> Bool {
    switch self {
    case .whole(let range): Int(text).map(range.contains) ?? false
    case .seed: UInt64(text) != nil
    case .seconds: Double(text) != nil
    }
  }

  /// A value to show in an example (`--count 10`).
  var example: String {
    switch self {
    case .whole(let range): String(min(max(10, range.lowerBound), range.upperBound))
    case .seed: "42"
    case .seconds: "30"
    }
  }

  /// The kind of each option that takes one, by command and option: `quiz --count`.
  static let declared: [String: CLIValueKind] = [
    "quiz --count": .whole(quizCount),
    "quiz --seed": .seed,
    "quiz --time-limit": .seconds,
  ]

  /// How many questions a quiz may have.
  static let quizCount = 1...200

  /// The kind of `option` on the command reached by `path`; nil: any text.
  static func of(_ option: String, at path: [String]) -> CLIValueKind? {
    declared[(path + [option]).joined(separator: " ")]
  }
}
