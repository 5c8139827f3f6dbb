import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// The delivery timeline of a tap or a touch step, for people: who saw the touch, which recognizer
/// recognized or failed and why, which touches… messages the view got (or why not), which control
/// events fired and which target-actions ran.
enum TimelineRenderer {
  /// `tap`: the hit-test trace, then the delivery when anything beyond a plain
  /// began/ended took part (recognizers, controls, scroll views).
  static func tap(_ t: TapResult, _ touch: TouchResult, _ scene: Scene, _ s: Style) -> String {
    let trace = TraceRenderer.tap(t, traced: touch.sceneAtHitTest ?? scene, scene, s)
    guard isEventful(touch) else { return trace }
    return
      ([trace, s.heading(Words.delivery(s.language))] + lines(touch, scene, s) + summary(touch, scene, s))
      .joined(separator: "\n")
  }

  /// `touch down/move/wait/up/cancel`.
  static func step(_ touch: TouchResult, _ scene: Scene, _ s: Style) -> String {
    var out: [String] = []
    let at = touch.point.map { " \($0)" } ?? ""
    let finger = isMultiFinger(touch) && touch.step != .wait ? " finger \(touch.finger)" : ""
    out.append(
      "touch \(touch.step.rawValue)\(touch.step == .wait ? "" : at)\(finger) — t = \(n(touch.time)) s")
    if let hit = touch.hitTest {
      out += TraceRenderer.steps(hit, touch.sceneAtHitTest ?? scene, s)
      out.append(
        touch.touchView.map { Words.touchBound(s.name(scene[$0].name), s.language) }
          ?? Words.touchHitNothing(s.fail("nil"), s.language))
    } else if let view = touch.touchView {
      out.append(Words.touchStaysBound(s.name(scene[view].name), s.language))
    }
    out += lines(touch, scene, s)
    out += summary(touch, scene, s)
    out += CodeRunRenderer.lines(touch.codeRuns, scene, s)
    return out.joined(separator: "\n")
  }

  /// Recognizers, control events, or phases held back or cancelled: worth showing after a tap.
  static func isEventful(_ touch: TouchResult) -> Bool {
    touch.timeline.contains {
      switch $0 {
      case .delivered(let d): d.late || (d.phase != .began && d.phase != .ended)
      case .clock: false
      default: true
      }
    }
  }

  static func lines(_ touch: TouchResult, _ scene: Scene, _ s: Style) -> [String] {
    let many = isMultiFinger(touch)
    let unread = unreadActions(touch)
    let unrecognized = unrecognizedActions(touch)
    return touch.timeline.map { entry in
      let finger = many ? touchID(entry).flatMap { touch.fingers[$0] } : nil
      return "  " + (finger.map { s.dim(Words.fingerTag($0, s.language)) } ?? "")
        + line(entry, scene, s, unread: unread, unrecognized: unrecognized)
    }
  }

  /// The actions pasted as code whose bodies ViewLab could not read (UIKit called them; nothing ran).
  static func unreadActions(_ touch: TouchResult) -> Set<String> {
    Set(touch.codeRuns.filter { $0.unreadAt != nil }.map { String(MethodDefinition.stem($0.selector)) })
  }

  /// The actions whose target's class has no such method: action → that class.
  static func unrecognizedActions(_ touch: TouchResult) -> [String: String] {
    Dictionary(
      touch.codeRuns.filter(\.unrecognized).map {
        (String(MethodDefinition.stem($0.selector)), $0.className)
      },
      uniquingKeysWith: { a, _ in a })
  }

  /// Does a finger other than the first take part in the step? Then lines say whose they are.
  static func isMultiFinger(_ touch: TouchResult) -> Bool {
    touch.finger != 1 || touch.fingers.values.contains { $0 != 1 }
  }

