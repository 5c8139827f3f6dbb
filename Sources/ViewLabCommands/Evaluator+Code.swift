import ViewLabGeometry
import ViewLabModel

/// The methods written as code that a touch step calls, run after the step in its timeline's
/// order: each touches… message the window sent (to the touch's view, and up the responder chain
/// while an override calls `super` or a responder does not override that phase), then each action a
/// control fired. They may change the scene; the step's result lists each call with its changes.
extension Evaluator {
  mutating func runCode(_ touch: inout TouchResult) throws(OverrideFailure) {
    let hasActions =
      (!missingActions.isEmpty
        || classes.values.contains {
          $0.methods.contains { $0.method == .action } || !$0.unreadActions.isEmpty
        })
      && (!gestureActions.isEmpty
        || touch.timeline.contains { if case .controlEvent = $0 { true } else { false } }
        || !touch.selected.isEmpty)
    let hasController = scene.controllerIDs.contains { scene.controller($0).className != nil }
    guard hasActions || hasController || scene.hasCustomBehaviors else { return }
    let run = OverrideRun(changing: scene)
    var runs: [CodeRun] = []
    for entry in touch.timeline {
      switch entry {
      case .delivered(let d):
        try deliver(d, run, &runs)
      case .controlEvent(let control, let event, let actions):
        for action in actions { try fire(action, from: control, event, run, &runs) }
      case .transition(.recognizer(let g), _, let state, _):
        guard [.recognized, .began, .changed, .ended, .cancelled].contains(state) else { continue }
        let point = touch.point ?? .zero
        for action in gestureActions[run.scene.gesture(g).name] ?? [] {
          try fire(action, gesture: g, state, at: point, origin: touch.translationOrigins[g], run, &runs)
        }
      case .row(let e) where e.kind == .selected:
        try didSelect(e, run, &runs)
      case .clock, .receives, .ignored, .transition, .waiting, .withheld, .discarded, .suppressed,
        .contentDelayPassed, .blocked, .delegateAnswered, .delegateAsked, .viewAsked, .row:
        continue
      }
    }
    guard !runs.isEmpty else { return }
    if runs.contains(where: { !$0.changes.isEmpty }) { touch.sceneAtHitTest = scene }
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
      let code: (InterpretedClass, ViewID)?
      switch responder {
      case .view(let v): code = (run.scene.behavior(of: v) as? InterpretedClass).map { ($0, v) }
      case .controller(let c): code = controllerClass(c, run.scene)
      case .windowScene, .application, .appDelegate: return
      }
      if let (cls, v) = code, cls.overrides(.touches(d.phase)) {
        let before = run.scene
        let callsSuper = try cls.touches(d.phase, of: v, touch: touch, run)
        runs.append(
          CodeRun(
            className: cls.className, selector: Self.selector(d.phase, objectiveC: cls.definition.objectiveC),
            view: v,
            sender: nil, trigger: .touches(d.phase), records: run.takeRecords(),
            changes: run.scene.codeChanges(since: before)))
        if !callsSuper { return }
        continue
      }
      if run.scene.touchesOverride(of: responder, phase: d.phase) == .handle { return }
    }
  }

  /// A target-action: the control's own class first (`addTarget:self`), else the pasted class that
  /// defines the method (a view controller's `btnClick:`), run with `sender` the control.
  private func fire(
    _ action: String, from control: ViewID, _ event: ControlEvent, _ run: OverrideRun, _ runs: inout [CodeRun]
  ) throws(OverrideFailure) {
    guard let (cls, me) = target(action, near: control, run), let m = cls.definition.action(action) else {
      if let call = unrecognized(action, view: control, sender: control, .controlEvent(event)) {
        return runs.append(call)
      }
      return unread(action, sender: control, trigger: .controlEvent(event), run, &runs)
    }
    let before = run.scene
    try cls.action(m, of: me, sender: control, run)
    runs.append(
      CodeRun(
        className: cls.className, selector: m.selector, view: me, sender: control,
        trigger: .controlEvent(event),
        records: run.takeRecords(), changes: run.scene.codeChanges(since: before)))
  }

  /// A selected row: the pasted class that defines the delegate's `didSelectRowAt` (Objective-C or
  /// Swift; `didSelectItemAt` for a collection view) runs it, `tableView` the table, `indexPath.row`
  /// the row.
  private func didSelect(_ e: RowEvent, _ run: OverrideRun, _ runs: inout [CodeRun]) throws(OverrideFailure) {
    let collection = run.scene[e.table].viewClass == .UICollectionView
    let selectors =
      collection
      ? ["collectionView:didSelectItemAtIndexPath:", "collectionView(_:didSelectItemAt:)"]
      : ["tableView:didSelectRowAtIndexPath:", "tableView(_:didSelectRowAt:)"]
    for sel in selectors {
      guard let (cls, me) = target(sel, near: e.table, run), let m = cls.definition.action(sel) else {
        continue
      }
      let before = run.scene
      try cls.didSelect(m, of: me, table: e.table, row: e.row, run)
      runs.append(
        CodeRun(
          className: cls.className, selector: m.selector, view: me, sender: e.table,
          trigger: .rowSelected(e.table, row: e.row), records: run.takeRecords(),
          changes: run.scene.codeChanges(since: before)))
      return
    }
    for sel in selectors where unreadMethod(sel) != nil {
      return unread(sel, sender: e.table, trigger: .rowSelected(e.table, row: e.row), run, &runs)
    }
  }

  /// A controller that is an instance of a pasted class: its code, run with `self.view` its view.
  private func controllerClass(_ c: ControllerID, _ scene: Scene) -> (InterpretedClass, ViewID)? {
    let ctl = scene.controller(c)
    guard let name = ctl.className, let def = classes[name] else { return nil }
    return (InterpretedClass(definition: def), ctl.view)
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

  /// A recognizer's action: the class of the recognizer's view first, else the pasted class that
  /// defines it, with `sender` the recognizer.
  private func fire(
    _ action: String, gesture g: GestureID, _ state: GestureState, at point: Point, origin: Point?,
    _ run: OverrideRun, _ runs: inout [CodeRun]
  ) throws(OverrideFailure) {
    let view = run.scene.gesture(g).view
    guard let (cls, me) = target(action, near: view, run), let m = cls.definition.action(action) else {
      if let call = unrecognized(action, view: view, sender: nil, .gesture(g, state)) {
        return runs.append(call)
      }
      return unread(action, sender: nil, trigger: .gesture(g, state), run, &runs)
    }
    let before = run.scene
    // A pan's `translation(in:)` counts from where its touch came down (or its last setTranslation);
    // once the touch is up (`.ended`) the session is over, and the step kept where it counted from.
    let start = run.scene.translationOrigin(of: g) ?? origin
    try cls.action(m, of: me, senderValue: .recognizer(.recognizer(g), state, point), start: start, run)
    runs.append(
      CodeRun(
        className: cls.className, selector: m.selector, view: me, sender: nil, trigger: .gesture(g, state),
        records: run.takeRecords(), changes: run.scene.codeChanges(since: before)))
  }

  /// An action whose target's pasted class has no such method (`addTarget` or the recognizer's
  /// `target:action:` said so): UIKit raises "unrecognized selector"; nothing runs.
  private func unrecognized(_ action: String, view: ViewID, sender: ViewID?, _ trigger: CodeRun.Trigger)
    -> CodeRun?
  {
    guard let missing = missingActions[String(MethodDefinition.stem(action))] else { return nil }
    var call = CodeRun(
      className: missing, selector: action, view: view, sender: sender, trigger: trigger, records: [],
      changes: [])
    call.unrecognized = true
    return call
  }

  /// A method UIKit calls whose body ViewLab could not read (the class note named it when it was
  /// pasted): a run with no steps and no changes that says so where the call happens.
  private func unread(
    _ action: String, sender: ViewID?, trigger: CodeRun.Trigger, _ run: OverrideRun, _ runs: inout [CodeRun]
  ) {
    guard let (def, method) = unreadMethod(action) else { return }
    var call = CodeRun(
      className: def.name, selector: method.selector, view: selfView(of: def, run.scene),
      sender: sender, trigger: trigger, records: [], changes: [])
    call.unreadAt = method.line
    runs.append(call)
  }

  /// The pasted class that has `action` among the methods it could not read, and that method.
  private func unreadMethod(_ action: String) -> (ClassDefinition, UnreadAction)? {
    let stem = MethodDefinition.stem(action)
    for def in classes.values.sorted(by: { $0.name < $1.name }) {
      if let m = def.unreadActions.first(where: { MethodDefinition.stem($0.selector) == stem }) {
        return (def, m)
      }
    }
    return nil
  }

  /// The class whose `action` runs and its `self`: `view`'s own class, else the pasted class that
  /// defines the method (`self` an instance of it, or the root view for a controller).
  private func target(_ action: String, near view: ViewID, _ run: OverrideRun) -> (InterpretedClass, ViewID)?
  {
    if let own = run.scene.behavior(of: view) as? InterpretedClass, own.definition.action(action) != nil {
      return (own, view)
    }
    guard
      let def = classes.values.sorted(by: { $0.name < $1.name }).first(where: { $0.action(action) != nil })
    else { return nil }
    return (InterpretedClass(definition: def), selfView(of: def, run.scene))
  }

  /// `self` of a pasted class's method called from outside it: an instance of the class in the
  /// scene, else the root view (a view controller's code).
  private func selfView(of def: ClassDefinition, _ scene: Scene) -> ViewID {
    scene.viewIDs.first { (scene.behavior(of: $0) as? InterpretedClass)?.className == def.name }
      ?? Self.controllerView(scene)
  }
}

