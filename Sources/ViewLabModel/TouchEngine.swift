import ViewLabGeometry

/// Runs one touch step: reads the scene, changes a copy of its touch state, and writes the
/// timeline. Each method says which rule of UIKit's touch delivery it applies, with its source.
struct TouchEngine {
  let scene: Scene
  var state: TouchState
  var log: [TimelineEntry] = []
  /// Recognizers' delegates written as code, asked `shouldReceive` as a touch lands.
  var delegate: (any GestureDelegate)?
  /// The first delegate that could not answer.
  var failure: OverrideFailure?

  init(scene: Scene) {
    self.scene = scene
    self.state = scene.touchState
  }

  // MARK: Reading recognizers

  /// The recognizer behind `ref`; a scroll view's built-in pan has UIKit's defaults.
  func recognizer(_ ref: GestureRef) -> GestureRecognizer {
    switch ref {
    case .recognizer(let g): scene.gesture(g)
    case .scrollPan(let v), .swipeActions(let v):
      GestureRecognizer(name: scene.name(of: ref), kind: .pan, view: v)
    }
  }

  func index(of ref: GestureRef) -> Int? { state.participants.firstIndex { $0.ref == ref } }

  func touchIndex(_ serial: Int) -> Int? { state.touches.firstIndex { $0.serial == serial } }

  /// The recognizers that see a touch bound to `view`: those on it and on each ancestor, deepest
  /// first, each view's in `gestureRecognizers` order (a scroll view's own pan first: it makes it
  /// in `init`; then a table's swipe-actions pan, for a touch in one of its rows). Disabled ones are
  /// listed apart: they see nothing (doc: isEnabled).
  func recognizers(seeing view: ViewID) -> (enabled: [GestureRef], disabled: [GestureRef]) {
    var enabled: [GestureRef] = []
    var disabled: [GestureRef] = []
    let row = scene.row(containing: view)
    for v in scene.ancestry(of: view) {
      if scene[v].viewClass.isScrollView { enabled.append(.scrollPan(v)) }
      if scene[v].hasSwipeActions, row?.table == v { enabled.append(.swipeActions(v)) }
      for g in scene.gestureRecognizers(on: v) {
        if scene.gesture(g).isEnabled {
          enabled.append(.recognizer(g))
        } else {
          disabled.append(.recognizer(g))
        }
      }
    }
    return (enabled, disabled)
  }

  // MARK: State changes

  mutating func transition(_ i: Int, to new: GestureState, _ reason: GestureReason) {
    let old = state.participants[i].state
    state.participants[i].state = new
    state.participants[i].waiting = false
    log.append(.transition(state.participants[i].ref, from: old, to: new, because: reason))
  }

  mutating func fail(_ i: Int, _ reason: GestureReason) {
    guard state.participants[i].isUndecided else { return }
    transition(i, to: .failed, reason)
  }

  /// The recognizer's gesture is complete. It waits while a recognizer it requires to fail is still
  /// deciding (`require(toFail:)`, or a delegate's answer on this attempt; doc), fails if that one
  /// recognized; otherwise it recognizes. A requirement on a recognizer that does not see the touch
  /// does not hold it up.
  mutating func wantRecognize(_ i: Int, _ reason: GestureReason) {
    let ref = state.participants[i].ref
    state.participants[i].dynamicRequires = nil  // asked once per attempt to recognize (doc)
    for j in requirements(i) {
      let other = state.participants[j]
      if other.isUndecided {
        state.participants[i].waiting = true
        log.append(.waiting(ref, for: other.ref))
        return
      }
      if other.state != .failed {
        fail(i, requiredReason(i, other.ref))
        return
      }
    }
    recognize(i, reason)
  }

  /// The participants `i` must see fail first: those it requires with `require(toFail:)` that see
  /// the touch, then those a delegate made it require on this attempt. UIKit asks "once per attempt
  /// to recognize" (doc: gestureRecognizer(_:shouldRequireFailureOf:)): `i`'s delegate
  /// `shouldRequireFailureOf` the other, else the other's delegate `shouldBeRequiredToFailBy` `i`;
  /// YES from either sets the requirement up. Recognizers that already failed are not asked.
  mutating func requirements(_ i: Int) -> [Int] {
    let ref = state.participants[i].ref
    var result = recognizer(ref).requires.compactMap { index(of: .recognizer($0)) }
    guard delegate != nil else { return result }
    if state.participants[i].dynamicRequires == nil {
      var found: [GestureRef] = []
      for j in state.participants.indices where j != i && state.participants[j].state != .failed {
        let other = state.participants[j].ref
        if ask(.shouldRequireFailure(of: other), of: ref) == true
          || ask(.shouldBeRequiredToFail(by: ref), of: other) == true
        {
          found.append(other)
        }
      }
      state.participants[i].dynamicRequires = found
    }
    for other in state.participants[i].dynamicRequires ?? [] {
      if let j = index(of: other), !result.contains(j) { result.append(j) }
    }
    return result
  }

