import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// One JSON object per command line, with exactly the fields of docs/JSON.md.
public enum JSONRenderer {
  /// `language` words the human messages (`reason`, `notes`); keys and values stay the same.
  public static func render(
    _ verb: String, _ outcome: Outcome, in session: Session, language: Language = .en
  ) -> JSON {
    let scene = session.scene
    let plain = Style(colored: false, language: language)
    var fields: [(String, JSON)] = [("command", .string(verb)), ("ok", .bool(true))]
    func name(_ id: ViewID?) -> JSON { .name(id.map { scene[$0].name }) }
    switch outcome {
    case .tap(let t, let touch):
      fields += tapFields(t, scene) + touchFields(touch, scene)
    case .touch(let touch):
      fields += touchStepFields(touch, scene) + touchFields(touch, scene)
    case .hitTest(let view, let r):
      fields += [
        ("view", name(view)), ("point", .point(r.point)), ("hit", name(r.hit)),
        ("visited", .names(r.visited.map { scene[$0].name })),
      ]
      fields += importedHit(r.hit, scene)
    case .inside(let view, let p, let inside, _):
      fields += [("view", name(view)), ("point", .point(p)), ("inside", .bool(inside))]
    case .convert(_, let from, let to, let result):
      fields += [("from", name(from)), ("to", name(to)), ("point", .point(result))]
    case .explain(let id):
      fields += explainFields(id, scene)
    case .why(let w):
      fields += [
        ("view", name(w.view)), ("point", .point(w.point)), ("reaches", .bool(w.reaches)),
        ("blockedBy", name(w.blockedBy)),
        (
          "reason",
          .string(
            ([TextRenderer.whyReason(w, scene, plain)]
              + (w.reaches
              ? [w.delivery.flatMap { GestureRenderer.delivery(to: w.view, $0, scene, language) }] : [])
              .compactMap { $0 }).joined(separator: language.pick(" ", "")))
        ),
        ("hit", name(w.tap.hitTest.hit)),
      ]
    case .under(let u):
      fields += [
        ("point", .point(u.point)), ("hit", name(u.hit)),
        (
          "views",
          .array(
            u.views.map { w in
              .object([
                ("view", name(w.view)), ("reaches", .bool(w.reaches)), ("blockedBy", name(w.blockedBy)),
                ("reason", .string(TextRenderer.whyReason(w, scene, plain))),
              ])
            })
        ),
      ]
    case .whyGesture(let g, let p, let touch):
      let (recognized, reason) = GestureRenderer.verdict(g, touch, scene, language)
      fields += [
        ("view", .string(scene.gesture(g).name)), ("point", .point(p)), ("reaches", .bool(recognized)),
        ("blockedBy", .null), ("reason", .string(reason)),
      ]
    case .explainGesture(let g):
      fields += GestureRenderer.explainFields(g, scene)
    case .changed(let notes):
      let texts = notes.compactMap { TextRenderer.noteText($0, plain) }.map {
        $0.warns ? String($0.text.drop { $0 == " " }) : $0.text
      }
      if !texts.isEmpty { fields.append(("notes", .names(texts))) }
    case .tree:
      fields.append(("views", .names(scene.subtree(of: scene.window).map { scene[$0].name })))
      fields.append(("controllers", .names(scene.controllerNames)))
    case .undone(let v), .redone(let v):
      fields.append(("undid", .string(v)))
    case .save(let path, _), .load(let path), .importDump(let path), .export(_, let path):
      fields.append(("file", .string(path)))
    default:
      break
    }
    return .object(fields)
  }

  static func tapFields(_ t: TapResult, _ scene: Scene) -> [(String, JSON)] {
    var f: [(String, JSON)] = [
      ("point", .point(t.hitTest.point)),
      ("hit", .name(t.hitTest.hit.map { scene[$0].name })),
      ("chain", .names(t.chain.map(scene.name(of:)))),
      ("handledBy", .names(t.handledBy.map(scene.name(of:)))),
      ("visited", .names(t.hitTest.visited.map { scene[$0].name })),
      ("trace", .array(t.hitTest.steps.map { step($0, scene, t.hitTest.overrides) })),
    ]
    f += importedHit(t.hitTest.hit, scene)
    return f
  }

  /// The touch-delivery fields every `tap` and `touch` object has (docs/JSON.md).
  static func touchFields(_ touch: TouchResult, _ scene: Scene) -> [(String, JSON)] {
    [
      ("touchView", .name(touch.touchView.map { scene[$0].name })),
      ("recognized", .names(touch.recognized.map(scene.name(of:)))),
      ("failed", .names(touch.failed.map(scene.name(of:)))),
      ("phases", .names(touch.phases.map(\.rawValue))),
      ("controlEvents", .names(touch.controlEvents.map(\.rawValue))),
      ("actions", .names(touch.actionsRun)),
      ("time", .number(touch.time)),
    ]
      + (touch.codeRuns.isEmpty
        ? [] : [("ran", .array(touch.codeRuns.map { CodeRunRenderer.json($0, scene) }))])
  }

