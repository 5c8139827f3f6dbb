/// The right answer to a question, computed: by the engine for scene questions, from the file's
/// literal `answer` for concept questions.
public struct ExpectedAnswer: Equatable, Sendable {
  /// Nil for a task (its answer is the learner's change; the goal is checked instead).
  public var answer: Answer?
  /// What the JSON line's `expected` shows.
  public var json: JSONValue
  /// As a learner would type it.
  public var typed: String
  /// The engine's human text for the query (trace, derivation); empty for concept questions.
  public var derivation: String
  /// The lines of the derivation that derive the graded field (`BriefRenderer`), when the engine
  /// can tell them.
  public var brief: String? = nil
}

/// A lesson that cannot be graded as written: the line and the problem. `lessons check` reports it.
public struct GradingFailure: Error, Equatable, Sendable {
  public var line: Int
  public var problem: LessonProblem
  public init(line: Int, _ problem: LessonProblem) {
    self.line = line
    self.problem = problem
  }
}

/// One graded answer.
public struct Grade: Equatable, Sendable {
  public var questionID: String
  public var correct: Bool
  public var expected: JSONValue
  public var expectedTyped: String
  public var hint: String
  /// Why: the file's explanation, the answer, and the engine's reasoning. Never empty.
  public var explanation: String
  /// The short "why" shown after a right answer: the file's explanation, else the lines of the
  /// engine's derivation that give the asked value.
  public var brief: String = ""
  /// Set when the learner's text could not be read or a task command was refused.
  public var problem: String?
  /// For a task: what the goal's query gave after the learner's commands (`tap 30 50 → hit = red`).
  public var observed: String?
  /// For a task: each condition the learner's change did not meet, in words
  /// (`wanted hit = door, got tap 260 120 → hit = window`, `door.position changed …`).
  public var unmet: [String] = []
  /// The question's kind, for the JSON line (`point`, `chain`, `explain`, …).
  public var kind: AnswerKind? = nil
  /// For a spoken (`explain`) answer: each key point, in the learner's language, met or not.
  public var points: [SpokenMark]? = nil

  public init(
    questionID: String, correct: Bool, expected: JSONValue, expectedTyped: String, hint: String,
    explanation: String, problem: String? = nil
  ) {
    self.questionID = questionID
    self.correct = correct
    self.expected = expected
    self.expectedTyped = expectedTyped
    self.hint = hint
    self.explanation = explanation
    self.problem = problem
  }

  /// The tutor JSON contract's per-answer line (docs/TUTOR-PROTOCOL.md): question, correct, expected, hint,
  /// explanation. The hint is null for a correct answer.
  public var json: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("question", .string(questionID)),
      ("correct", .bool(correct)),
    ]
    if let kind { fields.append(("kind", .string(kind.rawValue))) }
    fields += [
      ("expected", expected),
      ("hint", correct ? .null : .string(hint)),
      ("explanation", .string(explanation)),
    ]
    if let points {
      fields.append(("points", .array(points.map(\.json))))
    }
    return .object(fields)
  }
}

extension Answer {
  /// The answer as the JSON contract shows an expected value: the engine's own shapes.
  public var json: JSONValue {
    switch self {
    case .view(let name): return name.map(JSONValue.string) ?? .null
    case .point(let x, let y): return .array([.number(x), .number(y)])
    case .rect(let x, let y, let w, let h): return .array([x, y, w, h].map(JSONValue.number))
    case .number(let n): return .number(n)
    case .chain(let names): return .array(names.map(JSONValue.string))
    case .bool(let b): return .bool(b)
    case .choice(let i): return .string(Answer.letter(i))
    case .commands(let lines): return .string(lines.joined(separator: "; "))
    case .spoken(let text): return .string(text)
    }
  }
}
