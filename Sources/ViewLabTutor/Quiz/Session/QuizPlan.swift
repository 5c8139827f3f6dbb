import ViewLabLanguage

/// Which questions a quiz asks: by topic, a mixed mock interview, or what review says is due.
/// The same seed gives the same questions.
public enum QuizPlan {
  /// Topic names the command line accepts besides the topics themselves.
  public static let mockNames: Set<String> = ["mock", "mixed", "interview", "all"]

  public struct Request: Sendable {
    /// Nil: a mock interview mixing every topic, easy to hard.
    public var topic: QuizTopic?
    public var count: Int
    public var seed: UInt64
    public var review: Bool
    public var language: Language
    /// The concept questions (from `Lessons/concepts`); empty when they could not be read, and then
    /// no concept question is asked (the edge refuses a request that needs them: `needsConcepts`).
    public var concepts: ConceptBank

    public init(
      topic: QuizTopic?, count: Int, seed: UInt64, review: Bool = false, language: Language = .en,
      concepts: ConceptBank
    ) {
      (self.topic, self.count, self.seed, self.review, self.language) = (topic, count, seed, review, language)
      self.concepts = concepts
    }

    /// Whether the quiz may ask concept questions: a concepts quiz or a mock interview.
    public var needsConcepts: Bool { topic.map { $0 == .concepts } ?? true }
  }

  /// The questions, and whether review found nothing due (then the soonest-due skills are used).
  public static func questions(_ r: Request, state: ReviewState, now: Double) -> (
    questions: [QuizQuestion], nothingDue: Bool
  ) {
    var rng = SplitMix64(seed: r.seed)
    let count = max(0, min(r.count, 200))
    var picked: [QuizQuestion] = []
    var nothingDue = false
    func fits(_ skill: Skill) -> Bool {
      (r.topic == nil || skill.topic == r.topic) && (skill.topic != .concepts || !r.concepts.isEmpty)
    }
    if r.review {
      // Missed questions are due by definition: their skills come back first, most recent first,
      // each as a fresh question (a new scene; a concept reshuffled), not the one already seen.
      for id in state.missed.reversed() where picked.count < count {
        guard let skill = QuestionID(id)?.skill, fits(skill) else { continue }
        if let q = retry(id, &rng, avoiding: picked, r.language, r.concepts) { picked.append(q) }
      }
      var skills = state.due(at: now).filter(fits)
      if skills.isEmpty {
        nothingDue = picked.isEmpty
        skills = Array(state.bySchedule.filter(fits).prefix(3))
      }
      var i = 0
      while picked.count < count, !skills.isEmpty, i < count * 4 {
        add(skills[i % skills.count], &rng, to: &picked, r.language, r.concepts)
        i += 1
      }
      if !picked.isEmpty { return (picked, nothingDue) }
    }
    guard let topic = r.topic else { return (MockInterview.questions(r, &rng), nothingDue) }
    for _ in 0..<count {
      let level = rng.int(in: Skill.levels)
      guard fits(Skill(topic: topic, difficulty: level)) else { continue }
      add(Skill(topic: topic, difficulty: level), &rng, to: &picked, r.language, r.concepts)
    }
    return (picked, nothingDue)
  }

  /// A fresh question for the skill of the missed question `id`: never the missed scene itself,
  /// nor a question already picked. Nil when the id is unknown or only repeats are left.
  static func retry(
    _ id: String, _ rng: inout SplitMix64, avoiding picked: [QuizQuestion], _ language: Language,
    _ concepts: ConceptBank
  ) -> QuizQuestion? {
    let missed = QuizGenerator.question(id: id, language: language, concepts: concepts)
    var fallback: QuizQuestion?
    for _ in 0..<12 {
      guard let q = QuizGenerator.retry(id: id, seed: rng.next(), language: language, concepts: concepts)
      else { return nil }
      let seen = [missed].compactMap { $0 }.filter { $0.topic != .concepts } + picked
      guard !seen.contains(where: { repeats($0, q) }) else { continue }
      // Better still: a scenario not already in this session.
      if !picked.contains(where: { sameScenario($0, q) }) { return q }
      fallback = fallback ?? q
    }
    return fallback
  }

  /// Two generated questions of the same scenario (`QuizQuestion.scenarioKey`).
  static func sameScenario(_ a: QuizQuestion, _ b: QuizQuestion) -> Bool {
    guard let key = a.scenarioKey else { return false }
    return key == b.scenarioKey
  }

  /// The same concept, the same generated id, or the same scene and query.
  static func repeats(_ a: QuizQuestion, _ b: QuizQuestion) -> Bool {
    a.itemKey == b.itemKey || (!a.scene.isEmpty && a.scene == b.scene && a.query == b.query)
  }

  /// Adds a fresh question for `skill`, skipping seeds that repeat a scene or a concept already asked.
  static func add(
    _ skill: Skill, _ rng: inout SplitMix64, to picked: inout [QuizQuestion], _ language: Language,
    _ concepts: ConceptBank
  ) {
    // A question not asked before, of a scenario not asked before — at this level, else at a
    // neighbouring level of the same topic (a level has few scenarios); failing that, one that is
    // at least not the same question.
    func novel(_ q: QuizQuestion) -> Bool {
      !picked.contains(where: { repeats($0, q) || sameScenario($0, q) })
    }
    var q = QuizGenerator.question(skill, seed: rng.next(), language: language, concepts: concepts)
    var fallback: QuizQuestion?
    let levels = [skill.difficulty] + Skill.levels.filter { $0 != skill.difficulty }
    search: for level in levels {
      for _ in 0..<(level == skill.difficulty ? 30 : 15) {
        if novel(q) {
          fallback = nil
          break search
        }
        if !picked.contains(where: { repeats($0, q) }) { fallback = fallback ?? q }
        let draw = Skill(topic: skill.topic, difficulty: level)
        q = QuizGenerator.question(draw, seed: rng.next(), language: language, concepts: concepts)
      }
    }
    if let fallback { q = fallback }
    if skill.topic == .concepts, picked.contains(where: { repeats($0, q) }) {
      // Every concept of this level was drawn: take the first one not yet asked, of any level.
      let asked = Set(picked.map(\.itemKey))
      let fresh = rng.shuffled(concepts.all).first { !asked.contains(QuestionID.concept($0.slug)) }
      guard let fresh else { return }
      q = fresh.question(language, shuffleSeed: rng.next())
    }
    picked.append(q)
  }
}
