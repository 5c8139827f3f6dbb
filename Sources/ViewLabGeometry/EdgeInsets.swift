/// `UIEdgeInsets`: distances inward from each edge of a rectangle (negative values push the edge
/// outward, the usual way to enlarge a button's touch area).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  public var description: String {
    "UIEdgeInsets(top: \(Number.format(top)), left: \(Number.format(left)), bottom: \(Number.format(bottom)), right: \(Number.format(right)))"
  }
}

extension Rect {
  /// `rect.inset(by: insets)`, `UIEdgeInsetsInsetRect(rect, insets)`: each edge moved inward by its
  /// inset (outward when negative). UIKit's inline function only adds and subtracts: the rectangle
  /// is not standardized first, and a size that goes below zero stays negative.
  public func inset(by i: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + i.left, y: origin.y + i.top, width: size.width - i.left - i.right,
      height: size.height - i.top - i.bottom)
  }
}
