import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// `draw`: the scene as boxes of Unicode line drawing, cropped to where its views are and scaled
/// to the terminal.
///
/// Views are painted back to front in hit-test order, each hiding what is behind it, so what
/// covers what reads off the picture; a rotated view is drawn turned. Heavy lines mark the last
/// tap's hit path, dashed lines views hitTest skips (interaction off, alpha < 0.01), dotted
/// outlines hidden views, faint dots the parts `clipsToBounds` cuts off. Every name is readable:
/// on its box's edge, inside it, beside it, or as a number explained under the picture. `✛` is
/// the tap; it never covers a name.
public enum SceneDrawing {
  /// Terminal cells are about twice as tall as they are wide.
  static let cellAspect = 2.0

  /// Draws `scene`, marking `tap` (a point in window coordinates) and `hitPath` (views from the
  /// window down to the hit view), in at most `width` columns and `maxRows` rows; `whole` draws
  /// the whole window instead of the part its views occupy.
  public static func render(
    _ scene: Scene, tap: Point? = nil, hitPath: [ViewID] = [], width: Int, maxRows: Int = 36,
    whole: Bool = false, style: Style = .plain, language: Language = .en
  ) -> String {
    var painter = Painter(scene: scene, onPath: Set(hitPath))
    let viewport = Viewport(
      extent: whole ? painter.windowRect : painter.extent(including: tap), width: width, maxRows: maxRows)
    painter.paint(viewport)
    if let tap, let cell = viewport.cell(for: tap) {
      painter.grid.set(cell.column, cell.row, "✛", .tap, owner: nil)
    }
    painter.label()
    var lines = painter.grid.render { role, text in paint(role, text, style) }
    // The margin's empty rows above and below say nothing.
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    let hit = hitPath.last.map { scene[$0].name }
    lines += legend(painter, viewport, tap: tap, hit: hit, style, language).map {
      TextWrap.block($0, width: width)
    }
    return lines.joined(separator: "\n")
  }

  /// The convenience the console calls: the session's last tap with its hit path.
  public static func render(
    _ scene: Scene, lastTap: TapResult?, width: Int, maxRows: Int = 36, whole: Bool = false, style: Style,
    language: Language = .en
  ) -> String {
    let hit = lastTap?.hitTest.hit
    let path = hit.map { Array(scene.ancestry(of: $0).reversed()) } ?? []
    return render(
      scene, tap: lastTap?.hitTest.point, hitPath: path, width: width, maxRows: maxRows, whole: whole,
      style: style, language: language)
  }

  static func boxKind(_ view: View, onPath: Bool, hiddenByAncestor: Bool, refusedByAncestor: Bool = false)
    -> BoxKind
  {
    if view.isHidden || hiddenByAncestor { return .hidden }
    if onPath { return .hitPath }
    // A refusing view takes its whole subtree with it: none of it gets touches.
    if view.refusal != nil || refusedByAncestor { return .inert }
    return .normal
  }

  static func paint(_ role: CellRole, _ text: String, _ style: Style) -> String {
    switch role {
    case .blank, .fill: text
    case .tap: style.fail(text)
    case .clipped: style.dim(text)
    case .label(.hitPath), .leader(.hitPath): style.ok(text)
    case .label(.hidden), .label(.inert), .leader(.hidden), .leader(.inert): style.dim(text)
    case .label(.normal), .leader(.normal): style.name(text)
    case .border(.hitPath): style.ok(text)
    case .border(.inert): style.warning(text)
    case .border(.hidden): style.dim(text)
    case .border(.normal): text
    }
  }

  /// The lines under the picture: what is shown and at what scale, what the marks mean, the last
  /// tap, and the names that needed a number or could not be drawn.
  static func legend(
    _ p: Painter, _ viewport: Viewport, tap: Point?, hit: String?, _ s: Style, _ l: Language
  ) -> [String] {
    let size = p.windowRect.size
    let cropped = viewport.extent != p.windowRect
    let e = viewport.extent
    let shown =
      cropped
      ? "(\(Number.format(e.minX)), \(Number.format(e.minY)))–(\(Number.format(e.maxX)), \(Number.format(e.maxY)))"
      : Words.theWholeWindow(l)
    var lines = [
      s.dim(
        Words.scale(
          window: "\(Number.format(size.width))×\(Number.format(size.height))", shown: shown,
          perColumn: Number.format(viewport.pointsPerColumn, digits: 1), l))
    ]
    var key: [String] = []
    if p.kinds.contains(.hitPath) { key.append(s.ok("┏━┓") + " " + Words.hitPath(l)) }
    if p.kinds.contains(.inert) { key.append(s.warning("┌╌┐") + " " + Words.noTouches(l)) }
    if p.kinds.contains(.hidden) { key.append(s.dim("·┄·") + " " + Words.hidden(l)) }
    if p.clippedAny { key.append(s.dim("·") + " " + Words.clipped(l)) }
    if !key.isEmpty { lines.append(key.joined(separator: "   ")) }
    if let tap { lines.append(s.fail("✛") + " " + Words.lastTap("\(tap)", hit.map(s.name), l)) }
    let recognizers = p.scene.gestureIDs.map { p.scene.gesture($0) }
    if !recognizers.isEmpty {
      let list = recognizers.map {
        Words.recognizerOnView(s.name($0.name), $0.kind.rawValue, p.scene[$0.view].name, l)
      }
      lines.append("⟡ " + Words.gestureRecognizers(list, l))
    }
    if !p.numbered.isEmpty {
      let names = p.numbered.map { "\($0.number) \(s.name($0.name))" }.joined(separator: "  ")
      lines.append(Words.names(l) + " " + names)
    }
    let list = { (names: [String]) in
      let comma = l.pick(", ", "、")
      return names.prefix(12).map(s.name).joined(separator: comma) + (names.count > 12 ? comma + "…" : "")
    }
    if !p.covered.isEmpty { lines.append(s.dim(Words.covered(list(p.covered), l))) }
    if !p.zeroSize.isEmpty { lines.append(s.dim(Words.zeroSize(list(p.zeroSize), l))) }
    if !p.outside.isEmpty { lines.append(s.dim(Words.outside(list(p.outside), l))) }
    if cropped { lines.append(s.dim(Words.wholeWindow(l))) }
    return lines
  }
}
