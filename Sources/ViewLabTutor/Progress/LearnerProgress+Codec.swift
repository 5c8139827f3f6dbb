/// `progress.json` through `Codable`, on the tutor's own JSON value (`JSONValueEncoder`,
/// `JSONValueDecoder`: no Foundation on the way to a lesson). Missing keys take their defaults, so
/// older or hand-edited files load; a value of the wrong type makes the file unreadable (it is then
/// moved aside).
extension LearnerProgress: Codable {
  enum CodingKeys: String, CodingKey {
    case version, lessons
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(lessons: try c.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:])
    version = try c.decodeIfPresent(Int.self, forKey: .version) ?? version
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(version, forKey: .version)
    try c.encode(SortedKeys(lessons), forKey: .lessons)
  }

  /// One object, keys sorted, one lesson per line.
  public var fileText: String {
    var lines = ["{\"version\":\(version),\"lessons\":{"]
    let sorted = lessons.sorted { $0.key < $1.key }
    for (i, (id, lesson)) in sorted.enumerated() {
      // Encoding a `LessonProgress` cannot fail: it holds no value JSON cannot write, and this
      // encoder throws nothing of its own.
      let json = (try? JSONValueEncoder.encode(lesson)) ?? .object([])
      let entry = JSONValue.object([(id, json)]).text.dropFirst().dropLast()
      lines.append(String(entry) + (i < sorted.count - 1 ? "," : ""))
    }
    lines.append("}}")
    return lines.joined(separator: "\n")
  }

  public init?(parsing text: String) {
    guard let progress = JSONValueDecoder.decode(Self.self, parsing: text) else { return nil }
    self = progress
  }
}

extension LessonProgress: Codable {
  enum CodingKeys: String, CodingKey {
    // `results` (right in the end) stays for older versions; `outcomes` tells first tries apart.
    case completed, position, outcomes, results
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      position: try c.decodeIfPresent(Int.self, forKey: .position) ?? 0,
      results: try c.decodeIfPresent([String: Bool].self, forKey: .results) ?? [:],
      completed: try c.decodeIfPresent(Bool.self, forKey: .completed) ?? false)
    // A file with both: `outcomes` knows first tries, `results` only the end.
    let told = try c.decodeIfPresent([String: QuestionOutcome].self, forKey: .outcomes) ?? [:]
    outcomes.merge(told) { _, new in new }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(completed, forKey: .completed)
    try c.encode(position, forKey: .position)
    try c.encode(SortedKeys(outcomes), forKey: .outcomes)
    try c.encode(SortedKeys(outcomes.mapValues(\.rightInTheEnd)), forKey: .results)
  }
}

extension QuestionOutcome: Codable {}

/// A dictionary encoded as one object with its keys sorted, so a file does not change when
/// nothing in it did (`Dictionary` encodes in its own, varying order).
struct SortedKeys<Value: Encodable>: Encodable {
  var dictionary: [String: Value]

  init(_ dictionary: [String: Value]) { self.dictionary = dictionary }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: NameKey.self)
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
      try c.encode(value, forKey: NameKey(key))
    }
  }
}

/// Any string as a coding key: the keys of an object whose names are data (lesson ids, skills).
struct NameKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