  /// A `touch` step's own fields: its phase, and the `tap` fields as far as the step has them (only
  /// `touch down` hit-tests; later steps keep the touch's view).
  static func touchStepFields(_ touch: TouchResult, _ scene: Scene) -> [(String, JSON)] {
    let delivered = touch.firstDelivery()
    var f: [(String, JSON)] = [
      ("phase", .string(touch.step.rawValue)),
      ("finger", .number(Double(touch.finger))),
      ("point", touch.point.map(JSON.point) ?? .null),
      ("hit", .name(touch.touchView.map { scene[$0].name })),
      ("chain", .names(touch.chain.map(scene.name(of:)))),
      ("handledBy", .names((delivered?.handledBy ?? []).map(scene.name(of:)))),
      ("visited", .names(touch.hitTest.map { $0.visited.map { scene[$0].name } } ?? [])),
      ("trace", .array(touch.hitTest.map { h in h.steps.map { step($0, scene, h.overrides) } } ?? [])),
    ]
    if let hit = touch.hitTest?.hit { f += importedHit(hit, scene) }
    return f
  }

  static func importedHit(_ hit: ViewID?, _ scene: Scene) -> [(String, JSON)] {
    guard let hit, let origin = scene[hit].imported else { return [] }
    return [("hitClass", .string(origin.originalClass)), ("hitAddress", .name(origin.address))]
  }

  static func step(_ s: TraceStep, _ scene: Scene, _ records: [OverrideRecord] = []) -> JSON {
    var f: [(String, JSON)] = [("view", .string(scene[s.view].name)), ("depth", .number(Double(s.depth)))]
    switch s.event {
    case .called(let p):
      f += [("step", .string("hitTest")), ("point", .point(p))]
    case .redirectCheck(let check):
      f += [
        ("step", .string("redirectCheck")), ("target", .string(scene[check.target].name)),
        ("point", .point(check.point)), ("inside", .bool(check.inside)),
      ]
    case .refused(let r, let alpha):
      f += [("step", .string("refused")), ("reason", .string(r.rawValue)), ("alpha", .number(alpha))]
    case .pointInside(let check):
      let inside = check.inside
      f += [("step", .string("pointInside")), ("inside", .bool(inside))]
      switch check.test(of: s.view, in: scene) {
      case .bounds(let r): f += [("test", .string("bounds")), ("rect", .rect(r))]
      case .expanded(let r, _, _): f += [("test", .string("expanded")), ("rect", .rect(r))]
      case .circle(let c, let radius, let d):
        f += [
          ("test", .string("circle")), ("center", .point(c)), ("radius", .number(radius)),
          ("distance", .number(d)),
        ]
      case .custom(let className): f += [("test", .string("override")), ("class", .string(className))]
      }
    case .visitOrder(let order):
      f += [
        ("step", .string("visitOrder")), ("order", .names(order.views(in: scene).map { scene[$0].name })),
      ]
    case .subviewReturned(let child, let result):
      f += [
        ("step", .string("subviewReturned")), ("subview", .string(scene[child].name)),
        ("result", .name(result.map { scene[$0].name })),
      ]
    case .override(let ref):
      f += OverrideTraceRenderer.json(records[ref.index], scene)
    case .returned(let result, let why):
      f += [
        ("step", .string("return")), ("result", .name(result.map { scene[$0].name })),
        ("because", .string("\(why)")),
      ]
    }
    return .object(f)
  }

  static func explainFields(_ id: ViewID, _ scene: Scene) -> [(String, JSON)] {
    let v = scene[id]
    var f: [(String, JSON)] = [
      ("view", .string(v.name)), ("class", .string(v.displayClass)),
      ("frame", .rect(scene.frame(of: id))), ("bounds", .rect(v.bounds)),
      ("center", .point(v.center)), ("position", .point(v.position)),
      ("anchorPoint", .point(v.anchorPoint)), ("transform", .array(v.transform.components.map(JSON.number))),
      ("alpha", .number(v.alphaValue)), ("hidden", .bool(v.isHidden)),
    ]
    f += ViewFlag.allCases.map { ($0.objectiveCName, .bool(v[keyPath: $0.keyPath])) }
    f += [
      ("superview", .name(v.superview.map { scene[$0].name })),
      ("subviews", .names(v.subviews.map { scene[$0].name })),
      ("frameInWindow", .rect(scene.frameInWindow(of: id))),
      ("frameUndefined", .bool(scene.frameIsUndefined(id))),
    ]
    if let c = scene.controller(managing: id) { f.append(("controller", .string(scene.controller(c).name))) }
    if let origin = v.imported {
      f += [("originalClass", .string(origin.originalClass)), ("address", .name(origin.address))]
      if let base = origin.baseClass { f.append(("baseClass", .string(base))) }
    }
    return f
  }

  /// `{"command": …, "ok": false, "error": {"message", "line", "column", …}, "line", "column"}`.
  public static func error(
    _ verb: String, _ e: ScriptError, lineNumber: Int, source: String?, language: Language = .en
  ) -> JSON {
    let (message, hint) = ErrorRenderer.message(e.problem, language)
    var err: [(String, JSON)] = [
      ("message", .string(message)), ("code", .string(e.problem.code)),
      ("line", .number(Double(lineNumber))), ("column", .number(Double(e.column))),
    ]
    if let hint { err.append(("hint", .string(hint))) }
    if let source { err.append(("file", .string(source))) }
    return .object([
      ("command", .string(verb)), ("ok", .bool(false)), ("error", .object(err)),
      ("line", .number(Double(lineNumber))), ("column", .number(Double(e.column))),
    ])
  }
}
