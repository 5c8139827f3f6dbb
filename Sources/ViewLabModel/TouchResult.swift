import ViewLabGeometry

/// `touchesBegan` / `Moved` / `Ended` / `Cancelled`: the messages the window sends a touch's view.
public enum TouchPhase: String, Hashable, Sendable {
  case began, moved, ended, cancelled
}

/// Which step of a touch sequence ran.
public enum TouchStep: String, Hashable, Sendable {
  case down, move, wait, up, cancel, tap
}

/// Why a touch step was refused. Nothing changed.
public enum TouchError: Error, Hashable, Sendable {
  /// `touch down … finger N` (or `tap`, finger 1) while that finger is already down.
  case alreadyDown(finger: Int)
  /// `move`, `up`, `cancel` (or `wait`, when nothing is deciding) with no finger down at all.
  case noTouch
  /// `move`, `up` or `cancel … finger N` while that finger is not down (`down`: those that are;
  /// finger 1 with none down is `noTouch`).
  case fingerNotDown(Int, down: [Int])
  /// `finger N` outside 1…`TouchConstants.maximumFingers`.
  case fingerOutOfRange(Int)
  /// `wait` with a negative or non-finite number of seconds.
  case badDuration(Double)
}

/// Why the window keeps a touch from its view (decided when the finger lands, for its whole life).
/// Recognizers still see the touch: Apple's sample code notes that "recognizers ignore the
/// exclusiveTouch setting of views", and ViewLab treats `isMultipleTouchEnabled` the same way (its
/// stated choice; a pinch on a view that leaves it false still works on devices).
public enum TouchBlock: Hashable, Sendable {
  /// The view has `isMultipleTouchEnabled` false and already has a touch: it "receives only the
  /// first touch event in a multi-touch sequence that start in the view" (doc: UIView).
  case multitouchOff(ViewID)
  /// The view has `isExclusiveTouch` and `other` is tracking a touch: an exclusive view gets a touch
  /// only when no other view in the window tracks one (doc: UIView; event handling guide).
  case exclusiveWhileOtherTracks(ViewID, other: ViewID)
  /// `exclusive` has `isExclusiveTouch` and is tracking a touch: it "block[s] the delivery of touch
  /// events to other views in the same window" (doc: UIView.isExclusiveTouch).
  case otherIsExclusive(ViewID, exclusive: ViewID)
}

/// One touches… message the window sent to a touch's view.
public struct PhaseDelivery: Hashable, Sendable {
  public var touch: Int
  public var view: ViewID
  public var phase: TouchPhase
  /// It had been withheld (delaysTouchesBegan, delaysTouchesEnded, delaysContentTouches) and goes now.
  public var late: Bool
  /// Whose override ran for it along the responder chain (the same rule as `touchesBegan`).
  public var handledBy: [Responder]
  /// `UITouch` as the view's touches… method sees it: where the finger is (window coordinates),
  /// where it was at the phase before (`previousLocation(in:)`), and `tapCount`.
  public var point = Point.zero
  public var previous = Point.zero
  public var tapCount = 1

  public init(touch: Int, view: ViewID, phase: TouchPhase, late: Bool, handledBy: [Responder]) {
    self.touch = touch
    self.view = view
    self.phase = phase
    self.late = late
    self.handledBy = handledBy
  }
}

