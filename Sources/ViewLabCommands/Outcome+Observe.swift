import ViewLabGeometry
import ViewLabModel

/// The fields of a command's outcome that hold one value (docs/JSON.md's names): what a lesson's
/// or quiz's `field` may ask for.
public enum ObservedField: Hashable, Sendable, CaseIterable {
  case view, point, hit, chain, handledBy, visited, touchView, recognized, failed, phases, controlEvents
  case actions, time, phase, finger, inside, from, to, reaches, blockedBy
  case className, frame, bounds, center, position, anchorPoint, transform, alpha, hidden
  case superview, subviews, frameInWindow, frameUndefined, controller
  case flag(ViewFlag)
  case views, controllers
  case gesture, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, simultaneous
  case requires

  public static let allCases: [ObservedField] =
    [
      .view, .point, .hit, .chain, .handledBy, .visited, .touchView, .recognized, .failed, .phases,
      .controlEvents, .actions, .time, .phase, .finger, .inside, .from, .to, .reaches, .blockedBy,
      .className, .frame, .bounds, .center, .position, .anchorPoint, .transform, .alpha, .hidden,
      .superview, .subviews, .frameInWindow, .frameUndefined, .controller,
    ] + ViewFlag.allCases.map(ObservedField.flag)
    + [
      .views, .controllers, .gesture, .cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded,
      .isEnabled, .simultaneous, .requires,
    ]

  /// The JSON key.
  public var name: String {
    switch self {
    case .view: "view"
    case .point: "point"
    case .hit: "hit"
    case .chain: "chain"
    case .handledBy: "handledBy"
    case .visited: "visited"
    case .touchView: "touchView"
    case .recognized: "recognized"
    case .failed: "failed"
    case .phases: "phases"
    case .controlEvents: "controlEvents"
    case .actions: "actions"
    case .time: "time"
    case .phase: "phase"
    case .finger: "finger"
    case .inside: "inside"
    case .from: "from"
    case .to: "to"
    case .reaches: "reaches"
    case .blockedBy: "blockedBy"
    case .className: "class"
    case .frame: "frame"
    case .bounds: "bounds"
    case .center: "center"
    case .position: "position"
    case .anchorPoint: "anchorPoint"
    case .transform: "transform"
    case .alpha: "alpha"
    case .hidden: "hidden"
    case .superview: "superview"
    case .subviews: "subviews"
    case .frameInWindow: "frameInWindow"
    case .frameUndefined: "frameUndefined"
    case .controller: "controller"
    case .flag(let f): f.objectiveCName
    case .views: "views"
    case .controllers: "controllers"
    case .gesture: "gesture"
    case .cancelsTouchesInView: "cancelsTouchesInView"
    case .delaysTouchesBegan: "delaysTouchesBegan"
    case .delaysTouchesEnded: "delaysTouchesEnded"
    case .isEnabled: "isEnabled"
    case .simultaneous: "simultaneous"
    case .requires: "requires"
    }
  }

  public init?(name: String) {
    guard let field = Self.byName[name] else { return nil }
    self = field
  }

  private static let byName: [String: ObservedField] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}

extension Outcome {
  /// The value of `field` in this outcome, as the JSON object of the same command has it; nil when
  /// the command's object has no such field. `scene` is the scene after the command.
  public func observe(_ field: ObservedField, in scene: Scene) -> Observation? {
    observations(in: scene).first { $0.field == field }?.value
  }

  /// Every one-value field of the command's JSON object, in the object's order (docs/JSON.md);
  /// the JSON renderer writes these and adds what is not one value (traces, reasons).
  public func observations(in scene: Scene) -> [(field: ObservedField, value: Observation)] {
    switch self {
    case .tap(let t, let touch):
      return t.observations(in: scene) + touch.observations(in: scene)
    case .touch(let touch):
      return touch.stepObservations(in: scene) + touch.observations(in: scene)
    case .hitTest(let view, let r):
      return [
        (.view, .name(scene[view].name)), (.point, .point(r.point)),
        (.hit, .name(r.hit.map { scene[$0].name })),
        (.visited, .names(r.visited.map { scene[$0].name })),
      ]
    case .inside(let view, let p, let inside, _):
      return [(.view, .name(scene[view].name)), (.point, .point(p)), (.inside, .flag(inside))]
    case .convert(_, let from, let to, let result):
      return [(.from, .name(scene[from].name)), (.to, .name(scene[to].name)), (.point, .point(result))]
    case .explain(let id): return scene.observations(of: id)
    case .why(let w): return w.observations(in: scene)
    case .under(let u):
      return [(.point, .point(u.point)), (.hit, .name(u.hit.map { scene[$0].name }))]
    case .whyGesture(let g, let p, let touch):
      return [
        (.view, .name(scene.gesture(g).name)), (.point, .point(p)),
        (.reaches, .flag(touch.verdict(on: .recognizer(g)).recognizes)), (.blockedBy, .name(nil)),
      ]
    case .explainGesture(let g): return scene.observations(ofGesture: g)
    case .tree:
      return [
        (.views, .names(scene.subtree(of: scene.window).map { scene[$0].name })),
        (.controllers, .names(scene.controllerNames)),
      ]
    case .changed, .draw, .undone, .redone, .reset, .help, .save, .load, .importDump, .export, .quit,
      .lesson, .quiz, .stats, .language:
      return []
    }
  }
}

