import ViewLabGeometry
import ViewLabModel

/// Finding taps a person can reason about: never within 0.5 pt of an edge of any view's hit area.
extension Scene {
  /// True when every view (hidden or not) gives the same `point(inside:)` answer at `p` and at
  /// points 0.5 pt around it, so no rounding or edge rule decides the answer. Frames and taps sit
  /// on 10- and 5-point grids, so an edge is either under the tap or at least 5 pt away.
  ///
  /// - Complexity: O(views × 9) point conversions.
  func isUnambiguousTap(_ p: Point) -> Bool {
    for id in viewIDs {
      let here = convert(p, from: window, to: id)
      let inside = pointInside(id, here).inside
      for (dx, dy) in Self.halfPointRing {
        let q = convert(Point(x: p.x + dx, y: p.y + dy), from: window, to: id)
        if pointInside(id, q).inside != inside { return false }
      }
    }
    return true
  }

  /// Grid points (multiples of 5, off the 10-grid the frames use) inside the window, each with
  /// the tap's outcome, in a seeded random order. Ambiguity is checked later, only for the chosen.
  func candidateTaps(_ rng: inout SplitMix64, tries: Int = 24) -> [(point: Point, tap: TapResult)] {
    let size = self[window].bounds.size
    var found: [(Point, TapResult)] = []
    for _ in 0..<tries {
      let x = rng.int(in: 0...Int(size.width / 10) - 1) * 10 + 5
      let y = rng.int(in: 0...Int(min(size.height, 500) / 10) - 1) * 10 + 5
      let p = Point(x: Double(x), y: Double(y))
      if found.contains(where: { $0.0 == p }) { continue }
      found.append((p, tap(p)))
    }
    return found
  }

  /// Eight offsets 0.5 pt long: the axes and the diagonals.
  static let halfPointRing: [(Double, Double)] = [
    (0.5, 0), (-0.5, 0), (0, 0.5), (0, -0.5),
    (0.353_553, 0.353_553), (-0.353_553, 0.353_553), (0.353_553, -0.353_553), (-0.353_553, -0.353_553),
  ]
}
