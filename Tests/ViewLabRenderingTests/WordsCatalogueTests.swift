import Foundation
import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabSystem

@testable import ViewLabRendering

/// Every message of the catalogue (`Words*.swift`) has a Chinese wording of its own: each
/// `static func` is sampled below with representative arguments (every branch that changes the
/// words), and its zh-Hans text must differ from the English and contain Chinese. A new message
/// without a sample here fails `everyMessageIsSampled`.
@Suite struct WordsCatalogueTests {
  typealias Sample = @Sendable (Language) -> String
  static let p = Point(x: 120, y: 90)
  static let r = Rect(x: 0, y: 0, width: 100, height: 60)

  static let samples: [String: [Sample]] = [
    // Words.swift
    "added": [{ Words.added("card", "UIView", r, in: "window", $0) }],
    "removed": [{ Words.removed(["card"], $0) }, { Words.removed(["card", "label"], $0) }],
    "moved": [
      { Words.moved("a", to: "b", index: 2, count: 3, $0) },
      { Words.moved("a", to: "b", index: 0, count: 3, $0) },
      { Words.moved("a", to: "b", index: 1, count: 3, $0) },
    ],
    "undid": [{ Words.undid("add card", $0) }], "redid": [{ Words.redid("add card", $0) }],
    "usage": [{ Words.usage("tap X Y", $0) }], "now": [{ Words.now("card.center", "(1, 2)", $0) }],
    "hitPath": [{ Words.hitPath($0) }], "noTouches": [{ Words.noTouches($0) }],
    "hidden": [{ Words.hidden($0) }],
    "clipped": [{ Words.clipped($0) }],
    "scale": [{ Words.scale(window: "375×667", shown: "card", perColumn: "9.5", $0) }],
    "lastTap": [{ Words.lastTap("(1, 2)", "card", $0) }, { Words.lastTap("(1, 2)", nil, $0) }],
    "zeroSize": [{ Words.zeroSize("a", $0) }], "outside": [{ Words.outside("a", $0) }],
    "covered": [{ Words.covered("a", $0) }], "wholeWindow": [{ Words.wholeWindow($0) }],
    "names": [{ Words.names($0) }], "theWholeWindow": [{ Words.theWholeWindow($0) }],
    "recognizerOnView": [{ Words.recognizerOnView("g", "tap", "card", $0) }],
    "gestureRecognizers": [{ Words.gestureRecognizers(["a", "b"], $0) }],
    // Words+Trace.swift
    "tapHeader": [{ Words.tapHeader(p, $0) }], "hit": [{ Words.hit("card", $0) }],
    "hitNothing": [{ Words.hitNothing("nil", $0) }],
    "responderChain": [{ Words.responderChain("a → b", $0) }],
    "beganHeldBack": [{ Words.beganHeldBack("card", $0) }], "beganUnhandled": [{ Words.beganUnhandled($0) }],
    "handles": [
      { Words.handles("card", callsSuper: false, control: nil, $0) },
      { Words.handles("card", callsSuper: true, control: nil, $0) },
      { Words.handles("buy", callsSuper: false, control: "UIButton", $0) },
    ],
    "beganHandled": [{ Words.beganHandled(["a", "b"], $0) }],
    "restOfChainDrops": [{ Words.restOfChainDrops($0) }],
    "missReason": MissReason.allCases.map { r -> Sample in { Words.missReason(r, $0) } },
    "foldedSiblings": MissReason.allCases.map { r -> Sample in
      { Words.foldedSiblings("w9", "w1", "9", r, $0) }
    },
    "foldedLines": [{ Words.foldedLines("12", $0) }], "more": [{ Words.more("99", $0) }],
    "convertedFrom": [{ Words.convertedFrom(p, "card", $0) }],
    "redirectCheck": [{ Words.redirectCheck("✓", "b.point(inside: (1, 2))", "…", $0) }],
    "interactionGate": [{ Words.interactionGate(defaultOf: "UILabel", $0) }],
    "disabledGate": [{ Words.disabledGate($0) }], "refused": [{ Words.refused("✗", "isHidden == true", $0) }],
    "passedGates": [{ Words.passedGates("✓", alpha: "1", $0) }],
    "pointInsideStep": [{ Words.pointInsideStep("✓", "x", miss: false, $0) }],
    "visitOrder": [{ Words.visitOrder(["a", "b"], $0) }],
    "firstAnswerWins": [{ Words.firstAnswerWins("a", $0) }],
    "returnsItself": [{ Words.returnsItself("a", $0) }],
    "returnsPassthrough": [{ Words.returnsPassthrough($0) }],
    "returnsRedirected": [{ Words.returnsRedirected("a", $0) }],
    "inside": [true, false].flatMap { inside in
      [
        InsideWords.bounds(r), .expanded(r, dx: "10", dy: "10"),
        .circle(center: p, radius: "5", distance: "3"),
      ]
      .map { test -> Sample in { Words.inside(p, inside, test, $0) } }
    },
    // Words+Explain.swift
    "storedAsFloat": [{ Words.storedAsFloat("0.01", "0.0099999998", $0) }],
    "touchFlag": [
      { Words.touchFlag("isExclusiveTouch", true, $0) },
      { Words.touchFlag("isMultipleTouchEnabled", false, $0) },
    ],
    "explainHeader": [
      { Words.explainHeader("card", "UIView", superview: "window", $0) },
      { Words.explainHeader("window", "UIWindow", superview: nil, $0) },
    ],
    "aside": Words.ExplainAside.allCases.map { a -> Sample in { Words.aside(a, $0) } },
    "inWindowLabel": [{ Words.inWindowLabel($0) }], "boundingBox": [{ Words.boundingBox($0) }],
    "notePrefix": [{ Words.notePrefix($0) }],
    "frameUndefinedInExplain": [{ Words.frameUndefinedInExplain("note:", $0) }],
    "visibility": [{ Words.visibility(hidden: true, $0) }, { Words.visibility(hidden: false, $0) }],
    "notHittable": [{ Words.notHittable($0) }],
    "interaction": [{ Words.interaction(true, $0) }, { Words.interaction(false, $0) }],
    "clips": [{ Words.clips(true, $0) }, { Words.clips(false, $0) }],
    "flags": [{ Words.flags(["a", "b"], $0) }], "rootView": [{ Words.rootView(of: "vc", $0) }],
    "subviewsBackToFront": [
      { Words.subviewsBackToFront([], $0) }, { Words.subviewsBackToFront(["a", "b"], $0) },
    ],
    "treeHidden": [{ Words.treeHidden($0) }], "treeInteractionOff": [{ Words.treeInteractionOff($0) }],
    "treeDisabled": [{ Words.treeDisabled($0) }], "treeClips": [{ Words.treeClips($0) }],
    "treeAnchor": [{ Words.treeAnchor(p, $0) }], "treeViewOf": [{ Words.treeViewOf("vc", $0) }],
    "treeGesture": [{ Words.treeGesture("g", "tap", enabled: false, $0) }],
    "treeFlags": [{ Words.treeFlags(["a", "b"], $0) }], "overrideCircle": [{ Words.overrideCircle($0) }],
    "overrideClass": [{ Words.overrideClass("RoundButton", $0) }],
    "overrideExpand": [{ Words.overrideExpand("10", "10", $0) }],
    "overridePassthrough": [{ Words.overridePassthrough($0) }],
    "overrideRedirect": [{ Words.overrideRedirect("b", $0) }],
    "overrideTouches": ["handle", "super", "none"].map { mode -> Sample in { Words.overrideTouches(mode, $0) }
    },
    "convertStep": [
      { Words.convertStep(up: true, "a", "b", p, p, $0) },
      { Words.convertStep(up: false, "a", "b", p, p, $0) },
    ],
    // Words+Why.swift
    "whyVerdict": [
      { Words.whyVerdict(true, "✓", p, "a", $0) }, { Words.whyVerdict(false, "✗", p, "a", $0) },
    ],
    "whyHit": [{ Words.whyHit("a", $0) }], "whyHidden": [{ Words.whyHidden("a", $0) }],
    "whyInteractionDisabled": [{ Words.whyInteractionDisabled("a", $0) }],
    "whyDisabledControl": [{ Words.whyDisabledControl("a", $0) }],
    "whyTransparent": [{ Words.whyTransparent("a", "0", $0) }],
    "whyOutside": [{ Words.whyOutside("a", "x", $0) }],
    "whyCovered": [{ Words.whyCovered("a", "b", $0) }],
    "whySubviewHit": [{ Words.whySubviewHit("a", "b", "c", $0) }],
    "whyPassthrough": [{ Words.whyPassthrough("a", $0) }],
    "whyRedirected": [{ Words.whyRedirected("a", "b", $0) }],
    "underHeader": [{ Words.underHeader(p, hit: "a", $0) }],
    "underReaches": [{ Words.underReaches("✓", "a", $0) }],
    "underBlocked": [{ Words.underBlocked("✗", "a", "…", $0) }],
    // Words+Notes.swift
    "frameUndefinedNote": [
      { Words.frameUndefinedNote("a", rotated: true, $0) },
      { Words.frameUndefinedNote("a", rotated: false, $0) },
    ],
    "alphaStoredNote": [{ Words.alphaStoredNote("a", asked: "0.01", stored: "0.0099", $0) }],
    "alphaClampedNote": [
      { Words.alphaClampedNote("a", asked: "2", stored: "1", $0) },
      { Words.alphaClampedNote("a", asked: "-1", stored: "0", $0) },
    ],
    "negativeSizeNote": [
      {
        Words.negativeSizeNote(
          "a", asked: "(0, 0, -10, 10)", frame: "(-10, 0, 10, 10)", bounds: "(-10, 0, 10, 10)", $0)
      }
    ],
    "classDefaultNote": [{ Words.classDefaultNote("a", "UILabel", $0) }],
    "ownSizeNote": [{ Words.ownSizeNote("sw", "UISwitch", asked: "(120, 60)", kept: "(51, 31)", $0) }],
    "removedMany": [{ Words.removedMany(["a", "b"], $0) }],
    "rowsMade": [
      { Words.rowsMade("list", "UITableViewCell", count: 6, height: "60", $0) },
      { Words.rowsMade("list", "UITableViewCell", count: 1, height: "44", $0) },
      { Words.rowsMade("list", "UITableViewCell", count: 0, height: "44", $0) },
    ],
    "codeRootView": [{ Words.codeRootView("v", "vc", $0) }],
    "codeCreated": [{ Words.codeCreated("v", "UIView", r, $0) }],
    "codeInterfaceRead": [{ Words.codeInterfaceRead("Foo", "UIView", $0) }],
    "codeNoSuchMethod": [{ Words.codeNoSuchMethod("foo", "Btn", $0) }],
    "unrecognizedAction": [{ Words.unrecognizedAction("foo", "Btn", $0) }],
    "codeIgnored": [{ Words.codeIgnored("x", $0) }],
    "codeDelegateWithoutMethods": [{ Words.codeDelegateWithoutMethods("pan", $0) }],
    "failedCast": [{ Words.failedCast("UIButton", found: "UIView", $0) }],
    "fullWidth": [{ Words.fullWidth("‘", $0) ?? "" }],
    "codeNotRootController": [
      { Words.codeNotRootController("DetailViewController", root: "HomeViewController", $0) }
    ],
    "optionalChainStopped": [{ Words.optionalChainStopped("view.viewWithTag(101)", $0) }],
    "codeScaffolding": [{ Words.codeScaffolding("x", $0) }],
    "codeSizeKept": [{ Words.codeSizeKept("x", Size(width: 60, height: 30), $0) }],
    "codeAlphaGateAtOrBelow": [{ Words.codeAlphaGateAtOrBelow("B", "hitTest:withEvent:", line: 5, $0) }],
    "codeFrameInHitTesting": [
      { Words.codeFrameInHitTesting("B", "pointInside:withEvent:", line: 6, true, $0) },
      { Words.codeFrameInHitTesting("B", "point(inside:with:)", line: 3, false, $0) },
    ],
    "anchorOutsideUnitNote": [{ Words.anchorOutsideUnitNote("v", "1.5", "0", $0) }],
    "codeNotASubview": [{ Words.codeNotASubview("a", of: "b", "bringSubviewToFront:", $0) }],
    "resetDone": [{ Words.resetDone($0) }], "saved": [{ Words.saved("f", $0) }],
    "loaded": [{ Words.loaded("f", $0) }],
    "imported": [{ Words.imported("f", $0) }], "exported": [{ Words.exported("svg", "f", $0) }],
    // Words+Touch.swift
    "delivery": [{ Words.delivery($0) }], "touchBound": [{ Words.touchBound("a", $0) }],
    "touchHitNothing": [{ Words.touchHitNothing("nil", $0) }],
    "touchStaysBound": [{ Words.touchStaysBound("a", $0) }],
    "getsTouchFirst": [{ Words.getsTouchFirst("g", "x", $0) }],
    "recognizerOn": [{ Words.recognizerOn("T", "a", $0) }],
    "scrollPanOn": [{ Words.scrollPanOn("a", $0) }],
    "swipeActionsOn": [{ Words.swipeActionsOn("a", $0) }],
    "recognizerDisabled": [{ Words.recognizerDisabled("g", $0) }],
    "transition": [{ Words.transition("g", "possible → failed", "x", $0) }],
    "waitsToFail": [{ Words.waitsToFail("g", "h", $0) }],
    "delivered": [
      { Words.delivered("touchesBegan(_:with:)", "a", late: false, "x", $0) },
      { Words.delivered("touchesBegan(_:with:)", "a", late: true, "x", $0) },
    ],
    "heldBackMark": [{ Words.heldBackMark("touchesEnded", $0) }],
    "notDecided": [
      { Words.notDecided(["g"], "delaysTouchesEnded", $0) }, { Words.notDecided(["g", "h"], "x", $0) },
    ],
    "neverSentMark": [{ Words.neverSentMark(["touchesEnded"], $0) }],
    "heldBackDiscarded": [{ Words.heldBackDiscarded("g", $0) }],
    "notSentAfterEnd": [
      { Words.notSentAfterEnd("touchesEnded", by: "g", $0) },
      { Words.notSentAfterEnd("touchesEnded", by: nil, $0) },
    ],
    "contentDelayPassed": [{ Words.contentDelayPassed("a", "0.15", $0) }],
    "noTargetAction": [{ Words.noTargetAction($0) }],
    "runs": [{ Words.runs(["a()"], $0) }, { Words.runs(["a()"], $0, unread: ["b()"]) }],
    "secondTouchDown": [{ Words.secondTouchDown("0.35", $0) }],
    "sendsEvent": [{ Words.sendsEvent("a", "touchDown", $0) }],
    "unhandledPhase": [{ Words.unhandledPhase($0) }],
    "handledBy": [{ Words.handledBy(["a"], $0) }, { Words.handledBy(["a", "b"], $0) }],
    "because": [
      .tapped, .tapCounted(1), .movedTooFar("11", allowed: "10"), .heldTooLong("2"), .liftedEarly,
      .pressedLongEnough("0.5"),
      .movedFarEnough("12"), .fingerMoved, .fingerLifted, .touchCancelled, .requiredRecognized("g"),
      .requiredFailed("g"),
      .forcedToFail("g"), .vetoed("b", cls: "UIButton"), .vetoedParallelPan("s", cls: "UISwitch"),
      .contentIsControl("b"), .cannotCancelContent("s"),
      .disabled,
      .noSecondTap("0.35"), .secondTapTooFar("50"), .nextTouchElsewhere, .secondFinger,
      .pinched("12", threshold: "10"), .rotated("15", threshold: "10"), .delegateRefusedBegin,
      .viewRefusedBegin("card"),
      .delegateRequiredRecognized("g"),
    ].map { (b: Words.Because) -> Sample in { Words.because(b, $0) } },
    // Words+Delegate.swift
    "delegateAnswer": [
      Words.DelegateAsk.shouldReceive, .shouldBegin, .simultaneous(other: "pan"),
      .requireFailure(of: "double"),
      .beRequiredToFail(by: "tap"),
    ].flatMap { ask -> [Sample] in
      [{ Words.delegateAnswer("tap", ask, true, $0) }, { Words.delegateAnswer("tap", ask, false, $0) }]
    },
    "delegateRefusedBegin": [{ Words.delegateRefusedBegin($0) }],
    "viewAnswer": [
      { Words.viewAnswer("tap", view: "card", true, $0) },
      { Words.viewAnswer("tap", view: "card", false, $0) },
    ],
    "viewRefusedBegin": [{ Words.viewRefusedBegin("card", $0) }],
    "delegateRequiredRecognized": [{ Words.delegateRequiredRecognized("g", $0) }],
    "summaryUnread": [{ Words.summaryUnread(["tapped"], $0) }],
    "summaryRecognized": [{ Words.summaryRecognized(["g"], $0) }],
    "summaryFailed": [{ Words.summaryFailed(["g"], $0) }],
    "summaryThisTouch": [{ Words.summaryThisTouch($0) }],
    "summaryFinger": [{ Words.summaryFinger(2, $0) }],
    "fingerTag": [{ Words.fingerTag(2, $0) }],
    "rowHighlighted": [{ Words.rowHighlighted("list-row2", $0) }],
    "rowSelected": [{ Words.rowSelected("list", "didSelectRowAt", row: 2, $0) }],
    "rowNotSelected": [
      { Words.rowNotSelected("list", "didSelectRowAt", "list-row2", .cancelledBy("dismissTap"), $0) },
      { Words.rowNotSelected("list", "didSelectRowAt", "list-row2", .systemCancelled, $0) },
      { Words.rowNotSelected("list", "didSelectRowAt", "list-row2", .scrolled, $0) },
      { Words.rowNotSelected("list", "didSelectRowAt", "list-row2", .endedInOtherRow("list-row3"), $0) },
      { Words.rowNotSelected("list", "didSelectRowAt", "list-row2", .endedOutside, $0) },
      { Words.rowNotSelected("list", "didSelectRowAt", "list-row2", .control("buy"), $0) },
    ],
    "blockedPhase": [
      { Words.blockedPhase("touchesBegan", .multitouchOff("a"), $0) },
      { Words.blockedPhase("touchesBegan", .exclusiveWhileOtherTracks("a", other: "b"), $0) },
      { Words.blockedPhase("touchesBegan", .otherIsExclusive("a", exclusive: "b"), $0) },
    ],
    "summaryEarlierTouch": [{ Words.summaryEarlierTouch($0) }],
    "summaryPhases": [{ Words.summaryPhases([], $0) }, { Words.summaryPhases(["began", "ended"], $0) }],
    "summaryEvents": [{ Words.summaryEvents(["touchDown"], $0) }],
    "summaryActions": [{ Words.summaryActions(["buy"], $0) }],
    // Words+Gesture.swift
    "recognizerHeader": [{ Words.recognizerHeader("g", "UITapGestureRecognizer", "a", $0) }],
    "seesSubtree": [{ Words.seesSubtree("a", $0) }], "byDefault": [{ Words.byDefault($0) }],
    "meaning": Words.RecognizerFlag.allCases.map { f -> Sample in { Words.meaning(f, $0) } },
    "requiresToFail": [{ Words.requiresToFail(["g"], $0) }],
    "recognizesVerdict": [
      { Words.recognizesVerdict(true, "✓", "g", p, $0) }, { Words.recognizesVerdict(false, "✗", "g", p, $0) },
    ],
    "fingerDown": [{ Words.fingerDown($0) }], "sentenceEnd": [{ Words.sentenceEnd("x", $0) }],
    "waitsFirst": [{ Words.waitsFirst("g", $0) }],
    "neverSeesTouch": [
      { Words.neverSeesTouch(hit: "a", "b", $0) }, { Words.neverSeesTouch(hit: nil, "b", $0) },
    ],
    "stillDeciding": [{ Words.stillDeciding($0) }],
    "endedNeverComes": [{ Words.endedNeverComes("g", $0) }, { Words.endedNeverComes(nil, $0) }],
    "noTouchesAtAll": [{ Words.noTouchesAtAll("a", "g", $0) }, { Words.noTouchesAtAll("a", nil, $0) }],
    "gotOnly": [{ Words.gotOnly("a", ["began"], $0) }],
    "sendsTouchUpInside": [
      { Words.sendsTouchUpInside("a", runs: [], $0) }, { Words.sendsTouchUpInside("a", runs: ["b"], $0) },
    ],
    "actionDoesNotRun": [
      { Words.actionDoesNotRun("a", vetoes: true, cls: "UIButton", $0) },
      { Words.actionDoesNotRun("a", vetoes: false, cls: "UIControl", $0) },
    ],
    "sendsButNoUpInside": [{ Words.sendsButNoUpInside("a", ["touchDown"], $0) }],
  ]