/// Why a recognizer changed state, or did not.
public enum GestureReason: Hashable, Sendable {
  /// The finger lifted in time: the tap (or the last tap of a double tap) is complete.
  case tapped
  /// One tap of a double tap done; it waits for the next.
  case tapCounted(Int)
  /// The finger went further than allowed from where it came down (distance in points).
  case movedTooFar(Double)
  /// The finger stayed down longer than a tap allows (seconds).
  case heldTooLong(Double)
  /// The finger lifted before a long press's time or a pan's distance.
  case liftedEarly
  /// The long press's `minimumPressDuration` passed.
  case pressedLongEnough
  /// The pan's start distance reached (distance in points).
  case movedFarEnough(Double)
  /// A continuous gesture follows the finger.
  case fingerMoved
  /// A continuous gesture's finger lifted.
  case fingerLifted
  /// The system cancelled the touch.
  case touchCancelled
  /// A recognizer this one requires to fail recognized instead.
  case requiredRecognized(GestureRef)
  /// A recognizer its delegate (or that one's) made it wait for on this attempt
  /// (`shouldRequireFailureOf` / `shouldBeRequiredToFailBy` answered YES) recognized instead.
  case delegateRequiredRecognized(GestureRef)
  /// The last recognizer this one required to fail has failed: it recognizes now.
  case requiredFailed(GestureRef)
  /// Another recognizer holding the touch recognized first, and neither allows simultaneous recognition.
  case forcedToFail(by: GestureRef)
  /// The touch's view, a control, refused it in `gestureRecognizerShouldBegin(_:)`.
  case vetoed(by: ViewID)
  /// The touch's view, a UISwitch or UISlider, refused this pan in `gestureRecognizerShouldBegin(_:)`:
  /// the finger moved parallel to the control, which is the control's own knob pan (or swipe).
  case vetoedParallelPan(by: ViewID)
  /// Its delegate's `gestureRecognizerShouldBegin(_:)` answered NO as it was about to leave
  /// `.possible` (asked after the touched views' own `gestureRecognizerShouldBegin(_:)`).
  case delegateRefusedBegin
  /// A view the touch is on, whose class is written as code, answered NO in its own
  /// `gestureRecognizerShouldBegin(_:)` (UIView's method, asked before the delegate's).
  case viewRefusedBegin(ViewID)
  /// A scroll view's pan: `touchesShouldCancel(in:)` is false for the control being touched.
  case contentIsControl(ViewID)
  /// A scroll view's pan: the content is tracking and `canCancelContentTouches` is false.
  case cannotCancelContent(ViewID)
  /// `isEnabled` is false (it sees nothing), or it was turned off mid-gesture.
  case disabled
  /// No second tap came within the double tap's interval.
  case noSecondTap
  /// The second tap landed too far from the first (distance in points).
  case secondTapTooFar(Double)
  /// The next touch went to a view this recognizer does not watch.
  case nextTouchElsewhere
  /// A second finger landed on its view while its first was down: it wants one touch.
  case secondFinger
  /// A pinch: the distance between the two fingers changed by this many points.
  case pinched(Double)
  /// A rotation: the line between the two fingers turned by this many degrees.
  case rotated(Double)
}

/// What happened during a touch step, in order.
public enum TimelineEntry: Hashable, Sendable {
  /// Time passed: the scene's clock now reads this many seconds.
  case clock(Double)
  /// The recognizer receives the touch (before the view does).
  case receives(GestureRef, touch: Int)
  /// The recognizer on the hit view's path is disabled and sees nothing.
  case ignored(GestureRef)
  case transition(GestureRef, from: GestureState, to: GestureState, because: GestureReason)
  /// It would recognize but waits for `for` to fail (`require(toFail:)`).
  case waiting(GestureRef, for: GestureRef)
  /// The window sent a phase to the view.
  case delivered(PhaseDelivery)
  /// The window holds the phase back because these recognizers have not decided.
  case withheld(touch: Int, TouchPhase, by: [GestureRef])
  /// Withheld phases thrown away: the recognizer recognized (the view never gets them).
  case discarded(touch: Int, [TouchPhase], by: GestureRef)
  /// The phase is not sent: the touch was already cancelled for its view (by the recognizer).
  case suppressed(touch: Int, TouchPhase, by: GestureRef?)
  /// A scroll view's `delaysContentTouches` delay passed: its content may now get the touch.
  case contentDelayPassed(ViewID)
  /// A control sent an event, running these target-actions in order.
  case controlEvent(ViewID, ControlEvent, actions: [String])
  /// The window does not send this phase of the touch to any view (`isMultipleTouchEnabled`,
  /// `isExclusiveTouch`).
  case blocked(touch: Int, TouchPhase, TouchBlock)
  /// The recognizer's delegate was asked `gestureRecognizer(_:shouldReceive:)` for the touch and
  /// answered: NO keeps the touch from the recognizer (it never sees it).
  case delegateAnswered(GestureRef, touch: Int, DelegateAnswer)
  /// A table or collection view highlighted, selected or did not select a row.
  case row(RowEvent)
  /// The recognizer's delegate, written as code, was asked one of the questions that decide
  /// recognition (should it begin, may it recognize with another, must one wait for the other).
  case delegateAsked(GestureRef, DelegateQuestion, DelegateAnswer)
  /// A view the touch is on, whose class is written as code and overrides UIView's
  /// `gestureRecognizerShouldBegin(_:)`, was asked about the recognizer and answered.
  case viewAsked(GestureRef, view: ViewID, DelegateAnswer)
}

