/// What one recognizer made of a touch step, read off the timeline: the typed answer to
/// `why RECOGNIZER X Y`, which rendering words and the tutor grades.
public enum GestureVerdict: Hashable, Sendable {
  /// No touch was made (no step ran).
  case noTouch
  /// The recognizer is disabled and saw nothing.
  case disabled
  /// It recognized (a discrete one) or began (a continuous one).
  case recognized(GestureReason)
  case failed(GestureReason)
  /// It would recognize but waits for another to fail.
  case waiting(for: GestureRef)
  /// The touch never reached it: it is not on the touch view's path.
  case neverSees
  /// It received the touch and has not decided yet.
  case deciding

  /// Whether the recognizer recognized: the `reaches` of `why RECOGNIZER`.
  public var recognizes: Bool {
    switch self {
    case .recognized: true
    case .noTouch, .disabled, .failed, .waiting, .neverSees, .deciding: false
    }
  }
}

extension TouchResult? {
  /// The verdict on `recognizer` for this touch (nil: none was made): the first decisive entry of
  /// the timeline that names it. Waiting is not decisive: a recognizer that waits and then
  /// recognizes or fails in the same step gets that verdict; one still waiting at the end waits.
  public func verdict(on recognizer: GestureRef) -> GestureVerdict {
    guard let touch = self else { return .noTouch }
    var received = false
    var waiting: GestureRef?
    for entry in touch.timeline {
      if case .ignored(recognizer) = entry { return .disabled }
      if case .transition(recognizer, _, let to, let because) = entry {
        if to == .recognized || to == .began { return .recognized(because) }
        if to == .failed { return .failed(because) }
      }
      if case .waiting(recognizer, let other) = entry { waiting = other }
      if case .receives(recognizer, _) = entry { received = true }
    }
    if let waiting { return .waiting(for: waiting) }
    return received ? .deciding : .neverSees
  }
}