  /// Chinese: an ideograph or full-width punctuation.
  static func hasChinese(_ s: String) -> Bool {
    s.unicodeScalars.contains {
      (0x4E00...0x9FFF).contains($0.value) || (0x3000...0x303F).contains($0.value)
        || (0xFF00...0xFFEF).contains($0.value)
    }
  }

  @Test(arguments: samples.keys.sorted())
  func chineseOfItsOwn(_ name: String) {
    for (i, sample) in (Self.samples[name] ?? []).enumerated() {
      let en = sample(.en), zh = sample(.zhHans)
      #expect(zh != en, "\(name) #\(i): the same in both languages: \(en)")
      #expect(Self.hasChinese(zh), "\(name) #\(i): no Chinese in \(zh)")
      #expect(!Self.hasChinese(en), "\(name) #\(i): Chinese in the English \(en)")
    }
  }

  /// The message functions declared in the catalogue files, read from the source.
  static var declared: Set<String> {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/ViewLabRendering").standardized
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasPrefix("Words") && $0.hasSuffix(".swift") }
    var names: Set<String> = []
    for file in files {
      let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        guard let range = line.range(of: "static func ") else { continue }
        names.insert(String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }))
      }
    }
    return names
  }

  @Test func everyMessageIsSampled() {
    let declared = Self.declared
    #expect(declared.count > 100)
    #expect(declared.subtracting(Self.samples.keys).sorted() == [], "messages without a sample")
    #expect(Set(Self.samples.keys).subtracting(declared).sorted() == [], "samples of no message")
  }
}

