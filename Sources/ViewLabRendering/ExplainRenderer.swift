import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// `explain NAME`: each derived value with its formula and the numbers substituted.
enum ExplainRenderer {
  static func n(_ x: Double) -> String { Number.format(x) }

  static func render(_ id: ViewID, _ scene: Scene, _ s: Style) -> String {
    let v = scene[id]
    let sup = v.superview.map { scene[$0].name } ?? "(none: it is the window)"
    var out = ["\(s.name(v.name)) (\(v.displayClass)) in \(sup)"]
    func row(_ label: String, _ value: String, _ note: String = "") {
      let padded = label.padded(to: 13)
      out.append("  \(padded)= \(value)" + (note.isEmpty ? "" : s.dim("   \(note)")))
    }
    let b = v.bounds, a = v.anchorPoint, p = v.position, f = scene.frame(of: id)
    row("bounds", b.description, "its own coordinate space: origin is what its content is scrolled by")
    row("anchorPoint", a.description, "unit coordinates of bounds; (0.5, 0.5) is the middle")
    row("position", p.description, "layer.position, in the superview's coordinates")
    row(
      "center", "position = \(p)",
      "center IS layer.position — the frame's midpoint while anchorPoint is (0.5, 0.5) and the transform has no translation"
    )
    if v.transform.isIdentity {
      row("transform", "identity")
      row(
        "frame.origin",
        "position − anchorPoint × bounds.size = (\(n(p.x)) − \(n(a.x))×\(n(b.size.width)), "
          + "\(n(p.y)) − \(n(a.y))×\(n(b.size.height))) = \(f.origin)")
      row("frame.size", "bounds.size = \(b.size)")
      row("frame", s.number(f.description))
    } else {
      let t = v.transform
      row("transform", "\(t) [a, b, c, d, tx, ty]", "applied about the anchor point")
      out.append("  frame is the bounding box of the bounds' corners, each mapped to")
      out.append("  position + transform·(corner − bounds.origin − anchorPoint × bounds.size):")
      for corner in b.corners {
        out.append("    \(corner) ↦ \(scene.toSuperview(id, corner))")
      }
      row("frame", s.number(f.description))
      out.append(
        "  " + s.warning("note:") + " Apple documents frame as undefined when transform is not identity;")
      out.append("  ViewLab shows the bounding box UIKit reports in practice. Use bounds and center instead.")
    }
    let inWindow = scene.frameInWindow(of: id)
    if v.superview != nil, v.superview != scene.window {
      row("in window", inWindow.description, "superview.convert(frame, to: window)")
    }
    var flags = [
      v.isHidden ? s.fail("hidden") : "visible",
      "alpha \(AlphaText.format(v.alpha))" + (v.alphaValue < 0.01 ? s.fail(" (< 0.01: not hittable)") : ""),
      "interaction " + (v.isUserInteractionEnabled ? "on" : s.fail("off")),
      "clipsToBounds " + (v.clipsToBounds ? "on" : "off"),
    ]
    flags += TreeRenderer.overrides(id, scene)
    out.append("  flags: " + flags.joined(separator: ", "))
    out += OverrideTraceRenderer.explain(id, scene, s)
    if let c = scene.controller(managing: id) {
      out.append("  root view of \(s.name(scene.controller(c).name)) (next responder)")
    }
    let subs = v.subviews.map { scene[$0].name }
    out.append("  subviews (back to front): " + (subs.isEmpty ? "none" : subs.joined(separator: ", ")))
    return out.joined(separator: "\n")
  }
}
