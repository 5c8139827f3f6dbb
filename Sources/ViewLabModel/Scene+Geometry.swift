import ViewLabGeometry

/// Frame, center and conversion, derived from bounds, position, anchorPoint and transform exactly as
/// Core Animation does.
///
/// With P = position, A = anchorPoint, B = bounds and T = transform, a point p in the view's own
/// coordinates is, in its superview's, `P + T·(p − B.origin − A·B.size)`.
extension Scene {
  /// The offset of the anchor point from the bounds origin: `A·B.size`.
  public func anchorOffset(of id: ViewID) -> Point {
    let anchor = live(id).anchorPoint
    let size = live(id).bounds.size
    return Point(x: anchor.x * size.width, y: anchor.y * size.height)
  }

  /// A point in `id`'s own coordinates, expressed in its superview's: `P + T·(p − B.origin − A·B.size)`.
  public func toSuperview(_ id: ViewID, _ p: Point) -> Point {
    let a = anchorOffset(of: id)
    let origin = live(id).bounds.origin
    let local = Point(x: p.x - origin.x - a.x, y: p.y - origin.y - a.y)
    let moved = links[id].flags.contains(.transformed) ? live(id).transform.apply(to: local) : local
    return live(id).position + moved
  }

  /// The inverse of `toSuperview`: `T⁻¹·(q − P) + B.origin + A·B.size`.
  public func fromSuperview(_ id: ViewID, _ q: Point) -> Point {
    // Fields read in place (no copy of the view), and the transform only when it is not the
    // identity (`links` says which).
    let a = anchorOffset(of: id)
    let offset = q - live(id).position
    let local =
      links[id].flags.contains(.transformed) ? live(id).transform.inverted().apply(to: offset) : offset
    let origin = live(id).bounds.origin
    return Point(x: local.x + origin.x + a.x, y: local.y + origin.y + a.y)
  }

  /// `view.frame`: with the identity transform `P − A·B.size` and `B.size`; otherwise the bounding
  /// box of the bounds' corners mapped into the superview (Apple calls this case undefined).
  public func frame(of id: ViewID) -> Rect {
    let v = self[id]
    if v.transform.isIdentity {
      let a = anchorOffset(of: id)
      return Rect(
        origin: Point(x: v.position.x - a.x, y: v.position.y - a.y), size: v.bounds.size)
    }
    return Rect.boundingBox(of: v.bounds.corners.map { toSuperview(id, $0) })
  }

  /// `view.frame = rect`. With the identity transform: `B.size = rect.size`, `P = rect.origin +
  /// A·rect.size`, `B.origin` kept. Under a transform the size is divided by the transform (so a
  /// scaled view reads back the frame it was given) and the position placed so the new bounding box
  /// starts at `rect.origin`; with a rotation UIKit leaves the result undefined and this is merely
  /// deterministic. A negative width or height is standardized and its negative part added to
  /// `B.origin`, as `CLASS(frame:)` does (for the setter, ViewLab's stated choice:
  /// docs/UIKIT-RULES.md).
  /// A class with its own size (UISwitch) keeps it: only the origin is used.
  public mutating func setFrame(_ id: ViewID, _ rect: Rect) {
    let r = rect.standardized
    let shift = rect.size.negativePart
    if shift != .zero { self[id].bounds.origin = self[id].bounds.origin + shift }
    let t = self[id].transform
    let own = self[id].viewClass.ownSize
    if t.isIdentity {
      self[id].bounds.size = own ?? r.size
      let a = anchorOffset(of: id)
      self[id].position = Point(x: r.origin.x + a.x, y: r.origin.y + a.y)
      return
    }
    let linear = t.linear
    let untransformed = Rect(origin: .zero, size: r.size).applying(linear.inverted())
    self[id].bounds.size = own ?? untransformed.size
    // Where the transformed bounds' box starts relative to the position, for the new size.
    let a = anchorOffset(of: id)
    let relative = Rect(
      x: -a.x, y: -a.y, width: self[id].bounds.size.width, height: self[id].bounds.size.height
    ).applying(t)
    self[id].position = Point(x: r.origin.x - relative.origin.x, y: r.origin.y - relative.origin.y)
  }

  /// `view.bounds = rect`: the size changes about the anchor point (position kept); the origin
  /// shifts the content (every subview) by its negation.
  public mutating func setBounds(_ id: ViewID, _ rect: Rect) {
    self[id].bounds = rect.standardized
  }

  /// `layer.anchorPoint = p`: position is kept, so the view moves on screen.
  public mutating func setAnchorPoint(_ id: ViewID, _ p: Point) {
    self[id].anchorPoint = p
  }

  /// Whether `id`'s frame is one Apple documents as undefined (a transform other than identity).
  public func frameIsUndefined(_ id: ViewID) -> Bool { !self[id].transform.isIdentity }

  /// The nearest view that both `a` and `b` descend from (or are): the deeper one climbs to the
  /// other's depth, then both climb together. No set of ancestors is built, so a conversion in a
  /// deep hierarchy hashes nothing.
  public func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID {
    var (x, y) = (a, b)
    var (dx, dy) = (depth(of: a), depth(of: b))
    while dx > dy { (x, dx) = (superview(of: x)!, dx - 1) }
    while dy > dx { (y, dy) = (superview(of: y)!, dy - 1) }
    while x != y {
      guard let px = superview(of: x), let py = superview(of: y) else { return window }
      (x, y) = (px, py)
    }
    return x
  }

  /// How many superviews `id` has (0 for the window).
  public func depth(of id: ViewID) -> Int {
    var count = 0
    var current = id
    while let parent = superview(of: current) {
      count += 1
      current = parent
    }
    return count
  }

  /// `a.convert(p, to: b)`: up from `a` to the common ancestor, then down to `b`.
  ///
  /// - Complexity: O(depth of a + depth of b).
  public func convert(_ p: Point, from a: ViewID, to b: ViewID) -> Point {
    if a == b { return p }
    let common = commonAncestor(a, b)
    var q = p
    var current = a
    while current != common {
      q = toSuperview(current, q)
      current = superview(of: current)!
    }
    var down: [ViewID] = []
    current = b
    while current != common {
      down.append(current)
      current = superview(of: current)!
    }
    for v in down.reversed() { q = fromSuperview(v, q) }
    return q
  }

  /// `a.convert(rect, to: b)`: the bounding box of the converted corners.
  public func convert(_ rect: Rect, from a: ViewID, to b: ViewID) -> Rect {
    Rect.boundingBox(of: rect.corners.map { convert($0, from: a, to: b) })
  }

  /// `superview.convert(view.frame, to: window)`; the window's own frame for the window.
  public func frameInWindow(of id: ViewID) -> Rect {
    guard let parent = superview(of: id) else { return frame(of: id) }
    return convert(frame(of: id), from: parent, to: window)
  }
}
