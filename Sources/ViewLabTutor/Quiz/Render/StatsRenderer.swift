import ViewLabLanguage
import ViewLabRendering

/// `viewlab stats`: accuracy per topic as a small bar chart, streaks, and what is due.
public enum StatsRenderer {
  /// `inREPL`: shown at the REPL prompt, where the quiz is started with `quiz`, not `viewlab quiz`.
  /// `lessons`: the lesson answers in the learner's progress (first tries and retries apart);
  /// their misses are in `state` already, as the skills they drill.
  public static func text(
    _ state: ReviewState, now: Double, language t: Language, style: Style = .plain, inREPL: Bool = false,
    lessons: LessonTally = LessonTally()
  ) -> String {
    guard !state.skills.isEmpty else {
      return TutorMessage.noQuizAnswersYet(inREPL: inREPL).text(t)
    }
    let say = { (m: TutorMessage) in m.text(t) }
    var lines = [style.heading(say(.accuracyByTopic))]
    for row in state.byTopic {
      lines.append(barLine(row.topic.title(t), correct: row.correct, total: row.total, labels: labelWidth(t)))
    }
    if lessons.answered > 0 {
      lines.append(
        "  "
          + say(
            .lessonAnswers(
              firstTry: lessons.firstTry, afterRetry: lessons.afterRetry, answered: lessons.answered)))
    }
    lines.append("")
    lines.append(say(.streak(current: state.streak, best: state.bestStreak, days: state.dayStreak)))
    lines.append("")
    lines.append(style.heading(say(.schedule)))
    for skill in state.bySchedule {
      let card = state.skills[skill]!
      let when = card.due <= now ? style.warning(say(.dueNow)) : say(.dueIn(span(card.due - now, t)))
      lines.append("  " + skill.title(t).padded(scheduleWidth(t)) + when)
    }
    if !state.missed.isEmpty {
      lines.append(say(.missedWaiting(state.missed.count)))
    }
    return lines.joined(separator: "\n")
  }

  public static func json(_ state: ReviewState, now: Double, lessons: LessonTally = LessonTally())
    -> JSONValue
  {
    .object([
      (
        "lessons",
        .object([
          ("firstTry", .number(Double(lessons.firstTry))),
          ("afterRetry", .number(Double(lessons.afterRetry))),
          ("answered", .number(Double(lessons.answered))),
        ])
      ),
      (
        "byTopic",
        .object(
          state.byTopic.map {
            (
              $0.topic.rawValue,
              .object([("correct", .number(Double($0.correct))), ("total", .number(Double($0.total)))])
            )
          })
      ),
      ("streak", .number(Double(state.streak))), ("bestStreak", .number(Double(state.bestStreak))),
      ("dayStreak", .number(Double(state.dayStreak))),
      ("due", .array(state.due(at: now).map { .string($0.key) })),
      ("missed", .array(state.missed.map(JSONValue.string))),
    ])
  }

  /// The label column of the bars: the longest topic name in `language` and two spaces, so every
  /// bar starts in the same column whichever topics have answers.
  public static func labelWidth(_ language: Language) -> Int {
    QuizTopic.allCases.map { $0.title(language).columns }.max()! + 2
  }

  /// The skill column of the schedule, likewise.
  static func scheduleWidth(_ language: Language) -> Int {
    Skill.all.map { $0.title(language).columns }.max()! + 2
  }

  /// `Hit-testing            ████████░░  80%  8/10`
  public static func barLine(_ label: String, correct: Int, total: Int, labels: Int, width: Int = 20)
    -> String
  {
    let fraction = total == 0 ? 0 : Double(correct) / Double(total)
    let filled = Int((fraction * Double(width)).rounded())
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let percent = "\(Int((fraction * 100).rounded()))%"
    return "  " + label.padded(labels) + bar + " " + String(repeating: " ", count: max(0, 4 - percent.count))
      + percent
      + "  \(correct)/\(total)"
  }

  /// A duration as a person says it: `5 min`, `3 h`, `6 d`.
  static func span(_ seconds: Double, _ t: Language) -> String {
    let message: TutorMessage =
      seconds < 3600
      ? .minutes(max(1, Int(seconds / 60)))
      : seconds < 86_400 - 1800
        ? .hours(Int((seconds / 3600).rounded())) : .days(Int((seconds / 86_400).rounded()))
    return message.text(t)
  }
}

extension String {
  /// Left-aligned in `width` terminal columns (a label column); a CJK character takes two.
  func padded(_ width: Int) -> String {
    let used = columns
    return used >= width ? self + " " : self + String(repeating: " ", count: width - used)
  }

  /// Terminal columns: two for a wide (CJK) character, one otherwise.
  var columns: Int { reduce(0) { $0 + $1.columns } }
}

extension Character {
  /// Two for East Asian wide characters (CJK ideographs, kana, Hangul, full-width forms), else one.
  var columns: Int {
    guard let v = unicodeScalars.first?.value else { return 1 }
    let wide =
      (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v)
    return wide ? 2 : 1
  }
}
