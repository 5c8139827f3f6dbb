import Testing
import ViewLabRendering
import ViewLabTestSupport

@testable import ViewLabTutor

/// Multiple choice cannot be gamed: the order of the choices is drawn from the seed, the same seed
/// gives the same order, every letter is the answer about equally often, and always answering "A"
/// scores about chance.
@Suite struct ShuffleTests {
  static let choiceConcepts = ConceptBank.shipped.all.filter { $0.kind == .choice }

  @Test(arguments: [UInt64(0), 1, 7, 42, 0xDEAD_BEEF, .max])
  func theSameSeedGivesTheSameOrderAndTheIdReplaysIt(seed: UInt64) throws {
    for level in Skill.levels {
      let skill = Skill(topic: .concepts, difficulty: level)
      let a = QuizGenerator.question(skill, seed: seed, language: .en, concepts: .shipped)
      #expect(QuizGenerator.question(skill, seed: seed, language: .en, concepts: .shipped) == a)
      #expect(QuizGenerator.question(id: a.id, language: .en, concepts: .shipped) == a, "\(a.id)")
      // The other language shows the same order: the same letter is right.
      let zh = QuizGenerator.question(skill, seed: seed, language: .zhHans, concepts: .shipped)
      #expect(zh.id == a.id && zh.expected == a.expected && zh.expectedJSON == a.expectedJSON)
    }
  }

  @Test func theShownLetterIsTheRightChoice() throws {
    for concept in Self.choiceConcepts {
      let bank = concept.question(.en)
      guard case .choice(let right)? = Optional(bank.expected) else { continue }
      let rightText = try #require(bank.choices?[right])
      for seed: UInt64 in 0..<20 {
        let q = concept.question(.en, shuffleSeed: seed)
        guard case .choice(let shown) = q.expected else {
          Issue.record("\(q.id): not a choice")
          continue
        }
        #expect(q.choices?[shown] == rightText, "\(q.id)")
        #expect(Set(q.choices ?? []) == Set(bank.choices ?? []))
        #expect(q.expectedJSON == .string(Answer.letter(shown)))
        let typed = try AnswerReader.read(Answer.letter(shown), as: .choice, choices: q.choices ?? []).get()
        #expect(typed.matches(q.expected))
      }
    }
  }

  /// Over 400 seeds per question, each position holds the answer within a few points of 1/n.
  @Test func everyLetterIsTheAnswerAboutEquallyOften() {
    for concept in Self.choiceConcepts {
      let n = concept.choices.count
      var tally = [Int](repeating: 0, count: n)
      let seeds = 400
      for seed in 0..<seeds {
        if case .choice(let i) = concept.question(.en, shuffleSeed: UInt64(seed) &* 0x9E37_79B9).expected {
          tally[i] += 1
        }
      }
      let expected = Double(seeds) / Double(n)
      #expect(tally.allSatisfy { abs(Double($0) - expected) < 0.3 * expected }, "\(concept.slug): \(tally)")
    }
    // And over whole quizzes: how often each letter is right across the concept quiz.
    var letters: [String: Int] = [:]
    for seed: UInt64 in 0..<40 {
      for q in QuizPlan.questions(
        .init(topic: .concepts, count: 28, seed: seed, concepts: .shipped), state: ReviewState(), now: 0
      )
      .questions {
        if case .choice(let i) = q.expected { letters[Answer.letter(i), default: 0] += 1 }
      }
    }
    let total = Double(letters.values.reduce(0, +))
    for letter in ["A", "B", "C"] {
      #expect(Double(letters[letter] ?? 0) / total > 0.18, "\(letters)")
      #expect(Double(letters[letter] ?? 0) / total < 0.36, "\(letters)")
    }
  }

  /// The concept quiz answered "A" every time, through the JSON protocol, as a gamer would: the
  /// whole quiz scores far below the 25/28 it used to, and its multiple-choice questions about
  /// chance (pooled over seeds: one quiz has only about 14 of them, too few to judge alone).
  @Test func alwaysAnsweringAScoresAboutChance() throws {
    var choiceRight = 0
    var choiceAsked = 0
    for seed: UInt64 in 1...8 {
      let (lines, session) = SessionTests.run(
        .init(topic: .concepts, count: 28, seed: seed, concepts: .shipped)
      ) { _, _ in "A" }
      let objects = lines.compactMap(JSONValue.init(parsing:))
      let choiceIDs = Set(
        objects.filter { $0["choices"]?.arrayValue != nil }.compactMap { $0["id"]?.stringValue })
      let graded = objects.filter { $0["correct"] != nil }
      let summary = try #require(objects.last?["summary"])
      #expect(summary["total"] == .number(28))
      let right = summary["correct"]?.numberValue ?? 99
      #expect(right / 28 <= 0.35, "seed \(seed): \(right)/28")
      let choices = graded.filter { choiceIDs.contains($0["id"]?.stringValue ?? "") }
      choiceAsked += choices.count
      choiceRight += choices.filter { $0["correct"] == .bool(true) }.count
      #expect(session.review.missed.count == 28 - Int(right))
    }
    #expect(Double(choiceRight) / Double(choiceAsked) <= 0.35, "\(choiceRight)/\(choiceAsked)")
  }

  @Test func alwaysAOverManySeedsIsNearChance() {
    var right = 0
    var asked = 0
    for seed: UInt64 in 100..<130 {
      let qs = QuizPlan.questions(
        .init(topic: .concepts, count: 28, seed: seed, concepts: .shipped), state: ReviewState(), now: 0
      )
      .questions.filter { $0.kind == .choice }
      asked += qs.count
      right += qs.filter { $0.expected == .choice(0) }.count
    }
    #expect(Double(right) / Double(asked) <= 0.35, "\(right)/\(asked)")
  }

  @Test(arguments: [
    ("concepts-frame-vs-bounds", "frame-vs-bounds", nil as [Int]?),
    ("concepts-layer-split@CADB", "layer-split", [2, 0, 3, 1]),
    ("concepts-layer-split@", nil, nil),
    ("concepts-layer-split@AAB", nil, nil),
    ("concepts-layer-split@AC", nil, nil),
  ])
  func conceptIDsCarryTheOrder(id: String, slug: String?, order: [Int]?) {
    let parsed = QuestionID(id)
    #expect(parsed?.concept == slug)
    #expect(parsed?.order == order)
    if let slug { #expect(QuestionID.concept(slug, order: order) == id) }
  }
}
