import ViewLabGeometry

extension SceneDrawing {
  /// The part of the window drawn and its scale: points to cells, cells about twice as tall as wide.
  struct Viewport {
    /// The window rectangle shown, in points.
    let extent: Rect
    let columns: Int
    let rows: Int
    /// Cells per point, across and down.
    let scaleX: Double
    let scaleY: Double

    /// Fits `extent` into `width` columns and `maxRows` rows, never magnifying past a column a point.
    init(extent: Rect, width: Int, maxRows: Int) {
      self.extent = extent
      let w = max(extent.width, 1)
      let h = max(extent.height, 1)
      var sx = min(Double(max(width, 12) - 1) / w, 1)
      if (h * sx / SceneDrawing.cellAspect).rounded() + 1 > Double(maxRows) {
        sx = Double(max(maxRows, 6) - 1) * SceneDrawing.cellAspect / h
      }
      scaleX = sx
      scaleY = sx / SceneDrawing.cellAspect
      columns = Int((w * scaleX).rounded()) + 1
      rows = Int((h * scaleY).rounded()) + 1
    }

    /// A point in window coordinates as fractional cell coordinates.
    func cellSpace(_ p: Point) -> (x: Double, y: Double) {
      ((p.x - extent.minX) * scaleX, (p.y - extent.minY) * scaleY)
    }

    /// The cells an upright rectangle (window coordinates) covers: at least 2×2 so a box shows,
    /// except a hairline (under half a cell across), which is one row or column.
    func cells(for rect: Rect) -> CellRect {
      let (x0, y0) = cellSpace(Point(x: rect.minX, y: rect.minY))
      let (x1, y1) = cellSpace(Point(x: rect.maxX, y: rect.maxY))
      let left = Self.cell(x0)
      let top = Self.cell(y0)
      return CellRect(
        left: left, top: top, right: max(Self.cell(x1), left + (x1 - x0 < 0.5 ? 0 : 1)),
        bottom: max(Self.cell(y1), top + (y1 - y0 < 0.5 ? 0 : 1)))
    }

    func cell(for point: Point) -> (column: Int, row: Int)? {
      let (x, y) = cellSpace(point)
      let column = Self.cell(x)
      let row = Self.cell(y)
      guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
      return (column, row)
    }

    /// Points per column, for the legend.
    var pointsPerColumn: Double { 1 / scaleX }

    static func cell(_ value: Double) -> Int {
      guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
      return Int(max(min(value, 1e6), -1e6).rounded())
    }
  }
}
