/// A point with CoreGraphics semantics (`CGPoint`); coordinates are `Double`, as `CGFloat` is on
/// 64-bit devices.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
  public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }

  /// Euclidean distance, as `hypot(dx, dy)`.
  public func distance(to other: Point) -> Double {
    let dx = x - other.x
    let dy = y - other.y
    return (dx * dx + dy * dy).squareRoot()
  }

  public var description: String { "(\(Number.format(x)), \(Number.format(y)))" }
}

/// A size with CoreGraphics semantics (`CGSize`).
public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  /// The negative components as a point, zero where a side is not negative: what standardizing a
  /// rect of this size takes off its origin (`(-275, 40)` → `(-275, 0)`).
  public var negativePart: Point { Point(x: width < 0 ? width : 0, y: height < 0 ? height : 0) }

  public var description: String { "(\(Number.format(width)), \(Number.format(height)))" }
}
