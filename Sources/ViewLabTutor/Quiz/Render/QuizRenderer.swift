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
    _ effect: QuizEffect, language: QuizLanguage, style: Style = .plain, width: Int? = nil
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
  static func graded(_ g: QuizGrade, language t: QuizLanguage, style: Style) -> String {
    var lines: [String] = []
    switch g.verdict {
    case .right:
      lines.append(style.ok(t.pick("✓ Correct.", "✓ 正确。")))
      lines.append(g.note)
    case .late:
      let taken = g.seconds.map { t.pick(" (\(clock($0)))", "（用时 \(clock($0))）") } ?? ""
      lines.append(
        style.warning(
          t.pick(
            "✓ Right, but late\(taken): past the time limit, so it does not count in the score.",
            "✓ 答对了，但超时了\(taken)：超过限时，不计入得分。")))
      lines.append(g.note)
    case .skipped:
      lines.append(style.warning(t.pick("↷ Skipped — the answer: ", "↷ 已跳过 —— 答案：") + g.answerLine))
      lines.append(g.note)
    case .wrong:
      lines.append(style.fail(t.pick("✗ Not quite.", "✗ 不对。")))
      lines.append(g.explanation)
    }
    if g.verdict != .wrong && g.hasTrace {
      lines.append(
        style.dim(
          t.pick(
            "Type 'why' for the engine's full reasoning (the trace or the derivation).",
            "输入 why 查看引擎的完整推导（hitTest 过程或计算步骤）。")))
    }
    if let s = g.seconds, let e = g.elapsed {
      lines.append(
        t.pick("⏱ answered in \(clock(s)) · total \(clock(e))", "⏱ 用时 \(clock(s)) · 总计 \(clock(e))"))
    }
    return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
  }

  /// The answer prompt with --timed: the time left, or `late` once it is up (an answer then
  /// still counts as "right, but late"). Its width stays the same, so a terminal can redraw it in
  /// place every second.
  ///
  ///     timedPrompt(remaining: 42.3, limit: 60, prompt: "> ", language: .en)   // "[0:43] > "
  public static func timedPrompt(remaining: Double, limit: Double, prompt: String, language t: QuizLanguage)
    -> String
  {
    let width = clock(limit).count
    let left = remaining > 0 ? clock(remaining.rounded(.up)) : t.pick("late", "超时")
    let pad = String(repeating: " ", count: max(0, width - left.columns))
    return "[" + pad + left + "] " + prompt
  }

  /// The first lines of an interactive quiz: what kind of quiz, how to leave, how to replay it.
  public static func intro(_ r: QuizPlan.Request, questions: Int, language t: QuizLanguage) -> String {
    let what =
      r.review
      ? t.pick("Review: \(questions) question(s), what is due first.", "复习：\(questions) 道题，先复习到期的内容。")
      : r.topic.map {
        t.pick("Quiz on \($0.title(t)): \(questions) question(s).", "\($0.title(t)) 专项测验：\(questions) 道题。")
      }
        ?? t.pick(
          "Mock interview: \(questions) questions across every topic, easy to hard.",
          "模拟面试：\(questions) 道题，覆盖所有主题，由易到难。")
    return what + "\n"
      + t.pick(
        "Type your answer; 'skip' shows the answer, 'why' explains the last one, 'quit' stops. Seed \(r.seed): --seed \(r.seed) replays this quiz.",
        "输入答案；skip 跳过并查看答案，why 解释上一题，quit 退出。种子 \(r.seed)：用 --seed \(r.seed) 可重做这套题。")
  }

  static func question(_ ask: QuizAsk, language t: QuizLanguage, style: Style, width: Int = 80) -> String {
    let q = ask.question
    var head = t.pick("Question", "第") + " \(ask.number)/\(ask.total)" + t.pick("", " 题")
    head += " · " + q.skill.title(t)
    if let e = ask.elapsed, let limit = ask.timeLimit {
      head += "   ⏱ \(clock(e)) " + t.pick("so far, \(clock(limit)) for this one", "已用，本题限时 \(clock(limit))")
    }
    var lines = [style.heading(head)]
    if !q.scene.isEmpty {
      lines += q.scene.map { "  " + $0 }
      lines.append(QuizEngine.humanText(scene: q.scene, lines: ["draw"], width: width))
    }
    lines.append(q.prompt)
    for (i, choice) in (q.choices ?? []).enumerated() { lines.append("  \(Answer.letter(i)). \(choice)") }
    return lines.joined(separator: "\n")
  }

  static func notice(_ n: QuizNotice, _ t: QuizLanguage) -> String {
    switch n {
    case .unreadable(let why):
      return t.pick("Could not read that: \(why). Try again (or 'skip').", "无法识别：\(why)。请重新作答（或输入 skip 跳过）。")
    case .timeUp(let limit):
      return t.pick("⏱ Time's up (\(clock(limit)) per question).", "⏱ 超时（每题 \(clock(limit))）。")
    case .reasoning(let text): return text + "\n"
    case .nothingToExplain:
      return t.pick(
        "Nothing graded yet: 'why' explains the question you answered last.", "还没有评过分的题：why 用来解释上一道题。")
    case .nothingDue:
      return t.pick("Nothing is due; practising what comes due soonest.", "目前没有到期的内容，先练习最快到期的部分。")
    case .left: return t.pick("Leaving the quiz.", "退出测验。")
    }
  }

  static func summary(_ s: QuizSummary, language t: QuizLanguage, style: Style) -> String {
    var lines = [style.heading(t.pick("Score: \(s.correct)/\(s.total)", "得分：\(s.correct)/\(s.total)"))]
    for score in s.byTopic {
      lines.append(StatsRenderer.barLine(score.topic.title(t), correct: score.correct, total: score.total))
    }
    if s.late > 0 {
      lines.append(
        t.pick(
          "Right but late (not in the score): \(s.late)", "答对但超时（不计入得分）：\(s.late) 道"))
    }
    if s.skipped > 0 { lines.append(t.pick("Skipped: \(s.skipped)", "跳过：\(s.skipped) 道")) }
    if let e = s.elapsed { lines.append(t.pick("⏱ total \(clock(e))", "⏱ 总用时 \(clock(e))")) }
    if !s.missed.isEmpty {
      lines.append(t.pick("To practise again (quiz --review):", "需要再练的（quiz --review 复习）："))
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
