import Testing
import ViewLabLanguage
import ViewLabTutor

/// Every hint states only what holds in the question's own scene. Each row is a scene where one
/// misconception's premise is false (the wrong model gives the right answer there, or the scene
/// lacks what the hint talks about); the misconception must not fire on any of the wrong answers
/// tried. A second table checks that the hints whose wording depends on the scene (a translation
/// or an anchor, a presented controller, a scene-based app) say what this scene has.
struct MisconceptionPremiseTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var id: Misconception
    var scene: [String]
    var query: String
    var field: String
    var kind: AnswerKind
    var givens: [String]
    var testDescription: String { "\(id.rawValue) must not fire: \(scene.last ?? "") / \(query)" }
  }

  static func r(
    _ id: Misconception, _ scene: [String], _ query: String, _ field: String, _ kind: AnswerKind,
    _ givens: [String]
  ) -> Row {
    Row(id: id, scene: scene, query: query, field: field, kind: kind, givens: givens)
  }

  static let plain = ["add red 40 80 200 120", "add green 20 30 100 60 to red"]
  static let rotated = ["add door 100 200 120 80", "transform door rotate 90"]
  static let scaled = ["add door 100 200 120 80", "transform door scale 2"]
  static let translated = ["add door 100 200 120 80", "transform door translate 30 0"]
  static let app = [
    "add root 0 0 375 667", "controller home for root", "add card 20 100 335 200 to root",
    "add like UIButton 20 20 100 40 to card",
  ]
  static let presented = [
    "add root 0 0 375 667", "controller home for root", "add sheetView 0 0 375 667",
    "controller sheet for sheetView", "present sheet from home", "add ok UIButton 20 20 100 40 to sheetView",
  ]
  static let sceneApp = ["lifecycle scene", "add card 20 100 300 200"]
  static let flat = ["add a 20 100 100 100", "add b 200 100 100 100"]

  static let rows: [Row] = [
    // A rotation or a scale about the default anchor keeps center on the frame's midpoint.
    r(.frameMidpointForCenter, rotated, "explain door", "center", .point, ["100 200", "0 0", "160 240.5"]),
    r(.frameMidpointForTranslatedCenter, rotated, "explain door", "center", .point, ["100 200", "161 240"]),
    r(.frameMidpointForCenter, scaled, "explain door", "center", .point, ["40 160", "0 0"]),
    r(.frameMidpointForTranslatedCenter, scaled, "explain door", "center", .point, ["40 160", "0 0"]),
    // A translation with the default anchor is not an anchor mistake.
    r(.frameMidpointForCenter, translated, "explain door", "center", .point, ["190 240"]),
    // No anchor change, no bounds change, no transform, no scrolling: nothing of theirs to blame.
    r(
      .staleFrameAfterAnchor, plain, "explain green", "frame", .rect,
      ["20 30 100 60", "0 0 100 60", "60 110 100 60"]),
    r(.defaultAnchorAssumed, plain, "explain green", "frame", .rect, ["70 60 100 60", "0 0 100 60"]),
    r(.boundsSizeKeepsOrigin, plain, "explain green", "frame", .rect, ["20 30 50 50", "0 0 100 60"]),
    r(.boundsOriginMovesView, plain, "explain green", "frame", .rect, ["20 30 100 60", "0 0 100 60"]),
    r(.untransformedFrame, plain, "explain green", "frame", .rect, ["0 0 100 60", "60 110 100 60"]),
    r(.transformScalesBounds, plain, "explain green", "bounds", .rect, ["0 0 200 120", "20 30 100 60"]),
    r(
      .boundsOriginIgnored, plain, "convert 10 10 from green to window", "point", .point, ["70 120", "10 10"]),
    r(.boundsOriginAdded, plain, "convert 10 10 from green to window", "point", .point, ["70 120", "10 10"]),
    r(.transformIgnored, plain, "convert 10 10 from green to window", "point", .point, ["70 120", "30 40"]),
    r(
      .frameForFrameInWindow, ["add green 20 30 100 60"], "explain green", "frameInWindow", .rect,
      ["0 0 100 60"]),
    // Hit-testing: nothing hidden, transparent, disabled, clipped or overridden.
    r(.hiddenHittable, flat, "tap 50 150", "hit", .hit, ["b", "window", "nil"]),
    r(.transparentHittable, flat, "tap 50 150", "hit", .hit, ["b", "window", "nil"]),
    r(.alphaThresholdFloat, flat, "tap 50 150", "hit", .hit, ["b", "window", "nil"]),
    r(.interactionOffHittable, flat, "tap 50 150", "hit", .hit, ["b", "window", "nil"]),
    r(.labelDefaultInteraction, flat, "tap 50 150", "hit", .hit, ["b", "window", "nil"]),
    r(.lowAlphaRefuses, flat, "tap 50 150", "hit", .hit, ["window", "nil", "b"]),
    r(.clipsToBoundsBlocks, flat, "tap 50 150", "hit", .hit, ["window", "nil", "b"]),
    r(.enabledLabelRefuses, flat, "tap 50 150", "hit", .hit, ["window", "nil", "b"]),
    r(.overrideIgnored, flat, "tap 50 150", "hit", .hit, ["window", "nil", "b"]),
    r(.outsideSuperviewHittable, flat, "tap 50 150", "hit", .hit, ["window", "nil", "b"]),
    // A view in front refuses the point, but none of its subviews is drawn there: the answer the
    // world where it accepts gives (its own chain) is no "subview outside its parent" mistake.
    r(
      .outsideSuperviewHittable,
      ["add b 200 100 100 100", "add a 20 100 100 100", "add a1 10 10 20 20 to a"],
      "tap 250 150", "chain", .chain, ["a window UIApplication AppDelegate"]),
    // Siblings that do not overlap: no one is in front of anyone.
    r(.laterSiblingBehind, flat, "tap 50 150", "hit", .hit, ["b", "window", "nil"]),
    r(
      .visitedInAddedOrder, ["add a 20 100 100 100"], "tap 50 150", "visited", .chain,
      ["a, window", "window"]),
    // The chain: no controller, or a classic app.
    r(
      .chainMissingController, ["add card 20 100 300 200"], "tap 50 150", "chain", .chain,
      ["card window", "window card UIApplication AppDelegate"]),
    r(
      .controllerBeforeItsView, ["add card 20 100 300 200"], "tap 50 150", "chain", .chain,
      ["window card UIApplication AppDelegate"]),
    r(
      .childControllerSkipsToWindow, app, "tap 50 150", "chain", .chain,
      ["like card home window UIApplication AppDelegate"]),
    r(
      .superStopsTouch, ["add card 20 100 300 200"], "tap 50 150", "handledBy", .chain,
      ["card", "card window"]),
    r(
      .overrideForwardsTouch, ["add card 20 100 300 200"], "tap 50 150", "handledBy", .chain,
      ["card", "card window"]),
  ]

  static func asked(_ scene: [String], _ query: String, _ field: String, _ kind: AnswerKind) -> AskedQuestion
  {
    let expected = QuizEngine.answer(scene: scene, query: query, field: field, kind: kind)!.answer
    return AskedQuestion(scene: scene, query: query, field: field, kind: kind, expected: expected)
  }

  @Test(arguments: rows) func hintDoesNotFireWhereItsPremiseIsFalse(_ row: Row) throws {
    let q = Self.asked(row.scene, row.query, row.field, row.kind)
    for text in row.givens {
      let given = try AnswerReader.read(text, as: row.kind).get()
      let diagnosis = Diagnoser<ConsoleEngine>.diagnose(given, for: q)
      #expect(diagnosis?.misconception != row.id, "\(text): \(diagnosis?.hint(language: .en) ?? "")")
    }
  }

  @Test func everyMisconceptionWithAScenePremiseHasARow() {
    // Rows not needed: misconceptions whose premise is the learner's answer itself (bounds for
    // frame, a reversed chain, …) hold in every scene where they fire.
    let aboutTheAnswer: Set<Misconception> = [
      .boundsForFrame, .boundsForFrameInWindow, .frameForBounds, .ownMidpointForCenter, .originForCenter,
      .centerForOrigin, .pointNotConverted, .convertedOneLevel, .convertedBackwards, .windowPointForOwnPoint,
      .superviewInsteadOfDeepest, .nilInsteadOfSelf, .blockedByTheViewItself, .visitedSkipsRefusals,
      .visitedPastRefusal, .visitedAfterHit, .chainMissingApplication, .chainReversed, .chainWithNonAncestor,
      .chainStartsAboveHit, .chainStartsAtUnhitView, .handledOutsideChain,
    ]
    let covered = Set(Self.rows.map(\.id)).union(aboutTheAnswer)
    #expect(Misconception.allCases.filter { !covered.contains($0) } == [])
  }

  struct Wording: CustomTestStringConvertible, Sendable {
    var scene: [String]
    var query: String
    var field: String
    var kind: AnswerKind
    var given: String
    var id: Misconception
    var says: [String]
    var never: [String]
    var testDescription: String { "\(id.rawValue): \(never.joined(separator: ", ")) not said" }
  }

  static let wordings: [Wording] = [
    Wording(
      scene: translated, query: "explain door", field: "center", kind: .point, given: "190 240",
      id: .frameMidpointForTranslatedCenter, says: ["translates it by (30, 0)"],
      never: ["anchorPoint (0.5, 0.5) or a transform", "anchorPoint is"]),
    Wording(
      scene: ["add door 100 200 120 80", "anchor door 0 0"], query: "explain door", field: "center",
      kind: .point, given: "220 280", id: .frameMidpointForCenter, says: ["anchorPoint is (0, 0)"],
      never: ["translat"]),
    Wording(
      scene: presented, query: "tap 50 50", field: "chain", kind: .chain,
      given: "ok sheet sheetView home window UIApplication AppDelegate", id: .controllerBeforeItsView,
      says: ["sheet.next is home"], never: ["superview"]),
    Wording(
      scene: presented, query: "tap 50 50", field: "chain", kind: .chain,
      given: "ok sheetView window UIApplication AppDelegate", id: .chainMissingController,
      says: ["sheetView → sheet → home"], never: ["next is that view's superview"]),
    Wording(
      scene: sceneApp, query: "tap 50 150", field: "chain", kind: .chain, given: "card window",
      id: .chainMissingApplication, says: ["UIWindowScene → UIApplication"],
      never: ["window's next responder is the application"]),
  ]

  @Test(arguments: wordings) func hintSaysWhatTheSceneHas(_ w: Wording) throws {
    let q = Self.asked(w.scene, w.query, w.field, w.kind)
    let given = try AnswerReader.read(w.given, as: w.kind).get()
    let diagnosis = try #require(Diagnoser<ConsoleEngine>.diagnose(given, for: q), "\(q.expected.typed)")
    #expect(diagnosis.misconception == w.id)
    let en = diagnosis.hint(language: .en)
    for s in w.says { #expect(en.contains(s), "\(en)") }
    for s in w.never { #expect(!en.contains(s), "\(en)") }
  }

  /// Hints point at the mistake and the rule, not the value: a geometry hint never quotes the
  /// expected answer.
  @Test(arguments: MisconceptionTests.cases.filter { [.rect, .point, .number].contains($0.kind) })
  func geometryHintDoesNotQuoteTheAnswer(_ c: MisconceptionTests.Case) throws {
    let q = MisconceptionTests.asked(c)
    let given = try AnswerReader.read(c.given, as: c.kind).get()
    let diagnosis = try #require(Diagnoser<ConsoleEngine>.diagnose(given, for: q))
    for language in [Language.en, .zhHans] {
      let hint = diagnosis.hint(language: language)
      #expect(!hint.contains(q.expected.typed), "\(hint) quotes \(q.expected.typed)")
    }
  }
}
