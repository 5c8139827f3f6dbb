import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// The hitTest recursion as an indented tree, one line per check, in the order UIKit makes them.
enum TraceRenderer {
  /// `traced` is the scene the hit-test ran on; `scene` the one after the tap (they differ when
  /// code run by the tap changed it).
  static func tap(_ t: TapResult, traced: Scene, _ scene: Scene, _ s: Style) -> String {
    var lines = [Words.tapHeader(t.hitTest.point, s.language)]
    lines += steps(t.hitTest, traced, s)
    lines.append(contentsOf: summary(t, scene, s))
    return lines.joined(separator: "\n")
  }

  static func hitTest(_ view: ViewID, _ r: HitTestResult, _ scene: Scene, _ s: Style) -> String {
    var lines = steps(r, scene, s)
    lines.append(Words.hit(r.hit.map { s.name(scene[$0].name) } ?? s.fail("nil"), s.language))
    return lines.joined(separator: "\n")
  }

  static func summary(_ t: TapResult, _ scene: Scene, _ s: Style) -> [String] {
    guard let hit = t.hitTest.hit else {
      return [Words.hitNothing(s.fail("nil"), s.language)]
    }
    let l = s.language
    var lines = [Words.hit(s.name(scene[hit].name), l)]
    // A long chain shows its ends: the JSON keeps every responder.
    let chain = ends(t.chain, first: 6, last: 6, limit: 14, l) { s.name(scene.name(of: $0)) }
      .joined(separator: " → ")
    lines.append(Words.responderChain(chain, l))
    if t.handledBy.isEmpty && !t.dropped {
      // Hit, but began never went out: a recognizer held it back and then recognized.
      lines.append(Words.beganHeldBack(s.name(scene[hit].name), l))
    } else if t.handledBy.isEmpty {
      lines.append(Words.beganUnhandled(l))
    } else {
      let parts = t.handledBy.map { r -> String in
        var control: String?
        // A control's own tracking, unless a class written as code overrides touchesBegan (then its
        // override decides, and without super UIControl never tracks the touch).
        if case .view(let v) = r, scene[v].viewClass.isControl, scene[v].touches == .handle,
          scene.behavior(of: v)?.overrides(.touchesBegan) != true
        {
          control = scene[v].viewClass.rawValue
        }
        return Words.handles(
          s.name(scene.name(of: r)), callsSuper: scene.touchesOverride(of: r) != .handle, control: control, l)
      }
      lines.append(Words.beganHandled(parts, l))
      if t.codeRuns.isEmpty {
        lines += scene.touchesBeganRecords(t.handledBy).flatMap {
          OverrideTraceRenderer.lines($0, pad: "", scene, s)
        }
      }
      if t.dropped { lines.append(Words.restOfChainDrops(l)) }
    }
    lines += CodeRunRenderer.lines(t.codeRuns, scene, s)
    return lines
  }

  /// The most lines a trace prints: past it, the middle is folded into one line (JSON keeps every step).
  static let longestTrace = 200
  /// Runs of siblings that all miss the same way are folded when longer than this: the first and
  /// the last are shown, the ones between summed up in one line.
  static let longestRun = 5

  static func steps(_ r: HitTestResult, _ scene: Scene, _ s: Style) -> [String] {
    var lines: [String] = []
    var points: [Point] = []  // the point at each depth, for "converted from" notes
    let steps = r.steps
    var i = steps.startIndex
    while i < steps.endIndex {
      if let run = missRun(steps, from: i), run.count > longestRun {
        // The first of the run, in full; one line for the middle; the last, in full.
        render(steps, i..<(i + run.length), scene, s, &points, &lines, r.overrides)
        let first = scene[steps[i + run.length].view].name
        let lastStart = i + (run.count - 1) * run.length
        let last = scene[steps[lastStart - run.length].view].name
        let pad = Indent.pad(steps[i].depth)
        let count = grouped(run.count - 2)
        lines.append(s.dim(pad + Words.foldedSiblings(first, last, count, run.reason, s.language)))
        render(steps, lastStart..<(lastStart + run.length), scene, s, &points, &lines, r.overrides)
        i += run.count * run.length
        continue
      }
      render(steps, i..<(i + 1), scene, s, &points, &lines, r.overrides)
      i += 1
    }
    guard lines.count > longestTrace else { return lines }
    let keep = longestTrace / 2
    let skipped = lines.count - 2 * keep
    return Array(lines.prefix(keep))
      + [s.dim(Words.foldedLines(grouped(skipped), s.language))]
      + Array(lines.suffix(keep))
  }

  /// Consecutive siblings, from `start`, that each miss the same way without asking a subview:
  /// `hitTest` called, then refused (same reason) or outside, then returned nil. `length` is the
  /// steps one sibling takes.
  static func missRun(
    _ steps: BlockArray<TraceStep>, from start: Int
  ) -> (count: Int, length: Int, reason: MissReason)? {
    func miss(at i: Int) -> MissReason? {
      guard i + 2 < steps.endIndex, case .called = steps[i].event else { return nil }
      let depth = steps[i].depth
      guard steps[i + 1].depth == depth, steps[i + 2].depth == depth,
        case .returned(nil, _) = steps[i + 2].event
      else { return nil }
      switch steps[i + 1].event {
      case .pointInside(let check) where !check.inside: return .outside
      case .refused(.hidden, _): return .hidden
      case .refused(.interactionDisabled, _): return .interactionDisabled
      case .refused(.transparent, _): return .transparent
      default: return nil
      }
    }
    // Between siblings the parent records `subviewReturned(nil)`: one step more per sibling.
    guard let reason = miss(at: start), start + 3 < steps.endIndex,
      case .subviewReturned(_, nil) = steps[start + 3].event
    else { return nil }
    let length = 4
    var count = 1
    while miss(at: start + count * length) == reason,
      start + count * length + 3 < steps.endIndex,
      case .subviewReturned(_, nil) = steps[start + count * length + 3].event
    {
      count += 1
    }
    return (count, length, reason)
  }

