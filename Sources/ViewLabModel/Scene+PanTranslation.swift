import ViewLabGeometry

/// A pan's translation origin set by its action (`setTranslation(.zero, in: view)`), valid for the
/// touch (by serial) it was set during.
struct TranslationOrigin: Hashable, Sendable {
  var serial: Int
  var point: Point
}

/// What a pan's action reads with `translation(in:)`: how far its touch has moved since it came
/// down, or since the action last called `setTranslation(_:in:)` during that touch. Kept in the
/// touch state, so `undo` takes a reset back with the step.
extension TouchState {
  /// The serial of the latest touch recognizer `g` has seen, if it still takes part.
  func latestTouch(of g: GestureID) -> Int? {
    participants.first { $0.ref == .recognizer(g) }?.touches.last
  }

  /// The window point `g`'s translation counts from; nil when it takes part in no touch now.
  func translationOrigin(of g: GestureID) -> Point? {
    guard let serial = latestTouch(of: g), let touch = touches.first(where: { $0.serial == serial }) else {
      return nil
    }
    if let set = translationOrigins[g], set.serial == serial { return set.point }
    return touch.downPoint
  }

  /// The translation origin of every recognizer taking part: read before a finished session is
  /// cleared, so an action sent with `.ended` still counts from where its touch came down.
  var translationOriginsTakingPart: [GestureID: Point] {
    var origins: [GestureID: Point] = [:]
    for p in participants {
      guard case .recognizer(let g) = p.ref, let origin = translationOrigin(of: g) else { continue }
      origins[g] = origin
    }
    return origins
  }
}

extension Scene {
  /// The window point `g`'s translation counts from; nil when it takes part in no touch now.
  public func translationOrigin(of g: GestureID) -> Point? { touchState.translationOrigin(of: g) }

  /// `setTranslation(_:in:)`: from now on during this touch, `g`'s translation counts from `origin`
  /// (a window point).
  public mutating func setTranslationOrigin(of g: GestureID, _ origin: Point) {
    guard let serial = touchState.latestTouch(of: g) else { return }
    var state = touchState
    state.translationOrigins[g] = TranslationOrigin(serial: serial, point: origin)
    setTouchState(state)
  }
}
