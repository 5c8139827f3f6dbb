import Testing
import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering
import ViewLabTutor

/// The engine's own words inside a lesson or a quiz follow the lesson's language: every engine
/// the tutor starts for a Chinese lesson asks for `.zhHans`.
@Suite struct EngineLanguageTests {
  /// A `ConsoleEngine` that stamps every reply with the language it was started in.
  struct StampingEngine: SceneEngine {
    var inner: ConsoleEngine
    init(language: Language) { inner = ConsoleEngine(language: language) }
    mutating func run(_ line: String) -> EngineReply {
      var reply = inner.run(line)
      reply.text = "[\(inner.language.rawValue)] " + reply.text
      return reply
    }
    func brief(field: ObservedField?) -> String? { inner.brief(field: field) }
    var lastOutcome: Outcome? { inner.lastOutcome }
    var scene: Scene { inner.scene }
    var width: Int {
      get { inner.width }
      set { inner.width = newValue }
    }
  }

  static func lesson(_ language: Language) -> Lesson {
    Fixtures.load(
      """
      ---
      id: t
      title: 标题
      order: 1
      summary: S.
      ---
      ```scene
      add red 20 40 200 100
      ```
      ```question
      id: hit
      kind: hit
      prompt: 点 (30, 50) 命中谁？
      query: tap 30 50
      field: hit
      hint: h
      ```
      """, file: "01-t.md", language: language)!
  }

  /// Every text the engine gave the player — drawings, the trace in a wrong answer's explanation,
  /// an experiment's output — carries the lesson's language, and only it.
  @Test(arguments: [(Language.zhHans, "[zh-Hans]", "[en]"), (.en, "[en]", "[zh-Hans]")])
  func lessonEnginesSpeakTheLessonsLanguage(language: Language, wanted: String, unwanted: String) {
    var player = LessonPlayer<StampingEngine>(lesson: Self.lesson(language), mode: .interactive)
    var effects = player.start()
    effects += player.handle("tree")
    effects += player.handle("window")
    effects += player.handle("window")
    let texts = effects.compactMap { effect -> String? in
      switch effect {
      case .scene(_, let drawing): drawing
      case .engineOutput(let text): text
      case .graded(let grade, _): grade.explanation
      default: nil
      }
    }
    #expect(texts.count >= 3)
    #expect(texts.allSatisfy { $0.contains(wanted) && !$0.contains(unwanted) }, "\(texts)")
  }

  @Test func consoleEngineCarriesItsLanguage() {
    #expect(ConsoleEngine(language: .zhHans).console.options.language == .zhHans)
    #expect(ConsoleEngine().console.options.language == .en)
  }

  /// The quiz's drawing and reasoning are the engine's text in the quiz's language (the drawing's
  /// legend is worded in Chinese).
  @Test func quizEngineTextFollowsTheLanguage() {
    let scene = ["add red 20 40 200 100"]
    let zh = QuizEngine.humanText(scene: scene, lines: ["draw"], language: .zhHans)
    let en = QuizEngine.humanText(scene: scene, lines: ["draw"], language: .en)
    #expect(zh.contains("每列约") && !en.contains("每列约"), "\(zh)")
  }

  /// After a right answer the short reason is the derivation's deciding lines, chosen by the
  /// engine from its typed outcome in the learner's language (no second run in English).
  @Test(arguments: [
    (Language.en, "tap 30 50", "chain", ["hit: green", "responder chain: green → red → window"]),
    (.zhHans, "tap 30 50", "chain", ["命中：green", "响应者链：green → red → window"]),
    (.en, "explain green", "frame", ["frame.origin", "frame.size", "frame        = (10, 10, 50, 50)"]),
    (.zhHans, "explain green", "frameInWindow", ["(30, 50, 50, 50)"]),
    (.en, "explain green", "center", ["center       = position = (35, 35)"]),
  ])
  func briefIsTheDerivationOfTheFieldInTheLearnersLanguage(
    language: Language, query: String, field: String, expected: [String]
  ) throws {
    var engine = ConsoleEngine(language: language)
    for line in ["add red 20 40 200 100", "add green 10 10 50 50 to red", query] { _ = engine.run(line) }
    let brief = try #require(engine.brief(field: AnswerField(field)?.field))
    for part in expected { #expect(brief.contains(part), "\(brief)") }
    #expect(!brief.contains(language == .en ? "命中" : "hit:"), "\(brief)")
    #expect(engine.brief(field: .className) == nil || query.hasPrefix("explain"))
  }

  /// A hit question's reason stops at the hit: the chain would answer the next question.
  @Test func aHitQuestionsBriefStopsAtTheHit() throws {
    for language in Language.allCases {
      var engine = ConsoleEngine(language: language)
      for line in ["add red 20 40 200 100", "add green 10 10 50 50 to red", "tap 30 50"] {
        _ = engine.run(line)
      }
      let brief = try #require(engine.brief(field: .hit))
      #expect(brief.contains("green") && !brief.contains("→"), "\(brief)")
      #expect(try #require(engine.brief(field: .handledBy)).contains("touchesBegan"))
    }
  }

  @Test func withNoDerivingLinesTheBriefIsTheDerivationsLastLines() {
    #expect(Explanation.brief(prose: nil, derivation: "a\nb\nc\nd", lines: nil) == "c\nd")
    #expect(Explanation.brief(prose: "Because.", derivation: "a", lines: "x") == "Because.")
  }
}