  /// One timeline line; `unread` names the actions pasted as code whose bodies ViewLab could not
  /// read (UIKit calls them; nothing runs).
  static func line(
    _ entry: TimelineEntry, _ scene: Scene, _ s: Style, unread: Set<String> = [],
    unrecognized: [String: String] = [:]
  ) -> String {
    func g(_ ref: GestureRef) -> String { s.name(scene.name(of: ref)) }
    func v(_ id: ViewID) -> String { s.name(scene[id].name) }
    let l = s.language
    switch entry {
    case .clock(let t): return s.dim("⏱ t = \(n(t)) s")
    case .receives(let ref, _):
      return Words.getsTouchFirst(g(ref), describe(ref, scene, l), l)
    case .ignored(let ref): return s.dim(Words.recognizerDisabled(g(ref), l))
    case .transition(let ref, let from, let to, let reason):
      let arrow = "\(from.rawValue) → \(to.rawValue)"
      let colored = to == .failed || to == .cancelled ? s.fail(arrow) : s.ok(arrow)
      return Words.transition(g(ref), colored, self.reason(reason, scene, s), l)
    case .waiting(let ref, let other):
      return Words.waitsToFail(g(ref), g(other), l)
    case .delivered(let d):
      let method = "touches\(d.phase.rawValue.capitalizedFirst)(_:with:)"
      return Words.delivered(method, v(d.view), late: d.late, handled(d, scene, s), l, dim: s.dim)
    case .withheld(_, let phase, let by):
      return s.warning(Words.heldBackMark("touches\(phase.rawValue.capitalizedFirst)", l))
        + Words.notDecided(by.map(g), property(phase, by), l)
    case .discarded(_, let phases, let by):
      let list = phases.map { "touches" + $0.rawValue.capitalizedFirst }
      return s.fail(Words.neverSentMark(list, l)) + Words.heldBackDiscarded(g(by), l)
    case .suppressed(_, let phase, let by):
      return s.dim(Words.notSentAfterEnd("touches\(phase.rawValue.capitalizedFirst)", by: by.map(g), l))
    case .contentDelayPassed(let sv):
      return Words.contentDelayPassed(v(sv), n(TouchConstants.contentTouchDelay), l)
    case .blocked(_, let phase, let block):
      let why: Words.BlockedWhy =
        switch block {
        case .multitouchOff(let view): .multitouchOff(v(view))
        case .exclusiveWhileOtherTracks(let view, let other):
          .exclusiveWhileOtherTracks(v(view), other: v(other))
        case .otherIsExclusive(let view, let exclusive): .otherIsExclusive(v(view), exclusive: v(exclusive))
        }
      return s.fail(Words.blockedPhase("touches\(phase.rawValue.capitalizedFirst)(_:with:)", why, l))
    case .controlEvent(let view, let event, let actions):
      let run =
        actions.isEmpty
        ? s.dim(Words.noTargetAction(l))
        : Words.runs(
          actions.filter { !unread.contains($0) && unrecognized[$0] == nil }.map { "\($0)()" }, l,
          unread: actions.filter(unread.contains).map { s.warning("\($0)()") })
          + actions.compactMap { a in
            unrecognized[a].map { " → " + s.fail(Words.unrecognizedAction(a, $0, l)) }
          }.joined()
      let why =
        event == .touchDownRepeat
        ? s.dim(Words.secondTouchDown(n(TouchConstants.multiTapInterval), l))
        : ""
      return Words.sendsEvent(v(view), event.rawValue, l) + run + why
    case .delegateAnswered(let ref, _, let answer):
      let line = Words.delegateAnswer(g(ref), .shouldReceive, answer.answer, l)
      return (answer.answer ? line : s.fail(line)) + printed(answer, scene, s)
    case .delegateAsked(let ref, let question, let answer):
      let ask: Words.DelegateAsk =
        switch question {
        case .shouldBegin: .shouldBegin
        case .shouldRecognizeSimultaneously(let o): .simultaneous(other: g(o))
        case .shouldRequireFailure(let o): .requireFailure(of: g(o))
        case .shouldBeRequiredToFail(let o): .beRequiredToFail(by: g(o))
        }
      let line = Words.delegateAnswer(g(ref), ask, answer.answer, l)
      return (question == .shouldBegin && !answer.answer ? s.fail(line) : line) + printed(answer, scene, s)
    case .viewAsked(let ref, let view, let answer):
      let line = Words.viewAnswer(g(ref), view: v(view), answer.answer, l)
      return (answer.answer ? line : s.fail(line)) + printed(answer, scene, s)
    case .row(let e): return rowLine(e, scene, s)
    }
  }

