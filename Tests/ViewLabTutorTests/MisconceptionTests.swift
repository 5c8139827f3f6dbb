import Testing
import ViewLabLanguage
import ViewLabTutor

/// The misconception catalogue as a table: a real scene, a query, a wrong answer typed as a learner
/// would, the misconception it must be diagnosed as, and numbers the hint must quote.
struct MisconceptionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var id: Misconception
    var scene: [String]
    var query: String
    var field: String
    var kind: AnswerKind
    var given: String
    var quotes: [String]
    var testDescription: String { "\(id.rawValue): \(query) → \(given)" }
  }

  static let nested = ["add red 40 80 200 120", "add green 20 30 100 60 to red"]
  static let door = ["add door 100 200 120 80", "anchor door 1 0.5", "position door 200 100"]
  static let converting = [
    "add left 20 100 150 150", "add right 200 100 150 150", "add inner 30 40 60 60 to right",
    "bounds right origin 0 20", "transform left rotate 90",
  ]
  static let overlap = ["add blue 40 40 120 120", "add green 100 100 120 120"]
  static let badge = ["add panel 40 100 200 200", "add badge UIButton 160 -20 80 60 to panel"]
  static let card = ["add card 20 100 300 200", "add blue UIButton 20 20 100 60 to card"]
  static let photo = ["add photo UIImageView 20 350 300 200", "add buy UIButton 100 120 100 40 to photo"]
  static let app = [
    "add root 0 0 375 667", "controller home for root", "add card 20 100 335 200 to root",
    "add like UIButton 20 20 100 40 to card", "add panel 20 350 335 200 to root",
    "controller detail for panel", "add field UITextField 20 20 200 40 to panel",
  ]
  static let touches = [
    "add root 0 0 375 667", "controller home for root", "add card 20 100 335 300 to root",
    "add tile 20 20 140 140 to card", "add other 0 500 100 100 to root", "touches tile super",
    "touches card handle", "touches home handle", "touches other handle",
  ]

  static func c(
    _ id: Misconception, _ scene: [String], _ query: String, _ field: String, _ kind: AnswerKind,
    _ given: String, _ quotes: [String] = []
  ) -> Case {
    Case(id: id, scene: scene, query: query, field: field, kind: kind, given: given, quotes: quotes)
  }

  static let cases: [Case] = [
    c(.boundsForFrame, nested, "explain green", "frame", .rect, "0 0 100 60", ["(0, 0, 100, 60)", "red"]),
    c(.boundsForFrame, nested, "explain green", "frame.x", .number, "0", ["(0, 0, 100, 60)"]),
    c(.frameForBounds, nested, "explain green", "bounds", .rect, "20, 30, 100, 60", ["(20, 30, 100, 60)"]),
    c(
      .boundsForFrameInWindow, nested, "explain green", "frameInWindow", .rect, "0 0 100 60",
      ["(0, 0, 100, 60)", "red"]),
    c(.frameForFrameInWindow, nested, "explain green", "frameInWindow", .rect, "20 30 100 60", ["red"]),
    c(
      .frameMidpointForCenter, ["add door 100 200 120 80", "anchor door 0 0"], "explain door", "center",
      .point, "220 280", ["(220, 280)", "(0, 0)", "not the default"]),
    c(
      .frameMidpointForTranslatedCenter, ["add door 100 200 120 80", "transform door translate 30 0"],
      "explain door", "center", .point, "190 240", ["(190, 240)", "(30, 0)"]),
    c(.ownMidpointForCenter, nested, "explain red", "center", .point, "(100, 60)", ["(100, 60)"]),
    c(.originForCenter, nested, "explain red", "center", .point, "40 80", ["(40, 80)"]),
    c(.centerForOrigin, door, "explain door", "frame", .rect, "200 100 120 80", ["(200, 100)", "(1, 0.5)"]),
    c(
      .staleFrameAfterAnchor, ["add door 100 200 120 80", "anchor door 0 0"], "explain door", "frame",
      .rect, "100 200 120 80", ["anchor door 0 0", "(160, 240)"]),
    c(
      .defaultAnchorAssumed, door, "explain door", "frame", .rect, "140 60 120 80",
      ["(1, 0.5)", "(200, 100)"]),
    c(
      .boundsSizeKeepsOrigin, ["add box 50 100 200 200", "bounds box size 100 100"], "explain box", "frame",
      .rect, "50 100 100 100", ["bounds box size 100 100", "(150, 200)"]),
    c(
      .boundsOriginMovesView, ["add box 50 100 200 200", "bounds box origin 0 50"], "explain box", "frame",
      .rect, "50 50 200 200", ["(0, 50)", "does not move"]),
    c(
      .untransformedFrame, nested + ["center green 100 60", "transform green translate 30 0"],
      "explain green", "frame", .rect, "50 30 100 60", ["green"]),
    c(
      .transformScalesBounds, ["add card 100 100 200 100", "transform card scale 2"], "explain card",
      "bounds", .rect, "0 0 400 200", ["card"]),
    c(
      .pointNotConverted, converting, "convert 10 10 from inner to window", "point", .point, "10 10",
      ["(10, 10)"]),
    c(
      .convertedOneLevel, converting, "convert 10 10 from inner to window", "point", .point, "40 50",
      ["right"]),
    c(
      .convertedBackwards, ["add outer 20 100 200 200", "add inner 30 40 60 60 to outer"],
      "convert 10 10 from inner to window", "point", .point, "-40 -130", ["(-40, -130)"]),
    c(
      .boundsOriginIgnored, converting, "convert 10 10 from inner to window", "point", .point, "240 150",
      ["right.bounds.origin = (0, 20)"]),
    c(
      .boundsOriginAdded, converting, "convert 10 10 from inner to window", "point", .point, "240 170",
      ["right.bounds.origin = (0, 20)"]),
    c(
      .windowPointForOwnPoint, ["add box 100 100 100 100"], "inside box 150 150", "inside", .yesno, "yes",
      ["(150, 150)", "(50, 50)"]),
    c(.transformIgnored, converting, "convert 0 0 from left to window", "point", .point, "20 100", ["left"]),
    c(.laterSiblingBehind, overlap, "tap 130 130", "hit", .hit, "blue", ["blue", "window"]),
    c(.superviewInsteadOfDeepest, nested, "tap 70 120", "hit", .hit, "red", ["red"]),
    c(
      .blockedByTheViewItself, card + ["interaction card off"], "why blue 70 150", "blockedBy", .hit, "blue",
      ["blue"]),
    c(.nilInsteadOfSelf, ["add card 20 100 100 100"], "tap 300 400", "hit", .hit, "nil"),
    c(.outsideSuperviewHittable, badge, "tap 260 120", "hit", .hit, "badge", ["panel", "(0, 0, 200, 200)"]),
    c(.hiddenHittable, card + ["hide card"], "tap 50 150", "hit", .hit, "blue", ["card"]),
    c(.transparentHittable, card + ["alpha card 0"], "tap 50 150", "hit", .hit, "blue", ["card", "0"]),
    c(.alphaThresholdFloat, card + ["alpha card 0.01"], "tap 50 150", "hit", .hit, "Blue", ["0.0099999"]),
    c(.interactionOffHittable, card + ["interaction card off"], "tap 70 150", "hit", .hit, "blue", ["card"]),
    c(.labelDefaultInteraction, photo, "tap 170 490", "hit", .hit, "buy", ["photo", "UIImageView"]),
    c(
      .lowAlphaRefuses, ["add card 20 100 300 200", "alpha card 0.5"], "tap 50 150", "hit", .hit, "window",
      ["card", "0.5"]),
    c(
      .clipsToBoundsBlocks, badge + ["clip panel on"], "why badge 220 120", "reaches", .yesno, "no", ["panel"]
    ),
    c(
      .enabledLabelRefuses, ["add photo UIImageView 20 350 300 200", "interaction photo on"], "tap 100 400",
      "hit", .hit, "window", ["photo", "UIImageView"]),
    c(
      .overrideIgnored,
      ["add card 40 100 300 300", "add round UIButton 50 50 200 200 to card", "shape round circle"],
      "tap 100 160", "hit", .hit, "round", ["shape round circle"]),
    c(.visitedInAddedOrder, overlap, "tap 50 50", "visited", .chain, "window, blue"),
    c(
      .visitedSkipsRefusals, ["add card 20 100 300 200", "add b 0 0 50 50 to card", "hide b"], "tap 200 200",
      "visited", .chain, "window, card", ["b"]),
    c(
      .visitedPastRefusal,
      ["add card 20 100 300 200", "add b1 0 0 50 50 to card", "add b2 60 0 50 50 to card", "hide card"],
      "tap 200 200", "visited", .chain, "window card b1 b2", ["b1, b2", "card"]),
    c(.visitedAfterHit, overlap, "tap 130 130", "visited", .chain, "window → green → blue", ["blue"]),
    c(
      .chainMissingController, app, "tap 70 140", "chain", .chain,
      "like card root window UIApplication AppDelegate",
      ["root → home"]),
    c(
      .chainMissingApplication, app, "tap 70 140", "chain", .chain, "like > card > root > home > window",
      ["UIApplication → AppDelegate"]),
    c(
      .chainReversed, app, "tap 70 140", "chain", .chain,
      "window → home → root → card → like → UIApplication → AppDelegate", ["like"]),
    c(
      .controllerBeforeItsView, app, "tap 70 140", "chain", .chain,
      "like card home root window UIApplication AppDelegate", ["home", "root"]),
    c(
      .childControllerSkipsToWindow, app, "tap 100 390", "chain", .chain,
      "field panel detail window UIApplication AppDelegate", ["detail", "root → home"]),
    c(
      .chainWithNonAncestor, app, "tap 70 140", "chain", .chain,
      "like card panel root home window UIApplication AppDelegate", ["panel", "like"]),
    c(
      .chainStartsAboveHit, app, "tap 70 140", "chain", .chain,
      "card root home window UIApplication AppDelegate",
      ["like", "card"]),
    c(
      .chainStartsAtUnhitView,
      ["add root 0 0 375 667", "add a 0 0 100 100 to root", "add b 200 0 50 50 to a"], "tap 50 50", "chain",
      .chain, "b a root window UIApplication AppDelegate", ["b", "a"]),
    c(.superStopsTouch, touches, "tap 90 190", "handledBy", .chain, "tile", ["tile"]),
    c(.overrideForwardsTouch, touches, "tap 90 190", "handledBy", .chain, "tile card home", ["card"]),
    c(.handledOutsideChain, touches, "tap 90 190", "handledBy", .chain, "tile card other", ["other"]),
  ]

  static func asked(_ c: Case) -> AskedQuestion {
    let expected = QuizEngine.answer(scene: c.scene, query: c.query, field: c.field, kind: c.kind)!.answer
    return AskedQuestion(scene: c.scene, query: c.query, field: c.field, kind: c.kind, expected: expected)
  }

  @Test(arguments: cases) func wrongAnswerIsDiagnosed(_ c: Case) throws {
    let q = Self.asked(c)
    let given = try AnswerReader.read(c.given, as: c.kind).get()
    #expect(!given.matches(q.expected), "the table's answer must be wrong")
    let diagnosis = Diagnoser<ConsoleEngine>.diagnose(given, for: q)
    #expect(diagnosis?.misconception == c.id)
    let en = diagnosis?.hint(language: .en) ?? ""
    for quote in c.quotes { #expect(en.contains(quote), "\(en)") }
    for hint in [en, diagnosis?.hint(language: .zhHans) ?? ""] {
      #expect(!hint.contains("{"), "unfilled slot in: \(hint)")
    }
  }

  @Test(arguments: cases) func rightAnswerIsNeverDiagnosed(_ c: Case) {
    let q = Self.asked(c)
    #expect(Diagnoser<ConsoleEngine>.diagnose(q.expected, for: q) == nil)
  }

  @Test func everyMisconceptionHasADetectionCase() {
    let covered = Set(Self.cases.map(\.id))
    #expect(Misconception.allCases.filter { !covered.contains($0) } == [])
  }

  @Test(arguments: Misconception.allCases) func bothLanguagesWordEveryHint(_ m: Misconception) {
    let (en, zh) = m.wording
    #expect(!en.isEmpty && !zh.isEmpty)
    #expect(
      zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "zh-Hans wording is not Chinese")
    #expect(
      !en.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "English wording has Chinese")
    #expect(Set(Self.slots(en)) == Set(Self.slots(zh)), "both languages quote the same facts")
  }

  static func slots(_ s: String) -> [String] {
    ("_" + s).split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) }
  }

  @Test(arguments: [
    (nested, "explain green", "frame", AnswerKind.rect, "1 2 3 4"),
    (nested, "explain red", "center", .point, "7 9"),
    (converting, "convert 10 10 from inner to window", "point", .point, "-333 12"),
    (overlap, "tap 130 130", "hit", .hit, "card"),
    (app, "tap 70 140", "chain", .chain, "root like"),
    (touches, "tap 90 190", "handledBy", .chain, "root"),
    (overlap, "tap 50 50", "visited", .chain, "window"),
  ])
  func unrelatedWrongAnswerIsNotDiagnosed(
    _ scene: [String], _ query: String, _ field: String, _ kind: AnswerKind, _ given: String
  ) throws {
    let q = Self.asked(Self.c(.boundsForFrame, scene, query, field, kind, given))
    let answer = try AnswerReader.read(given, as: kind).get()
    #expect(Diagnoser<ConsoleEngine>.diagnose(answer, for: q) == nil)
  }
}
