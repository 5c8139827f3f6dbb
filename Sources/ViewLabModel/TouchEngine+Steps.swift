import ViewLabGeometry

/// The finger's steps. Recognizers get each event before the view (doc), deepest first.
extension TouchEngine {
  /// A finger lands on `view` (nil when nothing was hit): recognizers still deciding from earlier
  /// touches see it or fail, the touch's own recognizers start, and the view gets began (unless
  /// `isMultipleTouchEnabled` or `isExclusiveTouch` keeps it from the view).
  mutating func down(at p: Point, on view: ViewID?, finger: Int) {
    let serial = state.nextSerial
    state.nextSerial += 1
    var touch = TouchRecord(
      serial: serial, finger: finger, view: view, downPoint: p, point: p, downTime: state.clock)
    touch.blocked = view.flatMap(block)
    if let last = state.lastEnd, last.view == view, view != nil,
      state.clock - last.time <= TouchConstants.multiTapInterval,
      last.point.distance(to: p) <= TouchConstants.multiTapSeparation
    {
      touch.tapCount = last.tapCount + 1
    }
    let seeing = view.map { recognizers(seeing: $0) } ?? (enabled: [], disabled: [])
    // A double tap waiting for its next tap: this touch is it, unless it lands too far or elsewhere.
    // A recognizer whose finger is still down is another matter: a second finger (below).
    for i in state.participants.indices
    where state.participants[i].isUndecided && !state.participants[i].waiting && !holdsFingerDown(i) {
      let ref = state.participants[i].ref
      if !seeing.enabled.contains(ref) {
        fail(i, .nextTouchElsewhere)
      } else if state.participants[i].lastTapPoint.distance(to: p) > TouchConstants.multiTapSeparation {
        fail(i, .secondTapTooFar(state.participants[i].lastTapPoint.distance(to: p)))
      }
    }
    resolveWaiters()
    release()
    state.touches.append(touch)
    let t = state.touches.count - 1
    for ref in seeing.disabled { log.append(.ignored(ref)) }
    for ref in seeing.enabled {
      // The delegate is asked first (doc: gestureRecognizer(_:shouldReceive:)); NO: it never sees the touch.
      if case .recognizer(let g) = ref, let delegate, let view, failure == nil {
        do {
          if let answer = try delegate.shouldReceive(g, at: p, on: view, in: scene) {
            log.append(.delegateAnswered(ref, touch: serial, answer))
            if !answer.answer { continue }
          }
        } catch {
          failure = error
        }
      }
      var i = index(of: ref)
      if let j = i, state.participants[j].waiting { continue }  // it waits to recognize an earlier touch
      if let j = i, holdsFingerDown(j) {
        secondFinger(j, serial: serial, at: p)
        continue
      }
      if let j = i, !state.participants[j].isUndecided {
        state.participants[j] = Participant(ref: ref)  // decided on an earlier touch: it starts over
      }
      if i == nil {
        state.participants.append(Participant(ref: ref))
        i = state.participants.count - 1
      }
      state.participants[i!].touches.append(serial)
      log.append(.receives(ref, touch: serial))
    }
    // The nearest scroll view around the content holds began for its delay (delaysContentTouches).
    if let view {
      let around = scene.ancestry(of: view).dropFirst().first { scene[$0].viewClass.isScrollView }
      if let sv = around, scene[sv].delaysContentTouches,
        index(of: .scrollPan(sv)).map({ state.participants[$0].isUndecided }) == true
      {
        state.touches[t].scrollHold = sv
      }
    }
    deliver(t, .began, at: p)
  }

  /// The finger moves to `p`: taps and long presses fail past their allowance, pans begin at their
  /// distance, begun gestures change; then the view gets moved.
  mutating func move(_ t: Int, to p: Point) {
    state.touches[t].point = p
    let serial = state.touches[t].serial
    let distance = state.touches[t].downPoint.distance(to: p)
    for i in state.participants.indices where state.participants[i].touches.contains(serial) {
      let participant = state.participants[i]
      if participant.waiting { continue }
      let kind = recognizer(participant.ref).kind
      if kind.isTwoFinger {
        twoFingerMove(i)
        continue
      }
      switch (kind, participant.state) {
      case (.tap, .possible), (.doubletap, .possible):
        if distance > TouchConstants.tapAllowableMovement { fail(i, .movedTooFar(distance)) }
      case (.longpress, .possible):
        if distance > TouchConstants.longPressAllowableMovement { fail(i, .movedTooFar(distance)) }
      case (.pan, .possible):
        if let moved = panStart(participant.ref, touch: t) { wantRecognize(i, .movedFarEnough(moved)) }
      case (.longpress, .began), (.longpress, .changed), (.pan, .began), (.pan, .changed):
        transition(i, to: .changed, .fingerMoved)
      default:
        break
      }
    }
    resolveWaiters()
    release()
    deliver(t, .moved, at: p)
  }