/// `import` and `export`'s words (`ExportWords`) and the system's file reasons have Chinese of their own.
@Suite struct ExportWordsTests {
  static let samples: [WordsCatalogueTests.Sample] = [
    { ExportWords.imported(12, from: "dump.txt", window: "375×667", $0) }, { ExportWords.noWindow($0) },
    { ExportWords.grown($0) }, { ExportWords.leftOut(3, $0) }, { ExportWords.treeHint($0) },
    { ExportWords.more(2, $0) }, { ExportWords.reason(.repeated, "x", $0) },
    { ExportWords.reason(.anotherWindow, "x", $0) }, { ExportWords.reason(.noFrame, "x", $0) },
    { ExportWords.reason(.refused, "x", $0) }, { ExportWords.noViews($0) },
    { ExportWords.exportedSwift("a.swift", answers: 2, $0) }, { ExportWords.exportedSVG("a.svg", $0) },
    { ExportWords.windowHidden($0) }, { ExportWords.simultaneous("pan", $0) }, { ExportWords.questions($0) },
    { ExportWords.svgTitle($0) }, { ExportWords.hitPath($0) }, { ExportWords.hidden($0) },
    { ExportWords.interactionOff($0) }, { ExportWords.disabled($0) },
    { ExportWords.exportedHTML("a.html", steps: 3, $0) }, { ExportWords.exportedHTMLNoTap("a.html", $0) },
    { ExportWords.pageTitle(nil, $0) }, { ExportWords.pageTitle(Point(x: 1, y: 2), $0) },
    { ExportWords.pageIntro($0) }, { ExportWords.noTapYet($0) }, { ExportWords.previous($0) },
    { ExportWords.next($0) }, { ExportWords.first($0) }, { ExportWords.last($0) }, { ExportWords.keys($0) },
    { ExportWords.hitTestHeading($0) }, { ExportWords.chainHeading($0) }, { ExportWords.deliveryHeading($0) },
    { ExportWords.legendCurrent($0) }, { ExportWords.legendAncestor($0) }, { ExportWords.legendPath($0) },
    { ExportWords.legendTap($0) }, { ExportWords.legendChain($0) },
    { ExportWords.pointIn("card", Point(x: 1, y: 2), $0) }, { ExportWords.calledFirst($0) },
    { ExportWords.subviewNil("card", $0) }, { ExportWords.returnsNil("card", $0) },
    { ExportWords.returnsFromOverride("card", $0) }, { ExportWords.stepsSkipped("1,000", $0) },
    { ExportWords.responder(2, of: 6, "card", next: "window", $0) },
    { ExportWords.responder(6, of: 6, "AppDelegate", next: nil, $0) },
    { ExportWords.beganRunsHere("card", $0) },
    { ExportWords.notAHierarchy(.noViews, $0) }, { ExportWords.notAHierarchy(.controllerTree, $0) },
    { ExportWords.notAHierarchy(.flatList(count: 3), $0) }, { ExportWords.guessed(["x"], $0) },
    { ExportWords.guess(.htmlEscapes, $0) }, { ExportWords.guess(.wrappedLines(count: 2, firstLine: 3), $0) },
    { ExportWords.guess(.severalPerLine(count: 2, firstLine: 1), $0) },
    { ExportWords.guess(.depthFromIndentation, $0) },
    { ExportWords.guess(.customDescription(className: "MyView", line: 2), $0) },
    { ExportWords.guess(.negativeSize(className: "UIView", line: 2), $0) },
    { ExportWords.guess(.elision(line: 4), $0) },
    { ExportWords.guess(.cutShort(className: "UIView", line: 9), $0) },
    { ExportWords.guess(.layersOnly(className: "_UIHostingView", line: 2), $0) },
  ]

