/// Every lesson answer in a learner's progress, by how it went: what `stats` shows beside the quiz.
///
///     LessonTally(progress).firstTry   // questions right on the first try, over all lessons
public struct LessonTally: Equatable, Sendable {
  public var firstTry = 0
  public var afterRetry = 0
  public var answered = 0

  public init(firstTry: Int = 0, afterRetry: Int = 0, answered: Int = 0) {
    (self.firstTry, self.afterRetry, self.answered) = (firstTry, afterRetry, answered)
  }

  public init(_ progress: LearnerProgress) {
    for outcome in progress.lessons.values.flatMap(\.outcomes.values) {
      answered += 1
      switch outcome {
      case .firstTry: firstTry += 1
      case .afterRetry: afterRetry += 1
      case .missed, .skipped: break
      }
    }
  }
}
