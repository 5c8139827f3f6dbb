import ViewLabRendering

/// Plays a quiz from start to summary: plans the questions, feeds the learner's lines to a
/// `QuizSession`, renders every effect (text for a person, the tutor JSON contract's lines for a
/// program) and saves the review state. It touches nothing outside: the edge passes in the
/// clock, the lines, the output, the review file and the terminal's width.
///
///     var driver = QuizDriver(request: request, json: false)
///     driver.run(QuizDriver.Edge(now: clock, read: { readLine() }, write: { print($0) }, …))
public struct QuizDriver {
  public var request: QuizPlan.Request
  public var json: Bool
  public var style: Style
  /// Seconds per question (--timed); nil: untimed.
  public var timeLimit: Double?

  public init(request: QuizPlan.Request, json: Bool, style: Style = .plain, timeLimit: Double? = nil) {
    self.request = request
    self.json = json
    self.style = style
    self.timeLimit = timeLimit
  }

  /// What the driver needs from outside.
  public struct Edge {
    public var now: () -> Double
    /// The next line, or nil at the end of input (or an interrupt): the quiz ends with its summary.
    public var read: () -> String?
    public var write: (String) -> Void
    public var loadReview: () -> ReviewState
    public var saveReview: (ReviewState) -> Void
    /// The terminal's width now, or nil when output is not a terminal (80 columns).
    public var width: () -> Int?
    /// With --timed, a prompt redrawn every second (nil: clear it); the edge ignores it when it cannot.
    public var livePrompt: ((() -> String)?) -> Void
    /// The answer prompt (`> `), or nil for piped input.
    public var prompt: String?

    public init(
      now: @escaping () -> Double, read: @escaping () -> String?, write: @escaping (String) -> Void,
      loadReview: @escaping () -> ReviewState, saveReview: @escaping (ReviewState) -> Void,
      width: @escaping () -> Int? = { nil }, livePrompt: @escaping ((() -> String)?) -> Void = { _ in },
      prompt: String? = nil
    ) {
      self.now = now
      self.read = read
      self.write = write
      self.loadReview = loadReview
      self.saveReview = saveReview
      self.width = width
      self.livePrompt = livePrompt
      self.prompt = prompt
    }
  }

  public func run(_ edge: Edge) {
    let language = request.language
    let state = edge.loadReview()
    let plan = QuizPlan.questions(request, state: state, now: edge.now())
    var session = QuizSession(
      questions: plan.questions,
      options: .init(mode: json ? .json : .interactive, language: language, timeLimit: timeLimit),
      review: state)
    if !json {
      let intro = QuizRenderer.intro(request, questions: plan.questions.count, language: language)
      edge.write(TextWrap.block(intro, width: edge.width() ?? 80, hang: 0))
      if plan.nothingDue { edge.write(QuizRenderer.text(.notice(.nothingDue), language: language) ?? "") }
    }
    defer { edge.livePrompt(nil) }
    var effects = session.start(now: edge.now())
    while true {
      for effect in effects {
        if case .saveReview(let state) = effect { edge.saveReview(state) }
        let text =
          json
          ? QuizRenderer.json(effect)
          : QuizRenderer.text(effect, language: language, style: style, width: edge.width() ?? 80)
        if let text { edge.write(text) }
      }
      if session.isFinished { break }
      if let prompt = edge.prompt, let deadline = session.deadline, let limit = timeLimit {
        let now = edge.now
        edge.livePrompt {
          QuizRenderer.timedPrompt(
            remaining: deadline - now(), limit: limit, prompt: prompt, language: language)
        }
      }
      guard let line = edge.read() else {
        effects = session.finish(now: edge.now())
        continue
      }
      effects = session.handle(line, now: edge.now())
    }
  }
}
