import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// `export html FILE`: one self-contained page that draws the scene (the SVG export's drawing) and
/// steps through the last tap: every `hitTest` call with the point in that view's coordinates and
/// the gate that decided, then the responder chain and the delivery timeline. Styles and script
/// are inline and nothing is fetched, so the file opens offline and can be sent as it is.
///
/// Contract for tools and tests: `#step` holds the current step's text; every view in the drawing
/// is an element with `data-view="NAME"`, and the one the current step is at has the class
/// `current`. The steps travel as one JSON blob (`#viewlab-data`) that a small script renders.
public enum HTMLExporter {
  public static func render(_ session: Session, language l: Language = .en) -> String {
    page(session, steps: PageStep.all(session, l), l)
  }

  /// How many steps the page of `session` has (what `export html` reports).
  public static func stepCount(_ session: Session, language l: Language = .en) -> Int {
    PageStep.all(session, l).count
  }

  /// What `export html` says once the page is written.
  public static func exported(_ session: Session, path: String, style: Style) -> String {
    ExportText.exported(.html, session, path: path, style: style)
  }

  static func page(_ session: Session, steps: [PageStep], _ l: Language) -> String {
    let scene = session.scene
    let tap = session.lastTap?.hitTest.point
    let title = escape(ExportWords.pageTitle(tap, l))
    let overlay = """
      <g id="marks"><line id="axis-x" class="axis"/><line id="axis-y" class="axis"/>\
      <text id="axis-x-label" class="axis-label">x</text><text id="axis-y-label" class="axis-label">y</text>\
      <text id="point-label" class="point-label"></text></g>

      """
    let drawing = SVGExporter.drawing(session, language: l, standalone: false, overlay: overlay)
    let legend = [
      ("current", ExportWords.legendCurrent(l)), ("ancestor", ExportWords.legendAncestor(l)),
      ("chain", ExportWords.legendChain(l)), ("path", ExportWords.legendPath(l)),
      ("tap", ExportWords.legendTap(l)),
    ].map { "<li><span class=\"swatch \($0.0)\"></span>\(escape($0.1))</li>" }.joined()
    return """
      <!DOCTYPE html>
      <html lang="\(l.rawValue)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <title>\(title)</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header><h1>\(title)</h1><p class="intro">\(escape(tap == nil ? "" : ExportWords.pageIntro(l)))</p></header>
      <main>
      <figure id="scene">
      \(drawing)<ul class="legend">\(legend)</ul>
      </figure>
      <section id="panel">
      <nav id="controls">
      <button id="first" type="button">\(escape(ExportWords.first(l)))</button>\
      <button id="prev" type="button">\(escape(ExportWords.previous(l)))</button>\
      <span id="counter">1 / \(steps.count)</span>\
      <button id="next" type="button">\(escape(ExportWords.next(l)))</button>\
      <button id="last" type="button">\(escape(ExportWords.last(l)))</button>
      </nav>
      <div id="step" aria-live="polite"></div>
      <p id="where"></p>
      <ol id="steps"></ol>
      <p class="keys">\(escape(ExportWords.keys(l)))</p>
      </section>
      </main>
      <script type="application/json" id="viewlab-data">\(scriptSafe(data(scene, tap: tap, steps: steps, l).text))</script>
      <script>
      \(script)
      </script>
      </body>
      </html>

      """
  }

  /// The blob the script reads: the views (name, superview, where their coordinate axes lie in
  /// the window), the tap, the part headings and the steps.
  static func data(_ scene: Scene, tap: Point?, steps: [PageStep], _ l: Language) -> JSON {
    let views: [JSON] = scene.subtree(of: scene.window).map { id in
      let v = scene[id]
      let o = scene.convert(v.bounds.origin, from: id, to: scene.window)
      let x = scene.convert(Point(x: v.bounds.origin.x + 1, y: v.bounds.origin.y), from: id, to: scene.window)
      let y = scene.convert(Point(x: v.bounds.origin.x, y: v.bounds.origin.y + 1), from: id, to: scene.window)
      return .array([
        .string(v.name), .name(v.superview.map { scene[$0].name }),
        .array([o.x, o.y, x.x - o.x, x.y - o.y, y.x - o.x, y.y - o.y].map(JSON.number)),
      ])
    }
    let parts: [(String, JSON)] = [
      ("hitTest", .string(ExportWords.hitTestHeading(l))), ("chain", .string(ExportWords.chainHeading(l))),
      ("delivery", .string(ExportWords.deliveryHeading(l))), ("note", .string("")),
    ]
    return .object([
      ("lang", .string(l.rawValue)), ("tap", tap.map(JSON.point) ?? .null), ("views", .array(views)),
      ("parts", .object(parts)), ("steps", .array(steps.map { step($0, scene, l) })),
    ])
  }

  static func step(_ p: PageStep, _ scene: Scene, _ l: Language) -> JSON {
    var f: [(String, JSON)] = [("kind", .string(p.kind.rawValue)), ("part", .string(p.part.rawValue))]
    if let v = p.view { f.append(("view", .string(scene[v].name))) }
    f.append(("depth", .number(Double(p.depth))))
    if let v = p.view, let point = p.point {
      f += [("point", .point(point)), ("where", .string(ExportWords.pointIn(scene[v].name, point, l)))]
    }
    if !p.call.isEmpty { f.append(("call", .string(p.call))) }
    f.append(("lines", .names(p.lines)))
    if !p.chain.isEmpty { f.append(("chain", .names(p.chain.map { scene[$0].name }))) }
    return .object(f)
  }

  /// JSON inside `<script>`: `<` written as `\u003c`, so no `</script>` or `<!--` can end it early.
  static func scriptSafe(_ json: String) -> String {
    var out = ""
    for ch in json.unicodeScalars {
      if ch == "<" { out += "\\u003c" } else { out.unicodeScalars.append(ch) }
    }
    return out
  }

  static func escape(_ s: String) -> String { SVGExporter.escape(s) }
}