  @Test func chineseOfItsOwn() {
    for (i, sample) in Self.samples.enumerated() {
      let en = sample(.en), zh = sample(.zhHans)
      #expect(zh != en && WordsCatalogueTests.hasChinese(zh), "#\(i): \(zh)")
      #expect(!WordsCatalogueTests.hasChinese(en), "#\(i): \(en)")
      #expect(GlossaryTermsTests.problems(in: zh) == [], "#\(i): \(zh)")
      #expect(!ChineseSpacingTests.badlySpaced(zh), "#\(i): \(zh)")
    }
  }

  @Test func systemReasons() {
    let errors: [SystemError] = [
      .notFound(path: "a"), .permissionDenied(path: "a"), .isDirectory(path: "a"), .notDirectory(path: "a"),
      .readOnly(path: "a"), .noSpace(path: "a"), .unavailable(path: "a"), .io(path: "a", errno: 5),
    ]
    for e in errors {
      let zh = ErrorRenderer.message(.file(path: "a.vl", .system(FileRefusal(e))), .zhHans).message
      #expect(zh.hasPrefix("无法使用 'a.vl'：") && WordsCatalogueTests.hasChinese(String(zh.dropFirst(13))))
      #expect(
        ErrorRenderer.message(.file(path: "a.vl", .system(FileRefusal(e))), .en).message
          == "cannot use 'a.vl': \(e.reason)")
    }
  }
}
