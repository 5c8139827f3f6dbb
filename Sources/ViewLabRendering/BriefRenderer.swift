import ViewLabCommands
import ViewLabModel

/// The few lines of an outcome's derivation that derive one JSON field: what a tutor shows after a
/// right answer ("hit: blue", "responder chain: …" for a tap; the frame's formula for `explain`).
/// Chosen from the typed outcome, in the style's language: nothing reads rendered text.
public enum BriefRenderer {
  /// Nil when the outcome has no lines that derive `field` (the caller shows its own fallback).
  ///
  ///     BriefRenderer.brief(.tap(t, touch), field: .hit, in: session, style: style)
  ///     // "hit: blue\nresponder chain: blue → red → window → UIApplication → AppDelegate\n…"
  public static func brief(_ outcome: Outcome, field: ObservedField?, in session: Session, style: Style)
    -> String?
  {
    let scene = session.scene
    let lines: [String]
    switch (outcome, field) {
    case (.tap(let t, _), .hit?), (.tap(let t, _), .visited?):
      // Only the asked part: the chain under a hit question would answer a chain question after
      // it (the summary is the hit, then the chain, then touchesBegan).
      lines = Array(TraceRenderer.summary(t, scene, style).prefix(1))
    case (.tap(let t, _), .chain?):
      lines = Array(TraceRenderer.summary(t, scene, style).prefix(2))
    case (.tap(let t, _), .handledBy?):
      lines = TraceRenderer.summary(t, scene, style)
    case (.explain(let id), let field?):
      lines = ExplainRenderer.derivation(of: field, id, scene, style)
    case (.tap, _), (.explain, nil), (.changed, _), (.touch, _), (.hitTest, _), (.inside, _), (.convert, _),
      (.why, _), (.whyGesture, _), (.explainGesture, _), (.under, _), (.tree, _), (.draw, _), (.undone, _),
      (.redone, _), (.reset, _), (.help, _), (.save, _), (.load, _), (.importDump, _), (.export, _),
      (.quit, _),
      (.lesson, _), (.quiz, _), (.stats, _), (.language, _):
      lines = []
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
