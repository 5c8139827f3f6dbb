/// One learner's progress through one lesson: where to resume and what was answered.
public struct LessonProgress: Codable, Equatable, Sendable {
  /// The index of the next question to ask (== question count when the lesson is finished).
  public var position: Int
  /// Question id → answered correctly.
  public var results: [String: Bool]
  /// Whether the lesson was ever played to the end.
  public var completed: Bool

  public init(position: Int = 0, results: [String: Bool] = [:], completed: Bool = false) {
    self.position = position
    self.results = results
    self.completed = completed
  }

  /// Missing keys take their defaults, so older or hand-edited files still load.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    position = try c.decodeIfPresent(Int.self, forKey: .position) ?? 0
    results = try c.decodeIfPresent([String: Bool].self, forKey: .results) ?? [:]
    completed = try c.decodeIfPresent(Bool.self, forKey: .completed) ?? false
  }
}

/// All of a learner's progress: lesson id → progress. Stored as JSON in `$VIEWLAB_HOME/progress.json`.
public struct Progress: Codable, Equatable, Sendable {
  public var version: Int = 1
  public var lessons: [String: LessonProgress] = [:]
  public init(lessons: [String: LessonProgress] = [:]) { self.lessons = lessons }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
    lessons = try c.decodeIfPresent([String: LessonProgress].self, forKey: .lessons) ?? [:]
  }
}
