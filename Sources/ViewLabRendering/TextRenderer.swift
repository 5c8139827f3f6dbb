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
    case .undone(let verb): return s.dim(Words.undid(verb, s.language))
    case .redone(let verb): return s.dim(Words.redid(verb, s.language))
    case .reset: return s.dim(Words.resetDone(s.language))
    case .help(let topic): return HelpRenderer.render(topic, s)
    case .save(let path, _): return s.dim(Words.saved(path, s.language))
    case .load(let path): return s.dim(Words.loaded(path, s.language))
    case .importDump(let path): return s.dim(Words.imported(path, s.language))
    case .export(let kind, let path): return s.dim(Words.exported(kind.rawValue, path, s.language))
    case .quit, .lesson, .quiz, .stats, .language: return ""
    }
  }

  public static func note(_ note: Note, _ s: Style) -> String? {
    guard let (warns, text) = noteText(note, s) else { return nil }
    return warns ? s.warning(Words.notePrefix(s.language)) + text : text
  }

  /// A note's words without the `note:` prefix, and whether it is a warning (JSON keeps only the words).
  static func noteText(_ note: Note, _ s: Style) -> (warns: Bool, text: String)? {
    let l = s.language
    switch note {
    case .frameUndefined(let v, let rotated): return (true, Words.frameUndefinedNote(v, rotated: rotated, l))
    case .alphaStoredAsFloat(let v, let asked, let stored):
      return (true, Words.alphaStoredNote(v, asked: Number.exact(asked), stored: "\(stored)", l))
    case .alphaClamped(let v, let asked, let stored):
      return (true, Words.alphaClampedNote(v, asked: Number.exact(asked), stored: Number.exact(stored), l))
    case .anchorOutsideUnit(let v, let p):
      return (true, Words.anchorOutsideUnitNote(v, Number.exact(p.x), Number.exact(p.y), l))
    case .negativeSize(let v, let asked, let frame, let bounds):
      return (true, Words.negativeSizeNote(v, asked: "\(asked)", frame: "\(frame)", bounds: "\(bounds)", l))
    case .removed(let names) where names.count > 1: return (false, s.dim(Words.removedMany(names, l)))
    case .removed: return nil
    case .classDefault(let v, let cls): return (true, Words.classDefaultNote(v, cls.rawValue, l))
    case .ownSize(let v, let cls, let asked, let kept):
      return (true, Words.ownSizeNote(v, cls.rawValue, asked: "\(asked)", kept: "\(kept)", l))
    case .rowsMade(let table, let cell, let count, let height):
      return (
        false, s.dim(Words.rowsMade(table, cell.rawValue, count: count, height: Number.exact(height), l))
      )
    case .nothingChanged: return nil
    case .code(let n): return (false, CodeNoteRenderer.render(n, s))
    }
  }

  static func under(_ u: UnderResult, _ scene: Scene, _ s: Style) -> String {
    let hit = u.hit.map { s.name(scene[$0].name) } ?? s.fail("nil")
    let l = s.language
    var lines = [Words.underHeader(u.point, hit: hit, l)]
    for w in u.views {
      let name = s.name(scene[w.view].name)
      lines.append(
        "  "
          + (w.reaches
            ? Words.underReaches(s.check, name, l)
            : Words.underBlocked(s.cross, name, whyReason(w, scene, s), l)))
      if let row = TimelineRenderer.rowVerdict(for: w.view, u.rows.filter { $0.table == w.view }, scene, s) {
        lines.append("    " + row)
      }
    }
    return lines.joined(separator: "\n")
  }

  static func why(_ w: WhyResult, _ scene: Scene, _ s: Style) -> String {
    let name = s.name(scene[w.view].name)
    let head = Words.whyVerdict(w.reaches, w.reaches ? s.check : s.cross, w.point, name, s.language)
    var text = head + "\n  " + whyReason(w, scene, s)
    if w.reaches, let touch = w.delivery,
      let more = GestureRenderer.delivery(to: w.view, touch, scene, s.language)
    {
      text += "\n  " + more.split(separator: "\n").joined(separator: "\n  ")
    }
    if let row = TimelineRenderer.rowVerdict(for: w.view, w.delivery?.rowVerdicts ?? [], scene, s) {
      text += "\n  " + row
    }
    return text
  }

  public static func whyReason(_ w: WhyResult, _ scene: Scene, _ s: Style) -> String {
    let target = scene[w.view].name
    let blocker = w.blockedBy.map { scene[$0].name } ?? "?"
    let l = s.language
    switch w.reason {
    case .hit: return Words.whyHit(target, l)
    case .refused(.hidden): return Words.whyHidden(blocker, l)
    case .refused(.interactionDisabled): return Words.whyInteractionDisabled(blocker, l)
    case .refused(.disabled): return Words.whyDisabledControl(blocker, l)
    case .refused(.transparent):
      let alpha = w.blockedBy.map { scene[$0].alpha } ?? 0
      return Words.whyTransparent(blocker, AlphaText.format(alpha, l), l)
    case .outside(let p, let test):
      let inside = TraceRenderer.insideText(p, false, test, Style(colored: false, language: l))
      return Words.whyOutside(blocker, inside, l)
    case .covered(let hit): return Words.whyCovered(blocker, scene[hit].name, l)
    case .subviewHit(let hit): return Words.whySubviewHit(target, blocker, scene[hit].name, l)
    case .passthrough: return Words.whyPassthrough(target, l)
    case .redirected(let to): return Words.whyRedirected(blocker, scene[to].name, l)
    case .overridden(let call, let exit):
      return OverrideTraceRenderer.why(call, exit, scene, Style(colored: false, language: l))
    }
  }
}
