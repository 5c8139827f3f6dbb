import Testing
import ViewLabApp
import ViewLabRendering
import ViewLabTestSupport

@testable import ViewLabTutor

/// The quiz driven as a program drives it: JSON lines out, one answer line in.
@Suite struct SessionTests {
  /// What a program answers after asking the engine: `scene` + `query` through Console, the value
  /// of `answerField` typed back as JSON text. Concept questions get the bank's model answer.
  static func engineAnswer(_ question: JSONValue, bank: QuizQuestion) -> String {
    guard let query = question["query"]?.stringValue, let field = question["answerField"]?.stringValue else {
      return bank.modelAnswer
    }
    var console = Console(options: RenderOptions(json: true))
    let scene = question["scene"]!.arrayValue!.compactMap(\.stringValue)
    for (i, line) in scene.enumerated() {
      _ = console.handle(line: line, lineNumber: i + 1, files: MemoryFiles())
    }
    let reply = console.handle(line: query, lineNumber: scene.count + 1, files: MemoryFiles())
    return JSONValue(parsing: reply.text)!.value(atField: field)!.text
  }

  /// An answer of the right shape that cannot be right.
  static func wrongAnswer(_ q: QuizQuestion) -> String {
    switch q.expected {
    case .view: return "nobody"
    case .point: return "12345, 12345"
    case .rect: return "1, 2, 3, 12345"
    case .number: return "12345"
    case .chain: return "nobody → nowhere"
    case .bool(let b): return b ? "no" : "yes"
    case .choice(let i): return Answer.letter(i == 0 ? 1 : 0)
    case .commands: return "x"
    case .spoken: return "it uses hitTest"
    }
  }

  static func run(
    _ request: QuizPlan.Request, state: ReviewState = ReviewState(), now: Double = 1_000_000,
    answer: (JSONValue, QuizQuestion) -> String
  ) -> (lines: [String], session: QuizSession) {
    let plan = QuizPlan.questions(request, state: state, now: now)
    var session = QuizSession(questions: plan.questions, options: .init(mode: .json), review: state)
    var lines: [String] = []
    var effects = session.start(now: now)
    var t = now
    while true {
      var asked: QuizQuestion?
      for e in effects {
        if let line = QuizRenderer.json(e) { lines.append(line) }
        if case .ask(let a) = e { asked = a.question }
      }
      guard let q = asked else { break }
      t += 5
      effects = session.handle(answer(JSONValue(parsing: lines.last!)!, q), now: t)
    }
    return (lines, session)
  }

  @Test(arguments: [nil, QuizTopic.geometry, .convert, .hitTest, .responderChain, .concepts])
  func answersFromTheEngineAreAllCorrect(topic: QuizTopic?) throws {
    let (lines, _) = Self.run(.init(topic: topic, count: 25, seed: 7, concepts: .shipped)) {
      Self.engineAnswer($0, bank: $1)
    }
    let results = lines.compactMap(JSONValue.init(parsing:)).filter { $0["correct"] != nil }
    #expect(results.count == 25)
    #expect(results.allSatisfy { $0["correct"] == .bool(true) })
    let summary = try #require(JSONValue(parsing: lines.last!)?["summary"])
    #expect(summary["correct"] == .number(25) && summary["total"] == .number(25))
  }

  @Test func wrongAnswersAreAllWrongAndExplained() throws {
    let (lines, session) = Self.run(.init(topic: nil, count: 30, seed: 11, concepts: .shipped)) { _, q in
      Self.wrongAnswer(q)
    }
    let results = lines.compactMap(JSONValue.init(parsing:)).filter { $0["correct"] != nil }
    #expect(results.count == 30)
    for r in results {
      #expect(r["correct"] == .bool(false))
      let explanation = try #require(r["explanation"]?.stringValue)
      let id = try #require(r["id"]?.stringValue)
      if !id.hasPrefix("concepts-") {
        // The engine's human output: a trace, a derivation or a conversion.
        #expect(["hitTest", "bounds", "convert", "↦"].contains { explanation.contains($0) }, "\(id)")
      }
      #expect(explanation.count > 40, "\(id)")
    }
    #expect(session.review.missed.count == 30)
  }

