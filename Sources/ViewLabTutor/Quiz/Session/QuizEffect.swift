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

/// How an answer was judged. Only `right` scores; `late` is a right answer after the time limit.
public enum QuizVerdict: Equatable, Sendable {
  case right
  case wrong
  /// The learner asked for the answer (`skip`): shown, not scored, not reported as wrong.
  case skipped
  case late

  var review: ReviewOutcome {
    switch self {
    case .right: .right
    case .late: .late
    case .wrong, .skipped: .wrong
    }
  }
}

public struct QuizGrade: Equatable, Sendable {
  public var questionID: String
  public var topic: QuizTopic
  public var verdict: QuizVerdict
  /// Whether it scores: `verdict == .right` (the contract's `correct`).
  public var correct: Bool { verdict == .right }
  /// What the tutor contract prints as `expected`: the engine's value, or the bank's answer.
  public var expected: JSONValue
  public var expectedTyped: String
  /// The right answer as a person reads it: `B — UIResponder` for a choice, else as typed.
  public var answerLine: String
  /// Never empty: the rule, the answer and — for a scene question — the engine's trace or derivation.
  public var explanation: String
  /// The rule alone: the short "why" a person sees after every answer.
  public var note: String
  /// There is more to see with `why`: the engine's trace or derivation of a scene question.
  public var hasTrace: Bool
  /// With --timed: seconds this answer took, and since the quiz began.
  public var seconds: Double?
  public var elapsed: Double?
  /// The question's kind, for the JSON line.
  public var kind: AnswerKind? = nil
  /// A spoken answer's key points, met or not, in the learner's language.
  public var points: [SpokenMark]? = nil

  /// The tutor JSON contract's per-answer line (`kind` and, for a spoken answer, `points` added).
  public var json: JSONValue {
    var fields: [(String, JSONValue)] = [("id", .string(questionID)), ("correct", .bool(correct))]
    if let kind { fields.append(("kind", .string(kind.rawValue))) }
    fields += [("expected", expected), ("explanation", .string(explanation))]
    if let points { fields.append(("points", .array(points.map(\.json)))) }
    return .object(fields)
  }
}

public enum QuizNotice: Equatable, Sendable {
  /// The answer could not be read (interactive mode asks again).
  case unreadable(String)
  /// A wrong answer came after the time allowed.
  case timeUp(limit: Double)
  /// `why`/`trace` after an answer: the whole explanation of the question just graded.
  case reasoning(String)
  /// `why` before any answer was graded.
  case nothingToExplain
  /// `help` at the quiz prompt: what may be typed there.
  case help
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
  /// Answered right after the time limit (not in `correct`), and skipped (not in `correct`).
  public var late = 0
  public var skipped = 0
  /// What was missed, as a person reads it (never an id).
  public var missed: [Missed]

  public struct Missed: Equatable, Sendable {
    public var skill: Skill
    /// The question's prompt, shortened to one line.
    public var prompt: String
  }

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

extension QuizSummary {
  /// A prompt cut to one line of at most `limit` terminal columns (a CJK character takes two),
  /// at a word boundary when there is one, with "…" when cut.
  ///
  ///     shorten("What does card.convert(CGPoint(x: 10, y: 20), to: window) return? Answer x, y.")
  ///     // "What does card.convert(CGPoint(x: 10, y: 20), to: window) return?"
  static func shorten(_ prompt: String, columns limit: Int = 76) -> String {
    var line = String(prompt.prefix { $0 != "\n" }).trimmingWhitespace
    // What follows the question mark says how to type the answer: not needed in a list of misses.
    if let mark = line.lastIndex(where: { $0 == "?" || $0 == "？" }),
      line.distance(from: mark, to: line.endIndex) < 40
    {
      line = String(line[...mark])
    }
    guard line.columns > limit else { return line }
    var used = 0
    var cut = line.startIndex
    var lastSpace: String.Index?
    for i in line.indices {
      used += line[i].columns
      if used > limit - 1 { break }
      if line[i] == " " { lastSpace = i }
      cut = line.index(after: i)
    }
    if let space = lastSpace, line.distance(from: line.startIndex, to: space) > limit / 2 { cut = space }
    return String(line[..<cut]).trimmingWhitespace + "…"
  }
}
