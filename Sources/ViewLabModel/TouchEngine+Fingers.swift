import ViewLabGeometry

/// More than one finger: `isMultipleTouchEnabled` and `isExclusiveTouch`, a second finger on a
/// one-finger recognizer, and the two-finger pinch and rotation.
extension TouchEngine {
  /// Why the window keeps a touch landing on `view` from it, if it does. A view tracks a touch while
  /// its finger is down (a lifted finger whose `touchesEnded` is still held back no longer counts:
  /// the second tap of a double tap reaches the view, as on devices); a blocked touch is tracked by
  /// no view. `isMultipleTouchEnabled` false: the view "receives only the
  /// first touch event in a multi-touch sequence that start in the view"; `isExclusiveTouch`: the
  /// view blocks "the delivery of touch events to other views in the same window", and itself gets
  /// a touch only while no other view tracks one (doc: UIView; event handling guide).
  func block(_ view: ViewID) -> TouchBlock? {
    let tracking = state.touches.filter { $0.isDown && $0.blocked == nil }.compactMap(\.view)
    if !scene[view].isMultipleTouchEnabled, tracking.contains(view) { return .multitouchOff(view) }
    let others = tracking.filter { $0 != view }
    if scene[view].isExclusiveTouch, let other = others.first {
      return .exclusiveWhileOtherTracks(view, other: other)
    }
    if let exclusive = others.first(where: { scene[$0].isExclusiveTouch }) {
      return .otherIsExclusive(view, exclusive: exclusive)
    }
    return nil
  }

  /// Does participant `i` hold a touch whose finger is still down?
  func holdsFingerDown(_ i: Int) -> Bool {
    state.participants[i].touches.contains { s in touchIndex(s).map { state.touches[$0].isDown } ?? false }
  }

  /// Another finger lands where participant `i` already follows one: it sees the touch too. A tap,
  /// double tap or long press wants one touch and fails (`numberOfTouchesRequired` 1, doc); a pinch
  /// or rotation now has its two fingers and notes where they start; a pan follows both.
  mutating func secondFinger(_ i: Int, serial: Int, at p: Point) {
    let ref = state.participants[i].ref
    state.participants[i].touches.append(serial)
    log.append(.receives(ref, touch: serial))
    let kind = recognizer(ref).kind
    if kind.failsOnSecondFinger { fail(i, .secondFinger) }
    if kind.isTwoFinger, state.participants[i].startSpan == nil, let (a, b) = pair(i) {
      state.participants[i].startSpan = a.distance(to: b)
      state.participants[i].startAngle = Self.angle(a, b)
    }
  }

  /// Where the first two of participant `i`'s fingers that are down are now.
  func pair(_ i: Int) -> (Point, Point)? {
    let down = state.participants[i].touches.compactMap(touchIndex).filter { state.touches[$0].isDown }
    guard down.count >= 2 else { return nil }
    return (state.touches[down[0]].point, state.touches[down[1]].point)
  }

  /// A finger of a pinch or rotation moved: it begins once the distance (the angle) between its two
  /// fingers has changed by `TouchConstants.pinchStartChange` points (`rotationStartAngle` degrees)
  /// since the second finger landed (ViewLab's stated thresholds), then changes with every move.
  mutating func twoFingerMove(_ i: Int) {
    let p = state.participants[i]
    guard let (a, b) = pair(i), let span = p.startSpan, let angle = p.startAngle else { return }
    switch p.state {
    case .possible:
      if recognizer(p.ref).kind == .pinch {
        let change = abs(a.distance(to: b) - span)
        if change >= TouchConstants.pinchStartChange { wantRecognize(i, .pinched(change)) }
      } else {
        let turn = Self.turn(from: angle, to: Self.angle(a, b))
        if turn >= TouchConstants.rotationStartAngle { wantRecognize(i, .rotated(turn)) }
      }
    case .began, .changed: transition(i, to: .changed, .fingerMoved)
    case .ended, .recognized, .failed, .cancelled: break
    }
  }

  /// A finger of a pinch or rotation lifted (it is already marked up): one that had not begun fails
  /// (ViewLab's choice: it needs both fingers until it begins); one that had begun ends when its
  /// last finger lifts (doc, UIPinchGestureRecognizer: it ends when the fingers lift).
  mutating func twoFingerUp(_ i: Int) {
    switch state.participants[i].state {
    case .possible: fail(i, .liftedEarly)
    case .began, .changed: if !holdsFingerDown(i) { transition(i, to: .ended, .fingerLifted) }
    case .ended, .recognized, .failed, .cancelled: break
    }
  }

  /// The angle of the line from `a` to `b`, in degrees.
  static func angle(_ a: Point, _ b: Point) -> Double {
    LibM.atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
  }

  /// How far the angle turned, either way, in degrees (0…180).
  static func turn(from a: Double, to b: Double) -> Double {
    var d = (b - a).truncatingRemainder(dividingBy: 360)
    if d > 180 { d -= 360 }
    if d < -180 { d += 360 }
    return abs(d)
  }
}
