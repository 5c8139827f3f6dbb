import ViewLabGeometry
import ViewLabModel

/// The methods written as code that a touch step calls, run after the step in its timeline's
/// order: each touches… message the window sent (to the touch's view, and up the responder chain
/// while an override calls `super` or a responder does not override that phase), then each action a
/// control fired. They may change the scene; the step's result lists each call with its changes.
extension Evaluator {
  mutating func runCode(_ touch: inout TouchResult) throws(OverrideFailure) {
    let hasActions = classes.values.contains { $0.methods.contains { $0.method == .action } }
    guard hasActions || scene.viewIDs.contains(where: { scene.behavior(of: $0) != nil }) else { return }
    let run = OverrideRun(changing: scene)
    var runs: [CodeRun] = []
    for entry in touch.timeline {
      switch entry {
      case .delivered(let d):
        try deliver(d, run, &runs)
      case .controlEvent(let control, let event, let actions):
        for action in actions { try fire(action, from: control, event, run, &runs) }
      case .clock, .receives, .ignored, .transition, .waiting, .withheld, .discarded, .suppressed,
        .contentDelayPassed, .blocked:
        continue
      }
    }
    guard !runs.isEmpty else { return }
    scene = run.scene
    touch.codeRuns = runs
  }

  /// One touches… message: the first responder that overrides its phase runs it; `super` (or no
  /// override) passes it on; a control, or a class that handles touches, stops it.
  private func deliver(_ d: PhaseDelivery, _ run: OverrideRun, _ runs: inout [CodeRun])
    throws(OverrideFailure)
  {
    let touch = OverrideTouch(
      point: d.point, previous: d.previous, tapCount: d.tapCount, view: d.view, phase: d.phase)
    for responder in run.scene.responderChain(from: d.view) {
      guard case .view(let v) = responder else { return }
      if let cls = run.scene.behavior(of: v) as? InterpretedClass, cls.overrides(.touches(d.phase)) {
        let before = run.scene
        let callsSuper = try cls.touches(d.phase, of: v, touch: touch, run)
        runs.append(
          CodeRun(
            className: cls.className, selector: Self.selector(d.phase, objectiveC: cls.definition.objectiveC),
            view: v,
            sender: nil, trigger: .touches(d.phase), records: run.takeRecords(),
            changes: run.scene.changes(since: before)))
        if !callsSuper { return }
        continue
      }
      if run.scene.touchesOverride(of: responder) == .handle { return }
    }
  }

  /// A target-action: the control's own class first (`addTarget:self`), else the pasted class that
  /// defines the method (a view controller's `btnClick:`), run with `sender` the control.
  private func fire(
    _ action: String, from control: ViewID, _ event: ControlEvent, _ run: OverrideRun, _ runs: inout [CodeRun]
  ) throws(OverrideFailure) {
    var target: (InterpretedClass, ViewID)?
    if let own = run.scene.behavior(of: control) as? InterpretedClass, own.definition.action(action) != nil {
      target = (own, control)
    } else if let def = classes.values.sorted(by: { $0.name < $1.name }).first(where: {
      $0.action(action) != nil
    }) {
      let instance = run.scene.viewIDs.first {
        (run.scene.behavior(of: $0) as? InterpretedClass)?.className == def.name
      }
      target = (InterpretedClass(definition: def), instance ?? Self.controllerView(run.scene))
    }
    guard let (cls, me) = target, let m = cls.definition.action(action) else { return }
    let before = run.scene
    try cls.action(m, of: me, sender: control, run)
    runs.append(
      CodeRun(
        className: cls.className, selector: m.selector, view: me, sender: control,
        trigger: .controlEvent(event),
        records: run.takeRecords(), changes: run.scene.changes(since: before)))
  }

  /// `self.view` of a view controller's action: the root controller's view, else the window.
  static func controllerView(_ scene: Scene) -> ViewID {
    for c in scene.controllerIDs where scene[scene.controller(c).view].superview == scene.window {
      return scene.controller(c).view
    }
    return scene.window
  }

  /// `touchesMoved:withEvent:` / `touchesMoved(_:with:)`.
  static func selector(_ phase: TouchPhase, objectiveC: Bool) -> String {
    let m = OverrideMethod.touches(phase)
    return objectiveC ? OverrideSelectors.objectiveC(m) : "\(m.rawValue)(_:with:)"
  }
}
