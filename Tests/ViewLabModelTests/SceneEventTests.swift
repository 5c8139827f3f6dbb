import Testing
import ViewLabGeometry
import ViewLabModel

/// window ▸ sv (UIScrollView 0,0,300,300) ▸ row (0,0,300,50), btn (UIButton 0,100,100,40).
func scrollScene(delays: Bool = true, canCancel: Bool = true) -> @Sendable () -> Scene {
  {
    var s = Scene()
    let sv = s.add("sv", .UIScrollView, 0, 0, 300, 300)
    s.add("row", .UIView, 0, 0, 300, 50, in: "sv")
    s.add("btn", .UIButton, 0, 100, 100, 40, in: "sv")
    try! s.setContentTouches(sv, delays: delays, canCancel: canCancel)
    return s
  }
}

let pan = "sv.panGestureRecognizer"

let scrollRules: [Rule] = [
  Rule(
    name: "a quick tap on content is held, then delivered when the finger lifts", build: scrollScene(),
    steps: [.down(10, 10), .up], expected: [S("row"), S("row", failed: [pan], phases: [.began, .ended])]),
  Rule(
    name: "after delaysContentTouches' delay the content gets began; scrolling cancels it",
    build: scrollScene(), steps: [.down(10, 10), .wait(0.2), .move(10, 40)],
    expected: [S("row"), S("row", phases: [.began]), S("row", rec: [pan], phases: [.cancelled])]),
  Rule(
    name: "a drag that starts on a button after the delay does not scroll", build: scrollScene(),
    steps: [.down(10, 110), .wait(0.2), .move(10, 140), .up],
    expected: [
      S("btn"), S("btn", phases: [.began], events: [.touchDown]),
      S("btn", failed: [pan], phases: [.moved], events: [.touchDragInside]),
      S("btn", phases: [.ended], events: [.touchUpInside, .primaryActionTriggered]),
    ]),
  Rule(
    name: "a quick drag on a button scrolls, and the button never gets the touch", build: scrollScene(),
    steps: [.down(10, 110), .move(10, 140)], expected: [S("btn"), S("btn", rec: [pan])]),
  Rule(
    name: "canCancelContentTouches off: once the content tracks, no scrolling",
    build: scrollScene(canCancel: false), steps: [.down(10, 10), .wait(0.2), .move(10, 40)],
    expected: [S("row"), S("row", phases: [.began]), S("row", failed: [pan], phases: [.moved])]),
  Rule(
    name: "delaysContentTouches off: began goes at once", build: scrollScene(delays: false),
    steps: [.down(10, 10)], expected: [S("row", phases: [.began])]),
]

@Suite struct ScrollTouchTests {
  @Test(arguments: scrollRules)
  func rule(_ rule: Rule) throws {
    var scene = rule.build()
    #expect(try scene.play(rule.steps) == rule.expected)
    #expect(scene.invariantViolations().isEmpty)
  }
}

@Suite struct TouchErrorTests {
  /// One finger at a time; time needs a finger or a deciding recognizer; nothing changes on error.
  @Test func refusedStepsChangeNothing() throws {
    var scene = Scene.boxWithButton()
    let idle = scene
    #expect(throws: TouchError.noTouch) { try scene.touchMove(to: Point(x: 1, y: 1)) }
    #expect(throws: TouchError.noTouch) { try scene.touchUp() }
    #expect(throws: TouchError.noTouch) { try scene.touchCancel() }
    #expect(throws: TouchError.noTouch) { try scene.touchWait(1) }
    #expect(scene == idle)
    _ = try scene.touchDown(at: Point(x: 10, y: 10))
    let down = scene
    #expect(throws: TouchError.alreadyDown(finger: 1)) { try scene.touchDown(at: Point(x: 1, y: 1)) }
    #expect(throws: TouchError.alreadyDown(finger: 1)) { try scene.touchTap(at: Point(x: 1, y: 1)) }
    #expect(throws: TouchError.badDuration(-1)) { try scene.touchWait(-1) }
    #expect(throws: TouchError.badDuration(.infinity)) { try scene.touchWait(.infinity) }
    #expect(scene == down)
  }

  @Test func aTouchOutsideTheWindowHitsNothing() throws {
    var scene = Scene.boxWithButton()
    let r = try scene.touchTap(at: Point(x: -5, y: -5))
    #expect(r.touchView == nil && r.phases.isEmpty && r.chain.isEmpty)
    #expect(scene.activeTouch == nil)
  }

  @Test func disabledControlIsAStepInTheTrace() {
    var scene = Scene.boxWithButton()
    let button = scene.view(named: "button")!
    try! scene.setControlEnabled(button, false)
    let steps = Array(scene.hitTest(Point(x: 60, y: 60), in: scene.window).steps)
    #expect(steps.contains { $0.view == button && $0.event == .refused(.disabled, alpha: 1) })
    #expect(scene.why(button, Point(x: 60, y: 60)).reason == .refused(.disabled))
    #expect(throws: SceneError.notAControl("box")) {
      try scene.setControlEnabled(scene.view(named: "box")!, false)
    }
  }
}

