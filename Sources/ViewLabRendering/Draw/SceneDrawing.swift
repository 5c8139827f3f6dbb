import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// `draw`: the scene as boxes of Unicode line drawing, the window scaled to the terminal's width.
///
/// Each view is its frame in window coordinates (a rotated view shows as the box around it, which
/// is what `frame` reports), labelled with its name; views in front cover views behind, and
/// `clipsToBounds` cuts subviews off. Heavy lines mark the last tap's hit path, dashed lines views
/// hitTest skips (interaction off, alpha < 0.01), dotted outlines hidden views; `✛` is the tap;
/// `*` after a name marks a transformed view, drawn as its frame (the box around it).
public enum SceneDrawing {
  /// Terminal cells are about twice as tall as they are wide.
  static let cellAspect = 2.0

  /// Draws `scene`, marking `tap` (a point in window coordinates) and `hitPath` (views from the
  /// window down to the hit view). At most `width` columns and `maxRows` rows.
  public static func render(
    _ scene: Scene, tap: Point? = nil, hitPath: [ViewID] = [], width: Int, maxRows: Int = 36,
    style: Style = .plain
  ) -> String {
    let window = scene[scene.window].bounds.size
    let layout = Layout(window: window, width: width, maxRows: maxRows)
    var grid = CellGrid(columns: layout.columns, rows: layout.rows)
    var clips: [ViewID: CellRect] = [scene.window: grid.bounds]
    var invisible: [String] = []
    var transformed = false
    let onPath = Set(hitPath)

    var boxes: [ViewID: (cells: CellRect, clip: CellRect, label: String)] = [:]
    // Per view, its own coordinates → window, and whether an ancestor is hidden: carried down the
    // walk so a 20,000-deep chain costs 20,000 steps, not 20,000².
    var toWindow: [ViewID: AffineTransform] = [scene.window: .identity]
    var hiddenAbove: Set<ViewID> = []
    for id in scene.subtree(of: scene.window) {
      let view = scene[id]
      let parentClip = view.superview.flatMap { clips[$0] } ?? grid.bounds
      var frame = scene.frame(of: id)
      if let parent = view.superview, let parentMap = toWindow[parent] {
        toWindow[id] = ownToSuperview(id, in: scene).concatenating(parentMap)
        frame = Rect.boundingBox(of: frame.corners.map { parentMap.apply(to: $0) })
        if scene[parent].isHidden || hiddenAbove.contains(parent) { hiddenAbove.insert(id) }
      }
      let cells = layout.cells(for: frame)
      let ownClip = view.clipsToBounds ? cells.intersection(parentClip) : parentClip
      clips[id] = ownClip ?? CellRect(left: 1, top: 1, right: 0, bottom: 0)
      guard frame.width > 0, frame.height > 0 else {
        if id != scene.window { invisible.append(view.name) }
        continue
      }
      transformed = transformed || !view.transform.isIdentity
      let label = view.name + (view.transform.isIdentity ? "" : "*")
      boxes[id] = (cells, parentClip, label)
      let kind = boxKind(view, onPath: onPath.contains(id), hiddenByAncestor: hiddenAbove.contains(id))
      grid.box(cells, kind: kind, label: label, clip: parentClip)
    }
    // The hit path again, on top of everything, so views in front cannot hide it.
    for id in hitPath {
      guard let box = boxes[id] else { continue }
      grid.box(box.cells, kind: .hitPath, label: box.label, clip: box.clip)
    }
    if let tap, let cell = layout.cell(for: tap) {
      grid.set(cell.column, cell.row, "✛", .tap, clip: grid.bounds)
    }
    var lines = grid.render { role, text in paint(role, text, style) }
    lines.append(
      contentsOf: legend(
        scene, tap: tap, hitPath: hitPath, layout: layout, invisible: invisible, transformed: transformed,
        style))
    return lines.joined(separator: "\n")
  }

  /// The convenience the console calls: the session's last tap with its hit path.
  public static func render(_ scene: Scene, lastTap: TapResult?, width: Int, style: Style) -> String {
    let hit = lastTap?.hitTest.hit
    let path = hit.map { Array(scene.ancestry(of: $0).reversed()) } ?? []
    return render(scene, tap: lastTap?.hitTest.point, hitPath: path, width: width, style: style)
  }

  static func boxKind(_ view: View, onPath: Bool, hiddenByAncestor: Bool) -> BoxKind {
    if view.isHidden || hiddenByAncestor { return .hidden }
    if onPath { return .hitPath }
    if view.refusal != nil { return .inert }
    return .normal
  }

  /// `toSuperview` as a matrix, read off the images of the origin and the two unit vectors.
  static func ownToSuperview(_ id: ViewID, in scene: Scene) -> AffineTransform {
    let o = scene.toSuperview(id, .zero)
    let x = scene.toSuperview(id, Point(x: 1, y: 0)) - o
    let y = scene.toSuperview(id, Point(x: 0, y: 1)) - o
    return AffineTransform(a: x.x, b: x.y, c: y.x, d: y.y, tx: o.x, ty: o.y)
  }

  static func paint(_ role: CellRole, _ text: String, _ style: Style) -> String {
    switch role {
    case .blank: text
    case .tap: style.fail(text)
    case .label(.hitPath): style.ok(text)
    case .label(.hidden), .label(.inert): style.dim(text)
    case .label(.normal): style.name(text)
    case .border(.hitPath): style.ok(text)
    case .border(.inert): style.warning(text)
    case .border(.hidden): style.dim(text)
    case .border(.normal): text
    }
  }
}