  /// How far the finger has moved when pan `ref` begins on this move, or nil while it may not yet.
  /// A pan: 10 pt in any direction. A UITableView's own pan: 10 pt up or down — its content is as
  /// wide as it, so it scrolls only vertically and a sideways move does not begin it (observed:
  /// full-screen pop pans on an ancestor work over table views). A table's swipe-actions pan: 20 pt
  /// left, further left than up or down (ViewLab's choice; `TouchConstants`).
  func panStart(_ ref: GestureRef, touch t: Int) -> Double? {
    let from = state.touches[t].downPoint
    let to = state.touches[t].point
    let (dx, dy) = (to.x - from.x, to.y - from.y)
    switch ref {
    case .scrollPan(let v) where scene[v].viewClass == .UITableView:
      return abs(dy) >= TouchConstants.panStartDistance ? abs(dy) : nil
    case .swipeActions:
      return -dx >= TouchConstants.swipeActionsStartDistance && -dx > abs(dy) ? -dx : nil
    case .recognizer, .scrollPan:
      let distance = from.distance(to: to)
      return distance >= TouchConstants.panStartDistance ? distance : nil
    }
  }

  /// The finger lifts: taps complete (a double tap counts one), long presses and pans that had not
  /// begun fail, begun ones end; then the view gets ended (or it is withheld).
  mutating func up(_ t: Int) {
    state.touches[t].isDown = false
    let serial = state.touches[t].serial
    let point = state.touches[t].point
    for i in state.participants.indices where state.participants[i].touches.contains(serial) {
      let participant = state.participants[i]
      if participant.waiting { continue }
      let kind = recognizer(participant.ref).kind
      if kind.isTwoFinger {
        twoFingerUp(i)
        continue
      }
      switch (kind, participant.state) {
      case (.tap, .possible):
        wantRecognize(i, .tapped)
      case (.doubletap, .possible):
        state.participants[i].tapsDone += 1
        if state.participants[i].tapsDone >= 2 {
          wantRecognize(i, .tapped)
        } else {
          state.participants[i].lastTapEnd = state.clock
          state.participants[i].lastTapPoint = point
          log.append(.transition(participant.ref, from: .possible, to: .possible, because: .tapCounted(1)))
        }
      // With another of its fingers still down, a pan or long press goes on.
      case (.longpress, .possible), (.pan, .possible):
        if !holdsFingerDown(i) { fail(i, .liftedEarly) }
      case (.longpress, .began), (.longpress, .changed), (.pan, .began), (.pan, .changed):
        if !holdsFingerDown(i) { transition(i, to: .ended, .fingerLifted) }
      default:
        break
      }
    }
    resolveWaiters()
    // A scroll view delivers a held touch at once when the finger lifts before its delay.
    state.touches[t].scrollHold = nil
    release()
    deliver(t, .ended, at: point)
    // Only a tap counts towards the next touch's tapCount (UITouch.tapCount): a drag or a long hold
    // starts the count again.
    let record = state.touches[t]
    let wasTap =
      record.downPoint.distance(to: point) <= TouchConstants.tapAllowableMovement
      && state.clock - record.downTime <= TouchConstants.tapMaximumDuration
    state.lastEnd =
      wasTap ? LastTouch(point: point, time: state.clock, view: record.view, tapCount: record.tapCount) : nil
  }

  /// The system cancels the touch: recognizers holding it fail (or are cancelled if begun), its
  /// withheld phases are dropped, and a view that got began gets touchesCancelled.
  mutating func cancel(_ t: Int) {
    state.touches[t].isDown = false
    let serial = state.touches[t].serial
    for i in state.participants.indices where state.participants[i].touches.contains(serial) {
      switch state.participants[i].state {
      case .possible: fail(i, .touchCancelled)
      case .began, .changed: transition(i, to: .cancelled, .touchCancelled)
      default: break
      }
    }
    resolveWaiters()
    cancelForView(t, by: nil)
    release()
  }
}
