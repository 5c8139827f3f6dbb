import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// `tree`: the hierarchy, back to front, with frames and everything that affects hit-testing.
public enum TreeRenderer {
  public static func render(_ scene: Scene, _ s: Style) -> String {
    var lines: [String] = []
    // (view, depth, prefix for its own line, prefix for its children); prefixes stop growing at
    // Indent.limit levels, deeper lines show their depth instead.
    var stack: [(ViewID, Int, String, String)] = [(scene.window, 0, "", "")]
    while let (id, depth, own, childPrefix) = stack.popLast() {
      let label = depth > Indent.limit ? "⋯[\(depth)] " : ""
      lines.append(own + label + line(id, scene, s))
      let subs = scene[id].subviews
      for (i, sub) in subs.enumerated().reversed() {
        let last = i == subs.count - 1
        if depth >= Indent.limit {
          stack.append((sub, depth + 1, childPrefix, childPrefix))
        } else {
          stack.append(
            (sub, depth + 1, childPrefix + (last ? "└─ " : "├─ "), childPrefix + (last ? "   " : "│  ")))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  static func line(_ id: ViewID, _ scene: Scene, _ s: Style) -> String {
    let v = scene[id]
    let l = s.language
    var parts = [s.name(v.name), s.dim(v.displayClass), scene.frame(of: id).description]
    var flags: [String] = []
    if v.isHidden { flags.append(s.fail(Words.treeHidden(l))) }
    if v.alpha != 1 {
      flags.append((v.alphaValue < 0.01 ? s.fail : { $0 })("alpha \(AlphaText.format(v.alpha, l))"))
    }
    if !v.isUserInteractionEnabled { flags.append(s.fail(Words.treeInteractionOff(l))) }
    if !v.isEnabled && v.viewClass.isControl { flags.append(s.fail(Words.treeDisabled(l))) }
    if v.clipsToBounds { flags.append(Words.treeClips(l)) }
    if v.bounds.origin != .zero { flags.append("bounds.origin \(v.bounds.origin)") }
    if v.anchorPoint != Point(x: 0.5, y: 0.5) { flags.append(Words.treeAnchor(v.anchorPoint, l)) }
    if !v.transform.isIdentity { flags.append("transform \(v.transform)") }
    flags += overrides(id, scene, l)
    if let c = scene.controller(managing: id) { flags.append(Words.treeViewOf(scene.controller(c).name, l)) }
    for g in scene.gestureRecognizers(on: id) {
      let r = scene.gesture(g)
      flags.append(Words.treeGesture(r.name, r.kind.rawValue, enabled: r.isEnabled, l))
    }
    if !flags.isEmpty { parts.append(Words.treeFlags(flags, l)) }
    return parts.joined(separator: " ")
  }

  static func overrides(_ id: ViewID, _ scene: Scene, _ l: Language) -> [String] {
    let v = scene[id]
    let o = scene.overrides(of: id)
    var flags: [String] = []
    if let behavior = o.custom?.behavior { flags.append(Words.overrideClass(behavior.className, l)) }
    switch o.pointInside {
    case .bounds: break
    case .circle: flags.append(Words.overrideCircle(l))
    case .expanded(let dx, let dy):
      flags.append(Words.overrideExpand(Number.format(dx), Number.format(dy), l))
    }
    if o.passthrough { flags.append(Words.overridePassthrough(l)) }
    if let r = o.redirect { flags.append(Words.overrideRedirect(scene[r].name, l)) }
    if v.touches != v.viewClass.defaultTouches { flags.append(Words.overrideTouches(v.touches.rawValue, l)) }
    return flags
  }
}
