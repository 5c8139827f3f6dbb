import Foundation
import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering
import ViewLabTestSupport

@testable import ViewLabTutor

/// Thousands of seeded questions per topic: the expected answer is what the engine says, the model
/// answer grades correct, no tap is ambiguous, and scenes differ.
@Suite struct GeneratorTests {
  /// 250 seeds × 3 levels = 750 questions per topic, 3000 in all (about 10 s of CPU in a debug
  /// build); set VIEWLAB_QUIZ_SEEDS for a longer sweep.
  static let perLevel = Int(ProcessInfo.processInfo.environment["VIEWLAB_QUIZ_SEEDS"] ?? "") ?? 250

  @Test(arguments: QuizTopic.sceneTopics)
  func expectedAnswersComeFromTheEngine(topic: QuizTopic) throws {
    var scenes = Set<[String]>()
    var checked = 0
    for level in Skill.levels {
      for n in 0..<Self.perLevel {
        let seed = UInt64(n) &* 0x9E37_79B9 &+ UInt64(level)
        let q = QuizGenerator.question(
          Skill(topic: topic, difficulty: level), seed: seed, language: .en, concepts: .shipped)
        let context = "\(q.id): \(q.scene) / \(q.query ?? "")"
        // Replay through a fresh console, as `viewlab run --json` would.
        var console = Console(options: RenderOptions(json: true))
        for (i, line) in q.scene.enumerated() {
          let r = console.handle(line: line, lineNumber: i + 1, files: MemoryFiles())
          #expect(r.ok, "\(context): line \(line) failed")
        }
        let reply = console.handle(line: q.query!, lineNumber: 99, files: MemoryFiles())
        let object = try #require(JSONValue(parsing: reply.text), "\(context)")
        #expect(object.value(atField: q.answerField!) == q.expectedJSON, "\(context)")
        // The model answer, and the engine's raw JSON typed as an answer, both grade correct.
        let model = try AnswerReader.read(q.modelAnswer, as: q.kind).get()
        #expect(model.matches(q.expected), "\(context): model answer \(q.modelAnswer)")
        let raw = try AnswerReader.read(q.expectedJSON.text, as: q.kind).get()
        #expect(raw.matches(q.expected), "\(context): raw \(q.expectedJSON.text)")
        if let tap = q.query, tap.hasPrefix("tap ") {
          let parts = tap.split(separator: " ").compactMap { Double(String($0)) }
          #expect(Self.unambiguous(console.scene, Point(x: parts[0], y: parts[1])), "\(context)")
        }
        #expect(q.prompt.isEmpty == false)
        scenes.insert(q.scene + [q.query ?? ""])
        checked += 1
      }
    }
    // Distinct: nearly every seed gives its own scene and question.
    #expect(Double(scenes.count) >= 0.9 * Double(checked), "\(topic): \(scenes.count) of \(checked)")
  }

  @Test(arguments: QuizTopic.sceneTopics)
  func sameSeedSameQuestion(topic: QuizTopic) {
    for seed: UInt64 in [0, 1, 42, 0xDEAD_BEEF, .max] {
      let skill = Skill(topic: topic, difficulty: Int(seed % 3) + 1)
      let a = QuizGenerator.question(skill, seed: seed, language: .en, concepts: .shipped)
      let b = QuizGenerator.question(skill, seed: seed, language: .en, concepts: .shipped)
      #expect(a == b)
      #expect(QuizGenerator.question(id: a.id, language: .en, concepts: .shipped) == a)
      let zh = QuizGenerator.question(skill, seed: seed, language: .zhHans, concepts: .shipped)
      #expect(zh.scene == a.scene && zh.expected == a.expected && zh.prompt != a.prompt)
    }
  }

  /// Independently of the generator: every view answers `point(inside:)` the same at the tap and
  /// at eight points 0.5 pt away.
  static func unambiguous(_ scene: Scene, _ p: Point) -> Bool {
    let offsets = [
      (0.5, 0.0), (-0.5, 0.0), (0.0, 0.5), (0.0, -0.5), (0.35, 0.35), (-0.35, 0.35), (0.35, -0.35),
      (-0.35, -0.35),
    ]
    return scene.viewIDs.allSatisfy { id in
      let here = scene.pointInside(id, scene.convert(p, from: scene.window, to: id)).inside
      return offsets.allSatisfy { dx, dy in
        let q = Point(x: p.x + dx, y: p.y + dy)
        return scene.pointInside(id, scene.convert(q, from: scene.window, to: id)).inside == here
      }
    }
  }
}

/// The `gestures` topic: every kind of question appears, answers vary, and the gesture concepts
/// are enough and balanced.
@Suite struct GestureQuizTests {
  @Test func everyFieldAndBothOutcomesAppear() {
    var fields = Set<String>()
    var emptyAnswers = 0
    var nonEmpty = 0
    var actionsRun = 0
    var actionsNone = 0
    for level in Skill.levels {
      for n in UInt64(0)..<120 {
        let q = QuizGenerator.question(
          Skill(topic: .gestures, difficulty: level), seed: n, language: .en, concepts: .shipped)
        fields.insert(q.answerField ?? "")
        #expect(q.scene.contains { $0.hasPrefix("gesture ") }, "\(q.id)")
        let empty = q.expectedJSON == .array([])
        if empty { emptyAnswers += 1 } else { nonEmpty += 1 }
        if q.answerField == "actions" { if empty { actionsNone += 1 } else { actionsRun += 1 } }
      }
    }
    #expect(fields == ["recognized", "failed", "phases", "controlEvents", "actions"])
    #expect(emptyAnswers > 20 && nonEmpty > 3 * emptyAnswers / 2, "\(emptyAnswers) empty, \(nonEmpty) not")
    #expect(actionsRun > 5 && actionsNone > 5, "\(actionsRun) run, \(actionsNone) none")
  }

  @Test func levelOneKeepsUIKitDefaults() {
    for n in UInt64(0)..<50 {
      let q = QuizGenerator.question(
        Skill(topic: .gestures, difficulty: 1), seed: n, language: .en, concepts: .shipped)
      #expect(q.scene.filter { $0.hasPrefix("gesture ") }.count == 1, "\(q.id)")
    }
  }

  @Test func gestureConceptsAreEnoughAndBalanced() {
    let bank = ConceptBank.shipped.concepts(inTopic: "gestures")
    #expect(bank.count >= 12)
    let yesNo = bank.filter { $0.kind == .yesno }.map(\.answer)
    let yes = yesNo.filter { $0 == "yes" }.count
    #expect(yesNo.count >= 6 && abs(yes * 2 - yesNo.count) <= 1, "\(yes) yes of \(yesNo.count)")
  }

  @Test func theMockInterviewAsksAboutGestures() {
    for seed: UInt64 in [1, 2, 3, 4, 5, 6] {
      let qs = QuizPlan.questions(
        .init(topic: nil, count: 12, seed: seed, concepts: .shipped), state: ReviewState(), now: 0
      )
      .questions
      #expect(qs.contains { $0.topic == .gestures }, "seed \(seed)")
    }
  }
}
