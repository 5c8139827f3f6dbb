/// What the quiz session asks its driver (the terminal, a test) to do. The session never prints.
public enum QuizEffect: Equatable, Sendable {
  /// Show a question and wait for one answer line.
  case ask(QuizAsk)
  case graded(QuizGrade)
  case notice(QuizNotice)
  /// Store the review state now (after every graded answer).
  case saveReview(ReviewState)
  case summary(QuizSummary)
  /// Stop reading input.
  case finished
}

public struct QuizAsk: Equatable, Sendable {
  public var question: QuizQuestion
  /// 1-based.
  public var number: Int
  public var total: Int
  /// With --timed: seconds since the quiz began, and the time allowed for this question.
  public var elapsed: Double?
  public var timeLimit: Double?
}

public struct QuizGrade: Equatable, Sendable {
  public var questionID: String
  public var topic: QuizTopic
  public var correct: Bool
  /// What the tutor contract prints as `expected`: the engine's value, or the bank's answer.
  public var expected: JSONValue
  public var expectedTyped: String
  /// Never empty: the rule, the answer and — for a scene question — the engine's trace or derivation.
  public var explanation: String
  /// The rule alone (what a person sees after a right answer).
  public var note: String
  /// With --timed: seconds this answer took, and since the quiz began.
  public var seconds: Double?
  public var elapsed: Double?

  /// The tutor JSON contract's per-answer line.
  public var json: JSONValue {
    .object([
      ("id", .string(questionID)), ("correct", .bool(correct)), ("expected", expected),
      ("explanation", .string(explanation)),
    ])
  }
}

public enum QuizNotice: Equatable, Sendable {
  /// The answer could not be read (interactive mode asks again).
  case unreadable(String)
  /// The answer came after the time allowed.
  case timeUp(limit: Double)
  case skipped
  /// Review mode with nothing due: the soonest-due skills are practised instead.
  case nothingDue
  case left
}

/// The score at the end.
public struct QuizSummary: Equatable, Sendable {
  public var correct: Int
  public var total: Int
  /// Per topic, in topic order.
  public var byTopic: [TopicScore]
  public var elapsed: Double?
  public var missed: [String]

  public struct TopicScore: Equatable, Sendable {
    public var topic: QuizTopic
    public var correct: Int
    public var total: Int
  }

  /// `{"summary": {"correct", "total", "byTopic": {topic: {"correct", "total"}}}}`.
  public var json: JSONValue {
    let topics = byTopic.map { s -> (String, JSONValue) in
      (
        s.topic.rawValue,
        .object([("correct", .number(Double(s.correct))), ("total", .number(Double(s.total)))])
      )
    }
    return .object([
      (
        "summary",
        .object([
          ("correct", .number(Double(correct))), ("total", .number(Double(total))),
          ("byTopic", .object(topics)),
        ])
      )
    ])
  }
}
