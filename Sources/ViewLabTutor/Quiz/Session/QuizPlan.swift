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
    public var language: QuizLanguage

    public init(
      topic: QuizTopic?, count: Int, seed: UInt64, review: Bool = false, language: QuizLanguage = .en
    ) {
      (self.topic, self.count, self.seed, self.review, self.language) = (topic, count, seed, review, language)
    }
  }

  /// The questions, and whether review found nothing due (then the soonest-due skills are used).
  public static func questions(_ r: Request, state: ReviewState, now: Double) -> (
    questions: [QuizQuestion], nothingDue: Bool
  ) {
    var rng = SplitMix64(seed: r.seed)
    let count = max(0, min(r.count, 200))
    var picked: [QuizQuestion] = []
    var nothingDue = false
    func fits(_ skill: Skill) -> Bool { r.topic == nil || skill.topic == r.topic }
    if r.review {
      // Missed questions are due by definition: they come back first, most recent first.
      let missed = state.missed.reversed().compactMap { QuizGenerator.question(id: $0, language: r.language) }
      picked = Array(missed.filter { fits($0.skill) }.prefix(count))
      var skills = state.due(at: now).filter(fits)
      if skills.isEmpty {
        nothingDue = picked.isEmpty
        skills = Array(state.bySchedule.filter(fits).prefix(3))
      }
      var i = 0
      while picked.count < count, !skills.isEmpty, i < count * 4 {
        add(skills[i % skills.count], &rng, to: &picked, r.language)
        i += 1
      }
      if !picked.isEmpty { return (picked, nothingDue) }
    }
    let mock = QuizTopic.allCases
    for i in 0..<count {
      let topic = r.topic ?? mock[(i + Int(r.seed % 5)) % mock.count]
      let level = r.topic == nil ? 1 + (i * 3) / max(count, 1) : rng.int(in: Skill.levels)
      add(Skill(topic: topic, difficulty: level), &rng, to: &picked, r.language)
    }
    return (picked, nothingDue)
  }

  /// Adds a fresh question for `skill`, skipping seeds that repeat a scene or a concept already asked.
  static func add(
    _ skill: Skill, _ rng: inout SplitMix64, to picked: inout [QuizQuestion], _ language: QuizLanguage
  ) {
    var q = QuizGenerator.question(skill, seed: rng.next(), language: language)
    for _ in 0..<20
    where picked.contains(where: {
      $0.id == q.id || (!q.scene.isEmpty && $0.scene == q.scene && $0.query == q.query)
    }) {
      q = QuizGenerator.question(skill, seed: rng.next(), language: language)
    }
    if skill.topic == .concepts, picked.contains(where: { $0.id == q.id }) {
      // Every concept of this level was drawn: take the first one not yet asked, of any level.
      let asked = Set(picked.map(\.id))
      let fresh = rng.shuffled(ConceptBank.all).first { !asked.contains(QuestionID.concept($0.slug)) }
      guard let fresh else { return }
      q = fresh.question(language)
    }
    picked.append(q)
  }
}
