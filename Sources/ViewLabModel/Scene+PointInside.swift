import ViewLabGeometry

/// What `point(inside:with:)` looked at, for the trace and for explanations.
public enum InsideTest: Hashable, Sendable {
  /// `bounds.contains(point)`.
  case bounds(Rect)
  /// Distance from the centre of `bounds` compared with the inscribed circle's radius.
  case circle(center: Point, radius: Double, distance: Double)
  /// `bounds.insetBy(dx: -dx, dy: -dy).contains(point)`.
  case expanded(Rect, dx: Double, dy: Double)
  /// The `point(inside:with:)` of a class written as code (its trace shows how it decided).
  case custom(className: String)
}

extension Scene {
  /// `view.point(inside: p, with: nil)`, with the override the view's class declares.
  @inline(__always) public func pointInside(_ id: ViewID, _ p: Point) -> (inside: Bool, test: InsideTest) {
    let b = live(id).bounds
    if links[id].flags.contains(.custom), let behavior = behavior(of: id), behavior.overrides(.pointInside) {
      return (runQuietly(id, p, behavior), .custom(className: behavior.className))
    }
    switch overrides(of: id).pointInside {
    case .bounds:
      return (b.contains(p), .bounds(b))
    case .circle:
      let center = Point(x: b.midX, y: b.midY)
      let radius = min(b.width, b.height) / 2
      let distance = p.distance(to: center)
      return (distance <= radius, .circle(center: center, radius: radius, distance: distance))
    case .expanded(let dx, let dy):
      let r = b.insetBy(dx: -dx, dy: -dy)
      return (r.contains(p), .expanded(r, dx: dx, dy: dy))
    }
  }

  /// Only the answer of `pointInside(_:_:)`, for hit-testing: the test is not built, and the
  /// override is looked up only for a view that has one.
  @inline(__always) func isInside(_ id: ViewID, _ p: Point) -> Bool {
    links[id].flags.contains(.customInside) ? pointInside(id, p).inside : live(id).bounds.contains(p)
  }
}