/// Recognizers' delegates pasted as code (`tap.delegate = self`), asked by the touch engine.
struct CodeGestureDelegate: GestureDelegate {
  /// Recognizer name → the view whose class is its delegate, or nil for `self` (the controller).
  let delegates: [String: String?]
  let classes: [String: ClassDefinition]

  func shouldReceive(_ g: GestureID, at p: Point, on view: ViewID, in scene: Scene) throws(OverrideFailure)
    -> DelegateAnswer?
  {
    guard let (cls, me) = delegate(of: g, implementing: .shouldReceiveTouch, in: scene) else { return nil }
    let touch = OverrideTouch(point: p, previous: p, tapCount: 1, view: view, phase: .began)
    let run = OverrideRun(asking: scene)
    return DelegateAnswer(try cls.shouldReceive(g, touch: touch, of: me, run), records: run.records)
  }

  func ask(_ question: DelegateQuestion, of g: GestureID, at point: Point, from start: Point, in scene: Scene)
    throws(OverrideFailure) -> DelegateAnswer?
  {
    guard let (cls, me) = delegate(of: g, implementing: question.method, in: scene) else { return nil }
    let run = OverrideRun(asking: scene)
    guard let answer = try cls.answer(question, for: g, at: point, from: start, of: me, run) else {
      return nil
    }
    return DelegateAnswer(answer, records: run.records)
  }

