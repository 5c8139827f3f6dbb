/// How one lesson question went. Only a right answer on the first try scores; a right answer after
/// a wrong one is shown apart and counts as a miss for review.
public enum QuestionOutcome: String, Equatable, Sendable, CaseIterable {
  /// Right on the first try.
  case firstTry = "first"
  /// Wrong first, then right.
  case afterRetry = "retry"
  /// Wrong to the end (the explanation was shown).
  case missed
  /// Skipped: the answer was shown.
  case skipped

  /// Right in the end, first try or not (what older progress files stored as `true`).
  public var rightInTheEnd: Bool {
    switch self {
    case .firstTry, .afterRetry: true
    case .missed, .skipped: false
    }
  }

  /// Whether the question scores: right on the first try.
  public var scores: Bool { self == .firstTry }
}

/// One learner's progress through one lesson: where to resume and what was answered.
public struct LessonProgress: Equatable, Sendable {
  /// The index of the next question to ask (== question count when the lesson is finished).
  public var position: Int
  /// Question id → how it went.
  public var outcomes: [String: QuestionOutcome]
  /// Whether the lesson was ever played to the end.
  public var completed: Bool

  public init(position: Int = 0, outcomes: [String: QuestionOutcome] = [:], completed: Bool = false) {
    self.position = position
    self.outcomes = outcomes
    self.completed = completed
  }

  /// Progress as older files stored it: question id → right in the end. Those files did not record
  /// first tries, so a `true` reads as right on the first try and a `false` as missed.
  public init(position: Int = 0, results: [String: Bool], completed: Bool = false) {
    self.init(
      position: position, outcomes: results.mapValues { $0 ? .firstTry : .missed }, completed: completed)
  }
}

/// All of a learner's progress: lesson id → progress. Stored as JSON in `$VIEWLAB_HOME/progress.json`
/// (`LearnerProgress+Codec.swift`).
public struct LearnerProgress: Equatable, Sendable {
  public var version: Int = 1
  public var lessons: [String: LessonProgress] = [:]
  public init(lessons: [String: LessonProgress] = [:]) { self.lessons = lessons }
}
