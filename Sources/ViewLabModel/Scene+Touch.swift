import ViewLabGeometry

/// One-finger touch sequences: `touch down X Y`, `touch move X Y`, `touch wait S`, `touch up`,
/// `touch cancel`, and `tap X Y` (down and up with no time between). Each step changes the scene's
/// touch state through the journal (so undo restores it) and returns its timeline. A refused step
/// throws and changes nothing.
extension Scene {
  /// The finger that is down, if any.
  public var activeTouch: ActiveTouch? { touchState.activeTouch }

  /// A finger lands at window point `p`: `window.hitTest` once, and the touch is bound to the hit
  /// view for its whole life (doc: UITouch.view), even when the finger later moves off it.
  public mutating func touchDown(at p: Point) throws(TouchError) -> TouchResult {
    if touchState.activeTouch != nil { throw .alreadyDown }
    let hit = hitTest(p, in: window)
    var engine = TouchEngine(scene: self)
    engine.dropDisabled()
    engine.down(at: p, on: hit.hit)
    return finish(engine, .down, point: p, view: hit.hit, hitTest: hit)
  }

  /// The finger moves to window point `p`; the touch stays bound to its view.
  public mutating func touchMove(to p: Point) throws(TouchError) -> TouchResult {
    guard let active = touchState.activeTouch else { throw .noTouch }
    var engine = TouchEngine(scene: self)
    engine.dropDisabled()
    engine.move(engine.touchIndex(active.serial)!, to: p)
    return finish(engine, .move, point: p, view: active.view, hitTest: nil)
  }

  /// `seconds` pass with the finger still (or, between touches, while a recognizer is still
  /// deciding: a double tap waiting for its second tap). Otherwise, with no finger down, there is
  /// nothing for time to act on and the step is refused.
  public mutating func touchWait(_ seconds: Double) throws(TouchError) -> TouchResult {
    guard seconds.isFinite, seconds >= 0 else { throw .badDuration(seconds) }
    let active = touchState.activeTouch
    if active == nil && !touchState.isDeciding { throw .noTouch }
    var engine = TouchEngine(scene: self)
    engine.dropDisabled()
    engine.wait(seconds)
    let view = active?.view ?? touchState.lastEnd?.view
    return finish(engine, .wait, point: active?.point ?? touchState.lastEnd?.point, view: view, hitTest: nil)
  }

  /// The finger lifts.
  public mutating func touchUp() throws(TouchError) -> TouchResult {
    guard let active = touchState.activeTouch else { throw .noTouch }
    var engine = TouchEngine(scene: self)
    engine.dropDisabled()
    engine.up(engine.touchIndex(active.serial)!)
    return finish(engine, .up, point: active.point, view: active.view, hitTest: nil)
  }

  /// The system cancels the touch (an incoming call, say).
  public mutating func touchCancel() throws(TouchError) -> TouchResult {
    guard let active = touchState.activeTouch else { throw .noTouch }
    var engine = TouchEngine(scene: self)
    engine.dropDisabled()
    engine.cancel(engine.touchIndex(active.serial)!)
    return finish(engine, .cancel, point: active.point, view: active.view, hitTest: nil)
  }

  /// `tap X Y`: touch down and up at `p` with no time between, as one step with one timeline.
  public mutating func touchTap(at p: Point) throws(TouchError) -> TouchResult {
    if touchState.activeTouch != nil { throw .alreadyDown }
    let hit = hitTest(p, in: window)
    var engine = TouchEngine(scene: self)
    engine.dropDisabled()
    engine.down(at: p, on: hit.hit)
    engine.up(engine.state.touches.count - 1)
    return finish(engine, .tap, point: p, view: hit.hit, hitTest: hit)
  }

  /// Stores the engine's state (closing the session once no finger is down and nothing decides)
  /// and builds the result.
  private mutating func finish(
    _ engine: TouchEngine, _ step: TouchStep, point: Point?, view: ViewID?, hitTest: HitTestResult?
  ) -> TouchResult {
    var state = engine.state
    if state.activeTouch == nil && !state.isDeciding {
      state.participants = []
      state.touches = []
    }
    setTouchState(state)
    let delivery = view.map { touchDelivery(from: $0) }
    return TouchResult(
      step: step, point: point, hitTest: hitTest, touchView: view, chain: delivery?.chain ?? [],
      handledBy: delivery?.handledBy ?? [], timeline: engine.log, time: state.clock)
  }
}

extension Scene {
  /// Ends what finished touches left pending (a first tap waiting for a second, a recognizer still
  /// deciding) when no finger is down: the learner changed the scene, so the next touch starts a
  /// new interaction, not the second tap of an old one. The clock keeps its time.
  public mutating func forgetFinishedTouches() {
    guard touchState.activeTouch == nil, touchState != TouchState(afterReset: touchState) else { return }
    setTouchState(TouchState(afterReset: touchState))
  }
}
