/// The review file's format: one JSON object, versioned. Reading returns nil for anything that is
/// not a file this code wrote, so the terminal can report it and move it aside.
extension ReviewState {
  public static let formatVersion = 1

  public var json: JSONValue {
    var cards: [(String, JSONValue)] = []
    for (skill, card) in skills.sorted(by: { $0.key < $1.key }) {
      cards.append(
        (
          skill.key,
          .object([
            ("ease", .number(card.ease)), ("interval", .number(card.intervalDays)),
            ("repetitions", .number(Double(card.repetitions))), ("due", .number(card.due)),
            ("correct", .number(Double(card.correct))), ("total", .number(Double(card.total))),
          ])
        ))
    }
    return .object([
      ("version", .number(Double(Self.formatVersion))),
      ("skills", .object(cards)),
      ("missed", .array(missed.map(JSONValue.string))),
      ("streak", .number(Double(streak))),
      ("bestStreak", .number(Double(bestStreak))),
      ("dayStreak", .number(Double(dayStreak))),
      ("lastDay", lastDay.map { .number(Double($0)) } ?? .null),
    ])
  }

  /// Parses a review file; nil when it is not one (corrupt, truncated, another version).
  public init?(parsing text: String) {
    guard let root = JSONValue(parsing: text), root["version"]?.numberValue == Double(Self.formatVersion),
      case .object(let cards)? = root["skills"], let missed = root["missed"]?.arrayValue
    else { return nil }
    self.init()
    for (key, value) in cards {
      guard let skill = Skill(key: key) else { return nil }
      func number(_ name: String) -> Double? { value[name]?.numberValue }
      guard let ease = number("ease"), let interval = number("interval"), let reps = number("repetitions"),
        let due = number("due"), let correct = number("correct"), let total = number("total")
      else { return nil }
      var card = SkillCard()
      (card.ease, card.intervalDays, card.repetitions, card.due) = (ease, interval, Int(reps), due)
      (card.correct, card.total) = (Int(correct), Int(total))
      skills[skill] = card
    }
    self.missed = missed.compactMap(\.stringValue)
    streak = Int(root["streak"]?.numberValue ?? 0)
    bestStreak = Int(root["bestStreak"]?.numberValue ?? 0)
    dayStreak = Int(root["dayStreak"]?.numberValue ?? 0)
    lastDay = root["lastDay"]?.numberValue.map { Int($0) }
  }
}

/// Loading the review file: the state, and whether the file was unreadable and must be moved aside.
public enum ReviewFile {
  public static let name = "quiz-review.json"

  /// `text` is nil when there is no file yet.
  public static func load(_ text: String?) -> (state: ReviewState, corrupt: Bool) {
    guard let text else { return (ReviewState(), false) }
    guard let state = ReviewState(parsing: text) else { return (ReviewState(), true) }
    return (state, false)
  }
}
