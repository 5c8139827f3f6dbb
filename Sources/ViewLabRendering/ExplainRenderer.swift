import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// `explain NAME`: each derived value with its formula and the numbers substituted.
enum ExplainRenderer {
  static func n(_ x: Double) -> String { Number.format(x) }

  static func render(_ id: ViewID, _ scene: Scene, _ s: Style) -> String {
    lines(id, scene, s).map(\.text).joined(separator: "\n")
  }

  /// The lines that derive `field` (an `explain` JSON field: `frame`, `frame.origin`, `center`,
  /// `frameInWindow`, …), chosen by what each line derives, in the style's language; empty when no
  /// line derives it.
  static func derivation(of field: ObservedField, _ id: ViewID, _ scene: Scene, _ s: Style) -> [String] {
    lines(id, scene, s).filter { $0.derives == field }.map(\.text)
  }

  /// One line of `explain`, with the JSON field it derives (nil: a heading, a note, the flags).
  struct Line {
    var derives: ObservedField?
    var text: String
  }

  /// The class as Swift declares it: `UIButton`, or a pasted class with its superclass
  /// (`Bar: UIView`, `Inner: Bar`).
  static func className(_ id: ViewID, _ scene: Scene) -> String {
    guard let c = scene.behavior(of: id) as? InterpretedClass else { return scene[id].displayClass }
    return "\(c.className): \(c.definition.superclassName)"
  }

  static func lines(_ id: ViewID, _ scene: Scene, _ s: Style) -> [Line] {
    let v = scene[id]
    let l = s.language
    var lines = [
      Line(
        text: Words.explainHeader(
          s.name(v.name), className(id, scene), superview: v.superview.map { scene[$0].name }, l))
    ]
    func say(_ text: String) { lines.append(Line(text: text)) }
    // A row derives the field its label names (`frame.origin` derives `frame`).
    func row(_ label: String, _ value: String, _ note: String = "", derives: ObservedField? = nil) {
      let padded = label.padded(to: 13)
      lines.append(
        Line(
          derives: derives ?? AnswerField(label)?.field,
          text: "  \(padded)= \(value)" + (note.isEmpty ? "" : s.dim("   \(note)"))
        ))
    }
    let b = v.bounds, a = v.anchorPoint, p = v.position, f = scene.frame(of: id)
    row("bounds", b.description, Words.aside(.bounds, l))
    row("anchorPoint", a.description, Words.aside(.anchorPoint, l))
    row("position", p.description, Words.aside(.position, l))
    row("center", "position = \(p)", Words.aside(.center, l))
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
      row("transform", "\(t) [a, b, c, d, tx, ty]", Words.aside(.transform, l))
      // The corners are the working, not the frame: a brief shows the frame row alone.
      say(Words.boundingBox(l))
      for corner in b.corners {
        say("    \(corner) ↦ \(scene.toSuperview(id, corner))")
      }
      row("frame", s.number(f.description))
      say(Words.frameUndefinedInExplain(s.warning(Words.notePrefix(l)), l))
    }
    let inWindow = scene.frameInWindow(of: id)
    if v.superview != nil, v.superview != scene.window {
      row(
        Words.inWindowLabel(l), inWindow.description, "superview.convert(frame, to: window)",
        derives: .frameInWindow)
    }
    var flags = [
      v.isHidden ? s.fail(Words.visibility(hidden: true, l)) : Words.visibility(hidden: false, l),
      "alpha \(AlphaText.format(v.alpha, l))" + (v.alphaValue < 0.01 ? s.fail(Words.notHittable(l)) : ""),
      Words.interaction(v.isUserInteractionEnabled, l, highlight: s.fail),
      Words.clips(v.clipsToBounds, l),
    ]
    // The other flags are named only when set away from their default (most views never set them).
    flags += ViewFlag.allCases.filter {
      !$0.alwaysExplained && v[keyPath: $0.keyPath] != $0.defaultValue(for: v.viewClass)
    }
    .map { Words.touchFlag($0.swiftName, v[keyPath: $0.keyPath], l) }
    flags += TreeRenderer.overrides(id, scene, l)
    say(Words.flags(flags, l))
    OverrideTraceRenderer.explain(id, scene, s).forEach(say)
    if let c = scene.controller(managing: id) {
      say(Words.rootView(of: s.name(scene.controller(c).name), l))
    }
    say(Words.subviewsBackToFront(v.subviews.map { scene[$0].name }, l))
    return lines
  }
}
