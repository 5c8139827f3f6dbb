import ViewLabGeometry
import ViewLabModel

/// Gestures, controls, presentation, lifecycle and touch sequences.
extension Evaluator {
  mutating func gesture(_ name: NameRef, _ edit: GestureEdit) throws(ScriptError) {
    if case .add(let kind, let viewName) = edit {
      let id = try view(viewName)
      try scene(at: name) { s throws(SceneError) in _ = try s.addGesture(name: name.text, kind: kind, to: id)
      }
      return
    }
    let id = try recognizer(name)
    switch edit {
    case .add: break
    case .flag(let flag, let on): scene.setGesture(id, flag, on)
    case .requires(let other):
      let otherID = try recognizer(other)
      try scene(at: other) { s throws(SceneError) in try s.addRequirement(id, requiresToFail: otherID) }
    case .remove: scene.removeGesture(id)
    }
  }

  /// Runs a touch step, turning its error into one located at the step's word.
  mutating func touchStep(column: Int, _ body: (inout Scene) throws(TouchError) -> TouchResult)
    throws(ScriptError) -> TouchResult
  {
    let result: TouchResult
    do {
      result = try body(&scene)
    } catch {
      throw ScriptError(.touch(error), column: column, length: 5)
    }
    if let f = result.hitTest?.failure ?? result.failure {
      throw ScriptError(.override(.failed(f)), column: column, length: 5)
    }
    var ran = result
    do {
      try runCode(&ran)
    } catch {
      throw ScriptError(.override(.failed(error)), column: column, length: 5)
    }
    return ran
  }

  /// What a tap at `p` would deliver, run on a copy of the scene (nothing changes); nil while a
  /// finger is down.
  func trialTap(_ p: Point) -> TouchResult? {
    var copy = scene
    copy.forgetFinishedTouches()
    return try? copy.touchTap(at: p, delegate: delegate)
  }

  /// The recognizer a name refers to, or a located error with a suggestion.
  func recognizer(_ name: NameRef) throws(ScriptError) -> GestureID {
    if case .gesture(let id)? = scene.names[name.text] { return id }
    let suggestion = Suggestion.nearest(to: name.text, in: scene.gestureNames)
    throw ScriptError(.unknownGesture(name.text, suggestion: suggestion), at: name)
  }

  /// The controller a name refers to, or a located error with a suggestion.
  func controller(_ name: NameRef) throws(ScriptError) -> ControllerID {
    if case .controller(let id)? = scene.names[name.text] { return id }
    let suggestion = Suggestion.nearest(to: name.text, in: scene.controllerNames)
    throw ScriptError(.unknownController(name.text, suggestion: suggestion), at: name)
  }
}

extension Scene {
  /// One `touch …` step.
  mutating func run(_ step: TouchCommand, delegate: (any GestureDelegate)? = nil) throws(TouchError)
    -> TouchResult
  {
    switch step {
    case .down(let p, let finger): return try touchDown(at: p, finger: finger, delegate: delegate)
    case .move(let p, let finger): return try touchMove(to: p, finger: finger, delegate: delegate)
    case .wait(let seconds): return try touchWait(seconds, delegate: delegate)
    case .up(let finger): return try touchUp(finger: finger, delegate: delegate)
    case .cancel(let finger): return try touchCancel(finger: finger, delegate: delegate)
    }
  }
}

extension TapResult {
  /// The tap as the hit-test and responder chain see it, from the touch sequence's result:
  /// `handledBy` is whoever handled the `began` the view really got (none when it was withheld).
  init?(_ touch: TouchResult) {
    guard let hitTest = touch.hitTest else { return nil }
    let began = touch.firstDelivery(of: .began)
    let handled = began?.handledBy ?? []
    self.init(
      hitTest: hitTest,
      chain: touch.chain, handledBy: handled,
      dropped: touch.touchView == nil || (began != nil && handled.isEmpty))
    self.codeRuns = touch.codeRuns
  }
}
