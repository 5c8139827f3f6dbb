import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The hitTest recursion as an indented tree, one line per check, in the order UIKit makes them.
enum TraceRenderer {
  static func tap(_ t: TapResult, _ scene: Scene, _ s: Style) -> String {
    var lines = ["tap \(t.hitTest.point) in window coordinates"]
    lines += steps(t.hitTest, scene, s)
    lines.append(contentsOf: summary(t, scene, s))
    return lines.joined(separator: "\n")
  }

  static func hitTest(_ view: ViewID, _ r: HitTestResult, _ scene: Scene, _ s: Style) -> String {
    var lines = steps(r, scene, s)
    lines.append("hit: " + (r.hit.map { s.name(scene[$0].name) } ?? s.fail("nil")))
    return lines.joined(separator: "\n")
  }

  static func summary(_ t: TapResult, _ scene: Scene, _ s: Style) -> [String] {
    guard let hit = t.hitTest.hit else {
      return ["hit: \(s.fail("nil")) — no view takes the point; the touch is dropped"]
    }
    var lines = ["hit: \(s.name(scene[hit].name))"]
    let chain = t.chain.map { s.name(scene.name(of: $0)) }.joined(separator: " → ")
    lines.append("responder chain: \(chain)")
    if t.handledBy.isEmpty {
      lines.append(
        "touchesBegan: no responder overrides it — each default forwards to next, and after AppDelegate UIKit drops the touch silently"
      )
    } else {
      let parts = t.handledBy.map { r -> String in
        var mode = scene.touchesOverride(of: r) == .handle ? "handles it" : "handles it and calls super"
        if case .view(let v) = r, scene[v].viewClass.isControl, scene[v].touches == .handle {
          let cls = scene[v].viewClass.rawValue
          mode += " (\(cls) is a UIControl: it tracks the touch itself and does not call super)"
        }
        return "\(s.name(scene.name(of: r))) \(mode)"
      }
      lines.append("touchesBegan: " + parts.joined(separator: ", then "))
      if t.dropped { lines.append("  …and the rest of the chain forwards it until UIKit drops it") }
    }
    return lines
  }

  static func steps(_ r: HitTestResult, _ scene: Scene, _ s: Style) -> [String] {
    var lines: [String] = []
    var points: [Point] = []  // the point at each depth, for "converted from" notes
    for step in r.steps {
      let pad = Indent.pad(step.depth)
      let name = s.name(scene[step.view].name)
      switch step.event {
      case .called(let p):
        points.removeLast(max(0, points.count - step.depth))
        var line = "\(pad)\(name).hitTest(\(p))"
        if let parentPoint = points.last, let parent = scene[step.view].superview {
          line += s.dim("   ← \(parentPoint) in \(scene[parent].name)")
        }
        points.append(p)
        lines.append(line)
      case .redirectCheck(let check):
        let (p, inside) = (check.point, check.inside)
        lines.append(
          "\(pad)  \(inside ? s.check : s.cross) redirect override: \(scene[check.target].name).point(inside: \(p)) — "
            + insideText(p, inside, check.test(in: scene), s))
      case .refused(let why, let alpha):
        let v = scene[step.view]
        let text: String
        switch why {
        case .hidden: text = "isHidden == true"
        case .interactionDisabled:
          let isDefault = !v.viewClass.defaultUserInteractionEnabled
          text =
            "isUserInteractionEnabled == false" + (isDefault ? " (\(v.viewClass.rawValue)'s default)" : "")
        case .transparent: text = "alpha \(AlphaText.format(Float(alpha))) < 0.01"
        case .disabled: text = "isEnabled == false (a disabled control)"
        }
        lines.append("\(pad)  \(s.cross) \(text) → nil, subviews not asked")
      case .pointInside(let check):
        let inside = check.inside
        let v = scene[step.view]
        let test = check.test(of: step.view, in: scene)
        lines.append("\(pad)  \(s.check) visible, interactive, alpha \(AlphaText.format(v.alpha))")
        let p = check.point
        lines.append(
          "\(pad)  \(inside ? s.check : s.cross) point(inside:) — \(insideText(p, inside, test, s))"
            + (inside ? "" : " → nil"))
      case .visitOrder(let order):
        let names = order.views(in: scene).map { scene[$0].name }.joined(separator: ", ")
        lines.append("\(pad)  subviews, front to back: \(names)")
      case .subviewReturned(_, let result?):
        lines.append("\(pad)  ↳ first non-nil answer wins: \(s.name(scene[result].name))")
      case .subviewReturned(_, nil):
        continue
      case .returned(let result, let why):
        switch why {
        case .refused, .outside: continue
        case .itself: lines.append("\(pad)  → \(name) (no subview took the point)")
        case .subviewHit: lines.append("\(pad)  → \(s.name(scene[result!].name))")
        case .passthrough:
          lines.append("\(pad)  → nil (pass-through override: it would have returned itself)")
        case .redirected: lines.append("\(pad)  → \(s.name(scene[result!].name)) (redirect override)")
        }
      }
    }
    return lines
  }

  static func insideText(_ p: Point, _ inside: Bool, _ test: InsideTest, _ s: Style) -> String {
    switch test {
    case .bounds(let b):
      return "\(p) is \(inside ? "inside" : "outside") bounds \(b)"
    case .expanded(let r, let dx, let dy):
      return "\(p) is \(inside ? "inside" : "outside") bounds grown by (\(n(dx)), \(n(dy))) = \(r)"
    case .circle(let c, let radius, let d):
      return "distance \(n(d)) from the centre \(c) is \(inside ? "≤" : ">") radius \(n(radius))"
    }
  }

  static func n(_ x: Double) -> String { Number.format(x) }
}
