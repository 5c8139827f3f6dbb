/// The review file's format through `Codable` on the tutor's own JSON value: one JSON object,
/// versioned, skills sorted. Reading fails for anything that is not a file this code wrote
/// (corrupt, truncated, another version), so the terminal can report it and move it aside.
extension ReviewState: Codable {
  public static let formatVersion = 1

  enum CodingKeys: String, CodingKey {
    case version, skills, missed, streak, bestStreak, dayStreak, lastDay
  }

  public var json: JSONValue { (try? JSONValueEncoder.encode(self)) ?? .null }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Self.formatVersion, forKey: .version)
    var cards = c.nestedContainer(keyedBy: NameKey.self, forKey: .skills)
    for (skill, card) in skills.sorted(by: { $0.key < $1.key }) {
      try cards.encode(card, forKey: NameKey(skill.key))
    }
    try c.encode(missed, forKey: .missed)
    try c.encode(streak, forKey: .streak)
    try c.encode(bestStreak, forKey: .bestStreak)
    try c.encode(dayStreak, forKey: .dayStreak)
    try c.encode(lastDay, forKey: .lastDay)
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    guard try c.decode(Double.self, forKey: .version) == Double(Self.formatVersion) else {
      throw DecodingError.dataCorruptedError(forKey: .version, in: c, debugDescription: "another version")
    }
    self.init()
    let cards = try c.nestedContainer(keyedBy: NameKey.self, forKey: .skills)
    for key in cards.allKeys {
      guard let skill = Skill(key: key.stringValue) else {
        throw DecodingError.dataCorruptedError(forKey: key, in: cards, debugDescription: "not a skill")
      }
      skills[skill] = try cards.decode(SkillCard.self, forKey: key)
    }
    // Hand edits are forgiven where they always were: a missed id that is not a string is
    // dropped; a count that is missing or not a number is 0 (`lastDay` nil); a count with a
    // fraction is cut to a whole number.
    missed = try c.decode([LooseString].self, forKey: .missed).compactMap(\.value)
    func count(_ key: CodingKeys) -> Int? { (try? c.decodeIfPresent(WholeNumber.self, forKey: key))?.value }
    streak = count(.streak) ?? 0
    bestStreak = count(.bestStreak) ?? 0
    dayStreak = count(.dayStreak) ?? 0
    lastDay = count(.lastDay)
  }

  /// Parses a review file; nil when it is not one (corrupt, truncated, another version).
  public init?(parsing text: String) {
    guard let state = JSONValueDecoder.decode(Self.self, parsing: text) else { return nil }
    self = state
  }
}

extension SkillCard: Codable {
  enum CodingKeys: String, CodingKey {
    case ease, interval, repetitions, due, correct, total
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(ease, forKey: .ease)
    try c.encode(intervalDays, forKey: .interval)
    try c.encode(repetitions, forKey: .repetitions)
    try c.encode(due, forKey: .due)
    try c.encode(correct, forKey: .correct)
    try c.encode(total, forKey: .total)
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    ease = try c.decode(Double.self, forKey: .ease)
    intervalDays = try c.decode(Double.self, forKey: .interval)
    due = try c.decode(Double.self, forKey: .due)
    repetitions = try c.decode(WholeNumber.self, forKey: .repetitions).value
    correct = try c.decode(WholeNumber.self, forKey: .correct).value
    total = try c.decode(WholeNumber.self, forKey: .total).value
  }
}

/// A string, or nothing for any other value (a hand-edited list keeps its strings).
struct LooseString: Decodable {
  var value: String?
  init(from decoder: any Decoder) throws { value = try? decoder.singleValueContainer().decode(String.self) }
}

/// A number read as a whole number, its fraction cut off as the review file always read it; a
/// number no `Int` holds is an error, not a crash.
struct WholeNumber: Decodable {
  var value: Int
  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    guard let n = Int(exactly: try c.decode(Double.self).rounded(.towardZero)) else {
      throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a whole number an Int holds")
    }
    value = n
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
