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
  public static func text(_ effect: QuizEffect, language: QuizLanguage, style: Style = .plain) -> String? {
    let t = language
    switch effect {
    case .ask(let ask): return question(ask, language: t, style: style)
    case .graded(let g):
      var lines: [String] = []
      if g.correct {
        lines.append(style.ok(t.pick("✓ Correct.", "✓ 正确。")) + " " + g.note)
      } else {
        lines.append(style.fail(t.pick("✗ Not quite.", "✗ 不对。")))
        lines.append(g.explanation)
      }
      if let s = g.seconds, let e = g.elapsed {
        lines.append(
          t.pick("⏱ answered in \(clock(s)) · total \(clock(e))", "⏱ 用时 \(clock(s)) · 总计 \(clock(e))"))
      }
      return lines.joined(separator: "\n") + "\n"
    case .notice(let n): return notice(n, t)
    case .summary(let s): return summary(s, language: t, style: style)
    case .saveReview, .finished: return nil
    }
  }

  /// The first lines of an interactive quiz: what kind of quiz, how to leave, how to replay it.
  public static func intro(_ r: QuizPlan.Request, questions: Int, language t: QuizLanguage) -> String {
    let what =
      r.review
      ? t.pick("Review: \(questions) question(s), what is due first.", "复习：\(questions) 道题，先复习到期的内容。")
      : r.topic.map {
        t.pick("Quiz on \($0.rawValue): \(questions) question(s).", "\($0.rawValue) 专项测验：\(questions) 道题。")
      }
        ?? t.pick(
          "Mock interview: \(questions) questions across every topic, easy to hard.",
          "模拟面试：\(questions) 道题，覆盖所有主题，由易到难。")
    return what + "\n"
      + t.pick(
        "Type your answer; 'skip' to pass, 'quit' to stop. Seed \(r.seed): --seed \(r.seed) replays this quiz.",
        "输入答案；skip 跳过，quit 退出。种子 \(r.seed)：用 --seed \(r.seed) 可重做这套题。")
  }

  static func question(_ ask: QuizAsk, language t: QuizLanguage, style: Style) -> String {
    let q = ask.question
    var head = t.pick("Question", "第") + " \(ask.number)/\(ask.total)" + t.pick("", " 题")
    head += " · \(q.topic.rawValue) · " + t.pick("level", "难度") + " \(q.skill.difficulty)"
    if let e = ask.elapsed, let limit = ask.timeLimit {
      head += "   ⏱ \(clock(e)) " + t.pick("so far, \(clock(limit)) for this one", "已用，本题限时 \(clock(limit))")
    }
    var lines = [style.heading(head)]
    if !q.scene.isEmpty {
      lines += q.scene.map { "  " + $0 }
      lines.append(QuizEngine.humanText(scene: q.scene, lines: ["draw"]))
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
    case .skipped: return t.pick("Skipped.", "已跳过。")
    case .nothingDue:
      return t.pick("Nothing is due; practising what comes due soonest.", "目前没有到期的内容，先练习最快到期的部分。")
    case .left: return t.pick("Leaving the quiz.", "退出测验。")
    }
  }

  static func summary(_ s: QuizSummary, language t: QuizLanguage, style: Style) -> String {
    var lines = [style.heading(t.pick("Score: \(s.correct)/\(s.total)", "得分：\(s.correct)/\(s.total)"))]
    for score in s.byTopic {
      lines.append(StatsRenderer.barLine(score.topic.rawValue, correct: score.correct, total: score.total))
    }
    if let e = s.elapsed { lines.append(t.pick("⏱ total \(clock(e))", "⏱ 总用时 \(clock(e))")) }
    if !s.missed.isEmpty {
      lines.append(
        t.pick("Missed (come back with --review): ", "答错的题（用 --review 复习）：")
          + s.missed.joined(separator: ", "))
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
