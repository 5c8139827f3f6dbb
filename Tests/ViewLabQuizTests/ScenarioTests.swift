import Foundation
import Testing
import ViewLabLanguage
import ViewLabRendering
import ViewLabTestSupport

@testable import ViewLabTutor

/// The `scenarios` topic: each report's scene gives the answer the report describes, its fix gives
/// the fixed answer, every source is listed in docs/SCENARIOS.md, and both languages are there.
@Suite struct ScenarioTests {
  /// The word at `index` of the first line starting with `verb` (`gesture tapPhoto tap on photo`, 1
  /// → `tapPhoto`): the seed draws names, so the expected answers name what the scene declared.
  static func word(_ lines: some Sequence<String>, _ verb: String, _ index: Int) -> String {
    let line = lines.first { $0.hasPrefix(verb + " ") }!
    return String(line.split(separator: " ")[index])
  }

  /// What each report describes, broken and fixed, as a learner would type it.
  static let expected: [String: @Sendable (ScenarioBuild) -> (broken: String, fixed: String)] = [
    "keyboard-tap": { _ in ("none", "began → ended") },
    "alert-tap": { _ in ("began → cancelled", "began → ended") },
    "menu-tap": { _ in ("began → cancelled", "began → ended") },
    "custom-control": { _ in ("none", "toggled") },
    "image-view-tap": { b in ("none", word(b.broken, "gesture", 1)) },
    "back-swipe": { b in
      let pager = word(Array(b.broken.dropFirst()), "add", 1)
      return (
        "\(pager).panGestureRecognizer", "\(pager).panGestureRecognizer → \(word(b.broken, "gesture", 1))"
      )
    },
    "outside-parent": { b in ("screen", word(b.broken.reversed(), "add", 1)) },
    "nested-buttons": { _ in ("screen", "secondButton") },
    "label-with-image": { _ in ("screen", "arrow") },
    "faint-overlay": { b in ("buy", word(b.broken.reversed(), "add", 1)) },
    "overlay-passthrough": { _ in ("overlay", "shutter") },
    "cell-content-tap": { _ in ("none", "began → ended") },
    "button-on-cell": { b in ("none", word(b.broken, "action", 3)) },
    "dropdown-delegate": { _ in ("none", "began → ended") },
    "swipe-delete-pop": { b in ("none", word(b.broken, "swipeactions", 1) + ".swipeActions") },
  ]

  @Test func everyScenarioHasItsContract() {
    #expect(Set(RealAppScenario.all.map(\.slug)) == Set(Self.expected.keys))
    #expect(RealAppScenario.all.count >= 10)
  }

