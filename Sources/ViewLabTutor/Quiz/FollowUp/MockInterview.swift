/// The mock interview (`quiz --topic mock`): rounds of topics in turn, from a topic the seed picks,
/// easy to hard. Each round opens with a question on its topic; the count left over goes, in this
/// order, to a follow-up on the first two rounds about a scene (the same scene changed in one respect,
/// `FollowUpGenerator`), to the round's spoken question ("explain it aloud", one per topic), and to
/// follow-ups on the later rounds; a count larger still starts the topics over.
///
///     MockInterview.questions(request, &rng).filter { $0.followUpOf != nil }.count   // ≥ 2 from 8 questions
enum MockInterview {
  enum Slot: Equatable { case followUp, spoken }

  struct Round {
    var topic: QuizTopic
    var extras: Set<Slot> = []
  }

  static func questions(_ r: QuizPlan.Request, _ rng: inout SplitMix64) -> [QuizQuestion] {
    let count = max(0, min(r.count, 200))
    let all = QuizTopic.interviewTopics
    let offset = Int(r.seed % UInt64(all.count))
    let topics = all.indices.map { all[($0 + offset) % all.count] }
      .filter { $0 != .concepts || !r.concepts.isEmpty }
    guard !topics.isEmpty else { return [] }
    let rounds = plan(count: count, topics: topics, concepts: r.concepts)
    var picked: [QuizQuestion] = []
    func level() -> Int { 1 + (picked.count * 3) / max(count, 1) }
    for round in rounds where picked.count < count {
      let skill = Skill(topic: round.topic, difficulty: level())
      let before = picked.count
      QuizPlan.add(skill, &rng, to: &picked, r.language, r.concepts)
      guard picked.count > before, let base = picked.last else { continue }
      if round.extras.contains(.followUp), picked.count < count,
        let next = FollowUpGenerator.followUp(to: base, &rng, language: r.language)
      {
        picked.append(next)
      }
      if round.extras.contains(.spoken), picked.count < count,
        var spoken = r.concepts.spokenQuestion(
          for: round.topic, seed: rng.next(), language: r.language, asked: Set(picked.map(\.itemKey)))
      {
        spoken.skill = Skill(topic: round.topic, difficulty: level())
        picked.append(spoken)
      }
    }
    return picked
  }

  /// The rounds for `count` questions: every topic once before any extra, then the extras in the
  /// order above, then the topics again.
  static func plan(count: Int, topics: [QuizTopic], concepts: ConceptBank) -> [Round] {
    var rounds: [Round] = []
    var left = count
    var spokenLeft = Dictionary(
      grouping: concepts.spoken.compactMap { $0.spoken?.interviewTopic }, by: { $0 }
    ).mapValues(\.count)
    while left > 0 {
      let start = rounds.count
      for topic in topics where left > 0 {
        rounds.append(Round(topic: topic))
        left -= 1
      }
      let fresh = Array(start..<rounds.count)
      // Only a question about a scene can be followed up on its scene.
      let scenes = fresh.filter { QuizTopic.sceneTopics.contains(rounds[$0].topic) }
      let firstFollowUps = start == 0 ? Array(scenes.prefix(2)) : []
      for i in firstFollowUps where left > 0 {
        rounds[i].extras.insert(.followUp)
        left -= 1
      }
      for i in fresh where left > 0 && spokenLeft[rounds[i].topic, default: 0] > 0 {
        rounds[i].extras.insert(.spoken)
        spokenLeft[rounds[i].topic, default: 0] -= 1
        left -= 1
      }
      for i in scenes where left > 0 && !rounds[i].extras.contains(.followUp) {
        rounds[i].extras.insert(.followUp)
        left -= 1
      }
    }
    return rounds
  }
}