  /// Why `i` fails when `other`, which it had to wait for, recognized: `require(toFail:)`, or a
  /// delegate's answer.
  func requiredReason(_ i: Int, _ other: GestureRef) -> GestureReason {
    guard case .recognizer(let g) = other, recognizer(state.participants[i].ref).requires.contains(g) else {
      return .delegateRequiredRecognized(other)
    }
    return .requiredRecognized(other)
  }

  /// Asks `ref`'s delegate, written as code, `question`, and logs its answer; nil when it has no
  /// such delegate method (or a delegate already failed: the step will be refused).
  mutating func ask(_ question: DelegateQuestion, of ref: GestureRef) -> Bool? {
    guard case .recognizer(let g) = ref, let delegate, failure == nil else { return nil }
    do {
      // Where its latest touch is now (`location(in:)` in the body) and where it came down
      // (`translation(in:)`).
      let touch = index(of: ref).flatMap { state.participants[$0].touches.last }.flatMap(touchIndex)
        .map { state.touches[$0] }
      let (point, start) = (touch?.point ?? .zero, touch?.downPoint ?? .zero)
      guard let answer = try delegate.ask(question, of: g, at: point, from: start, in: scene) else {
        return nil
      }
      log.append(.delegateAsked(ref, question, answer))
      return answer.answer
    } catch {
      failure = error
      return nil
    }
  }

  /// The first view one of `p`'s touches is on whose own `gestureRecognizerShouldBegin(_:)`,
  /// written as code, answers NO; each answer is logged.
  mutating func viewRefusal(_ p: Participant) -> ViewID? {
    guard case .recognizer(let g) = p.ref, let delegate, failure == nil else { return nil }
    var asked: [ViewID] = []
    for serial in p.touches {
      guard let t = touchIndex(serial), let v = state.touches[t].view, !asked.contains(v) else { continue }
      asked.append(v)
      do {
        guard
          let answer = try delegate.viewShouldBegin(
            g, view: v, at: state.touches[t].point, from: state.touches[t].downPoint, in: scene)
        else { continue }
        log.append(.viewAsked(p.ref, view: v, answer))
        if !answer.answer { return v }
      } catch {
        failure = error
        return nil
      }
    }
    return nil
  }

  /// May `i` and `j` both recognize? The `simultaneous` flag of either, else `i`'s delegate, else
  /// `j`'s: YES from either delegate allows it, NO does not prevent it if the other says YES (doc:
  /// gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)). The recognizing one's is asked first.
  mutating func mayRecognizeTogether(_ i: Int, _ j: Int) -> Bool {
    let (a, b) = (state.participants[i].ref, state.participants[j].ref)
    if recognizer(a).simultaneous || recognizer(b).simultaneous { return true }
    return ask(.shouldRecognizeSimultaneously(with: b), of: a) == true
      || ask(.shouldRecognizeSimultaneously(with: a), of: b) == true
  }

