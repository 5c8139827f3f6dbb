/// One learner's progress through one lesson: where to resume and what was answered.
public struct LessonProgress: Equatable, Sendable {
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
}

/// All of a learner's progress: lesson id → progress. Stored as JSON in `$VIEWLAB_HOME/progress.json`
/// (`LearnerProgress+Codec.swift`).
public struct LearnerProgress: Equatable, Sendable {
  public var version: Int = 1
  public var lessons: [String: LessonProgress] = [:]
  public init(lessons: [String: LessonProgress] = [:]) { self.lessons = lessons }
}
