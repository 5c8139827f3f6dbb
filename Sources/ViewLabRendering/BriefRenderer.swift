import ViewLabCommands
import ViewLabModel

/// The few lines of an outcome's derivation that derive one JSON field: what a tutor shows after a
/// right answer ("hit: blue", "responder chain: …" for a tap; the frame's formula for `explain`).
/// Chosen from the typed outcome, in the style's language: nothing reads rendered text.
public enum BriefRenderer {
  /// Nil when the outcome has no lines that derive `field` (the caller shows its own fallback).
  ///
  ///     BriefRenderer.brief(.tap(t, touch), field: "hit", in: session, style: style)
  ///     // "hit: blue\nresponder chain: blue → red → window → UIApplication → AppDelegate\n…"
  public static func brief(_ outcome: Outcome, field: String?, in session: Session, style: Style) -> String? {
    let scene = session.scene
    let root = String((field ?? "").prefix { $0 != "." })
    let lines: [String]
    switch outcome {
    case .tap(let t, _) where ["hit", "chain", "handledBy", "visited"].contains(root):
      // Only the asked part: the chain under a hit question would answer a chain question after
      // it (the summary is the hit, then the chain, then touchesBegan).
      let summary = TraceRenderer.summary(t, scene, style)
      switch root {
      case "hit", "visited": lines = Array(summary.prefix(1))
      case "chain": lines = Array(summary.prefix(2))
      default: lines = summary
      }
    case .explain(let id) where !root.isEmpty:
      lines = ExplainRenderer.derivation(of: field ?? root, id, scene, style)
    default:
      lines = []
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