/// The outcome of one touch step: the timeline, with the summary fields the JSON output reports.
public struct TouchResult: Hashable, Sendable {
  public var step: TouchStep
  /// The finger the step moved (1 for `tap`, `wait` and one-finger scripts).
  public var finger: Int = 1
  /// The finger of each touch the timeline names (by serial).
  public var fingers: [Int: Int] = [:]
  /// Window point of the step (down, move, tap), else where the finger is (or last was).
  public var point: Point?
  /// The hit-test made at touch down (down and tap only).
  public var hitTest: HitTestResult?
  /// `UITouch.view` of the touch the step concerns, or nil.
  public var touchView: ViewID?
  /// The responder chain from `touchView` and whose `touches…` overrides run (empty with no view).
  public var chain: [Responder]
  public var handledBy: [Responder]
  public var timeline: [TimelineEntry]
  /// The clock after the step.
  public var time: Double
  /// The methods of classes written as code that ran (touches… overrides, actions), in order,
  /// with what each changed in the scene.
  public var codeRuns: [CodeRun] = []
  /// The scene as the hit-test saw it, kept only when code that ran afterwards changed the scene:
  /// the trace's steps name bounds, alphas and subviews, and must be read against this scene, not
  /// the one the code left behind.
  public var sceneAtHitTest: Scene?
  /// A delegate written as code that could not answer: the step is refused, the scene unchanged.
  public var failure: OverrideFailure?
  /// Where each pan taking part in the step counts its translation from (window points), read
  /// before a finished session is cleared: the action a pan sends with `.ended` reads the whole
  /// translation since the touch came down (or since its last `setTranslation`).
  public var translationOrigins: [GestureID: Point] = [:]

  /// Recognizers that recognized during the step: a discrete one entered `.recognized`, a
  /// continuous one `.began`; in order.
  public var recognized: [GestureRef] {
    timeline.compactMap {
      if case .transition(let g, _, let to, _) = $0, to == .recognized || to == .began { return g }
      return nil
    }
  }

  public var failed: [GestureRef] {
    timeline.compactMap {
      if case .transition(let g, _, .failed, _) = $0 { return g }
      return nil
    }
  }

  /// The first touches… message the window sent during the step (of `phase`, when given).
  public func firstDelivery(of phase: TouchPhase? = nil) -> PhaseDelivery? {
    for case .delivered(let d) in timeline where phase == nil || d.phase == phase { return d }
    return nil
  }

  /// The touches… messages the window sent during the step, in order.
  public var phases: [TouchPhase] {
    timeline.compactMap {
      if case .delivered(let d) = $0 { return d.phase }
      return nil
    }
  }

  /// Rows a table or collection view selected during the step, in order.
  public var selected: [RowEvent] {
    timeline.compactMap {
      if case .row(let e) = $0, e.kind == .selected { return e }
      return nil
    }
  }

  /// Each row a table or collection view selected, or did not select (and why), during the step.
  public var rowVerdicts: [RowEvent] {
    timeline.compactMap {
      if case .row(let e) = $0, e.kind != .highlighted { return e }
      return nil
    }
  }

  public var controlEvents: [ControlEvent] {
    timeline.compactMap {
      if case .controlEvent(_, let e, _) = $0 { return e }
      return nil
    }
  }

  /// The target-actions that ran, in order.
  public var actionsRun: [String] {
    timeline.flatMap {
      if case .controlEvent(_, _, let actions) = $0 { return actions }
      return []
    }
  }
}
