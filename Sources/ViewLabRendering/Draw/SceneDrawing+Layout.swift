import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

extension SceneDrawing {
  /// Points to cells: the window fills the width unless that would be too tall, keeping cells 2:1.
  struct Layout {
    let columns: Int
    let rows: Int
    /// Cells per point, across and down.
    let scaleX: Double
    let scaleY: Double

    init(window: Size, width: Int, maxRows: Int) {
      let w = max(window.width, 1)
      let h = max(window.height, 1)
      var sx = Double(max(width, 12) - 1) / w
      if (h * sx / SceneDrawing.cellAspect).rounded() + 1 > Double(maxRows) {
        sx = Double(max(maxRows, 6) - 1) * SceneDrawing.cellAspect / h
      }
      scaleX = sx
      scaleY = sx / SceneDrawing.cellAspect
      columns = Int((w * scaleX).rounded()) + 1
      rows = Int((h * scaleY).rounded()) + 1
    }

    /// The cells a rectangle (window coordinates) covers; at least 2×2 so a box shows.
    func cells(for rect: Rect) -> CellRect {
      let left = Self.cell(rect.minX * scaleX)
      let top = Self.cell(rect.minY * scaleY)
      let right = max(Self.cell(rect.maxX * scaleX), left + 1)
      let bottom = max(Self.cell(rect.maxY * scaleY), top + 1)
      return CellRect(left: left, top: top, right: right, bottom: bottom)
    }

    func cell(for point: Point) -> (column: Int, row: Int)? {
      let column = Self.cell(point.x * scaleX)
      let row = Self.cell(point.y * scaleY)
      guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
      return (column, row)
    }

    /// Points per column, for the legend.
    var pointsPerColumn: Double { 1 / scaleX }

    private static func cell(_ value: Double) -> Int {
      guard value.isFinite else { return value > 0 ? 1_000_000 : -1_000_000 }
      return Int(max(min(value, 1e6), -1e6).rounded())
    }
  }

  /// The lines under the picture: what the marks mean, the scale, and the last tap.
  static func legend(
    _ scene: Scene, tap: Point?, hitPath: [ViewID], layout: Layout, invisible: [String],
    transformed: Bool, _ s: Style
  ) -> [String] {
    let size = scene[scene.window].bounds.size
    var lines: [String] = []
    lines.append(
      s.dim("window \(Number.format(size.width))×\(Number.format(size.height)) pt, ")
        + s.dim("1 column ≈ \(Number.format(layout.pointsPerColumn, digits: 1)) pt")
        + "   " + s.ok("┏━┓") + " hit path  " + s.warning("╌") + " no touches  " + s.dim("┄") + " hidden")
    if transformed {
      lines.append(s.dim("* transformed: drawn as its frame, the upright box around it"))
    }
    if let tap {
      let hit = hitPath.last.map { s.name(scene[$0].name) } ?? "nothing"
      lines.append(s.fail("✛") + " last tap \(tap) → \(hit)")
    }
    if !invisible.isEmpty {
      lines.append(s.dim("zero size, not drawn: ") + invisible.map(s.name).joined(separator: ", "))
    }
    return lines
  }
}
