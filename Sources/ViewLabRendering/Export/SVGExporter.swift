import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// `export svg FILE`: the scene in window coordinates, every view drawn as its transformed bounds;
/// hidden and non-interactive views (with their subtrees) styled apart; the last tap and its hit
/// path marked.
public enum SVGExporter {
  static let margin = 24.0

  /// - Parameter language: the language of the titles and captions.
  public static func render(_ session: Session, language l: Language = .en) -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + drawing(session, language: l)
  }

  /// The `<svg>` element alone: the file `export svg` writes, and the drawing of `export html`'s page.
  /// Each view is a `<g data-view="NAME">` holding its outline and its label.
  ///
  /// - Parameters:
  ///   - standalone: a file of its own: the element names its namespace and has its size in
  ///     points. Inside a page it has neither: HTML knows the namespace, and the drawing scales to
  ///     the screen.
  ///   - overlay: drawn last, on top of everything (the page's markers).
  static func drawing(
    _ session: Session, language l: Language, standalone: Bool = true, overlay: String = ""
  ) -> String {
    let scene = session.scene
    let size = scene[scene.window].bounds.size
    let tap = session.lastTap
    let path = Set(tap?.hitTest.hit.map { scene.ancestry(of: $0) } ?? [])
    let pathText = tap?.hitTest.hit.map { scene.ancestry(of: $0).count } ?? 0
    let w = max(size.width, Double(pathText) * 90) + 2 * margin
    let h = size.height + 2 * margin + 34
    let namespace = standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : ""
    let dimensions = standalone ? " width=\"\(n(w))\" height=\"\(n(h))\"" : ""
    var out = """
      <svg\(namespace) viewBox="\(n(-margin)) \(n(-margin)) \(n(w)) \(n(h))"\
      \(dimensions) font-family="Helvetica, Arial, sans-serif" font-size="11">
      <title>\(ExportWords.svgTitle(l))</title>
      <style>
        .view { fill: #4a90d9; fill-opacity: 0.07; stroke: #4a90d9; stroke-width: 1; }
        .off { fill: #8a8a8a; stroke: #8a8a8a; stroke-dasharray: 2 2; }
        .hidden { fill: none; stroke: #b0b0b0; stroke-dasharray: 6 4; opacity: 0.6; }
        .path { stroke: #d9412b; stroke-width: 2; }
        .hit { fill: #d9412b; fill-opacity: 0.18; stroke-width: 3; }
        .label { fill: #222; }
        .label.hidden, .label.off { fill: #888; }
        .tap { fill: #d9412b; stroke: white; stroke-width: 1.5; }
      </style>

      """
    var labels = LabelPlacer()
    for id in scene.subtree(of: scene.window) {
      out += view(id, scene, onPath: path.contains(id), hit: id == tap?.hitTest.hit, labels: &labels, l)
    }
    if let tap {
      let p = tap.hitTest.point
      let hit = tap.hitTest.hit.map { scene[$0].name } ?? "nil"
      out +=
        "<circle class=\"tap\" cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"5\"><title>tap \(p)</title></circle>\n"
      let chain = tap.hitTest.hit.map { scene.ancestry(of: $0).reversed().map { scene[$0].name } } ?? []
      out +=
        "<text class=\"label\" x=\"0\" y=\"\(n(size.height + 16))\">\(escape("tap \(p) → \(hit)"))</text>\n"
      if !chain.isEmpty {
        let caption = ExportWords.hitPath(l) + chain.joined(separator: " → ")
        out += "<text class=\"label\" x=\"0\" y=\"\(n(size.height + 30))\">\(escape(caption))</text>\n"
      }
    }
    return out + overlay + "</svg>\n"
  }

  static func view(
    _ id: ViewID, _ scene: Scene, onPath: Bool, hit: Bool, labels: inout LabelPlacer, _ l: Language
  ) -> String {
    let v = scene[id]
    let corners = v.bounds.corners.map { scene.convert($0, from: id, to: scene.window) }
    let ancestry = scene.ancestry(of: id)
    var classes = ["view"]
    if ancestry.contains(where: { scene[$0].isHidden || scene[$0].alphaValue < 0.01 }) {
      classes.append("hidden")
    } else if ancestry.contains(where: { !scene[$0].isUserInteractionEnabled }) {
      classes.append("off")
    }
    if onPath { classes.append("path") }
    if hit { classes.append("hit") }
    let points = corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
    var flags: [String] = []
    if v.isHidden { flags.append(ExportWords.hidden(l)) }
    if !v.isUserInteractionEnabled { flags.append(ExportWords.interactionOff(l)) }
    if v.alphaValue < 1 { flags.append("alpha \(AlphaText.format(v.alpha))") }
    if v.viewClass.isControl && !v.isEnabled { flags.append(ExportWords.disabled(l)) }
    let recognizers = scene.gestureRecognizers(on: id).map { scene.gesture($0) }
    for r in recognizers { flags.append("\(r.kind.className) \(r.name)") }
    let title =
      "\(v.name) (\(v.displayClass))"
      + (flags.isEmpty ? "" : l.pick(": ", "：") + flags.joined(separator: ExportWords.flagSeparator(l)))
    var out =
      "<g data-view=\"\(escape(v.name))\"><polygon class=\"\(classes.joined(separator: " "))\" points=\"\(points)\">"
    out += "<title>\(escape(title))</title></polygon>\n"
    let label = labels.place(corners[0])
    let labelClasses = (["label"] + classes.filter { $0 == "hidden" || $0 == "off" }).joined(separator: " ")
    out +=
      "<text class=\"\(labelClasses)\" x=\"\(n(label.x + 3))\" y=\"\(n(label.y + 12))\">\(escape(v.name + (recognizers.isEmpty ? "" : " ⟡ " + recognizers.map(\.name).joined(separator: ", "))))</text></g>\n"
    return out
  }

  static func n(_ x: Double) -> String { Number.format(x) }

  static func escape(_ s: String) -> String {
    var out = ""
    for ch in s {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default:
        if let a = ch.asciiValue, a < 0x20, a != 0x09, a != 0x0A { out += "?" } else { out.append(ch) }
      }
    }
    return out
  }
}

/// Moves a label down while another already sits at the same spot (views sharing an origin).
struct LabelPlacer {
  var used: Set<[Int]> = []

  mutating func place(_ p: Point) -> Point {
    var q = p
    while used.contains([Int(q.x.rounded()), Int(q.y.rounded())]) { q.y += 12 }
    used.insert([Int(q.x.rounded()), Int(q.y.rounded())])
    return q
  }
}
