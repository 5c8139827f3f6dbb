import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Wrong models of hit-testing (`tap`, `why`, `inside`): refused views thought hittable, decoys
/// thought to refuse, sibling order, depth, and overrides forgotten. Most are worlds: the scene with
/// the one thing the learner overlooked undone, run through the same query.
extension Diagnoser {
  static func hitTest(_ p: SceneProbe<Engine>, given: Answer) -> [Suspect] {
    var out: [Suspect] = []
    if p.verb == "tap", p.baseField == "hit", case .view(let g?) = given, let g = p.view(named: g),
      case .view(let h?) = p.question.expected, let h = p.view(named: h)
    {
      let facts = ["view": g, "hit": h]
      let gPath = [g] + p.ancestors(g)
      let hPath = [h] + p.ancestors(h)
      if let common = gPath.first(where: hPath.contains), common != g, common != h,
        let gi = gPath.firstIndex(of: common), let hi = hPath.firstIndex(of: common)
      {
        let (gc, hc) = (gPath[gi - 1], hPath[hi - 1])
        let siblings = p.subviews(common)
        if let a = siblings.firstIndex(of: gc), let b = siblings.firstIndex(of: hc), a < b {
          let more = ["earlier": gc, "later": hc, "parent": common]
          out.append(
            Suspect(.laterSiblingBehind) {
              p.value(after: [.reorder(NameRef(gc), toFront: true)]).map { ($0, facts.merging(more) { $1 }) }
            })
        }
      }
    }
    if p.verb == "why", p.baseField == "blockedBy", p.words.count == 4, let v = p.view(named: p.words[1]),
      case .view(let b?) = p.question.expected, p.ancestors(v).contains(b), given.matches(.view(v))
    {
      out.append(Suspect(.blockedByTheViewItself) { (.view(v), ["view": v]) })
    }
    if p.verb == "inside", p.words.count == 4, let v = p.view(named: p.words[1]),
      let wx = Double(p.words[2]), let wy = Double(p.words[3])
    {
      out.append(
        Suspect(.windowPointForOwnPoint) {
          let toOwn = Query.convert(Point(x: wx, y: wy), from: NameRef("window"), to: NameRef(v))
          guard case .point(let x, let y)? = p.value(query: toOwn, field: "point", kind: .point) else {
            return nil
          }
          let facts = ["view": v, "point": "(\(p.words[2]), \(p.words[3]))", "converted": pair([x, y])]
          return p.value(query: .inside(NameRef(v), Point(x: x, y: y))).map { ($0, facts) }
        })
    }
    return out
  }

  /// "hitTest stops at the first view that contains the point": an ancestor of the hit view named;
  /// or nil where the deepest view that contains the point returns itself. Tried last, when no more
  /// specific wrong model explains the answer.
  static func deeper(_ p: SceneProbe<Engine>, given: Answer) -> [Suspect] {
    if ["tap", "hittest"].contains(p.verb), p.baseField == "hit", given == .view(nil),
      case .view(_?) = p.question.expected
    {
      return [Suspect(.nilInsteadOfSelf) { (.view(nil), [:]) }]
    }
    guard p.verb == "tap", p.baseField == "hit", case .view(let g?) = given, let g = p.view(named: g),
      case .view(let h?) = p.question.expected, let h = p.view(named: h), p.ancestors(h).contains(g)
    else { return [] }
    return [Suspect(.superviewInsteadOfDeepest) { (.view(g), ["view": g, "hit": h]) }]
  }

