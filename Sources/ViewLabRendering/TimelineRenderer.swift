import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The delivery timeline of a tap or a touch step, for people: who saw the touch, which recognizer
/// recognized or failed and why, which touches… messages the view got (or why not), which control
/// events fired and which target-actions ran.
enum TimelineRenderer {
  /// `tap`: the hit-test trace as before, then the delivery when anything beyond a plain
  /// began/ended took part (recognizers, controls, scroll views).
  static func tap(_ t: TapResult, _ touch: TouchResult, _ scene: Scene, _ s: Style) -> String {
    let trace = TraceRenderer.tap(t, scene, s)
    guard isEventful(touch) else { return trace }
    return ([trace, s.heading("delivery")] + lines(touch, scene, s) + summary(touch, scene, s))
      .joined(separator: "\n")
  }

  /// `touch down/move/wait/up/cancel`.
  static func step(_ touch: TouchResult, _ scene: Scene, _ s: Style) -> String {
    var out: [String] = []
    let at = touch.point.map { " \($0)" } ?? ""
    out.append("touch \(touch.step.rawValue)\(touch.step == .wait ? "" : at) — t = \(n(touch.time)) s")
    if let hit = touch.hitTest {
      out += TraceRenderer.steps(hit, scene, s)
      out.append(
        touch.touchView.map {
          "the touch is bound to \(s.name(scene[$0].name)) for its whole life (UITouch.view)"
        }
          ?? "hit: \(s.fail("nil")) — no view takes the point; nothing gets this touch")
    } else if let view = touch.touchView {
      out.append("the touch stays bound to \(s.name(scene[view].name))")
    }
    out += lines(touch, scene, s)
    out += summary(touch, scene, s)
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
    touch.timeline.map { "  " + line($0, scene, s) }
  }

  static func line(_ entry: TimelineEntry, _ scene: Scene, _ s: Style) -> String {
    func g(_ ref: GestureRef) -> String { s.name(scene.name(of: ref)) }
    func v(_ id: ViewID) -> String { s.name(scene[id].name) }
    switch entry {
    case .clock(let t): return s.dim("⏱ t = \(n(t)) s")
    case .receives(let ref, _):
      return "\(g(ref)) (\(describe(ref, scene))) gets the touch first"
    case .ignored(let ref): return s.dim("\(g(ref)) is disabled (isEnabled == false): it sees nothing")
    case .transition(let ref, let from, let to, let reason):
      let arrow = "\(from.rawValue) → \(to.rawValue)"
      let colored = to == .failed || to == .cancelled ? s.fail(arrow) : s.ok(arrow)
      return "\(g(ref)): \(colored) — \(self.reason(reason, scene, s))"
    case .waiting(let ref, let other):
      return "\(g(ref)) would recognize, but waits for \(g(other)) to fail (require(toFail:))"
    case .delivered(let d):
      let late = d.late ? s.dim(" (held back until now)") : ""
      return "→ touches\(d.phase.rawValue.capitalizedFirst)(_:with:) to \(v(d.view))\(late): "
        + handled(d, scene, s)
    case .withheld(_, let phase, let by):
      let names = by.map(g).joined(separator: ", ")
      return s.warning("⏸ touches\(phase.rawValue.capitalizedFirst) held back")
        + ": \(names) \(by.count == 1 ? "has" : "have") not decided ("
        + property(phase, by) + ")"
    case .discarded(_, let phases, let by):
      let list = phases.map { "touches" + $0.rawValue.capitalizedFirst }.joined(separator: ", ")
      return s.fail("✗ \(list) never sent")
        + ": \(g(by)) recognized, so the view never gets what was held back"
    case .suppressed(_, let phase, let by):
      let who = by.map { " by \(g($0))" } ?? ""
      return s.dim(
        "✗ touches\(phase.rawValue.capitalizedFirst) not sent: the view's part in this touch was already over\(who)"
      )
    case .contentDelayPassed(let sv):
      return
        "\(v(sv)) delaysContentTouches: \(n(TouchConstants.contentTouchDelay)) s passed without scrolling, so its content gets the touch"
    case .controlEvent(let view, let event, let actions):
      let run =
        actions.isEmpty
        ? s.dim(" (no target-action for it)") : " → runs " + actions.map { "\($0)()" }.joined(separator: ", ")
      let why =
        event == .touchDownRepeat
        ? s.dim(
          " — a second touch down within \(n(TouchConstants.multiTapInterval)) s of the last; time passes only with 'touch wait'"
        )
        : ""
      return "◆ \(v(view)) sends .\(event.rawValue)\(run)\(why)"
    }
  }