  /// What a delegate's body printed or had accepted, on the lines under its answer.
  static func printed(_ answer: DelegateAnswer, _ scene: Scene, _ s: Style) -> String {
    answer.records.flatMap { OverrideTraceRenderer.lines($0, pad: "  ", scene, s) }.map { "\n" + $0 }.joined()
  }

  /// `UITapGestureRecognizer on card`.
  static func describe(_ ref: GestureRef, _ scene: Scene, _ l: Language) -> String {
    switch ref {
    case .recognizer(let id):
      let r = scene.gesture(id)
      return Words.recognizerOn(r.kind.className, scene[r.view].name, l)
    case .scrollPan(let v): return Words.scrollPanOn(scene[v].name, l)
    case .swipeActions(let v): return Words.swipeActionsOn(scene[v].name, l)
    }
  }

  /// Which property holds a phase back.
  static func property(_ phase: TouchPhase, _ by: [GestureRef]) -> String {
    if by.contains(where: { if case .scrollPan = $0 { true } else { false } }) {
      return "delaysContentTouches"
    }
    return phase == .ended ? "delaysTouchesEnded" : "delaysTouchesBegan"
  }

  static func handled(_ d: PhaseDelivery, _ scene: Scene, _ s: Style) -> String {
    guard !d.handledBy.isEmpty else { return s.dim(Words.unhandledPhase(s.language)) }
    return Words.handledBy(d.handledBy.map { s.name(scene.name(of: $0)) }, s.language)
  }

  static func reason(_ r: GestureReason, _ scene: Scene, _ s: Style) -> String {
    func g(_ ref: GestureRef) -> String { s.name(scene.name(of: ref)) }
    let because: Words.Because =
      switch r {
      case .tapped: .tapped
      case .tapCounted(let k): .tapCounted(k)
      case .movedTooFar(let d): .movedTooFar(n(d), allowed: n(TouchConstants.tapAllowableMovement))
      case .heldTooLong(let t): .heldTooLong(n(t))
      case .liftedEarly: .liftedEarly
      case .pressedLongEnough: .pressedLongEnough(n(TouchConstants.longPressDuration))
      case .movedFarEnough(let d): .movedFarEnough(n(d))
      case .fingerMoved: .fingerMoved
      case .fingerLifted: .fingerLifted
      case .touchCancelled: .touchCancelled
      case .requiredRecognized(let other): .requiredRecognized(g(other))
      case .delegateRequiredRecognized(let other): .delegateRequiredRecognized(g(other))
      case .requiredFailed(let other): .requiredFailed(g(other))
      case .forcedToFail(let other): .forcedToFail(g(other))
      case .vetoed(let control):
        .vetoed(s.name(scene[control].name), cls: scene[control].viewClass.rawValue)
      case .vetoedParallelPan(let control):
        .vetoedParallelPan(s.name(scene[control].name), cls: scene[control].viewClass.rawValue)
      case .contentIsControl(let control): .contentIsControl(s.name(scene[control].name))
      case .cannotCancelContent(let v): .cannotCancelContent(s.name(scene[v].name))
      case .disabled: .disabled
      case .noSecondTap: .noSecondTap(n(TouchConstants.multiTapInterval))
      case .secondTapTooFar(let d): .secondTapTooFar(n(d))
      case .nextTouchElsewhere: .nextTouchElsewhere
      case .secondFinger: .secondFinger
      case .pinched(let d): .pinched(n(d), threshold: n(TouchConstants.pinchStartChange))
      case .rotated(let a): .rotated(n(a), threshold: n(TouchConstants.rotationStartAngle))
      case .delegateRefusedBegin: .delegateRefusedBegin
      case .viewRefusedBegin(let view): .viewRefusedBegin(s.name(scene[view].name))
      }
    return Words.because(because, s.language)
  }

  static func n(_ x: Double) -> String { Number.format(x) }
}

extension String {
  /// `began` → `Began`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
