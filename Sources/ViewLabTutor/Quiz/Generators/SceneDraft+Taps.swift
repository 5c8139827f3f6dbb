import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Finding taps a person can reason about: never within 0.5 pt of an edge of any view's hit area.
extension Scene {
  /// True when every view (hidden or not) gives the same `point(inside:)` answer at `p` and at every
  /// point 0.5 pt around it, so no rounding or edge rule decides the answer.
  ///
  /// - Complexity: O(views × 17) point conversions.
  func isUnambiguousTap(_ p: Point) -> Bool {
    let ring = Self.halfPointRing.map { Point(x: p.x + $0.0, y: p.y + $0.1) }
    for id in viewIDs {
      let inside = pointInside(id, convert(p, from: window, to: id)).inside
      for q in ring where pointInside(id, convert(q, from: window, to: id)).inside != inside {
        return false
      }
    }
    return true
  }

  /// Unambiguous grid points (multiples of 5, off the 10-grid the frames use) inside the window,
  /// each with the tap's outcome, in a seeded random order.
  func candidateTaps(_ rng: inout SplitMix64, tries: Int = 40) -> [(point: Point, tap: TapResult)] {
    let size = self[window].bounds.size
    var found: [(Point, TapResult)] = []
    for _ in 0..<tries {
      let x = rng.int(in: 0...Int(size.width / 10) - 1) * 10 + 5
      let y = rng.int(in: 0...Int(min(size.height, 500) / 10) - 1) * 10 + 5
      let p = Point(x: Double(x), y: Double(y))
      if found.contains(where: { $0.0 == p }) || !isUnambiguousTap(p) { continue }
      found.append((p, tap(p)))
    }
    return found
  }

  /// Sixteen offsets 0.5 pt long, evenly around a circle.
  static let halfPointRing: [(Double, Double)] = [
    (0.500000, 0.000000), (0.461940, 0.191342), (0.353553, 0.353553), (0.191342, 0.461940), (0.000000, 0.500000), (-0.191342, 0.461940), (-0.353553, 0.353553), (-0.461940, 0.191342), (-0.500000, 0.000000), (-0.461940, -0.191342), (-0.353553, -0.353553), (-0.191342, -0.461940), (-0.000000, -0.500000), (0.191342, -0.461940), (0.353553, -0.353553), (0.461940, -0.191342)
  ]
}