  /// `UITapGestureRecognizer on card`.
  static func describe(_ ref: GestureRef, _ scene: Scene) -> String {
    switch ref {
    case .recognizer(let id):
      let r = scene.gesture(id)
      return "\(r.kind.className) on \(scene[r.view].name)"
    case .scrollPan(let v): return "UIScrollView's own pan recognizer on \(scene[v].name)"
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
    guard !d.handledBy.isEmpty else {
      return s.dim("no override handles it; it is dropped silently at the end of the chain")
    }
    return d.handledBy.map { s.name(scene.name(of: $0)) }.joined(separator: " → ")
      + " handle\(d.handledBy.count == 1 ? "s" : "") it"
  }

  static func reason(_ r: GestureReason, _ scene: Scene, _ s: Style) -> String {
    func g(_ ref: GestureRef) -> String { s.name(scene.name(of: ref)) }
    switch r {
    case .tapped: return "the finger lifted in time: a tap"
    case .tapCounted(let k): return "tap \(k) counted; it waits for the next"
    case .movedTooFar(let d):
      return "the finger moved \(n(d)) pt, more than \(n(TouchConstants.tapAllowableMovement)) pt allowed"
    case .heldTooLong(let t): return "the finger stayed down \(n(t)) s, longer than a tap allows"
    case .liftedEarly: return "the finger lifted before the gesture could begin"
    case .pressedLongEnough:
      return "the finger stayed down \(n(TouchConstants.longPressDuration)) s (minimumPressDuration)"
    case .movedFarEnough(let d): return "the finger moved \(n(d)) pt: far enough to pan"
    case .fingerMoved: return "the finger moved"
    case .fingerLifted: return "the finger lifted"
    case .touchCancelled: return "the system cancelled the touch"
    case .requiredRecognized(let other): return "\(g(other)), which it requires to fail, recognized"
    case .requiredFailed(let other): return "\(g(other)), which it required to fail, failed"
    case .forcedToFail(let other):
      return "\(g(other)) recognized first and neither allows simultaneous recognition"
    case .vetoed(let control):
      return
        "\(s.name(scene[control].name)) (\(scene[control].viewClass.rawValue)) refuses it in gestureRecognizerShouldBegin(_:): a control wins a one-tap tap on its superview"
    case .contentIsControl(let control):
      return
        "touchesShouldCancel(in:) is false for the control \(s.name(scene[control].name)): the scroll view does not scroll"
    case .cannotCancelContent(let v):
      return "\(s.name(scene[v].name)) is tracking and canCancelContentTouches is false"
    case .disabled: return "isEnabled is false"
    case .noSecondTap: return "no second tap came within \(n(TouchConstants.multiTapInterval)) s"
    case .secondTapTooFar(let d): return "the second tap landed \(n(d)) pt from the first"
    case .nextTouchElsewhere: return "the next touch went to a view it does not watch"
    }
  }

  /// One line at the end: what the contract's summary fields say.
  static func summary(_ touch: TouchResult, _ scene: Scene, _ s: Style) -> [String] {
    var parts: [String] = []
    if !touch.recognized.isEmpty {
      parts.append("recognized: " + touch.recognized.map { scene.name(of: $0) }.joined(separator: ", "))
    }
    if !touch.failed.isEmpty {
      parts.append("failed: " + touch.failed.map { scene.name(of: $0) }.joined(separator: ", "))
    }
    parts.append(
      "view got: " + (touch.phases.isEmpty ? "nothing" : touch.phases.map(\.rawValue).joined(separator: ", "))
    )
    if !touch.controlEvents.isEmpty {
      parts.append("control events: " + touch.controlEvents.map(\.rawValue).joined(separator: ", "))
    }
    if !touch.actionsRun.isEmpty { parts.append("actions run: " + touch.actionsRun.joined(separator: ", ")) }
    return [s.dim(parts.joined(separator: " · "))]
  }

  static func n(_ x: Double) -> String { Number.format(x) }
}

extension String {
  /// `began` → `Began`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
