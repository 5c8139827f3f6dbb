import Testing
import ViewLabLanguage
import ViewLabTestSupport

@testable import ViewLabTutor

@Suite struct ConceptBankTests {
  @Test func atLeastFortyUniqueQuestions() {
    let slugs = ConceptBank.shipped.all.map(\.slug)
    #expect(slugs.count >= 40)
    #expect(Set(slugs).count == slugs.count)
    #expect(Set(ConceptBank.shipped.all.map(\.kind)).isSuperset(of: [.choice, .yesno, .hit, .number]))
  }

  /// A learner who always answers "no" (or "yes") must not pass the yes/no questions.
  @Test func yesNoAnswersAreBalanced() {
    let answers = ConceptBank.shipped.all.filter { $0.kind == .yesno }.map(\.answer)
    let yes = answers.filter { $0 == "yes" }.count
    #expect(answers.count >= 20 && Set(answers) == ["yes", "no"])
    #expect(abs(yes * 2 - answers.count) <= 2, "\(yes) yes of \(answers.count)")
  }

  /// Rules the bank once stated too strictly or too loosely must not come back.
  @Test func correctedRulesStayCorrected() {
    let texts = ConceptBank.shipped.all.flatMap { [$0.prompt.en, $0.explanation.en] }
    for stale in [
      "only with the default anchorPoint and no transform", "sends it to the key window", "0.02 is.",
      "into three kinds",
    ] {
      #expect(!texts.contains { $0.contains(stale) }, "\(stale)")
    }
    let center = ConceptBank.shipped.all.first { $0.slug == "center-after-rotation" }
    #expect(center?.kind == .yesno && center?.answer == "yes")
  }

  @Test(arguments: ConceptBank.shipped.all.map(\.slug))
  func modelAnswerGradesCorrectInBothLanguages(slug: String) throws {
    let concept = try #require(ConceptBank.shipped.all.first { $0.slug == slug })
    for language in Language.allCases {
      let q = concept.question(language)
      let read = try AnswerReader.read(q.modelAnswer, as: q.kind, choices: q.choices ?? []).get()
      #expect(read.matches(q.expected), "\(slug) \(language)")
      // A program may answer with the JSON value shown as expected; the session reads it.
      var session = QuizSession(questions: [q], options: .init(mode: .json), review: ReviewState())
      _ = session.start(now: 0)
      let graded = session.handle(q.expectedJSON.text, now: 1).compactMap { e -> Bool? in
        if case .graded(let g) = e { g.correct } else { nil }
      }
      #expect(graded == [true], "\(slug) \(language): \(q.expectedJSON.text)")
      #expect(!q.prompt.isEmpty && q.note.contains(language == .en ? "Rule" : "规则"))
      if q.kind == .choice { #expect((q.choices ?? []).count >= 3) }
    }
    #expect(concept.prompt.en != concept.prompt.zh)
    #expect(concept.explanation.zh.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
    #expect(
      QuizGenerator.question(id: QuestionID.concept(slug), language: .en, concepts: .shipped)?.id
        == QuestionID.concept(slug))
  }

  /// Every shown choice but the right one grades wrong, in both languages and in a shuffled order.
  @Test(arguments: ConceptBank.shipped.all.filter { $0.kind == .choice }.map(\.slug))
  func everyWrongChoiceGradesWrong(slug: String) throws {
    let concept = try #require(ConceptBank.shipped.concept(slug))
    for language in Language.allCases {
      let q = concept.question(language, shuffleSeed: 7)
      let choices = try #require(q.choices)
      for (i, text) in choices.enumerated() {
        for typed in [Answer.letter(i), text] {
          let read = try AnswerReader.read(typed, as: .choice, choices: choices).get()
          #expect(read.matches(q.expected) == (q.expected == .choice(i)), "\(slug) \(language) \(typed)")
        }
      }
    }
  }

  /// The other side of a yes/no, and a number or name off by a little, grade wrong.
  @Test(arguments: ConceptBank.shipped.all.filter { $0.kind != .choice }.map(\.slug))
  func aWrongAnswerGradesWrong(slug: String) throws {
    let concept = try #require(ConceptBank.shipped.concept(slug))
    let q = concept.question(.en)
    let wrong: String
    switch q.expected {
    case .bool(let yes): wrong = yes ? "no" : "yes"
    case .number(let n): wrong = String(n + 1)
    case .point(let x, let y): wrong = "\(x + 1), \(y)"
    case .view(let name): wrong = (name ?? "UIView") + "X"
    case .chain(let names): wrong = names.reversed().joined(separator: " → ")
    case .rect, .choice, .commands, .spoken:
      Issue.record("\(slug): no wrong answer made for \(q.expected)"); return
    }
    let read = try AnswerReader.read(wrong, as: q.kind).get()
    #expect(!read.matches(q.expected), "\(slug): \(wrong)")
  }

