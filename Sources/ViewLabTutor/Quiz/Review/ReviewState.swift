/// What the learner has practised: an SM-2 card per skill (topic × difficulty), the questions
/// missed, and streaks. A value; the terminal stores it in $VIEWLAB_HOME.
public struct ReviewState: Equatable, Sendable {
  public var skills: [Skill: SkillCard] = [:]
  /// Ids of questions answered wrongly and not yet answered right, oldest first (at most 50).
  public var missed: [String] = []
  /// Correct answers in a row, and the best such run.
  public var streak = 0
  public var bestStreak = 0
  /// Consecutive days with practice, and the last such day (days since 1970, UTC).
  public var dayStreak = 0
  public var lastDay: Int?

  public init() {}

  public static let secondsPerDay = 86_400.0
  static let missedLimit = 50

  /// Records one graded answer at time `now` (seconds since 1970).
  public mutating func record(questionID: String, skill: Skill, correct: Bool, at now: Double) {
    record(questionID: questionID, skill: skill, outcome: correct ? .right : .wrong, at: now)
  }

  /// Records one graded answer. `reviewOf` is the missed question it re-asked: the answer settles
  /// that miss too, and a concept is missed once whatever the order of its choices.
  public mutating func record(
    questionID: String, skill: Skill, outcome: ReviewOutcome, at now: Double, reviewOf: String? = nil
  ) {
    skills[skill, default: SkillCard()].review(outcome, at: now)
    func item(_ id: String) -> String { QuestionID(id)?.itemKey ?? id }
    let settled = Set(([questionID] + (reviewOf.map { [$0] } ?? [])).map(item))
    missed.removeAll { settled.contains(item($0)) }
    if outcome == .wrong {
      missed.append(questionID)
      if missed.count > Self.missedLimit { missed.removeFirst(missed.count - Self.missedLimit) }
    }
    switch outcome {
    case .right: streak += 1
    case .late: break  // known, but slowly: the run neither grows nor breaks
    case .wrong: streak = 0
    }
    bestStreak = max(bestStreak, streak)
    let day = Int((now / Self.secondsPerDay).rounded(.down))
    if lastDay != day { dayStreak = lastDay == day - 1 ? dayStreak + 1 : 1 }
    lastDay = day
  }

  /// Skills due at `now`, most overdue first.
  public func due(at now: Double) -> [Skill] {
    skills.filter { $0.value.due <= now }.sorted { ($0.value.due, $0.key) < ($1.value.due, $1.key) }.map(
      \.key)
  }

  /// Every practised skill, soonest due first.
  public var bySchedule: [Skill] {
    skills.sorted { ($0.value.due, $0.key) < ($1.value.due, $1.key) }.map(\.key)
  }

  /// Answers per topic, over all difficulties.
  public var byTopic: [(topic: QuizTopic, correct: Int, total: Int)] {
    QuizTopic.allCases.compactMap { topic in
      let cards = skills.filter { $0.key.topic == topic }.map(\.value)
      let total = cards.reduce(0) { $0 + $1.total }
      return total == 0 ? nil : (topic, cards.reduce(0) { $0 + $1.correct }, total)
    }
  }
}

/// How an answer counts for spaced repetition.
public enum ReviewOutcome: Sendable, Equatable {
  /// Right, in time.
  case right
  /// Right, after the time limit: SM-2's "recalled with serious difficulty" (quality 3). The skill
  /// still advances, more slowly; the score and the tally do not count it as right.
  case late
  /// Wrong, unreadable, or skipped.
  case wrong
}

/// One skill's SM-2 schedule and tally.
public struct SkillCard: Equatable, Sendable {
  public var ease = 2.5
  public var intervalDays = 0.0
  public var repetitions = 0
  /// When the skill is next due (seconds since 1970); 0 means now.
  public var due = 0.0
  public var correct = 0
  public var total = 0

  public init() {}

  /// SM-2 with quality 4 for a right answer and 1 for a wrong one: a miss is due again at once,
  /// a success waits 1 day, then 6, then the interval times the ease.
  public mutating func review(correct right: Bool, at now: Double) {
    review(right ? .right : .wrong, at: now)
  }

  /// SM-2 with quality 4 (right), 3 (right but late: it advances, and the ease drops) or 1 (wrong).
  public mutating func review(_ outcome: ReviewOutcome, at now: Double) {
    let quality = outcome == .right ? 4.0 : outcome == .late ? 3.0 : 1.0
    total += 1
    if outcome == .right { correct += 1 }
    if outcome != .wrong {
      repetitions += 1
      intervalDays = repetitions == 1 ? 1 : repetitions == 2 ? 6 : (intervalDays * ease).rounded()
    } else {
      repetitions = 0
      intervalDays = 0
    }
    ease = max(1.3, ease + 0.1 - (5 - quality) * (0.08 + (5 - quality) * 0.02))
    due = now + intervalDays * ReviewState.secondsPerDay
  }
}