  /// A view that refuses touches (hidden, transparent, interaction off, the point outside it) thought
  /// hittable: the world where it does not refuse.
  static func refusalWorlds(_ p: SceneProbe<Engine>) -> [Suspect] {
    var out: [Suspect] = []
    func world(_ m: Misconception, _ v: String, _ edit: SceneEdit, _ more: [String: String] = [:]) -> Suspect
    {
      Suspect(m) { p.value(after: [edit]).map { ($0, ["refuser": v].merging(more) { $1 }) } }
    }
    for v in p.order where v != "window" {
      if p.flag(v, .hidden) { out.append(world(.hiddenHittable, v, .hidden(NameRef(v), false))) }
      let alpha = p.alpha(v)
      if alpha < 0.01 {
        let more = ["alpha": "\(alpha)"]
        out.append(
          world(alpha >= 0.0099 ? .alphaThresholdFloat : .transparentHittable, v, .alpha(NameRef(v), 1), more)
        )
      }
      if !p.flag(v, .flag(.interaction)) {
        let byDefault =
          ["UILabel", "UIImageView"].contains(p.className(v)) && p.lines("interaction", of: v).isEmpty
        out.append(
          world(
            byDefault ? .labelDefaultInteraction : .interactionOffHittable, v,
            .flag(NameRef(v), .interaction, true),
            ["class": p.className(v)]))
      }
    }
    if let (x, y) = p.tapPoint, let (tap, scene) = p.tap(x, y) {
      // Views whose point(inside:) said no although one of their subviews is drawn at the point:
      // that subview, outside them, is out of reach. (A view with no subview there is no such
      // case: the learner's answer cannot come from thinking a drawn subview gets the tap.)
      let point = Point(x: x, y: y)
      let outside = tap.hitTest.steps.compactMap { step -> String? in
        guard case .pointInside(let check) = step.event, !check.inside else { return nil }
        let drawnThere = scene.subtree(of: step.view).dropFirst().contains {
          scene.frameInWindow(of: $0).contains(point)
        }
        return drawnThere ? scene[step.view].name : nil
      }
      for v in outside {
        let facts = [
          "refuser": v, "bounds": rect(p.numbers(v, .bounds)),
          "clips": p.flag(v, .flag(.clip)) ? "true" : "false",
        ]
        out.append(
          Suspect(.outsideSuperviewHittable) {
            guard let a = p.value(after: [.expand(NameRef(v), dx: 10000, dy: 10000)]), a != .view(v) else {
              return nil
            }
            return (a, facts)
          })
      }
    }
    return out
  }

  /// Everything else a tap question can be wrong about: decoys thought to refuse, overrides
  /// forgotten, transforms and scrolled views overlooked.
  static func touchWorlds(_ p: SceneProbe<Engine>) -> [Suspect] {
    var out: [Suspect] = []
    // Each override's verb and the edit that takes it back; the scene's own lines are read for
    // the last setting, which is compared with the reset's printed setting.
    let resets: [(verb: String, reset: @Sendable (NameRef) -> SceneEdit)] = [
      ("expand", { .expand($0, dx: 0, dy: 0) }), ("passthrough", { .passthrough($0, false) }),
      ("redirect", { .redirect($0, to: nil) }), ("shape", { .shape($0, circle: false) }),
    ]
    for (verb, reset) in resets {
      for (v, setting) in p.lastSetting(verb) {
        let edit = reset(NameRef(v))
        let resetSetting = edit.line.split(separator: " ").dropFirst(2).joined(separator: " ")
        guard setting != resetSetting, setting != "off" else { continue }
        let facts = ["refuser": v, "override": "\(verb) \(v) \(setting)"]
        out.append(Suspect(.overrideIgnored) { p.value(after: [edit]).map { ($0, facts) } })
      }
    }
    out += transformWorlds(p) + boundsOriginWorlds(p)
    for v in p.order where v != "window" {
      let alpha = p.alpha(v)
      if alpha >= 0.01 && alpha < 1 {
        out.append(
          Suspect(.lowAlphaRefuses) {
            p.value(after: [.alpha(NameRef(v), 0)]).map { ($0, ["refuser": v, "alpha": n(alpha)]) }
          })
      }
      if ["UILabel", "UIImageView"].contains(p.className(v)) && p.flag(v, .flag(.interaction)) {
        let facts = ["refuser": v, "class": p.className(v)]
        out.append(
          Suspect(.enabledLabelRefuses) {
            p.value(after: [.flag(NameRef(v), .interaction, false)]).map { ($0, facts) }
          })
      }
      if p.flag(v, .flag(.clip)) {
        out.append(
          Suspect(.clipsToBoundsBlocks) {
            p.value(after: [.flag(NameRef(v), .interaction, false)]).map { ($0, ["refuser": v]) }
          })
      }
    }
    return out
  }
}
