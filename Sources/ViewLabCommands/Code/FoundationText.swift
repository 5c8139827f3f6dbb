import ViewLabGeometry

/// Foundation's text for geometry (`NSStringFromCGRect`, `NSStringFromCGPoint`): one form for the
/// top level and method bodies.
enum FoundationText {
  /// `{{x, y}, {width, height}}`.
  static func rect(_ r: Rect) -> String { "{\(point(r.origin)), \(size(r.size))}" }

  /// `{x, y}`.
  static func point(_ p: Point) -> String { "{\(Number.format(p.x)), \(Number.format(p.y))}" }

  /// `{width, height}`.
  static func size(_ s: Size) -> String { "{\(Number.format(s.width)), \(Number.format(s.height))}" }
}
