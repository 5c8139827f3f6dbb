import ViewLabGeometry

/// The finger on the screen and the recognizers still deciding about it: what a touch sequence
/// keeps between steps. Part of the scene (and of its equality), journaled, so undo restores it.
///
/// A gesture session starts with a touch down and lasts until no finger is down and every
/// recognizer has decided; a double tap waiting for its second tap keeps it open between touches.
public struct TouchState: Hashable, Sendable {
  /// Seconds since the scene's first touch; only `wait` moves it.
  public internal(set) var clock: Double = 0
  var nextSerial = 0
  /// Touches whose delivery is not over: the finger down, and lifted ones with phases withheld.
  var touches: [TouchRecord] = []
  /// The recognizers taking part, deepest view first, then each view's `gestureRecognizers` order.
  var participants: [Participant] = []
  /// Where and when the last touch lifted: a touch down soon after, near it, on the same view has
  /// `tapCount` 2 (a control's `touchDownRepeat`).
  var lastEnd: LastTouch?
  /// Where `setTranslation(_:in:)` last put a pan's translation origin, for the touch it was given in.
  var translationOrigins: [GestureID: TranslationOrigin] = [:]

  public init() {}

  /// A state with no touch and nothing deciding, keeping the clock.
  init(afterReset old: TouchState) {
    clock = old.clock
    nextSerial = old.nextSerial
  }

  /// The first touch whose finger is down, if any.
  public var activeTouch: ActiveTouch? { touches.first(where: \.isDown).map(ActiveTouch.init) }

  /// The touch of finger `finger`, if that finger is down.
  public func activeTouch(finger: Int) -> ActiveTouch? {
    touches.first { $0.isDown && $0.finger == finger }.map(ActiveTouch.init)
  }

  /// Every finger that is down, in the order they landed.
  public var activeTouches: [ActiveTouch] { touches.filter(\.isDown).map(ActiveTouch.init) }

  /// Is anything waiting on the clock with no finger down (a double tap's second tap, a tap waiting
  /// for it to fail)? Only then may time pass between touches.
  public var isDeciding: Bool { participants.contains { $0.isUndecided } }

  /// Does the state refer to a view `gone` says is gone?
  func mentions(where gone: (ViewID) -> Bool) -> Bool {
    if touches.contains(where: { $0.view.map(gone) ?? false }) { return true }
    if let v = lastEnd?.view, gone(v) { return true }
    return participants.contains { p in
      switch p.ref {
      case .scrollPan(let v), .swipeActions(let v): return gone(v)
      case .recognizer: return false
      }
    }
  }
}

/// A finger that is down: which touch, bound to which view, where it is now (window coordinates).
public struct ActiveTouch: Hashable, Sendable {
  public var serial: Int
  /// `touch … finger N`: 1 to `TouchConstants.maximumFingers`.
  public var finger: Int
  public var view: ViewID?
  public var point: Point
  /// Why the window gives this touch's phases to no view, if it does not.
  public var blocked: TouchBlock?

  init(_ record: TouchRecord) {
    self.init(
      serial: record.serial, finger: record.finger, view: record.view, point: record.point,
      blocked: record.blocked)
  }

  public init(serial: Int, finger: Int, view: ViewID?, point: Point, blocked: TouchBlock?) {
    self.serial = serial
    self.finger = finger
    self.view = view
    self.point = point
    self.blocked = blocked
  }
}

struct LastTouch: Hashable, Sendable {
  var point: Point
  var time: Double
  var view: ViewID?
  var tapCount: Int
}

/// One touch as the window delivers it to its view.
struct TouchRecord: Hashable, Sendable {
  var serial: Int
  var finger = 1
  /// `UITouch.view`: fixed at touch down.
  var view: ViewID?
  var downPoint: Point
  var point: Point
  var downTime: Double
  var isDown = true
  var tapCount = 1
  /// Phases withheld from the view, oldest first.
  var queue: [QueuedPhase] = []
  var beganDelivered = false
  /// Ended or cancelled was delivered, or the touch was dropped for the view: nothing more goes.
  var finishedForView = false
  /// The scroll view holding the began phase (`delaysContentTouches`) until its delay passes.
  var scrollHold: ViewID?
  /// A control's tracking: was the touch inside its tracking area at the last phase?
  var controlInside = true
  /// A pasted control subclass overrode touchesBegan without calling super: UIControl's own
  /// touchesBegan never ran, so the control never began tracking this touch.
  var controlUntracked = false
  /// `isMultipleTouchEnabled` / `isExclusiveTouch` keep this touch from its view (and every view):
  /// decided at touch down, for the touch's whole life.
  var blocked: TouchBlock?
  /// Where the finger was at the last phase sent to the view: `previousLocation(in:)` of the next.
  var lastSent: Point?
}

struct QueuedPhase: Hashable, Sendable {
  var phase: TouchPhase
  var point: Point
}

/// A recognizer in the session.
struct Participant: Hashable, Sendable {
  var ref: GestureRef
  var state: GestureState = .possible
  /// It would recognize, but a recognizer it requires to fail has not failed yet.
  var waiting = false
  /// Serials of the touches it has seen.
  var touches: [Int] = []
  /// Taps completed (tap recognizers).
  var tapsDone = 0
  var lastTapEnd = 0.0
  var lastTapPoint = Point.zero
  /// Pinch and rotation: the distance and the angle (degrees) between their two fingers when the
  /// second one landed.
  var startSpan: Double?
  var startAngle: Double?
  /// The recognizers its delegate (or theirs) made it wait for on this attempt to recognize
  /// (`gestureRecognizer(_:shouldRequireFailureOf:)`, `…shouldBeRequiredToFailBy:`); nil until asked.
  var dynamicRequires: [GestureRef]?

  var isUndecided: Bool { state == .possible }
}