  /// Scene → exact answer, broken and fixed, for every scenario over many seeds.
  @Test(arguments: RealAppScenario.all.map(\.slug))
  func brokenAndFixedGiveTheReportsAnswers(slug: String) throws {
    let scenario = try #require(RealAppScenario.all.first { $0.slug == slug })
    for seed: UInt64 in 0..<40 {
      var rng = SplitMix64(seed: seed)
      let build = scenario.build(&rng)
      let want = Self.expected[slug]!(build)
      for (fixed, typed) in [(false, want.broken), (true, want.fixed)] {
        var again = SplitMix64(seed: seed)
        let draft = try #require(scenario.draft(fixed: fixed, &again), "\(slug) seed \(seed)")
        let (answer, _) = try #require(
          QuizEngine.answer(scene: draft.scene, query: draft.query, field: draft.field, kind: draft.kind),
          "\(slug) seed \(seed): \(draft.scene)")
        let expected = try AnswerReader.read(typed, as: draft.kind).get()
        #expect(expected.matches(answer), "\(slug) seed \(seed) fixed \(fixed): \(answer) \(draft.scene)")
        #expect(draft.source == scenario.source)
      }
    }
  }

  /// docs/SCENARIOS.md lists every scenario's source.
  @Test func everySourceIsListed() throws {
    let doc = try String(contentsOfFile: TestPaths.inRepository("docs/SCENARIOS.md"), encoding: .utf8)
    for scenario in RealAppScenario.all {
      #expect(doc.contains(scenario.source), "\(scenario.slug): \(scenario.source)")
      #expect(doc.contains("`\(scenario.slug)`"), "\(scenario.slug)")
    }
  }

  /// Both languages: the Chinese prompt and explanation are Chinese, the source is in both, and the
  /// question line of the JSON contract carries it.
  @Test func bothLanguagesAndTheSourceField() {
    for level in Skill.levels {
      for seed: UInt64 in 0..<30 {
        let skill = Skill(topic: .scenarios, difficulty: level)
        let en = QuizGenerator.question(skill, seed: seed, language: .en, concepts: .shipped)
        let zh = QuizGenerator.question(skill, seed: seed, language: .zhHans, concepts: .shipped)
        let source = en.source ?? ""
        #expect(RealAppScenario.all.contains { $0.source == source }, "\(en.id)")
        #expect(zh.source == en.source && zh.scene == en.scene && zh.expected == en.expected)
        #expect(zh.prompt.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(zh.prompt)")
        #expect(zh.note.contains("来源：" + source) && en.note.contains("Source: " + source))
        #expect(en.json.value(atField: "source") == .string(source))
      }
    }
  }

  /// The seed decides broken or fixed: a level's questions include both.
  @Test func seedsDrawBrokenAndFixedScenes() {
    var fixed = 0
    var broken = 0
    for seed: UInt64 in 0..<60 {
      let q = QuizGenerator.question(
        Skill(topic: .scenarios, difficulty: 1), seed: seed, language: .en, concepts: .shipped)
      if q.prompt.contains("The report's fix is now in") { fixed += 1 } else { broken += 1 }
    }
    #expect(fixed > 10 && broken > 10)
  }

  /// After answering on the fixed scene, the explanation tells the fixed scene (what the fix
  /// changed, the step that now lets the touch through), never the broken scene's story; on the
  /// broken scene it tells the broken story. Every scenario, both variants, both languages.
  @Test(arguments: RealAppScenario.all.map(\.slug))
  func explanationFitsTheSceneAsked(slug: String) throws {
    let scenario = try #require(RealAppScenario.all.first { $0.slug == slug })
    for seed: UInt64 in 0..<40 {
      var rng = SplitMix64(seed: seed)
      let b = scenario.build(&rng)
      #expect(b.why.en != b.fixedWhy.en && b.why.zh != b.fixedWhy.zh, "\(slug)")
      for fixed in [false, true] {
        var again = SplitMix64(seed: seed)
        let note = try #require(scenario.draft(fixed: fixed, &again)).note
        let (told, untold) = fixed ? (b.fixedWhy, b.why) : (b.why, b.fixedWhy)
        #expect(note.en.contains(told.en) && !note.en.contains(untold.en), "\(slug) \(seed) fixed \(fixed)")
        #expect(note.zh.contains(told.zh) && !note.zh.contains(untold.zh), "\(slug) \(seed) fixed \(fixed)")
        #expect(note.en.contains(b.fix.en) && note.zh.contains(b.fix.zh))
        #expect(told.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
        #expect(!told.en.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
      }
    }
  }

  /// The table scenarios' rows as the tap's `selected` field has them: a cancelled touch selects
  /// nothing, its fix selects the tapped cell; the questions on them ask what decides it.
  @Test func tableScenariosAreGradedFromSelected() throws {
    // How many rows each scene selects, broken and fixed: a button on the cell lets the row be
    // selected; in the content view the button tracks the touch and the row is not.
    let rowsSelected = [
      "keyboard-tap": (0, 1), "cell-content-tap": (0, 1), "button-on-cell": (1, 0),
      "dropdown-delegate": (0, 1),
    ]
    for scenario in RealAppScenario.all {
      guard let counts = rowsSelected[scenario.slug] else { continue }
      for seed: UInt64 in 0..<20 {
        for fixed in [false, true] {
          var rng = SplitMix64(seed: seed)
          let draft = try #require(scenario.draft(fixed: fixed, &rng))
          #expect(draft.field == (scenario.slug == "button-on-cell" ? "actions" : "phases"))
          #expect(draft.scene.contains { $0.hasPrefix("rows ") })
          var engine = try #require(QuizEngine(scene: draft.scene))
          let rows = engine.run(draft.query).object.value(atField: "selected")
          guard case .array(let selected)? = rows else {
            Issue.record("\(scenario.slug) \(seed): no selected array")
            continue
          }
          #expect(
            selected.count == (fixed ? counts.1 : counts.0), "\(scenario.slug) seed \(seed) fixed \(fixed)")
        }
      }
    }
  }
}

