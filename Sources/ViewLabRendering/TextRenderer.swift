import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Human output for each outcome. Pure: returns strings.
public enum TextRenderer {
  static func n(_ x: Double) -> String { Number.format(x) }

  public static func render(_ outcome: Outcome, in session: Session, style s: Style) -> String {
    let scene = session.scene
    switch outcome {
    case .changed(let notes): return notes.compactMap { note($0, s) }.joined(separator: "\n")
    case .tap(let t, let touch): return TimelineRenderer.tap(t, touch, scene, s)
    case .touch(let touch): return TimelineRenderer.step(touch, scene, s)
    case .hitTest(let view, let r): return TraceRenderer.hitTest(view, r, scene, s)
    case .inside(let view, let p, let inside, let test):
      return
        "\(s.name(scene[view].name)).point(inside: \(p)) = \(inside ? s.ok("true") : s.fail("false"))\n  "
        + TraceRenderer.insideText(p, inside, test, s)
    case .convert(let p, let from, let to, let result):
      return ConvertRenderer.render(p, from: from, to: to, result: result, scene, s)
    case .explain(let id): return ExplainRenderer.render(id, scene, s)
    case .why(let w): return why(w, scene, s)
    case .whyGesture(let g, let p, let touch): return GestureRenderer.why(g, p, touch, scene, s)
    case .explainGesture(let g): return GestureRenderer.explain(g, scene, s)
    case .under(let u): return under(u, scene, s)
    case .tree: return TreeRenderer.render(scene, s)
    case .draw: return ""  // The console draws with its width.
    case .undone(let verb): return s.dim("undid '\(verb)'")
    case .redone(let verb): return s.dim("redid '\(verb)'")
    case .reset: return s.dim("the scene is an empty 375×667 window again")
    case .help(let topic): return HelpRenderer.render(topic, s)
    case .save(let path, _): return s.dim("saved the scene to \(path)")
    case .load(let path): return s.dim("loaded \(path)")
    case .importDump(let path): return s.dim("imported \(path)")
    case .export(let kind, let path): return s.dim("exported \(kind.rawValue) to \(path)")
    case .quit, .lesson, .quiz, .stats: return ""
    }
  }

  public static func note(_ note: Note, _ s: Style) -> String? {
    switch note {
    case .frameUndefined(let v, let rotated):
      return s.warning("note:")
        + " \(v) has a transform, and Apple documents frame as undefined then"
        + (rotated
          ? "; with a rotation ViewLab sets bounds.size and position deterministically, but UIKit promises nothing."
          : "; under a scale UIKit divides the size by the scale, so reading frame back gives what you set.")
    case .alphaStoredAsFloat(let v, let asked, let stored):
      return s.warning("note:") + " \(v).alpha is stored as a Float: \(Number.exact(asked)) became \(stored)"
        + " — below 0.01, so hitTest ignores \(v) (Apple: \"alpha less than 0.01\"; notes that say <= 0.01 get"
        + " the same answer here only by luck)"
    case .removed(let names) where names.count > 1:
      return s.dim("removed \(names.joined(separator: ", "))")
    case .removed: return nil
    case .classDefault(let v, let cls):
      return s.warning("note:")
        + " \(cls.rawValue) starts with isUserInteractionEnabled = false, so \(v) and its subviews are not hit until you run 'interaction \(v) on'"
    case .nothingChanged: return nil
    case .code(let n): return CodeNoteRenderer.render(n, s)
    }
  }

  static func under(_ u: UnderResult, _ scene: Scene, _ s: Style) -> String {
    let hit = u.hit.map { s.name(scene[$0].name) } ?? s.fail("nil")
    var lines = ["under \(u.point) in window coordinates, front to back (a tap there hits \(hit)):"]
    for w in u.views {
      let name = s.name(scene[w.view].name)
      lines.append(
        w.reaches
          ? "  \(s.check) \(name) — a tap here reaches it"
          : "  \(s.cross) \(name) — " + whyReason(w, scene, s))
    }
    return lines.joined(separator: "\n")
  }

  static func why(_ w: WhyResult, _ scene: Scene, _ s: Style) -> String {
    let name = s.name(scene[w.view].name)
    let head =
      w.reaches
      ? "\(s.check) a tap at \(w.point) reaches \(name)"
      : "\(s.cross) a tap at \(w.point) does not reach \(name)"
    var text = head + "\n  " + whyReason(w, scene, s)
    if w.reaches, let touch = w.delivery, let more = GestureRenderer.delivery(to: w.view, touch, scene) {
      text += "\n  " + more.split(separator: "\n").joined(separator: "\n  ")
    }
    return text
  }

  public static func whyReason(_ w: WhyResult, _ scene: Scene, _ s: Style) -> String {
    let target = scene[w.view].name
    let blocker = w.blockedBy.map { scene[$0].name } ?? "?"
    switch w.reason {
    case .hit:
      return
        "window.hitTest returns \(target): every view on the way down passed the checks and no view in front took the point."
    case .refused(.hidden):
      return "\(blocker) is hidden: hitTest returns nil before looking at its subviews."
    case .refused(.interactionDisabled):
      return
        "\(blocker) has isUserInteractionEnabled == false: hitTest returns nil for it and its whole subtree."
    case .refused(.disabled):
      return
        "\(blocker) is a disabled control (isEnabled == false): UIControl's hitTest returns nil for it and its subtree."
    case .refused(.transparent):
      let alpha = w.blockedBy.map { scene[$0].alpha } ?? 0
      return
        "\(blocker).alpha is \(AlphaText.format(alpha)), less than 0.01: hitTest returns nil for it and its subtree."
    case .outside(let p, let test):
      let inside = TraceRenderer.insideText(p, false, test, .plain)
      return
        "\(blocker).point(inside:) is false: \(inside). Its subviews are never asked, even where they stick out."
    case .covered(let hit):
      return
        "\(blocker) is in front (a later sibling) and its hitTest returned \(scene[hit].name) first; the search stops at the first non-nil answer."
    case .subviewHit(let hit):
      return
        "\(target) is reached, but its subview \(blocker) returned \(scene[hit].name): the deepest view that takes the point wins."
    case .passthrough:
      return "\(target)'s pass-through override returns nil where it would return itself."
    case .redirected(let to):
      return "\(blocker)'s hitTest override redirects the touch to \(scene[to].name)."
    case .overridden(let call, let exit): return OverrideTraceRenderer.why(call, exit, scene, .plain)
    }
  }
}