  @Test func questionLinesFollowTheContract() throws {
    let (lines, _) = Self.run(.init(topic: nil, count: 10, seed: 3, concepts: .shipped)) { _, q in
      q.modelAnswer
    }
    let first = try #require(JSONValue(parsing: lines[0]))
    guard case .object(let fields) = first else { Issue.record("not an object"); return }
    #expect(fields.map(\.0) == ["id", "topic", "kind", "prompt", "scene", "query", "answerField", "choices"])
    let graded = try #require(JSONValue(parsing: lines[1]))
    guard case .object(let gradedFields) = graded else { Issue.record("not an object"); return }
    #expect(gradedFields.map(\.0) == ["id", "correct", "expected", "explanation"])
  }

  @Test func sameSeedReplaysTheQuiz() {
    let a = Self.run(.init(topic: nil, count: 15, seed: 99, concepts: .shipped)) { _, q in q.modelAnswer }
      .lines
    let b = Self.run(.init(topic: nil, count: 15, seed: 99, concepts: .shipped)) { _, q in q.modelAnswer }
      .lines
    let c = Self.run(.init(topic: nil, count: 15, seed: 100, concepts: .shipped)) { _, q in q.modelAnswer }
      .lines
    #expect(a == b)
    #expect(a != c)
  }

  @Test func reviewBringsBackWhatWasMissed() throws {
    let now = 2_000_000.0
    var missedIDs: [String] = []
    let (_, first) = Self.run(.init(topic: .hitTest, count: 6, seed: 5, concepts: .shipped), now: now) {
      _, q in
      if missedIDs.count < 3 {
        missedIDs.append(q.id)
        return Self.wrongAnswer(q)
      }
      return q.modelAnswer
    }
    let review = QuizPlan.questions(
      .init(topic: nil, count: 5, seed: 1, review: true, concepts: .shipped), state: first.review,
      now: now + 600)
    #expect(!review.nothingDue)
    // The missed skills come back first, each on a fresh scene, not the question already seen.
    let again = Array(review.questions.prefix(3))
    #expect(Set(again.compactMap(\.reviewOf)) == Set(missedIDs))
    for q in again {
      let missed = try #require(
        QuizGenerator.question(id: q.reviewOf ?? "", language: .en, concepts: .shipped))
      #expect(q.skill == missed.skill && q.id != missed.id)
      #expect(q.scene + [q.query ?? ""] != missed.scene + [missed.query ?? ""])
    }
    // Answered right in review, they leave the missed list.
    let (_, second) = Self.run(
      .init(topic: nil, count: 5, seed: 1, review: true, concepts: .shipped), state: first.review,
      now: now + 600
    ) {
      _, q in q.modelAnswer
    }
    #expect(second.review.missed.isEmpty)
    #expect(second.review.due(at: now + 700).isEmpty)
  }

  @Test func timedAnswersAfterTheLimitAreRightButLate() {
    let q = QuizGenerator.question(
      Skill(topic: .concepts, difficulty: 1), seed: 0, language: .en, concepts: .shipped)
    var s = QuizSession(
      questions: [q, q], options: .init(mode: .json, timeLimit: 30), review: ReviewState())
    guard case .ask(let ask)? = s.start(now: 100).first else { Issue.record("no question"); return }
    #expect(ask.elapsed == 0 && ask.timeLimit == 30)
    let late = s.handle(q.modelAnswer, now: 200)
    #expect(!late.contains(.notice(.timeUp(limit: 30))))
    let grades = late.compactMap { if case .graded(let g) = $0 { g } else { nil } }
    #expect(grades.first?.verdict == .late && grades.first?.correct == false && grades.first?.seconds == 100)
    let onTime = s.handle(q.modelAnswer, now: 210)
    let second = onTime.compactMap { if case .graded(let g) = $0 { g } else { nil } }
    #expect(second.first?.correct == true && second.first?.elapsed == 110)
  }
}
