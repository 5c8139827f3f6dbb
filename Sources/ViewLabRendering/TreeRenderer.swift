import ViewLabCommands
import ViewLabGeometry
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
    var parts = [s.name(v.name), s.dim(v.displayClass), scene.frame(of: id).description]
    var flags: [String] = []
    if v.isHidden { flags.append(s.fail("hidden")) }
    if v.alpha != 1 {
      flags.append((v.alphaValue < 0.01 ? s.fail : { $0 })("alpha \(AlphaText.format(v.alpha))"))
    }
    if !v.isUserInteractionEnabled { flags.append(s.fail("interaction off")) }
    if !v.isEnabled && v.viewClass.isControl { flags.append(s.fail("disabled")) }
    if v.clipsToBounds { flags.append("clips") }
    if v.bounds.origin != .zero { flags.append("bounds.origin \(v.bounds.origin)") }
    if v.anchorPoint != Point(x: 0.5, y: 0.5) { flags.append("anchor \(v.anchorPoint)") }
    if !v.transform.isIdentity { flags.append("transform \(v.transform)") }
    flags += overrides(id, scene)
    if let c = scene.controller(managing: id) { flags.append("view of \(scene.controller(c).name)") }
    for g in scene.gestureRecognizers(on: id) {
      let r = scene.gesture(g)
      flags.append("⟡ \(r.name) (\(r.kind.rawValue)\(r.isEnabled ? "" : ", disabled"))")
    }
    if !flags.isEmpty { parts.append(flags.joined(separator: ", ")) }
    return parts.joined(separator: " ")
  }

  static func overrides(_ id: ViewID, _ scene: Scene) -> [String] {
    let v = scene[id]
    let o = scene.overrides(of: id)
    var flags: [String] = []
    if let behavior = o.custom?.behavior { flags.append("class \(behavior.className)") }
    switch o.pointInside {
    case .bounds: break
    case .circle: flags.append("circle")
    case .expanded(let dx, let dy): flags.append("expand \(Number.format(dx)) \(Number.format(dy))")
    }
    if o.passthrough { flags.append("passthrough") }
    if let r = o.redirect { flags.append("redirect → \(scene[r].name)") }
    if v.touches != v.viewClass.defaultTouches { flags.append("touches \(v.touches.rawValue)") }
    return flags
  }
}
