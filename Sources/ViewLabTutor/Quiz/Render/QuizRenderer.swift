import ViewLabLanguage
import ViewLabRendering

/// Words the quiz effects for a person (text) or a program (one JSON line each).
public enum QuizRenderer {
  /// The tutor JSON contract's line for an effect; nil for effects a program does not see.
  public static func json(_ effect: QuizEffect) -> String? {
    switch effect {
    case .ask(let ask): return ask.question.json.text
    case .graded(let grade): return grade.json.text
    case .summary(let summary): return summary.json.text
    default: return nil
    }
  }

  /// What a person sees for an effect; nil when there is nothing to show.
  /// Wrapped to `width` when one is given (a terminal's); the question's drawing is made for it.
  public static func text(
    _ effect: QuizEffect, language: Language, style: Style = .plain, width: Int? = nil
  ) -> String? {
    let t = language
    let text: String?
    switch effect {
    case .ask(let ask): text = question(ask, language: t, style: style, width: width ?? 80)
    case .graded(let g): text = graded(g, language: t, style: style)
    case .notice(let n): text = notice(n, t)
    case .summary(let s): text = summary(s, language: t, style: style)
    case .saveReview, .finished: text = nil
    }
    guard let width else { return text }
    return text.map { TextWrap.block($0, width: width) }
  }

  /// The verdict, then always a short why (the rule); a wrong answer also shows the engine's
  /// reasoning, and otherwise `why` brings it up.
  static func graded(_ g: QuizGrade, language t: Language, style: Style) -> String {
    var lines: [String] = []
    switch g.verdict {
    case .right:
      lines.append(style.ok(TutorMessage.correct.text(t)))
      lines.append(g.note)
    case .late:
      lines.append(style.warning(TutorMessage.rightButLate(taken: g.seconds.map(clock)).text(t)))
      lines.append(g.note)
    case .skipped:
      lines.append(style.warning(TutorMessage.skippedAnswer(g.answerLine).text(t)))
      lines.append(g.note)
    case .wrong:
      lines.append(style.fail(TutorMessage.notQuite.text(t)))
      lines.append(g.explanation)
    }
    if g.verdict != .wrong && g.hasTrace {
      lines.append(style.dim(TutorMessage.whyForReasoning.text(t)))
    }
    if let s = g.seconds, let e = g.elapsed {
      lines.append(TutorMessage.answeredIn(clock(s), total: clock(e)).text(t))
    }
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  /// The answer prompt with --timed: the time left, or `late` once it is up (an answer then
  /// still counts as "right, but late"). Its width stays the same, so a terminal can redraw it in
  /// place every second.
  ///
  ///     timedPrompt(remaining: 42.3, limit: 60, prompt: "> ", language: .en)   // "[0:43] > "
  public static func timedPrompt(remaining: Double, limit: Double, prompt: String, language t: Language)
    -> String
  {
    let width = clock(limit).count
    // To the nearest second, so the count starts at the limit and ends at 0:00 before `late`.
    let left = remaining > 0 ? clock(remaining) : TutorMessage.late.text(t)
    let pad = String(repeating: " ", count: max(0, width - left.columns))
    return "[" + pad + left + "] " + prompt
  }

  /// The first lines of an interactive quiz: what kind of quiz, how to leave, how to replay it.
  public static func intro(_ r: QuizPlan.Request, questions: Int, language t: Language) -> String {
    let what: TutorMessage =
      r.review
      ? .reviewIntro(questions: questions)
      : r.topic.map { .topicIntro(topic: $0.title(t), questions: questions) }
        ?? .mockIntro(questions: questions)
    return what.text(t) + "\n" + TutorMessage.quizHelp(seed: r.seed).text(t)
  }

  static func question(_ ask: QuizAsk, language t: Language, style: Style, width: Int = 80) -> String {
    let q = ask.question
    var head = TutorMessage.questionNumber(ask.number, of: ask.total).text(t)
    head += " · " + q.skill.title(t)
    if let e = ask.elapsed, let limit = ask.timeLimit {
      head += "   " + TutorMessage.clock(elapsed: clock(e), limit: clock(limit)).text(t)
    }
    var lines = [style.heading(head)]
    if !q.scene.isEmpty {
      // A pasted class is one scene line over several: each of its lines indented alike.
      lines += q.scene.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map {
        "  " + $0
      }
      lines.append(QuizEngine.humanText(scene: q.scene, lines: ["draw"], width: width, language: t))
    }
    lines.append(q.prompt)
    for (i, choice) in (q.choices ?? []).enumerated() { lines.append("  \(Answer.letter(i)). \(choice)") }
    return lines.joined(separator: "\n")
  }

  static func notice(_ n: QuizNotice, _ t: Language) -> String {
    let message: TutorMessage
    switch n {
    case .unreadable(let why): message = .quizUnreadable(why)
    case .timeUp(let limit): message = .timeUp(limit: clock(limit))
    case .reasoning(let text): return text + "\n"
    case .nothingToExplain: message = .nothingGradedYet
    case .nothingDue: message = .nothingDue
    case .help: message = .quizPromptHelp
    case .left: message = .leavingQuiz
    }
    return message.text(t)
  }

  static func summary(_ s: QuizSummary, language t: Language, style: Style) -> String {
    let say = { (m: TutorMessage) in m.text(t) }
    var lines = [style.heading(say(.score(correct: s.correct, total: s.total)))]
    for score in s.byTopic {
      lines.append(
        StatsRenderer.barLine(
          score.topic.title(t), correct: score.correct, total: score.total,
          labels: StatsRenderer.labelWidth(t)))
    }
    if s.late > 0 { lines.append(say(.lateCount(s.late))) }
    if s.skipped > 0 { lines.append(say(.skippedTotal(s.skipped))) }
    if let e = s.elapsed { lines.append(say(.totalTime(clock(e)))) }
    if !s.missed.isEmpty {
      lines.append(say(.practiseAgain))
      for m in s.missed { lines += ["  • " + m.skill.title(t), "    " + m.prompt] }
    }
    return lines.joined(separator: "\n")
  }

  /// `75` → `1:15`.
  public static func clock(_ seconds: Double) -> String {
    let s = max(0, Int(seconds.rounded()))
    let sec = s % 60
    return "\(s / 60):" + (sec < 10 ? "0" : "") + "\(sec)"
  }
}