extension TapResult {
  /// `tap`'s hit-test fields.
  public func observations(in scene: Scene) -> [(field: ObservedField, value: Observation)] {
    [
      (.point, .point(hitTest.point)), (.hit, .name(hitTest.hit.map { scene[$0].name })),
      (.chain, .names(chain.map(scene.name(of:)))), (.handledBy, .names(handledBy.map(scene.name(of:)))),
      (.visited, .names(hitTest.visited.map { scene[$0].name })),
    ]
  }
}

extension TouchResult {
  /// The fields every `tap` and `touch` object has.
  public func observations(in scene: Scene) -> [(field: ObservedField, value: Observation)] {
    [
      (.touchView, .name(touchView.map { scene[$0].name })),
      (.recognized, .names(recognized.map(scene.name(of:)))), (.failed, .names(failed.map(scene.name(of:)))),
      (.phases, .names(phases.map(\.rawValue))), (.controlEvents, .names(controlEvents.map(\.rawValue))),
      (.actions, .names(actionsRun)), (.time, .number(time)),
    ]
  }

  /// A `touch` step's own fields (only `touch down` hit-tests; later steps keep the touch's view).
  public func stepObservations(in scene: Scene) -> [(field: ObservedField, value: Observation)] {
    [
      (.phase, .word(step.rawValue)), (.finger, .number(Double(finger))),
      (.point, point.map(Observation.point) ?? .name(nil)), (.hit, .name(touchView.map { scene[$0].name })),
      (.chain, .names(chain.map(scene.name(of:)))),
      (.handledBy, .names((firstDelivery()?.handledBy ?? []).map(scene.name(of:)))),
      (.visited, .names(hitTest.map { $0.visited.map { scene[$0].name } } ?? [])),
    ]
  }
}

extension WhyResult {
  /// `why VIEW X Y`'s one-value fields (the JSON adds the worded `reason` between them).
  public func observations(in scene: Scene) -> [(field: ObservedField, value: Observation)] {
    [
      (.view, .name(scene[view].name)), (.point, .point(point)), (.reaches, .flag(reaches)),
      (.blockedBy, .name(blockedBy.map { scene[$0].name })),
      (.hit, .name(tap.hitTest.hit.map { scene[$0].name })),
    ]
  }
}

extension Scene {
  /// `explain VIEW`'s fields, in the JSON object's order.
  public func observations(of id: ViewID) -> [(field: ObservedField, value: Observation)] {
    let v = self[id]
    var fields: [(field: ObservedField, value: Observation)] = [
      (.view, .name(v.name)), (.className, .word(v.displayClass)), (.frame, .rect(frame(of: id))),
      (.bounds, .rect(v.bounds)), (.center, .point(v.center)), (.position, .point(v.position)),
      (.anchorPoint, .point(v.anchorPoint)), (.transform, .numbers(v.transform.components)),
      (.alpha, .number(v.alphaValue)), (.hidden, .flag(v.isHidden)),
    ]
    fields += ViewFlag.allCases.map { (.flag($0), .flag(v[keyPath: $0.keyPath])) }
    fields += [
      (.superview, .name(v.superview.map { self[$0].name })),
      (.subviews, .names(v.subviews.map { self[$0].name })),
      (.frameInWindow, .rect(frameInWindow(of: id))), (.frameUndefined, .flag(frameIsUndefined(id))),
    ]
    if let c = controller(managing: id) { fields.append((.controller, .name(controller(c).name))) }
    return fields
  }

  /// `explain RECOGNIZER`'s fields, in the JSON object's order.
  public func observations(ofGesture id: GestureID) -> [(field: ObservedField, value: Observation)] {
    let r = gesture(id)
    return [
      (.gesture, .name(r.name)), (.className, .word(r.kind.className)), (.view, .name(self[r.view].name)),
      (.cancelsTouchesInView, .flag(r.cancelsTouchesInView)),
      (.delaysTouchesBegan, .flag(r.delaysTouchesBegan)),
      (.delaysTouchesEnded, .flag(r.delaysTouchesEnded)), (.isEnabled, .flag(r.isEnabled)),
      (.simultaneous, .flag(r.simultaneous)), (.requires, .names(r.requires.map { gesture($0).name })),
    ]
  }
}
