import ViewLabGeometry

extension Scene {
  /// `toSuperview` as one affine transform: linear part T, translation P + t − L(B.origin + A·size).
  public func transformToSuperview(_ id: ViewID) -> AffineTransform {
    let v = self[id]
    let a = anchorOffset(of: id)
    let o = Point(x: v.bounds.origin.x + a.x, y: v.bounds.origin.y + a.y)
    var t = v.transform
    let lo = v.transform.linear.apply(to: o)
    t.tx = v.position.x + v.transform.tx - lo.x
    t.ty = v.position.y + v.transform.ty - lo.y
    return t
  }

  /// Every view's frame in window coordinates, in one pass from the window down: what
  /// `frameInWindow(of:)` gives view by view, without walking each view's ancestors again.
  ///
  /// - Complexity: O(views), where asking `frameInWindow` of each would be O(views × depth).
  public func framesInWindow() -> [ViewID: Rect] {
    var toWindow: [ViewID: AffineTransform] = [window: .identity]
    var frames: [ViewID: Rect] = [window: frame(of: window)]
    for id in subtree(of: window).dropFirst() {
      let parent = superview(of: id)!
      let parentToWindow = toWindow[parent]!
      toWindow[id] = transformToSuperview(id).concatenating(parentToWindow)
      frames[id] = frame(of: id).applying(parentToWindow)
    }
    return frames
  }
}
