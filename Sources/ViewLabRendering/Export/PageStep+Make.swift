import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

extension PageStep {
  /// The most hit-test steps a page shows: past it, the middle is left out in one note (a page
  /// stays small enough to send; `--json` keeps every step).
  static let mostTraceSteps = 2000

  /// The page's steps for the session's last tap: one per hit-test step (the same steps, in the
  /// same order, as the JSON `trace`), then the view hit and its responder chain, then one per
  /// entry of the delivery timeline and its summary. With no tap yet, one note.
  static func all(_ session: Session, _ l: Language) -> [PageStep] {
    guard let tapped = session.lastTapped else {
      return [PageStep(kind: .note, lines: [ExportWords.noTapYet(l)])]
    }
    let scene = session.scene
    let s = Style(colored: false, language: l)
    return hitTest(tapped.tap.hitTest, scene, s) + chain(tapped.tap, scene, s)
      + timeline(tapped.delivery, scene, s)
  }

  /// One step per `TraceStep`, worded by `TraceRenderer` where the text trace has a line for it.
  static func hitTest(_ r: HitTestResult, _ scene: Scene, _ s: Style) -> [PageStep] {
    let l = s.language
    var out: [PageStep] = []
    var points: [Point] = []  // the point at each depth of the running calls
    var renderPoints: [Point] = []
    let count = r.steps.count
    let half = mostTraceSteps / 2
    for i in 0..<count {
      if count > mostTraceSteps && i >= half && i < count - half {
        if i == half {
          let left = TraceRenderer.grouped(count - mostTraceSteps)
          out.append(PageStep(kind: .note, lines: [ExportWords.stepsSkipped(left, l)]))
        }
        continue
      }
      let step = r.steps[i]
      let name = scene[step.view].name
      if case .called(let p) = step.event {
        points.removeLast(max(0, points.count - step.depth))
        points.append(p)
      }
      let p = points.indices.contains(step.depth) ? points[step.depth] : points.last
      var page = PageStep(
        kind: kind(step.event), view: step.view, depth: step.depth, point: p,
        call: p.map { "\(name).hitTest(\($0))" } ?? "", lines: [])
      switch step.event {
      case .called:
        if step.depth > 0, points.count > 1, let parent = scene[step.view].superview {
          let from = Words.convertedFrom(points[points.count - 2], scene[parent].name, l)
          page.lines = [String(from.drop { $0 == " " })]
        } else {
          page.lines = [ExportWords.calledFirst(l)]
        }
      case .subviewReturned(let child, nil):
        page.lines = [ExportWords.subviewNil(scene[child].name, l)]
      case .returned(nil, .refused), .returned(nil, .outside):
        page.lines = [ExportWords.returnsNil(name, l)]
      case .returned(let result, .override):
        page.lines = [ExportWords.returnsFromOverride(result.map { scene[$0].name } ?? "nil", l)]
      case .redirectCheck, .refused, .pointInside, .visitOrder, .subviewReturned, .returned, .override:
        var lines: [String] = []
        TraceRenderer.render(r.steps, i..<(i + 1), scene, s, &renderPoints, &lines, r.overrides)
        let pad = Indent.pad(step.depth)
        page.lines = lines.map { line in
          String((line.hasPrefix(pad) ? line.dropFirst(pad.count) : Substring(line)).drop { $0 == " " })
        }
      }
      out.append(page)
    }
    return out
  }

  static func kind(_ event: TraceEvent) -> Kind {
    switch event {
    case .called: .call
    case .redirectCheck: .redirect
    case .refused: .gate
    case .pointInside: .inside
    case .visitOrder: .order
    case .subviewReturned: .answer
    case .returned: .returned
    case .override: .override
    }
  }

  /// The view hit and its ancestry, then the responder chain (the text trace's summary lines).
  static func chain(_ t: TapResult, _ scene: Scene, _ s: Style) -> [PageStep] {
    var summary = TraceRenderer.summary(t, scene, s)
    guard let hit = t.hitTest.hit, !summary.isEmpty else {
      return [PageStep(kind: .hit, lines: summary)]
    }
    let path = scene.ancestry(of: hit).reversed().map { scene[$0].name }
    let first = summary.removeFirst()
    let views = t.chain.compactMap { r -> ViewID? in if case .view(let v) = r { v } else { nil } }
    return [
      PageStep(
        kind: .hit, view: hit,
        lines: [first, ExportWords.hitPath(s.language) + path.joined(separator: " → ")]),
      PageStep(kind: .chain, view: hit, lines: summary, chain: views),
    ] + responders(t, scene, s.language, chain: views)
  }

  /// The most responders shown one step each; a longer chain is shown whole in the chain step only.
  static let mostResponderSteps = 40

  /// One step per responder of the chain, at its view (a controller's: its root view), with its
  /// `next` and whether its `touchesBegan` override runs.
  static func responders(_ t: TapResult, _ scene: Scene, _ l: Language, chain: [ViewID]) -> [PageStep] {
    guard t.chain.count <= mostResponderSteps else { return [] }
    return t.chain.enumerated().map { i, r in
      let view: ViewID? =
        switch r {
        case .view(let v): v
        case .controller(let c): scene.controller(c).view
        case .windowScene, .application, .appDelegate: nil
        }
      let next = i + 1 < t.chain.count ? scene.name(of: t.chain[i + 1]) : nil
      var lines = [ExportWords.responder(i + 1, of: t.chain.count, scene.name(of: r), next: next, l)]
      if t.handledBy.contains(r) { lines.append(ExportWords.beganRunsHere(scene.name(of: r), l)) }
      return PageStep(kind: .responder, view: view, lines: lines, chain: chain)
    }
  }

  /// One step per entry of the delivery timeline (the clock's ticks aside), at the view the entry
  /// concerns, then the summary line.
  static func timeline(_ touch: TouchResult, _ scene: Scene, _ s: Style) -> [PageStep] {
    var out: [PageStep] = []
    for entry in touch.timeline {
      let view: ViewID?
      switch entry {
      case .clock: continue
      case .receives(let g, _), .ignored(let g), .transition(let g, _, _, _), .waiting(let g, _),
        .delegateAnswered(let g, _, _), .delegateAsked(let g, _, _), .viewAsked(let g, _, _):
        view = gestureView(g, scene)
      case .delivered(let d): view = d.view
      case .withheld, .discarded, .suppressed: view = touch.touchView
      case .row(let e): view = e.cell
      case .contentDelayPassed(let v), .controlEvent(let v, _, _): view = v
      case .blocked(_, _, let block):
        switch block {
        case .multitouchOff(let v), .exclusiveWhileOtherTracks(let v, _), .otherIsExclusive(let v, _):
          view = v
        }
      }
      out.append(PageStep(kind: .delivery, view: view, lines: [TimelineRenderer.line(entry, scene, s)]))
    }
    out.append(
      PageStep(kind: .summary, view: touch.touchView, lines: TimelineRenderer.summary(touch, scene, s)))
    return out
  }

  static func gestureView(_ ref: GestureRef, _ scene: Scene) -> ViewID {
    switch ref {
    case .recognizer(let id): scene.gesture(id).view
    case .scrollPan(let v), .swipeActions(let v): v
    }
  }
}