@Suite struct GestureEditTests {
  @Test func namesAreSharedAndRemovalCascades() throws {
    var scene = Scene.boxWithButton()
    let t = scene.gesture("t", .tap, on: "child")
    let d = scene.gesture("d", .doubletap, on: "box")
    #expect(throws: SceneError.nameTaken("t", .gesture(t))) {
      try scene.addView(name: "t", viewClass: .UIView, frame: .zero, parent: scene.window)
    }
    #expect(throws: SceneError.nameTaken("box", .view(ViewID(1)))) {
      try scene.addGesture(name: "box", kind: .pan, to: scene.window)
    }
    try scene.addRequirement(d, requiresToFail: t)
    #expect(throws: SceneError.requirementCycle(gesture: "t", requires: "d")) {
      try scene.addRequirement(t, requiresToFail: d)
    }
    #expect(throws: SceneError.gestureRequiresItself("t")) { try scene.addRequirement(t, requiresToFail: t) }
    #expect(scene.gestureRecognizers(on: scene.view(named: "box")!) == [d])
    let gone = try scene.remove(scene.view(named: "child")!)
    #expect(gone.contains("t") && scene.gesture(named: "t") == nil)
    #expect(scene.gesture(d).requires.isEmpty)
    #expect(scene.invariantViolations().isEmpty)
  }

  @Test func targetActionsAreKeptOncePerEvent() throws {
    var scene = Scene.boxWithButton()
    let b = scene.view(named: "button")!
    try scene.addAction("buy", for: .touchUpInside, to: b)
    try scene.addAction("buy", for: .touchUpInside, to: b)
    try scene.addAction("log", for: .touchDown, to: b)
    #expect(scene.actions(of: b, for: .touchUpInside) == ["buy"])
    let r = try scene.touchTap(at: Point(x: 60, y: 60))
    #expect(r.actionsRun == ["log", "buy"])
    try scene.removeAction("buy", for: nil, from: b)
    #expect(scene.actions(of: b, for: .touchUpInside).isEmpty)
    #expect(throws: SceneError.notAControl("box")) {
      try scene.addAction("x", for: .touchDown, to: ViewID(1))
    }
  }

  /// Removing the view a touch is bound to ends the touch (and undo brings it back).
  @Test func removingTheTouchedViewEndsTheTouch() throws {
    var scene = Scene.boxWithButton()
    scene.gesture("lp", .longpress, on: "box")
    _ = try scene.touchDown(at: Point(x: 10, y: 130))
    scene.beginRecording()
    try scene.remove(scene.view(named: "child")!)
    #expect(scene.activeTouch == nil)
    #expect(scene.invariantViolations().isEmpty)
    let entries = scene.endRecording()
    _ = scene.revert(entries)
    #expect(scene.activeTouch?.view == scene.view(named: "child"))
  }
}

@Suite struct PresentationTests {
  static func scene() -> Scene {
    var s = Scene()
    let root = s.add("root", .UIView, 0, 0, 375, 667)
    s.add("sheet", .UIView, 20, 40, 100, 100, in: "root")
    s.add("modal", .UIView, 10, 10, 50, 50)
    _ = try! s.addController(name: "rc", view: root)
    _ = try! s.addController(name: "mc", view: s.view(named: "modal")!)
    _ = try! s.addController(name: "sc", view: s.view(named: "sheet")!)
    s.add("back", .UIView, 0, 0, 10, 10)
    return s
  }

  @Test func presentedViewCoversTheWindowAndItsNextIsThePresenter() throws {
    var s = Self.scene()
    let modal = s.view(named: "modal")!
    try s.present(s.controller(named: "mc")!, from: s.controller(named: "rc")!)
    #expect(s[s.window].subviews.last == modal)
    #expect(s.frame(of: modal) == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(
      s.responderChain(from: modal).map(s.name(of:)) == [
        "modal", "mc", "rc", "window", "UIApplication", "AppDelegate",
      ])
    #expect(s.tap(Point(x: 300, y: 600)).hitTest.hit == modal)
    #expect(s.invariantViolations().isEmpty)
  }

  @Test func badPresentationsAreRefused() throws {
    var s = Self.scene()
    let (rc, mc, sc) = (s.controller(named: "rc")!, s.controller(named: "mc")!, s.controller(named: "sc")!)
    #expect(throws: SceneError.presentsItself("rc")) { try s.present(rc, from: rc) }
    try s.present(mc, from: rc)
    #expect(throws: SceneError.alreadyPresented("mc", by: "rc")) { try s.present(mc, from: sc) }
    #expect(throws: SceneError.alreadyPresenting("rc", presented: "mc")) { try s.present(sc, from: rc) }
    let before = s
    // rc's view inside the modal it presented: root → rc → modal → mc → rc …
    #expect(throws: SceneError.wouldCreateResponderCycle("root")) {
      try s.move(s.view(named: "root")!, to: s.view(named: "modal")!, at: nil)
    }
    #expect(s == before)
    // sc presents rc, whose view holds sc's: sheet → sc → rc → sc …
    #expect(throws: SceneError.alreadyPresenting("rc", presented: "mc")) { try s.present(rc, from: sc) }
  }

  @Test func sceneLifecyclePutsTheWindowSceneInTheChain() {
    var s = Scene.boxWithButton()
    s.setLifecycle(.scene)
    let box = s.view(named: "box")!
    #expect(
      s.responderChain(from: box).map(s.name(of:)) == [
        "box", "window", "UIWindowScene", "UIApplication", "AppDelegate",
      ])
    s.setLifecycle(.classic)
    #expect(
      s.responderChain(from: box).map(s.name(of:)) == ["box", "window", "UIApplication", "AppDelegate"])
  }

  @Test func undoRestoresPresentationAndLifecycle() throws {
    var s = Self.scene()
    let original = s
    s.beginRecording()
    try s.present(s.controller(named: "mc")!, from: s.controller(named: "rc")!)
    s.setLifecycle(.scene)
    let entries = s.endRecording()
    let after = s
    let redo = s.revert(entries)
    #expect(s == original)
    _ = s.revert(redo)
    #expect(s == after)
  }
}