/// The scenario whose fix is a pasted delegate: the engine asks it, and its answer is the timeline
/// line the explanation quotes.
@Suite struct DelegateScenarioTests {
  @Test func theFixedDropdownAsksThePastedDelegateAndShowsItsNO() throws {
    let scenario = try #require(RealAppScenario.all.first { $0.slug == "dropdown-delegate" })
    var languages: Set<Bool> = []
    for seed: UInt64 in 0..<40 {
      var rng = SplitMix64(seed: seed)
      let build = scenario.build(&rng)
      let tap = ScenarioTests.word(build.broken, "gesture", 1)
      languages.insert(build.fixed.contains { $0.hasPrefix("class ViewController") })
      var again = SplitMix64(seed: seed)
      let draft = try #require(scenario.draft(fixed: true, &again))
      var engine = try #require(QuizEngine(scene: draft.scene))
      let reply = engine.run(draft.query)
      #expect(reply.ok)
      let delegates = try #require(reply.object.value(atField: "delegates"), "seed \(seed)")
      #expect(
        delegates
          == .array([
            .object([
              ("gesture", .string(tap)), ("method", .string("gestureRecognizer(_:shouldReceive:)")),
              ("answer", .bool(false)),
            ])
          ]), "seed \(seed): \(delegates)")
      // The explanation quotes the timeline's line, as the engine words it in each language.
      for (language, said) in [(Language.en, build.fixedWhy.en), (.zhHans, build.fixedWhy.zh)] {
        let text = QuizEngine.humanText(
          scene: draft.scene, lines: [draft.query], width: 400, language: language)
        let line = try #require(
          text.split(separator: "\n").first { $0.contains("gestureRecognizer(_:shouldReceive:) → NO") },
          "seed \(seed) \(language)")
        let quoted = line.trimmingCharacters(in: .whitespaces).dropFirst(2)  // "? "
        #expect(said.contains(quoted), "seed \(seed) \(language): \(quoted)")
      }
      // The broken scene has no delegate: the tap recognizes and nothing is asked.
      var broken = SplitMix64(seed: seed)
      let brokenDraft = try #require(scenario.draft(fixed: false, &broken))
      var plain = try #require(QuizEngine(scene: brokenDraft.scene))
      #expect(plain.run(draft.query).object.value(atField: "delegates") == nil)
    }
    #expect(languages == [true, false], "both Swift and Objective-C delegates are drawn")
  }
}

