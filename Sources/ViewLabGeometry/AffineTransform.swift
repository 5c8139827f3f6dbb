/// An affine transform with `CGAffineTransform` semantics.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. `concatenating(_:)` applies `self`
/// first, then the argument — exactly `CGAffineTransformConcat`. The modifying operations
/// (`rotated(by:)`, `scaledBy(x:y:)`, `translatedBy(x:y:)`) apply their operation *before* `self`,
/// as CoreGraphics does:
///
///     AffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
///     // maps (1, 0) → rotate → (0, 1) → translate → (10, 1)
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// `CGAffineTransform(rotationAngle:)`: positive angles turn clockwise on screen (y points down).
  public init(rotationAngle angle: Double) {
    let s = LibM.sin(angle)
    let c = LibM.cos(angle)
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public var isIdentity: Bool { self == .identity }

  /// `CGAffineTransformConcat(self, t2)`: `self` first, then `t2`.
  public func concatenating(_ t2: AffineTransform) -> AffineTransform {
    let t1 = self
    return AffineTransform(
      a: t1.a * t2.a + t1.b * t2.c,
      b: t1.a * t2.b + t1.b * t2.d,
      c: t1.c * t2.a + t1.d * t2.c,
      d: t1.c * t2.b + t1.d * t2.d,
      tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
      ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
  }

  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
    AffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
    AffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  public var determinant: Double { a * d - b * c }
  public var isInvertible: Bool { determinant != 0 && determinant.isFinite }

  /// `CGAffineTransformInvert`: a transform that cannot be inverted is returned unchanged.
  public func inverted() -> AffineTransform {
    let det = determinant
    guard det != 0, det.isFinite else { return self }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }

  /// `CGPointApplyAffineTransform`.
  public func apply(to p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The linear part only (translation dropped).
  public var linear: AffineTransform { AffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0) }

  /// Is this a pure scale and/or translation (no rotation or skew)? Rects stay rects under it.
  public var isAxisAligned: Bool { b == 0 && c == 0 }

  public var components: [Double] { [a, b, c, d, tx, ty] }

  public var description: String {
    "[" + components.map { Number.format($0) }.joined(separator: ", ") + "]"
  }
}
