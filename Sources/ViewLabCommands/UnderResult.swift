import ViewLabGeometry
import ViewLabModel

/// `under X Y`: every view whose bounds contain the window point (converted into each), front to
/// back as the user sees them, each with whether a tap there reaches it and, if not, why not.
/// "What is covering my button?"
public struct UnderResult: Hashable, Sendable {
  public var point: Point
  /// The view a tap at the point hits (nil: none).
  public var hit: ViewID?
  /// Front to back: a subview before its superview, a later sibling's subtree before an earlier one's.
  public var views: [WhyResult]
  /// What a table or collection view did with a tap there: the row selected, or why not.
  public var rows: [RowEvent] = []
}

extension Scene {
  /// The views under window point `p`, front to back, each with `why` it is or is not reached.
  ///
  /// - Complexity: O(views) to find them, then one `why` (a tap) per view found.
  public func under(_ p: Point) -> UnderResult {
    // Pre-order (a parent before its subviews, subviews in order), each view with the point in its
    // own coordinates; reversed, that is front to back.
    var found: [ViewID] = []
    var stack: [(ViewID, Point)] = [(window, p)]
    while let (id, point) = stack.popLast() {
      if self[id].bounds.contains(point) { found.append(id) }
      for child in self[id].subviews.reversed() { stack.append((child, fromSuperview(child, point))) }
    }
    let results = found.reversed().map { why($0, p) }
    return UnderResult(point: p, hit: results.first?.tap.hitTest.hit ?? tap(p).hitTest.hit, views: results)
  }
}
