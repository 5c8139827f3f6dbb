import ViewLabGeometry

/// Phases to the touch's view: withheld, released, cancelled; and what a control sends meanwhile.
extension TouchEngine {
  /// The recognizers that hold `phase` of touch `t` back now: undecided ones that saw the touch,
  /// with `delaysTouchesBegan` for began and moved, `delaysTouchesEnded` for ended (doc); and a
  /// scroll view's pan during `delaysContentTouches`' delay, for began and moved.
  func holders(_ t: Int, _ phase: TouchPhase) -> [GestureRef] {
    let touch = state.touches[t]
    var result: [GestureRef] = []
    for p in state.participants where p.isUndecided && p.touches.contains(touch.serial) {
      let g = recognizer(p.ref)
      switch phase {
      case .began, .moved:
        if g.delaysTouchesBegan { result.append(p.ref) }
        if case .scrollPan(let sv) = p.ref, touch.scrollHold == sv { result.append(p.ref) }
      case .ended:
        if g.delaysTouchesEnded { result.append(p.ref) }
      case .cancelled:
        break
      }
    }
    return result
  }

  /// The window's delivery of `phase` of touch `t` (at window point `point`): held back while a
  /// recognizer says so or earlier phases wait; not sent once the touch is over for its view.
  mutating func deliver(_ t: Int, _ phase: TouchPhase, at point: Point) {
    let touch = state.touches[t]
    guard touch.view != nil else { return }
    if let block = touch.blocked {
      log.append(.blocked(touch: touch.serial, phase, block))
      return
    }
    if touch.finishedForView {
      log.append(.suppressed(touch: touch.serial, phase, by: cancelledBy(touch.serial)))
      return
    }
    let by = holders(t, phase)
    if !touch.queue.isEmpty || !by.isEmpty {
      state.touches[t].queue.append(QueuedPhase(phase: phase, point: point))
      log.append(.withheld(touch: touch.serial, phase, by: by.isEmpty ? heldBy(t) : by))
      return
    }
    send(t, phase, at: point, late: false)
  }

  /// Who holds the oldest withheld phase of `t`.
  func heldBy(_ t: Int) -> [GestureRef] {
    state.touches[t].queue.first.map { holders(t, $0.phase) } ?? []
  }

  /// The recognizer whose recognition ended the touch for its view, if one did.
  func cancelledBy(_ serial: Int) -> GestureRef? {
    state.participants.first {
      $0.touches.contains(serial) && ($0.state != .possible && $0.state != .failed)
        && recognizer($0.ref).cancelsTouchesInView
    }?.ref
  }

  /// Sends withheld phases whose recognizers have all decided, oldest first.
  mutating func release() {
    for t in state.touches.indices {
      while !state.touches[t].finishedForView, let head = state.touches[t].queue.first,
        holders(t, head.phase).isEmpty
      {
        state.touches[t].queue.removeFirst()
        send(t, head.phase, at: head.point, late: true)
      }
    }
  }

  /// A recognizer recognized with `cancelsTouchesInView`, or the system cancelled the touch: the
  /// withheld phases are dropped; a view that got began gets touchesCancelled, one that never got
  /// anything gets nothing (doc: delaysTouchesBegan).
  mutating func cancelForView(_ t: Int, by ref: GestureRef?) {
    guard !state.touches[t].finishedForView, state.touches[t].view != nil, state.touches[t].blocked == nil
    else { return }
    let dropped = state.touches[t].queue.map(\.phase)
    state.touches[t].queue = []
    state.touches[t].scrollHold = nil
    if !dropped.isEmpty, let ref { log.append(.discarded(touch: state.touches[t].serial, dropped, by: ref)) }
    if state.touches[t].beganDelivered {
      send(t, .cancelled, at: state.touches[t].point, late: false)
    } else {
      state.touches[t].finishedForView = true
    }
  }

  /// The window calls the view's touches… method; a control the touch is bound to tracks it.
  mutating func send(_ t: Int, _ phase: TouchPhase, at point: Point, late: Bool) {
    let touch = state.touches[t]
    guard let view = touch.view else { return }
    let handled = scene.touchDelivery(from: view, phase: phase).handledBy
    var delivery = PhaseDelivery(
      touch: touch.serial, view: view, phase: phase, late: late, handledBy: handled)
    delivery.point = point
    delivery.previous = touch.lastSent ?? point
    delivery.tapCount = touch.tapCount
    state.touches[t].lastSent = point
    log.append(.delivered(delivery))
    switch phase {
    case .began: state.touches[t].beganDelivered = true
    case .ended, .cancelled: state.touches[t].finishedForView = true
    case .moved: break
    }
    guard scene[view].viewClass.isControl else { return }
    // A control subclass written as code whose touches… method of this phase does not call super:
    // UIControl's own method, which tracks the touch and sends the control events, does not run;
    // without its touchesBegan the control never tracks the touch at all.
    if let b = scene.behavior(of: view), b.overrides(.touches(phase)), b.touchesOverride(phase) == .handle {
      if phase == .began { state.touches[t].controlUntracked = true }
      return
    }
    if !state.touches[t].controlUntracked { track(t, view, phase, point) }
  }

  /// UIControl's tracking, in this order: touchDown (and touchDownRepeat when `tapCount` > 1);
  /// on a move touchDragExit/Enter if the tracking area's edge was crossed, then
  /// touchDragInside/Outside; at the end Exit/Enter if the state changed, then touchUpInside
  /// (UIButton: primaryActionTriggered; UISwitch: valueChanged, its toggle) or touchUpOutside;
  /// touchCancel when cancelled.
  mutating func track(_ t: Int, _ control: ViewID, _ phase: TouchPhase, _ point: Point) {
    let inside = scene.trackingContains(control, windowPoint: point)
    let was = state.touches[t].controlInside
    var events: [ControlEvent] = []
    switch phase {
    case .began:
      events = [.touchDown]
      if state.touches[t].tapCount > 1 { events.append(.touchDownRepeat) }
    case .moved:
      if inside != was { events.append(inside ? .touchDragEnter : .touchDragExit) }
      events.append(inside ? .touchDragInside : .touchDragOutside)
    case .ended:
      if inside != was { events.append(inside ? .touchDragEnter : .touchDragExit) }
      if inside {
        events.append(.touchUpInside)
        if scene[control].viewClass == .UIButton { events.append(.primaryActionTriggered) }
        if scene[control].viewClass == .UISwitch { events.append(.valueChanged) }
      } else {
        events.append(.touchUpOutside)
      }
    case .cancelled:
      events = [.touchCancel]
    }
    state.touches[t].controlInside = inside
    for e in events { log.append(.controlEvent(control, e, actions: scene.actions(of: control, for: e))) }
  }
}
