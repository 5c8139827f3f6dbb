import ViewLabLanguage

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
    public var language: Language
    /// Seconds allowed per question (--timed); nil: untimed.
    public var timeLimit: Double?

    public init(mode: Mode, language: Language = .en, timeLimit: Double? = nil) {
      self.mode = mode
      self.language = language
      self.timeLimit = timeLimit
    }
  }

  public private(set) var questions: [QuizQuestion]
  public private(set) var index = 0
  public private(set) var review: ReviewState
  public let options: Options
  private(set) var answers: [(question: QuizQuestion, verdict: QuizVerdict)] = []
  /// The question graded last and the answer given, for `why`.
  private var lastGraded: (question: QuizQuestion, given: Answer?)?
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

  /// With --timed: when the current question's time runs out (the terminal counts down to it).
  public var deadline: Double? { options.timeLimit.map { askedAt + $0 } }

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
      case "skip", "跳过": return grade(question, answer: nil, verdict: .skipped, now: now)
      case "help", "?", "帮助": return [.notice(.help)]
      // The question again, as it was asked; its time keeps running.
      case "again", "question", "再看", "重看", "题目": return [.ask(ask(question, now: now))]
      case "why", "trace", "为什么":
        guard let last = lastGraded else { return [.notice(.nothingToExplain)] }
        return [
          .notice(.reasoning(QuizSession.reasoning(last.question, given: last.given, options.language)))
        ]
      default: break
      }
    }
    let late = options.timeLimit.map { now - askedAt > $0 } ?? false
    switch AnswerReader.read(text, as: question.kind, choices: question.choices ?? []) {
    case .success(let answer):
      // A spoken answer is graded on its key points; every other answer against the expected value.
      let spoken = question.spoken.map { $0.grade(text) }
      let right = spoken?.passed ?? answer.matches(question.expected)
      let verdict: QuizVerdict = right ? (late ? .late : .right) : .wrong
      let notice = !right && late ? options.timeLimit.map { QuizNotice.timeUp(limit: $0) } : nil
      return (notice.map { [.notice($0)] } ?? [])
        + grade(question, answer: answer, verdict: verdict, now: now, spoken: spoken)
    case .failure(let error):
      if options.mode == .interactive {
        return [.notice(.unreadable(error.message(language: options.language)))]
      }
      return grade(question, answer: nil, verdict: .wrong, now: now)
    }
  }

  /// The whole explanation of a graded question, as a wrong answer shows it: the rule, the answer,
  /// and for a scene question the engine's trace or derivation.
  static func reasoning(_ q: QuizQuestion, given: Answer?, _ language: Language) -> String {
    QuizExplanation.compose(q, given: given, correct: false, language: language)
  }

  /// The end of input or a request to stop: the summary.
  public mutating func finish(now: Double) -> [QuizEffect] {
    guard !done else { return [] }
    done = true
    return [.summary(summary(now: now)), .finished]
  }

  private mutating func grade(
    _ q: QuizQuestion, answer: Answer?, verdict: QuizVerdict, now: Double, spoken: SpokenResult? = nil
  )
    -> [QuizEffect]
  {
    let timed = options.timeLimit != nil
    var grade = QuizGrade(
      questionID: q.id, topic: q.topic, verdict: verdict, expected: q.expectedJSON,
      expectedTyped: q.modelAnswer, answerLine: QuizExplanation.answerLine(q),
      explanation: QuizExplanation.compose(
        q, given: answer, correct: verdict == .right, language: options.language),
      note: q.note, hasTrace: q.query != nil, seconds: timed ? now - askedAt : nil,
      elapsed: timed ? now - startedAt : nil)
    if let rubric = q.spoken {
      grade.kind = .explain
      // The points met and missed (all missed for a skip or an unreadable line), then the model answer.
      let result = spoken ?? rubric.grade("")
      grade.points = result.marks(options.language)
      grade.explanation = SpokenReply.text(
        result, rubric: rubric, model: q.modelAnswer, prose: q.note, options.language)
      grade.note = grade.explanation
    }
    answers.append((q, verdict))
    lastGraded = (q, answer)
    review.record(questionID: q.id, skill: q.skill, outcome: verdict.review, at: now, reviewOf: q.reviewOf)
    index += 1
    return [.graded(grade), .saveReview(review)] + askOrFinish(now: now)
  }

  private mutating func askOrFinish(now: Double) -> [QuizEffect] {
    guard let q = current else { return finish(now: now) }
    askedAt = now
    return [.ask(ask(q, now: now))]
  }

  private func ask(_ q: QuizQuestion, now: Double) -> QuizAsk {
    let timed = options.timeLimit != nil
    return QuizAsk(
      question: q, number: index + 1, total: questions.count, elapsed: timed ? now - startedAt : nil,
      timeLimit: options.timeLimit)
  }

  func summary(now: Double) -> QuizSummary {
    let scores = QuizTopic.allCases.compactMap { topic -> QuizSummary.TopicScore? in
      let mine = answers.filter { $0.question.topic == topic }
      return mine.isEmpty
        ? nil
        : .init(topic: topic, correct: mine.filter { $0.verdict == .right }.count, total: mine.count)
    }
    return QuizSummary(
      correct: answers.filter { $0.verdict == .right }.count, total: answers.count, byTopic: scores,
      elapsed: options.timeLimit != nil ? now - startedAt : nil,
      late: answers.filter { $0.verdict == .late }.count,
      skipped: answers.filter { $0.verdict == .skipped }.count,
      missed: answers.filter { $0.verdict == .wrong || $0.verdict == .skipped }.map {
        .init(skill: $0.question.skill, prompt: QuizSummary.shorten($0.question.prompt))
      })
  }
}
