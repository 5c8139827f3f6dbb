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
    // Computed only for the objects that are their typed fields alone (tap and touch add traces between).
    lazy var typed = outcome.observations(in: scene)
    /// The command's typed fields as JSON (the engine's values; JSON is one rendering of them).
    func values(_ list: [(field: ObservedField, value: Observation)]) -> [(String, JSON)] {
      list.map { ($0.field.name, JSON($0.value)) }
    }
    func value(_ field: ObservedField) -> (String, JSON) {
      (field.name, typed.first { $0.field == field }.map { JSON($0.value) } ?? .null)
    }
    switch outcome {
    case .tap(let t, let touch):
      fields += values(t.observations(in: scene))
      let traced = touch.sceneAtHitTest ?? scene
      fields.append(("trace", .array(t.hitTest.steps.map { step($0, traced, t.hitTest.overrides) })))
      fields += importedHit(t.hitTest.hit, scene) + values(touch.observations(in: scene)) + ran(touch, scene)
      fields += selected(touch, scene) + delegates(touch, scene)
    case .touch(let touch):
      fields += values(touch.stepObservations(in: scene))
      fields.append(
        (
          "trace",
          .array(
            touch.hitTest.map { h in h.steps.map { step($0, touch.sceneAtHitTest ?? scene, h.overrides) } }
              ?? [])
        ))
      if let hit = touch.hitTest?.hit { fields += importedHit(hit, scene) }
      fields += values(touch.observations(in: scene)) + ran(touch, scene)
      fields += selected(touch, scene) + delegates(touch, scene)
    case .hitTest(_, let r):
      fields += values(typed) + importedHit(r.hit, scene)
    case .inside, .convert, .explainGesture, .tree:
      fields += values(typed)
    case .explain(let id):
      fields += values(typed) + importedFields(id, scene)
    case .why(let w):
      fields += [value(.view), value(.point), value(.reaches), value(.blockedBy)]
      fields.append(
        (
          "reason",
          .string(
            ([TextRenderer.whyReason(w, scene, plain)]
              + ((w.reaches
              ? [w.delivery.flatMap { GestureRenderer.delivery(to: w.view, $0, scene, language) }] : [])
              + [TimelineRenderer.rowVerdict(for: w.view, w.delivery?.rowVerdicts ?? [], scene, plain)])
              .compactMap { $0 }).joined(separator: language.pick(" ", "")))
        ))
      fields.append(value(.hit))
    case .under(let u):
      fields += values(typed)
      fields.append(
        (
          "views",
          .array(
            u.views.map { w in
              .object([
                ("view", name(w.view)), ("reaches", .bool(w.reaches)), ("blockedBy", name(w.blockedBy)),
                (
                  "reason",
                  .string(
                    ([TextRenderer.whyReason(w, scene, plain)]
                      + [
                        TimelineRenderer.rowVerdict(
                          for: w.view, u.rows.filter { $0.table == w.view }, scene, plain)
                      ].compactMap { $0 })
                      .joined(separator: language.pick(" ", "")))
                ),
              ])
            })
        ))
    case .whyGesture(let g, _, let touch):
      let (_, reason) = GestureRenderer.verdict(g, touch, scene, language)
      fields += [
        value(.view), value(.point), value(.reaches), value(.blockedBy), ("reason", .string(reason)),
      ]
    case .changed(let notes):
      let texts = notes.filter { !$0.isReceipt }.compactMap { TextRenderer.noteText($0, plain) }.map {
        $0.warns ? String($0.text.drop { $0 == " " }) : $0.text
      }
      if !texts.isEmpty { fields.append(("notes", .names(texts))) }
    case .undone(let v), .redone(let v):
      fields.append(("undid", .string(v)))
    case .save(let path, _), .load(let path), .importDump(let path), .export(_, let path):
      fields.append(("file", .string(path)))
    case .draw, .reset, .help, .quit, .lesson, .quiz, .stats, .language:
      break
    }
    return .object(fields)
  }

  /// The pasted code that ran during the touch step (`ran`), when some did.
  /// `selected`: the rows a table or collection view selected during the step, present whenever the
  /// scene has a table or collection view (so older outputs keep their exact fields).
  static func selected(_ touch: TouchResult, _ scene: Scene) -> [(String, JSON)] {
    guard scene.viewIDs.contains(where: { scene[$0].viewClass.hasRows }) else { return [] }
    let rows = touch.selected.map { e in
      JSON.object([("view", .string(scene[e.table].name)), ("row", .number(Double(e.row)))])
    }
    return [("selected", .array(rows))]
  }

  static func ran(_ touch: TouchResult, _ scene: Scene) -> [(String, JSON)] {
    touch.codeRuns.isEmpty ? [] : [("ran", .array(touch.codeRuns.map { CodeRunRenderer.json($0, scene) }))]
  }

  /// `delegates` (only when a recognizer's delegate written as code answered during the step): each
  /// answer in timeline order, `{gesture, method, other?, answer, steps?}`, `method` in Swift's
  /// spelling, `steps` what its body printed (`log`) or had accepted (`accepted`).
  static func delegates(_ touch: TouchResult, _ scene: Scene) -> [(String, JSON)] {
    var out: [JSON] = []
    for entry in touch.timeline {
      var fields: [(String, JSON)]
      let answer: DelegateAnswer
      switch entry {
      case .delegateAnswered(let g, _, let a):
        answer = a
        fields = [
          ("gesture", .string(scene.name(of: g))),
          ("method", .string(OverrideMethod.shouldReceiveTouch.delegateSelector(objectiveC: false) ?? "")),
          ("answer", .bool(answer.answer)),
        ]
      case .delegateAsked(let g, let question, let a):
        answer = a
        fields = [
          ("gesture", .string(scene.name(of: g))),
          ("method", .string(question.method.delegateSelector(objectiveC: false) ?? "")),
        ]
        if let other = question.other { fields.append(("other", .string(scene.name(of: other)))) }
        fields.append(("answer", .bool(answer.answer)))
      case .viewAsked(let g, let view, let a):
        answer = a
        fields = [
          ("gesture", .string(scene.name(of: g))),
          ("method", .string(OverrideMethod.shouldBegin.delegateSelector(objectiveC: false) ?? "")),
          ("view", .string(scene[view].name)), ("answer", .bool(answer.answer)),
        ]
      case .clock, .receives, .ignored, .transition, .waiting, .delivered, .withheld, .discarded, .suppressed,
        .contentDelayPassed, .controlEvent, .blocked, .row:
        continue
      }
      if !answer.records.isEmpty {
        fields.append(
          ("steps", .array(answer.records.map { .object(OverrideTraceRenderer.json($0, scene)) })))
      }
      out.append(.object(fields))
    }
    return out.isEmpty ? [] : [("delegates", .array(out))]
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

  /// What `explain` adds for an imported view: the class and address it was dumped with.
  static func importedFields(_ id: ViewID, _ scene: Scene) -> [(String, JSON)] {
    guard let origin = scene[id].imported else { return [] }
    var f: [(String, JSON)] = [
      ("originalClass", .string(origin.originalClass)), ("address", .name(origin.address)),
    ]
    if let base = origin.baseClass { f.append(("baseClass", .string(base))) }
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
