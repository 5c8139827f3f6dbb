import Testing
import ViewLabGeometry
import ViewLabModel

/// A rule of UIKit's gestures, controls and touch sequences: a scene built through the Scene
/// API, the steps, and what each step reports.
struct Rule: Sendable, CustomTestStringConvertible {
  var name: String
  var build: @Sendable () -> Scene
  var steps: [Step]
  var expected: [Summary]
  var testDescription: String { name }
}

func S(
  _ view: String?, rec: [String] = [], failed: [String] = [], phases: [TouchPhase] = [],
  events: [ControlEvent] = [], actions: [String] = []
) -> Summary {
  Summary(
    touchView: view, recognized: rec, failed: failed, phases: phases, controlEvents: events, actions: actions)
}

/// `box` with one recognizer of `kind` named `name`, configured by `flags`.
func boxWith(_ recognizers: [(String, GestureKind, String)], _ flags: [(String, GestureFlag, Bool)] = [])
  -> @Sendable () -> Scene
{
  { [recognizers, flags] in
    var s = Scene.boxWithButton()
    for (n, k, v) in recognizers { s.gesture(n, k, on: v) }
    for (n, f, on) in flags { s.set(n, f, on) }
    try! s.addAction("buy", for: .touchUpInside, to: s.view(named: "button")!)
    return s
  }
}