  func viewShouldBegin(_ g: GestureID, view: ViewID, at p: Point, from start: Point, in scene: Scene)
    throws(OverrideFailure)
    -> DelegateAnswer?
  {
    guard let own = scene.behavior(of: view) as? InterpretedClass, own.overrides(.shouldBegin) else {
      return nil
    }
    // A view that is the recognizer's delegate too is asked once, as the delegate.
    if case .some(.some(let name)) = delegates[scene.gesture(g).name], name == scene[view].name { return nil }
    let run = OverrideRun(asking: scene)
    guard let answer = try own.answer(.shouldBegin, for: g, at: p, from: start, of: view, run) else {
      return nil
    }
    return DelegateAnswer(answer, records: run.records)
  }

  /// `g`'s delegate when it implements `method`, and its `self`: a view's class, or the pasted view
  /// controller (`self` its root view).
  private func delegate(of g: GestureID, implementing method: OverrideMethod, in scene: Scene)
    -> (InterpretedClass, ViewID)?
  {
    guard let entry = delegates[scene.gesture(g).name] else { return nil }
    if let name = entry, let id = scene.view(named: name) {
      guard let own = scene.behavior(of: id) as? InterpretedClass, own.overrides(method) else { return nil }
      return (own, id)
    }
    guard
      let def = classes.values.sorted(by: { $0.name < $1.name })
        .first(where: { $0.isController && $0.method(method) != nil })
    else { return nil }
    return (InterpretedClass(definition: def), Evaluator.controllerView(scene))
  }
}
