import ViewLabGeometry

/// Touch sequences, one or more fingers: `touch down X Y [finger N]`, `touch move X Y`, `touch wait S`, `touch up`,
/// `touch cancel`, and `tap X Y` (down and up with no time between). Each step changes the scene's
/// touch state through the journal (so undo restores it) and returns its timeline. A refused step
/// throws and changes nothing.
extension Scene {
  /// The first finger that is down, if any.
  public var activeTouch: ActiveTouch? { touchState.activeTouch }

  /// A finger lands at window point `p`: `window.hitTest` once, and the touch is bound to the hit
  /// view for its whole life (doc: UITouch.view), even when the finger later moves off it. Each
  /// finger (1 to `TouchConstants.maximumFingers`) is its own touch.
  public mutating func touchDown(at p: Point, finger: Int = 1, delegate: (any GestureDelegate)? = nil)
    throws(TouchError) -> TouchResult
  {
    try checkFinger(finger)
    if touchState.activeTouch(finger: finger) != nil { throw .alreadyDown(finger: finger) }
    let hit = hitTest(p, in: window)
    var engine = TouchEngine(scene: self)
    engine.delegate = delegate
    engine.dropDisabled()
    engine.down(at: p, on: hit.hit, finger: finger)
    return finish(engine, .down, finger: finger, point: p, view: hit.hit, hitTest: hit)
  }

  /// The finger moves to window point `p`; the touch stays bound to its view.
  public mutating func touchMove(
    to p: Point, finger: Int = 1, delegate: (any GestureDelegate)? = nil
  ) throws(TouchError) -> TouchResult {
    let active = try downTouch(finger)
    var engine = TouchEngine(scene: self)
    engine.delegate = delegate
    engine.dropDisabled()
    engine.move(engine.touchIndex(active.serial)!, to: p)
    return finish(engine, .move, finger: finger, point: p, view: active.view, hitTest: nil)
  }

  /// `seconds` pass with the fingers still (or, between touches, while a recognizer is still
  /// deciding: a double tap waiting for its second tap). Otherwise, with no finger down, there is
  /// nothing for time to act on and the step is refused.
  public mutating func touchWait(
    _ seconds: Double, delegate: (any GestureDelegate)? = nil
  ) throws(TouchError) -> TouchResult {
    guard seconds.isFinite, seconds >= 0 else { throw .badDuration(seconds) }
    let active = touchState.activeTouch
    if active == nil && !touchState.isDeciding { throw .noTouch }
    var engine = TouchEngine(scene: self)
    engine.delegate = delegate
    engine.dropDisabled()
    engine.wait(seconds)
    let view = active?.view ?? touchState.lastEnd?.view
    return finish(
      engine, .wait, finger: active?.finger ?? 1, point: active?.point ?? touchState.lastEnd?.point,
      view: view,
      hitTest: nil)
  }

  /// The finger lifts.
  public mutating func touchUp(
    finger: Int = 1, delegate: (any GestureDelegate)? = nil
  ) throws(TouchError) -> TouchResult {
    let active = try downTouch(finger)
    var engine = TouchEngine(scene: self)
    engine.delegate = delegate
    engine.dropDisabled()
    engine.up(engine.touchIndex(active.serial)!)
    return finish(engine, .up, finger: finger, point: active.point, view: active.view, hitTest: nil)
  }

  /// The system cancels the finger's touch (an incoming call, say).
  public mutating func touchCancel(
    finger: Int = 1, delegate: (any GestureDelegate)? = nil
  ) throws(TouchError) -> TouchResult {
    let active = try downTouch(finger)
    var engine = TouchEngine(scene: self)
    engine.delegate = delegate
    engine.dropDisabled()
    engine.cancel(engine.touchIndex(active.serial)!)
    return finish(engine, .cancel, finger: finger, point: active.point, view: active.view, hitTest: nil)
  }

  /// `tap X Y`: finger 1 down and up at `p` with no time between, as one step with one timeline.
  public mutating func touchTap(at p: Point, delegate: (any GestureDelegate)? = nil) throws(TouchError)
    -> TouchResult
  {
    if touchState.activeTouch(finger: 1) != nil { throw .alreadyDown(finger: 1) }
    let hit = hitTest(p, in: window)
    var engine = TouchEngine(scene: self)
    engine.delegate = delegate
    engine.dropDisabled()
    engine.down(at: p, on: hit.hit, finger: 1)
    engine.up(engine.state.touches.count - 1)
    return finish(engine, .tap, finger: 1, point: p, view: hit.hit, hitTest: hit)
  }

  private func checkFinger(_ finger: Int) throws(TouchError) {
    guard (1...TouchConstants.maximumFingers).contains(finger) else { throw .fingerOutOfRange(finger) }
  }

  /// The touch of `finger`, or why there is none.
  private func downTouch(_ finger: Int) throws(TouchError) -> ActiveTouch {
    try checkFinger(finger)
    if let active = touchState.activeTouch(finger: finger) { return active }
    let down = touchState.activeTouches.map(\.finger)
    throw down.isEmpty && finger == 1 ? .noTouch : .fingerNotDown(finger, down: down)
  }

  /// Stores the engine's state (closing the session once no finger is down and nothing decides)
  /// and builds the result.
  private mutating func finish(
    _ engine: TouchEngine, _ step: TouchStep, finger: Int, point: Point?, view: ViewID?,
    hitTest: HitTestResult?
  ) -> TouchResult {
    var state = engine.state
    // Which finger each touch in the timeline was, read before a finished session is cleared.
    var fingers: [Int: Int] = [:]
    for t in state.touches { fingers[t.serial] = t.finger }
    let origins = state.translationOriginsTakingPart
    if state.activeTouch == nil && !state.isDeciding {
      state.participants = []
      state.touches = []
    }
    setTouchState(state)
    let timeline = withRowEvents(engine.log, touches: engine.state.touches)
    let delivery = view.map { touchDelivery(from: $0) }
    var result = TouchResult(
      step: step, finger: finger, fingers: fingers, point: point, hitTest: hitTest, touchView: view,
      chain: delivery?.chain ?? [],
      handledBy: delivery?.handledBy ?? [], timeline: timeline, time: state.clock)
    result.failure = engine.failure
    result.translationOrigins = origins
    return result
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
