/// Objective-C's rule that a struct member of a property is not assignable (`self.frame.origin.x =
/// 30;`): clang refuses it, since `object.property` is a method call returning a copy.
extension ClassParser {
  /// View properties that hold a struct (a CGRect, CGPoint or transform).
  static let structProperties: Set<String> = [
    "frame", "bounds", "center", "transform", "position", "anchorPoint",
  ]

  /// `self.frame.origin.x` as `("self", "frame", "origin.x", column of self)`: a member of a struct that a
  /// property returns, which Objective-C cannot assign. Nil for a local (`r.origin.x`) or a whole
  /// property (`self.frame`).
  static func structMemberOfProperty(_ target: BodyExpr) -> (String, String, String, column: Int)? {
    var path: [String] = []
    var e = target
    while case .member(let base, let name) = e.kind {
      path.insert(name, at: 0)
      e = base
    }
    guard case .name(let root) = e.kind else { return nil }
    path.insert(root, at: 0)
    guard let i = path.indices.dropFirst().first(where: { structProperties.contains(path[$0]) }),
      i + 1 < path.count
    else { return nil }
    return (path[..<i].joined(separator: "."), path[i], path[(i + 1)...].joined(separator: "."), e.column)
  }
}