  /// With no concept questions (files the edge could not read) the core asks none rather than
  /// failing: a mock interview keeps its other topics (and no spoken question), a concepts quiz is
  /// empty.
  @Test func anEmptyBankAsksNoConceptQuestion() {
    let mock = QuizPlan.questions(
      .init(topic: nil, count: 12, seed: 3, concepts: .empty), state: .init(), now: 0)
    #expect(mock.questions.count == 12)
    #expect(mock.questions.allSatisfy { $0.topic != .concepts && $0.kind != .explain })
    let concepts = QuizPlan.questions(
      .init(topic: .concepts, count: 3, seed: 3, concepts: .empty), state: .init(), now: 0)
    #expect(concepts.questions.isEmpty)
    #expect(QuizPlan.Request(topic: nil, count: 1, seed: 1, concepts: .empty).needsConcepts)
    #expect(!QuizPlan.Request(topic: .geometry, count: 1, seed: 1, concepts: .empty).needsConcepts)
  }

  /// The files hold at least the questions the Swift bank held when they moved into data, per topic,
  /// in the same order (a seed picks by position, so the order is what keeps old quizzes the same).
  @Test func noTopicLostQuestions() {
    let minimum = [
      "layers": 9, "delivery": 9, "hit-testing": 17, "responders": 11, "geometry": 13, "gestures": 15,
    ]
    let bank = ConceptBank.shipped
    #expect(bank.topics == ["layers", "delivery", "hit-testing", "responders", "geometry", "gestures"])
    for (topic, count) in minimum {
      #expect(bank.concepts(inTopic: topic).count >= count, "\(topic)")
    }
    #expect(
      bank.all.prefix(9).map(\.slug) == [
        "layer-split", "view-superclass", "layer-not-responder", "button-ancestry", "vc-is-responder",
        "not-a-responder", "tableview-superclass", "center-is-position", "responder-requirement",
      ])
    #expect(bank.all.last?.slug == "second-finger-fails-tap" && bank.count >= 77)
  }

  @Test(arguments: [
    ("hit-test-2-00000000000000ff", QuizTopic.hitTest, 2, UInt64(255)),
    ("responder-chain-3-0000000000000001", .responderChain, 3, 1),
    ("geometry-1-ffffffffffffffff", .geometry, 1, .max),
  ])
  func questionIDsRoundTrip(id: String, topic: QuizTopic, level: Int, seed: UInt64) throws {
    let parsed = try #require(QuestionID(id))
    #expect(parsed.skill == Skill(topic: topic, difficulty: level) && parsed.seed == seed)
    #expect(QuestionID.generated(parsed.skill, seed: seed) == id)
  }
}

@Suite struct ReviewStateTests {
  @Test func missesAreDueAtOnceAndSuccessesWait() {
    var s = ReviewState()
    let skill = Skill(topic: .convert, difficulty: 2)
    s.record(questionID: "convert-2-0000000000000001", skill: skill, correct: false, at: 1000)
    #expect(s.due(at: 1000) == [skill] && s.missed == ["convert-2-0000000000000001"])
    s.record(questionID: "convert-2-0000000000000001", skill: skill, correct: true, at: 2000)
    #expect(s.due(at: 2000).isEmpty && s.missed.isEmpty)
    #expect(abs((s.skills[skill]?.due ?? 0) - 88_400) < 0.001)
    s.record(questionID: "convert-2-0000000000000002", skill: skill, correct: true, at: 3000)
    #expect(s.skills[skill]?.intervalDays == 6)
    #expect(s.streak == 2 && s.bestStreak == 2 && s.dayStreak == 1)
  }

  @Test func fileRoundTripsAndCorruptionIsDetected() {
    var s = ReviewState()
    s.record(
      questionID: "concepts-event-queue", skill: Skill(topic: .concepts, difficulty: 1), correct: false, at: 5
    )
    s.record(
      questionID: "hit-test-3-00000000000000aa", skill: Skill(topic: .hitTest, difficulty: 3), correct: true,
      at: 90_000)
    let text = s.json.text
    #expect(ReviewFile.load(text).state == s && !ReviewFile.load(text).corrupt)
    #expect(ReviewFile.load(nil) == (ReviewState(), false))
    for broken in [
      "", "{", "[1,2]", String(text.dropLast(7)), text.replacing("\"version\":1", with: "\"version\":9"),
    ] {
      #expect(ReviewFile.load(broken).corrupt, "\(broken)")
    }
  }

  @Test func statsShowBarsStreaksAndDue() {
    var s = ReviewState()
    for i in 0..<10 {
      s.record(
        questionID: "x\(i)", skill: Skill(topic: .hitTest, difficulty: 1), correct: i < 8, at: Double(i))
    }
    let text = StatsRenderer.text(s, now: 100, language: .en)
    #expect(text.contains("Hit-testing") && text.contains("████████████████░░░░  80%  8/10"))
    #expect(text.contains("due now") && !text.contains("hit-test/1"))
    let zh = StatsRenderer.text(s, now: 100, language: .zhHans)
    #expect(zh.contains("命中测试（hitTest） · 入门") && zh.contains("现在到期") && !zh.contains("hit-test"))
    #expect(StatsRenderer.json(s, now: 100)["due"] == .array([.string("hit-test/1")]))
  }
}