/// The swipe-to-delete scenario: the pop pan takes a slow leftward swipe, its pasted delegate
/// refuses to begin, and the table's swipe-actions pan then begins; the explanation quotes the
/// delegate's line.
@Suite struct SwipeDeleteScenarioTests {
  @Test func thePopPansDelegateSaysNOAndTheRowsSwipeBegins() throws {
    let scenario = try #require(RealAppScenario.all.first { $0.slug == "swipe-delete-pop" })
    var languages: Set<Bool> = []
    for seed: UInt64 in 0..<40 {
      var rng = SplitMix64(seed: seed)
      let build = scenario.build(&rng)
      let pan = ScenarioTests.word(build.broken, "gesture", 1)
      let list = ScenarioTests.word(build.broken, "swipeactions", 1)
      languages.insert(build.fixed.contains { $0.hasPrefix("class ViewController") })
      for fixed in [false, true] {
        var again = SplitMix64(seed: seed)
        let draft = try #require(scenario.draft(fixed: fixed, &again))
        // The first move (in the scene): the pop pan begins, or its delegate refuses.
        var engine = try #require(QuizEngine(scene: Array(draft.scene.dropLast())))
        let first = engine.run(draft.scene.last!).object
        #expect(
          first.value(atField: "recognized") == (fixed ? .array([]) : .array([.string(pan)])), "seed \(seed)")
        let failed = fixed ? [pan] : ["\(list).panGestureRecognizer", "\(list).swipeActions"]
        #expect(
          first.value(atField: "failed") == .array(failed.map(JSONValue.string)), "seed \(seed) \(fixed)")
        let asked = first.value(atField: "delegates")
        #expect(
          asked
            == (fixed
              ? .array([
                .object([
                  ("gesture", .string(pan)), ("method", .string("gestureRecognizerShouldBegin(_:)")),
                  ("answer", .bool(false)),
                ])
              ]) : nil),
          "seed \(seed): \(String(describing: asked))")
      }
      // The explanation of the fixed scene quotes the timeline's line in each language.
      var again = SplitMix64(seed: seed)
      let draft = try #require(scenario.draft(fixed: true, &again))
      let lines = [
        (Language.en, build.fixedWhy.en, "\(pan)'s delegate: gestureRecognizerShouldBegin(_:) → NO"),
        (.zhHans, build.fixedWhy.zh, "\(pan) 的 delegate：gestureRecognizerShouldBegin(_:) → NO"),
      ]
      for (language, said, line) in lines {
        let text = QuizEngine.humanText(
          scene: Array(draft.scene.dropLast()), lines: [draft.scene.last!], width: 400, language: language)
        #expect(text.contains(line) && said.contains(line), "seed \(seed) \(language)")
      }
    }
    #expect(languages == [true, false], "both Swift and Objective-C delegates are drawn")
  }

  /// After a wrong answer the trace shows the scene's earlier move too, where the delegate answered.
  @Test func theTraceAfterAWrongAnswerShowsTheEarlierMove() throws {
    var shown = 0
    for seed: UInt64 in 0..<200 where shown < 4 {
      let skill = Skill(topic: .scenarios, difficulty: 3)
      let q = QuizGenerator.question(skill, seed: seed, language: .en, concepts: .shipped)
      guard q.source == "https://github.com/Enricoza/EZCustomNavigation/issues/5" else { continue }
      let fixed = q.prompt.contains("The report's fix is now in")
      let pan = ScenarioTests.word(q.scene, "gesture", 1)
      let text = QuizExplanation.compose(q, given: nil, correct: false, language: .en)
      let first = try #require(q.scene.last, "\(seed)").split(separator: " ")
      #expect(text.contains("touch move (\(first[2]), \(first[3]))"), "\(seed)")
      #expect(text.contains("\(pan)'s delegate: gestureRecognizerShouldBegin(_:) → NO") == fixed, "\(seed)")
      #expect(text.contains("\(pan): possible → began") == !fixed, "\(seed)")
      shown += 1
    }
    #expect(shown == 4)
  }

  /// A flick: one move 60 pt left from the start reaches both distances on the same event, and the
  /// deeper recognizer, the table's, wins even without the fix (the report's "very fast" finger).
  @Test func aFastFlickReachesTheRowEvenWithoutTheFix() throws {
    var rng = SplitMix64(seed: 3)
    let build = try #require(RealAppScenario.all.first { $0.slug == "swipe-delete-pop" }).build(&rng)
    let list = ScenarioTests.word(build.broken, "swipeactions", 1)
    var engine = try #require(QuizEngine(scene: Array(build.broken.dropLast())))
    let reply = engine.run(build.query).object
    #expect(reply.value(atField: "recognized") == .array([.string("\(list).swipeActions")]))
  }
}
