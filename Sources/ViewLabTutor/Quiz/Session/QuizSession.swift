/// A quiz as a value: questions in, effects out. `handle` takes one line of input and the time it
/// arrived (the clock sits at the edge), so the session is deterministic and tested with fakes.
///
///     var s = QuizSession(questions: qs, options: .init(mode: .json), review: ReviewState())
///     s.start(now: 0)              // [.ask(…)]
///     s.handle("blue", now: 4)     // [.graded(…), .saveReview(…), .ask(…)]
public struct QuizSession: Sendable {
  public enum Mode: Sendable { case json, interactive }

  public struct Options: Sendable {
    public var mode: Mode
    public var language: QuizLanguage
    /// Seconds allowed per question (--timed); nil: untimed.
    public var timeLimit: Double?

    public init(mode: Mode, language: QuizLanguage = .en, timeLimit: Double? = nil) {
      self.mode = mode
      self.language = language
      self.timeLimit = timeLimit
    }
  }

  public private(set) var questions: [QuizQuestion]
  public private(set) var index = 0
  public private(set) var review: ReviewState
  public let options: Options
  private(set) var answers: [(topic: QuizTopic, correct: Bool, id: String)] = []
  private var startedAt = 0.0
  private var askedAt = 0.0
  private var done = false

  public init(questions: [QuizQuestion], options: Options, review: ReviewState) {
    self.questions = questions
    self.options = options
    self.review = review
  }

  public var isFinished: Bool { done }
  public var current: QuizQuestion? { index < questions.count ? questions[index] : nil }

  public mutating func start(now: Double) -> [QuizEffect] {
    startedAt = now
    return askOrFinish(now: now)
  }

  /// One line from the learner (or the program driving the quiz).
  public mutating func handle(_ input: String, now: Double) -> [QuizEffect] {
    guard !done, let question = current else { return [] }
    var text = input.trimmingWhitespace
    // A program may send back the JSON value it was shown as expected ("B", "card").
    if text.hasPrefix("\""), case .string(let s)? = JSONValue(parsing: text) { text = s }
    if options.mode == .interactive {
      switch text.lowercased() {
      case "quit", "q", "exit", ":q", "退出": return [.notice(.left)] + finish(now: now)
      case "skip", "跳过": return grade(question, answer: nil, now: now, notice: .skipped)
      default: break
      }
    }
    if let limit = options.timeLimit, now - askedAt > limit {
      return grade(question, answer: nil, now: now, notice: .timeUp(limit: limit))
    }
    switch AnswerReader.read(text, as: question.kind, choices: question.choices ?? []) {
    case .success(let answer):
      return grade(question, answer: answer, now: now, notice: nil)
    case .failure(let error):
      if options.mode == .interactive { return [.notice(.unreadable(error.message))] }
      return grade(question, answer: nil, now: now, notice: nil)
    }
  }

  /// The end of input or a request to stop: the summary.
  public mutating func finish(now: Double) -> [QuizEffect] {
    guard !done else { return [] }
    done = true
    return [.summary(summary(now: now)), .finished]
  }

  private mutating func grade(_ q: QuizQuestion, answer: Answer?, now: Double, notice: QuizNotice?)
    -> [QuizEffect]
  {
    let correct = answer.map { $0.matches(q.expected) } ?? false
    let timed = options.timeLimit != nil
    let grade = QuizGrade(
      questionID: q.id, topic: q.topic, correct: correct, expected: q.expectedJSON,
      expectedTyped: q.modelAnswer,
      explanation: QuizExplanation.compose(q, given: answer, correct: correct, language: options.language),
      note: q.note, seconds: timed ? now - askedAt : nil, elapsed: timed ? now - startedAt : nil)
    answers.append((q.topic, correct, q.id))
    review.record(questionID: q.id, skill: q.skill, correct: correct, at: now)
    index += 1
    var effects: [QuizEffect] = notice.map { [.notice($0)] } ?? []
    effects += [.graded(grade), .saveReview(review)]
    return effects + askOrFinish(now: now)
  }

  private mutating func askOrFinish(now: Double) -> [QuizEffect] {
    guard let q = current else { return finish(now: now) }
    askedAt = now
    let timed = options.timeLimit != nil
    return [
      .ask(
        QuizAsk(
          question: q, number: index + 1, total: questions.count, elapsed: timed ? now - startedAt : nil,
          timeLimit: options.timeLimit))
    ]
  }

  func summary(now: Double) -> QuizSummary {
    let scores = QuizTopic.allCases.compactMap { topic -> QuizSummary.TopicScore? in
      let mine = answers.filter { $0.topic == topic }
      return mine.isEmpty
        ? nil : .init(topic: topic, correct: mine.filter(\.correct).count, total: mine.count)
    }
    return QuizSummary(
      correct: answers.filter(\.correct).count, total: answers.count, byTopic: scores,
      elapsed: options.timeLimit != nil ? now - startedAt : nil,
      missed: answers.filter { !$0.correct }.map(\.id))
  }
}