let gestureRules: [Rule] = [
  Rule(
    name: "no recognizer: the view gets began and ended", build: boxWith([]), steps: [.tap(10, 10)],
    expected: [S("box", phases: [.began, .ended])]),
  Rule(
    name: "a tap recognizes on lift and the view gets touchesCancelled", build: boxWith([("t", .tap, "box")]),
    steps: [.tap(10, 10)], expected: [S("box", rec: ["t"], phases: [.began, .cancelled])]),
  Rule(
    name: "cancelsTouchesInView off: the view gets every phase",
    build: boxWith([("t", .tap, "box")], [("t", .cancelsTouchesInView, false)]), steps: [.tap(10, 10)],
    expected: [S("box", rec: ["t"], phases: [.began, .ended])]),
  Rule(
    name: "delaysTouchesBegan and recognized: the view never gets began",
    build: boxWith([("t", .tap, "box")], [("t", .delaysTouchesBegan, true)]), steps: [.tap(10, 10)],
    expected: [S("box", rec: ["t"])]),
  Rule(
    name: "delaysTouchesBegan and failed: began is delivered late",
    build: boxWith([("t", .tap, "box")], [("t", .delaysTouchesBegan, true)]),
    steps: [.down(10, 10), .move(30, 10), .up],
    expected: [S("box"), S("box", failed: ["t"], phases: [.began, .moved]), S("box", phases: [.ended])]),
  Rule(
    name: "delaysTouchesEnded: a double tap holds the first ended until it fails",
    build: boxWith([("d", .doubletap, "box")]), steps: [.tap(10, 10), .wait(0.4)],
    expected: [S("box", phases: [.began]), S("box", failed: ["d"], phases: [.ended])]),
  Rule(
    name: "delaysTouchesEnded off: ended goes at once",
    build: boxWith([("d", .doubletap, "box")], [("d", .delaysTouchesEnded, false)]),
    steps: [.tap(10, 10), .wait(0.4)],
    expected: [S("box", phases: [.began, .ended]), S("box", failed: ["d"])]),
  Rule(
    name: "a double tap recognizes on the second lift and cancels both touches",
    build: boxWith([("d", .doubletap, "box")]), steps: [.tap(10, 10), .tap(12, 10)],
    expected: [S("box", phases: [.began]), S("box", rec: ["d"], phases: [.began, .cancelled, .cancelled])]),
  Rule(
    name: "require(toFail:): the tap waits, then recognizes when the double tap fails",
    build: {
      var s = boxWith([("s", .tap, "box"), ("d", .doubletap, "box")])()
      try! s.addRequirement(s.gesture(named: "s")!, requiresToFail: s.gesture(named: "d")!)
      return s
    }, steps: [.tap(10, 10), .wait(0.5)],
    expected: [S("box", phases: [.began]), S("box", rec: ["s"], failed: ["d"], phases: [.cancelled])]),
  Rule(
    name: "require(toFail:): the tap fails when the double tap recognizes",
    build: {
      var s = boxWith([("s", .tap, "box"), ("d", .doubletap, "box")])()
      try! s.addRequirement(s.gesture(named: "s")!, requiresToFail: s.gesture(named: "d")!)
      return s
    }, steps: [.tap(10, 10), .tap(10, 10)],
    expected: [
      S("box", phases: [.began]),
      S("box", rec: ["d"], failed: ["s"], phases: [.began, .cancelled, .cancelled]),
    ]),
  Rule(
    name: "a long press begins at 0.5 s and cancels the view", build: boxWith([("lp", .longpress, "box")]),
    steps: [.down(10, 10), .wait(1), .up],
    expected: [S("box", phases: [.began]), S("box", rec: ["lp"], phases: [.cancelled]), S("box")]),
  Rule(
    name: "a quick tap fails a long press", build: boxWith([("lp", .longpress, "box")]),
    steps: [.tap(10, 10)],
    expected: [S("box", failed: ["lp"], phases: [.began, .ended])]),
  Rule(
    name: "a long press fails past 10 pt", build: boxWith([("lp", .longpress, "box")]),
    steps: [.down(10, 10), .move(25, 10)],
    expected: [S("box", phases: [.began]), S("box", failed: ["lp"], phases: [.moved])]),
  Rule(
    name: "a tap fails when held longer than its limit", build: boxWith([("t", .tap, "box")]),
    steps: [.down(10, 10), .wait(1.5), .wait(0.1), .up],
    expected: [S("box", phases: [.began]), S("box"), S("box", failed: ["t"]), S("box", phases: [.ended])]),
  Rule(
    name: "a pan begins on the move that reaches 10 pt", build: boxWith([("p", .pan, "box")]),
    steps: [.down(10, 10), .move(15, 10), .move(20, 10), .move(40, 10), .up],
    expected: [
      S("box", phases: [.began]), S("box", phases: [.moved]), S("box", rec: ["p"], phases: [.cancelled]),
      S("box"),
      S("box"),
    ]),
  Rule(
    name: "the deeper view's recognizer wins", build: boxWith([("tb", .tap, "box"), ("tc", .tap, "child")]),
    steps: [.tap(10, 130)], expected: [S("child", rec: ["tc"], failed: ["tb"], phases: [.began, .cancelled])]),
  Rule(
    name: "simultaneous recognition lets both recognize",
    build: boxWith([("tb", .tap, "box"), ("tc", .tap, "child")], [("tb", .simultaneous, true)]),
    steps: [.tap(10, 130)], expected: [S("child", rec: ["tc", "tb"], phases: [.began, .cancelled])]),
  Rule(
    name: "an ancestor's long press recognizing earlier wins over a deeper pan",
    build: boxWith([("lp", .longpress, "box"), ("pc", .pan, "child")]),
    steps: [.down(10, 130), .wait(0.6), .move(40, 130)],
    expected: [
      S("child", phases: [.began]), S("child", rec: ["lp"], failed: ["pc"], phases: [.cancelled]), S("child"),
    ]),
  Rule(
    name: "a disabled recognizer sees nothing",
    build: boxWith([("t", .tap, "box")], [("t", .isEnabled, false)]), steps: [.tap(10, 10)],
    expected: [S("box", phases: [.began, .ended])]),
  Rule(
    name: "a button vetoes its superview's tap and fires", build: boxWith([("tb", .tap, "box")]),
    steps: [.tap(60, 60)],
    expected: [
      S(
        "button", failed: ["tb"], phases: [.began, .ended],
        events: [.touchDown, .touchUpInside, .primaryActionTriggered], actions: ["buy"])
    ]),
  Rule(
    name: "cancelsTouchesInView off: the superview's tap recognizes and the button still fires",
    build: boxWith([("tb", .tap, "box")], [("tb", .cancelsTouchesInView, false)]), steps: [.tap(60, 60)],
    expected: [
      S(
        "button", rec: ["tb"], phases: [.began, .ended],
        events: [.touchDown, .touchUpInside, .primaryActionTriggered], actions: ["buy"])
    ]),
  Rule(
    name: "a double tap on the superview is not vetoed", build: boxWith([("d", .doubletap, "box")]),
    steps: [.tap(60, 60), .tap(60, 60)],
    expected: [
      S("button", phases: [.began], events: [.touchDown]),
      S(
        "button", rec: ["d"], phases: [.began, .cancelled, .cancelled],
        events: [.touchDown, .touchDownRepeat, .touchCancel, .touchCancel]),
    ]),
  Rule(
    name: "a recognizer on the control itself wins over the control",
    build: boxWith([("own", .tap, "button")]),
    steps: [.tap(60, 60)],
    expected: [S("button", rec: ["own"], phases: [.began, .cancelled], events: [.touchDown, .touchCancel])]),
  Rule(
    name: "a plain UIControl has no veto",
    build: {
      var s = boxWith([("tb", .tap, "box")])()
      s.add("ctl", .UIControl, 0, 0, 40, 40, in: "box")
      return s
    }, steps: [.tap(10, 10)],
    expected: [S("ctl", rec: ["tb"], phases: [.began, .cancelled], events: [.touchDown, .touchCancel])]),
  Rule(
    name: "a pan on the superview is never vetoed", build: boxWith([("p", .pan, "box")]),
    steps: [.down(60, 60), .move(80, 60)],
    expected: [
      S("button", phases: [.began], events: [.touchDown]),
      S("button", rec: ["p"], phases: [.cancelled], events: [.touchCancel]),
    ]),
  Rule(
    name: "a long press on the superview is never vetoed", build: boxWith([("lp", .longpress, "box")]),
    steps: [.down(60, 60), .wait(0.6)],
    expected: [
      S("button", phases: [.began], events: [.touchDown]),
      S("button", rec: ["lp"], phases: [.cancelled], events: [.touchCancel]),
    ]),
  Rule(
    name: "tracking: exit, enter, up inside", build: boxWith([]),
    steps: [.down(60, 60), .move(300, 300), .move(60, 60), .up],
    expected: [
      S("button", phases: [.began], events: [.touchDown]),
      S("button", phases: [.moved], events: [.touchDragExit, .touchDragOutside]),
      S("button", phases: [.moved], events: [.touchDragEnter, .touchDragInside]),
      S("button", phases: [.ended], events: [.touchUpInside, .primaryActionTriggered], actions: ["buy"]),
    ]),
  Rule(
    name: "tracking: 70 pt margin, then up outside", build: boxWith([]),
    steps: [.down(60, 60), .move(200, 60), .move(250, 60), .up],
    expected: [
      S("button", phases: [.began], events: [.touchDown]),
      S("button", phases: [.moved], events: [.touchDragInside]),
      S("button", phases: [.moved], events: [.touchDragExit, .touchDragOutside]),
      S("button", phases: [.ended], events: [.touchUpOutside]),
    ]),
  Rule(
    name: "a switch sends valueChanged after touchUpInside",
    build: {
      var s = Scene()
      s.add("sw", .UISwitch, 0, 0, 50, 30)
      return s
    }, steps: [.tap(10, 10)],
    expected: [S("sw", phases: [.began, .ended], events: [.touchDown, .touchUpInside, .valueChanged])]),
  Rule(
    name: "a disabled control is not hit: the touch goes to its superview",
    build: {
      var s = boxWith([])()
      try! s.setControlEnabled(s.view(named: "button")!, false)
      return s
    }, steps: [.tap(60, 60)], expected: [S("box", phases: [.began, .ended])]),
  Rule(
    name: "the system cancels the touch", build: boxWith([]), steps: [.down(60, 60), .cancel],
    expected: [
      S("button", phases: [.began], events: [.touchDown]),
      S("button", phases: [.cancelled], events: [.touchCancel]),
    ]),
  Rule(
    name: "the touch stays bound to its view when the finger leaves it", build: boxWith([]),
    steps: [.down(10, 130), .move(300, 500), .up],
    expected: [S("child", phases: [.began]), S("child", phases: [.moved]), S("child", phases: [.ended])]),
]

@Suite struct TouchRuleTests {
  @Test(arguments: gestureRules)
  func rule(_ rule: Rule) throws {
    var scene = rule.build()
    let got = try scene.play(rule.steps)
    #expect(got == rule.expected)
    #expect(scene.invariantViolations().isEmpty)
  }
}
