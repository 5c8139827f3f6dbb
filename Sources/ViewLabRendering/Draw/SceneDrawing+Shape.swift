import ViewLabGeometry

extension SceneDrawing {
  /// A view's outline on the grid: an upright box, or the quadrilateral a rotation or shear makes.
  struct Shape {
    /// The cells it may touch (for a quadrilateral, the box around it).
    let box: CellRect
    /// The corners in fractional cell coordinates, in order around the view; nil for an upright box.
    let quad: [(x: Double, y: Double)]?

    init(corners: [Point], viewport: Viewport) {
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let upright =
        Set(xs.map { ($0 * 1e6).rounded() }).count <= 2 && Set(ys.map { ($0 * 1e6).rounded() }).count <= 2
      let around = Rect.boundingBox(of: corners)
      box = viewport.cells(for: around)
      quad = upright ? nil : corners.map(viewport.cellSpace)
    }

    /// Whether a cell belongs to the shape (its edge included).
    func contains(_ column: Int, _ row: Int) -> Bool {
      guard box.contains(column: column, row: row) else { return false }
      guard let quad else { return true }
      // Inside all four edges (either winding), allowing half a cell so thin edges stay joined.
      var sign = 0.0
      for i in 0..<4 {
        let a = quad[i]
        let b = quad[(i + 1) % 4]
        let ex = b.x - a.x
        let ey = b.y - a.y
        let length = max((ex * ex + ey * ey).squareRoot(), 1e-9)
        let cross = (ex * (Double(row) - a.y) - ey * (Double(column) - a.x)) / length
        if sign == 0 { sign = cross >= 0 ? 1 : -1 }
        if cross * sign < -0.5 { return false }
      }
      return true
    }

    /// Whether a cell of the shape lies on its edge.
    func isEdge(_ column: Int, _ row: Int) -> Bool {
      guard quad != nil else {
        return column == box.left || column == box.right || row == box.top || row == box.bottom
      }
      return !contains(column - 1, row) || !contains(column + 1, row) || !contains(column, row - 1)
        || !contains(column, row + 1)
    }

    /// The glyph for an edge cell: box corners and lines for an upright box, the nearest edge's
    /// slope (`─ │ ╱ ╲`) for a turned one.
    func glyph(_ column: Int, _ row: Int, _ kind: BoxKind) -> Character {
      let (tl, tr, bl, br, h, v) = kind.glyphs
      guard let quad else {
        // Under half a cell tall or wide: one row (`╶──╴`) or column, its ends marked.
        if box.top == box.bottom {
          return box.left == box.right ? "▪" : column == box.left ? "╶" : column == box.right ? "╴" : h
        }
        if box.left == box.right { return row == box.top ? "╷" : row == box.bottom ? "╵" : v }
        switch (column, row) {
        case (box.left, box.top): return tl
        case (box.right, box.top): return tr
        case (box.left, box.bottom): return bl
        case (box.right, box.bottom): return br
        default: return row == box.top || row == box.bottom ? h : v
        }
      }
      var best = (distance: Double.infinity, dx: 0.0, dy: 0.0)
      for i in 0..<4 {
        let a = quad[i]
        let b = quad[(i + 1) % 4]
        let d = Self.distance((Double(column), Double(row)), a, b)
        if d < best.distance { best = (d, b.x - a.x, b.y - a.y) }
      }
      // Rows are about twice as tall as columns are wide: compare slopes as they look
      // (tan 25° ≈ 0.47, tan 65° ≈ 2.14).
      let slope = abs(best.dy * SceneDrawing.cellAspect) / max(abs(best.dx), 1e-9)
      if slope < 0.47 { return h }
      if slope > 2.14 { return v }
      if kind == .hidden { return "·" }
      return (best.dx > 0) == (best.dy > 0) ? "╲" : "╱"
    }

    static func distance(_ p: (Double, Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double))
      -> Double
    {
      let ex = b.x - a.x
      let ey = b.y - a.y
      let t = max(0, min(1, ((p.0 - a.x) * ex + (p.1 - a.y) * ey) / max(ex * ex + ey * ey, 1e-9)))
      let dx = p.0 - (a.x + t * ex)
      let dy = p.1 - (a.y + t * ey)
      return (dx * dx + dy * dy).squareRoot()
    }
  }
}