  /// Renders `range` of the steps, carrying the point at each depth across calls.
  static func render(
    _ steps: BlockArray<TraceStep>, _ range: Range<Int>, _ scene: Scene, _ s: Style,
    _ points: inout [Point], _ lines: inout [String], _ overrides: [OverrideRecord] = []
  ) {
    let l = s.language
    for step in steps[range] {
      let pad = Indent.pad(step.depth)
      let name = s.name(scene[step.view].name)
      switch step.event {
      case .called(let p):
        points.removeLast(max(0, points.count - step.depth))
        var line = "\(pad)\(name).hitTest(\(p))"
        if let parentPoint = points.last, let parent = scene[step.view].superview {
          line += s.dim(Words.convertedFrom(parentPoint, scene[parent].name, l))
        }
        points.append(p)
        lines.append(line)
      case .redirectCheck(let check):
        let (p, inside) = (check.point, check.inside)
        let call = "\(scene[check.target].name).point(inside: \(p))"
        lines.append(
          "\(pad)  "
            + Words.redirectCheck(
              inside ? s.check : s.cross, call, insideText(p, inside, check.test(in: scene), s), l))
      case .refused(let why, let alpha):
        let v = scene[step.view]
        let text: String
        switch why {
        case .hidden: text = "isHidden == true"
        case .interactionDisabled:
          let isDefault = !v.viewClass.defaultUserInteractionEnabled
          text = Words.interactionGate(defaultOf: isDefault ? v.viewClass.rawValue : nil, l)
        case .transparent: text = "alpha \(AlphaText.format(Float(alpha), l)) < 0.01"
        case .disabled: text = Words.disabledGate(l)
        }
        lines.append("\(pad)  " + Words.refused(s.cross, text, l))
      case .pointInside(let check):
        let inside = check.inside
        let v = scene[step.view]
        let test = check.test(of: step.view, in: scene)
        lines.append("\(pad)  " + Words.passedGates(s.check, alpha: AlphaText.format(v.alpha, l), l))
        let p = check.point
        lines.append(
          "\(pad)  "
            + Words.pointInsideStep(
              inside ? s.check : s.cross, insideText(p, inside, test, s), miss: !inside, l))
      case .visitOrder(let order):
        lines.append("\(pad)  " + Words.visitOrder(visitOrder(order.parent, scene, l), l))
      case .subviewReturned(_, let result?):
        lines.append("\(pad)  " + Words.firstAnswerWins(s.name(scene[result].name), l))
      case .subviewReturned(_, nil):
        continue
      case .returned(let result, let why):
        switch why {
        case .refused, .outside: continue
        case .itself: lines.append("\(pad)  " + Words.returnsItself(name, l))
        case .subviewHit: lines.append("\(pad)  → \(s.name(scene[result!].name))")
        case .passthrough:
          lines.append("\(pad)  " + Words.returnsPassthrough(l))
        case .redirected: lines.append("\(pad)  " + Words.returnsRedirected(s.name(scene[result!].name), l))
        case .override: continue
        }
      case .override(let ref):
        lines += OverrideTraceRenderer.lines(overrides[ref.index], pad: pad, scene, s)
      }
    }
  }

  /// `w9, w8, w7, w6, w5, w4, … (99,990 more) …, w1, w0`: a long list shows its ends.
  static func visitOrder(_ parent: ViewID, _ scene: Scene, _ l: Language) -> [String] {
    ends(scene[parent].subviews.reversed(), first: 6, last: 2, limit: 12, l) { scene[$0].name }
  }

  /// The texts of `items`, its middle folded into `… (N more) …` when it has more than `limit`;
  /// only the items shown are turned into text.
  static func ends<C: Collection>(
    _ items: C, first: Int, last: Int, limit: Int, _ l: Language, _ text: (C.Element) -> String
  ) -> [String] {
    guard items.count > limit else { return items.map(text) }
    return items.prefix(first).map(text) + [Words.more(grouped(items.count - first - last), l)]
      + items.suffix(last).map(text)
  }

  static func insideText(_ p: Point, _ inside: Bool, _ test: InsideTest, _ s: Style) -> String {
    let words: InsideWords
    switch test {
    case .bounds(let b): words = .bounds(b)
    case .expanded(let r, let dx, let dy): words = .expanded(r, dx: n(dx), dy: n(dy))
    case .circle(let c, let radius, let d): words = .circle(center: c, radius: n(radius), distance: n(d))
    case .custom(let className): return OverrideTraceRenderer.insideText(className, inside, s)
    }
    return Words.inside(p, inside, words, s.language)
  }

  static func n(_ x: Double) -> String { Number.format(x) }
}

extension TraceRenderer {
  /// `99666` → `99,666`.
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, ch) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(ch)
    }
    return (n < 0 ? "-" : "") + out
  }
}
