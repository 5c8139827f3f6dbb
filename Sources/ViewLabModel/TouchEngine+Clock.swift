import ViewLabGeometry

/// Time passing: the timers of long presses, taps, double taps and scroll views, in time order.
extension TouchEngine {
  /// What fires when, for the earliest-deadline search.
  enum Timer {
    case longPress(Int)
    case tapTooLong(Int)
    case noSecondTap(Int)
    case contentDelay(touch: Int)
  }

  /// The next timer to fire no later than `end`, with its time. Ties go to the earlier recognizer.
  func nextTimer(until end: Double) -> (time: Double, timer: Timer)? {
    var best: (time: Double, timer: Timer)?
    func consider(_ time: Double, _ timer: Timer, strictly: Bool = false) {
      // A strict timer fires once time goes past its deadline: within a wait that ends later, at
      // the deadline itself.
      guard time >= state.clock, strictly ? time < end : time <= end else { return }
      if best == nil || time < best!.time { best = (time, timer) }
    }
    for (t, touch) in state.touches.enumerated() where touch.isDown && touch.scrollHold != nil {
      consider(touch.downTime + TouchConstants.contentTouchDelay, .contentDelay(touch: t))
    }
    for (i, p) in state.participants.enumerated() where p.isUndecided && !p.waiting {
      let kind = recognizer(p.ref).kind
      // The first of its touches whose finger is still down.
      let down = p.touches.lazy.compactMap(touchIndex).first { state.touches[$0].isDown }
      if let d = down {
        let since = state.touches[d].downTime
        if kind == .longpress { consider(since + TouchConstants.longPressDuration, .longPress(i)) }
        // A tap fails once held *longer* than its limit: a wait of exactly the limit is fine.
        if kind == .tap || kind == .doubletap {
          consider(since + TouchConstants.tapMaximumDuration, .tapTooLong(i), strictly: true)
        }
      } else if kind == .doubletap, p.tapsDone >= 1 {
        consider(p.lastTapEnd + TouchConstants.multiTapInterval, .noSecondTap(i))
      }
    }
    return best
  }

  /// Lets `seconds` pass, firing each timer at its time.
  mutating func wait(_ seconds: Double) {
    let end = state.clock + seconds
    while let (time, timer) = nextTimer(until: end) {
      if time > state.clock {
        state.clock = time
        log.append(.clock(time))
      }
      switch timer {
      case .longPress(let i): wantRecognize(i, .pressedLongEnough)
      case .tapTooLong(let i): fail(i, .heldTooLong(TouchConstants.tapMaximumDuration))
      case .noSecondTap(let i): fail(i, .noSecondTap)
      case .contentDelay(let t):
        if let sv = state.touches[t].scrollHold { log.append(.contentDelayPassed(sv)) }
        state.touches[t].scrollHold = nil
      }
      resolveWaiters()
      release()
    }
    if end > state.clock {
      state.clock = end
      log.append(.clock(end))
    }
  }
}
