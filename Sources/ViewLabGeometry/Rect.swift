/// A rectangle with CoreGraphics semantics (`CGRect`): an origin and a size that may be negative.
///
/// `contains(_:)` follows `CGRectContainsPoint`: points on the minimum edges are inside, points on
/// the maximum edges are outside, and a null or empty rect contains nothing.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// `CGRect.null`: the rect with infinite origin that `insetBy` returns when it runs out of room.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same rect with a non-negative width and height (`CGRect.standardized`).
  public var standardized: Rect {
    if isNull { return self }
    var r = self
    if r.size.width < 0 {
      r.origin.x += r.size.width
      r.size.width = -r.size.width
    }
    if r.size.height < 0 {
      r.origin.y += r.size.height
      r.size.height = -r.size.height
    }
    return r
  }

  public var minX: Double { standardized.origin.x }
  public var minY: Double { standardized.origin.y }
  public var maxX: Double { let s = standardized; return s.origin.x + s.size.width }
  public var maxY: Double { let s = standardized; return s.origin.y + s.size.height }
  public var midX: Double { let s = standardized; return s.origin.x + s.size.width / 2 }
  public var midY: Double { let s = standardized; return s.origin.y + s.size.height / 2 }
  public var width: Double { abs(size.width) }
  public var height: Double { abs(size.height) }

  /// `CGRectContainsPoint`: `minX <= x < maxX` and `minY <= y < maxY`.
  public func contains(_ p: Point) -> Bool {
    if isEmpty { return false }
    return minX <= p.x && p.x < maxX && minY <= p.y && p.y < maxY
  }

  /// `CGRect.insetBy(dx:dy:)`: negative insets grow the rect; a rect inset past nothing is `null`.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    var r = standardized
    r.origin.x += dx
    r.origin.y += dy
    r.size.width -= 2 * dx
    r.size.height -= 2 * dy
    if r.size.width < 0 || r.size.height < 0 { return .null }
    return r
  }

  /// The four corners, clockwise from the origin.
  public var corners: [Point] {
    let s = standardized
    return [
      s.origin,
      Point(x: s.origin.x + s.size.width, y: s.origin.y),
      Point(x: s.origin.x + s.size.width, y: s.origin.y + s.size.height),
      Point(x: s.origin.x, y: s.origin.y + s.size.height),
    ]
  }

  /// The smallest axis-aligned rect containing every point.
  public static func boundingBox(of points: [Point]) -> Rect {
    guard let first = points.first else { return .null }
    var lo = first
    var hi = first
    for p in points.dropFirst() {
      lo.x = min(lo.x, p.x)
      lo.y = min(lo.y, p.y)
      hi.x = max(hi.x, p.x)
      hi.y = max(hi.y, p.y)
    }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// `CGRectApplyAffineTransform`: the bounding box of the transformed corners.
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull { return self }
    return Rect.boundingBox(of: corners.map { t.apply(to: $0) })
  }

  public var description: String {
    "(\(Number.format(origin.x)), \(Number.format(origin.y)), "
      + "\(Number.format(size.width)), \(Number.format(size.height)))"
  }
}