  /// Recognition, with what it does to the others and to the view.
  mutating func recognize(_ i: Int, _ reason: GestureReason) {
    let p = state.participants[i]
    let g = recognizer(p.ref)
    // A control's gestureRecognizerShouldBegin(_:) vetoes a one-tap tap recognizer of another view,
    // asked only when that recognizer cancels touches in its view (doc: "Attaching gesture recognizers to UIKit controls"; device logs).
    if g.kind == .tap, g.cancelsTouchesInView, let t = p.touches.last.flatMap(touchIndex),
      let v = state.touches[t].view, v != g.view, scene[v].viewClass.vetoesOtherTaps
    {
      return fail(i, .vetoed(by: v))
    }
    // A UISwitch (a UISlider) refuses another view's one-finger pan that moves along it: the
    // control's own knob pan (slider swipe) wins (doc: "Attaching gesture recognizers to UIKit controls").
    if let v = parallelPanVeto(p, g) { return fail(i, .vetoedParallelPan(by: v)) }
    // A view written as code that overrides UIView's gestureRecognizerShouldBegin(_:) is asked
    // like the controls (doc: UIView.gestureRecognizerShouldBegin(_:)), each view a touch is on.
    if let v = viewRefusal(p) { return fail(i, .viewRefusedBegin(v)) }
    // Then its delegate's gestureRecognizerShouldBegin(_:), asked only when the views said YES
    // (UIKit's -[UIGestureRecognizer _shouldBegin]: the views first, then the delegate; doc: NO
    // "causes the gesture recognizer to transition to the failed state").
    if ask(.shouldBegin, of: p.ref) == false { return fail(i, .delegateRefusedBegin) }
    // A scroll view starts scrolling over content that is tracking only if it may cancel it:
    // `canCancelContentTouches`, and `touchesShouldCancel(in:)`, false for a UIControl (doc).
    if case .scrollPan(let sv) = p.ref {
      for serial in p.touches {
        guard let t = touchIndex(serial), let v = state.touches[t].view, v != sv,
          state.touches[t].beganDelivered, !state.touches[t].finishedForView
        else { continue }
        if !scene[sv].canCancelContentTouches { return fail(i, .cannotCancelContent(v)) }
        if scene[v].viewClass.isControl { return fail(i, .contentIsControl(v)) }
      }
    }
    transition(i, to: g.kind.isContinuous ? .began : .recognized, reason)
    // Those waiting for it to fail fail; the others holding the same touch are forced to fail
    // unless one of the two allows simultaneous recognition (Neuburg; doc: "Preferring one gesture").
    for j in state.participants.indices where j != i && state.participants[j].isUndecided {
      let other = recognizer(state.participants[j].ref)
      if case .recognizer(let gid) = p.ref, other.requires.contains(gid) {
        fail(j, .requiredRecognized(p.ref))
      } else if state.participants[j].dynamicRequires?.contains(p.ref) == true {
        fail(j, .delegateRequiredRecognized(p.ref))
      } else if !Set(state.participants[j].touches).isDisjoint(with: p.touches), !mayRecognizeTogether(i, j) {
        fail(j, .forcedToFail(by: p.ref))
      }
    }
    // cancelsTouchesInView: pending phases are dropped and the view gets touchesCancelled (doc).
    if g.cancelsTouchesInView {
      for serial in p.touches { if let t = touchIndex(serial) { cancelForView(t, by: p.ref) } }
    }
  }

  /// The control that refuses pan `p` of recognizer `g`: a UISwitch or UISlider the pan's only
  /// touch is bound to, not the pan's own view, when the finger has moved parallel to the control.
  /// Parallel (ViewLab's stated rule, Apple gives no angle): in the control's own coordinates the
  /// finger moved further along x than along y, so a rotated control's "parallel" turns with it.
  func parallelPanVeto(_ p: Participant, _ g: GestureRecognizer) -> ViewID? {
    guard g.kind == .pan, p.touches.count == 1, let t = touchIndex(p.touches[0]),
      let v = state.touches[t].view, v != g.view, scene[v].viewClass.vetoesParallelPans
    else { return nil }
    let from = scene.convert(state.touches[t].downPoint, from: scene.window, to: v)
    let to = scene.convert(state.touches[t].point, from: scene.window, to: v)
    return abs(to.x - from.x) > abs(to.y - from.y) ? v : nil
  }

  /// Waiting recognizers whose requirements have all failed recognize now; repeats until nothing
  /// changes (one recognizing can release another).
  mutating func resolveWaiters() {
    var changed = true
    while changed {
      changed = false
      for i in state.participants.indices
      where state.participants[i].waiting && state.participants[i].isUndecided {
        let reqs = requirements(i)
        if reqs.contains(where: { state.participants[$0].isUndecided }) { continue }
        if let won = reqs.first(where: { state.participants[$0].state != .failed }) {
          fail(i, requiredReason(i, state.participants[won].ref))
        } else {
          let last = reqs.last.map { state.participants[$0].ref } ?? state.participants[i].ref
          state.participants[i].waiting = false
          recognize(i, .requiredFailed(last))
        }
        changed = true
      }
    }
  }

  /// A recognizer turned off mid-gesture is cancelled if it had begun, else fails (doc: isEnabled);
  /// one whose view left is forgotten by `Scene.remove`.
  mutating func dropDisabled() {
    for i in state.participants.indices {
      guard case .recognizer(let g) = state.participants[i].ref, !scene.gesture(g).isEnabled else { continue }
      switch state.participants[i].state {
      case .possible: fail(i, .disabled)
      case .began, .changed: transition(i, to: .cancelled, .disabled)
      default: break
      }
    }
  }
}
