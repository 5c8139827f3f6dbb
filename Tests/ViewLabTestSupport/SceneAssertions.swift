import Testing
import ViewLabCommands
import ViewLabModel

/// Two scenes mean the same when their own scripts (`Scene.script()`, what `save` writes) say the
/// same: views, names, classes, hierarchy, geometry, flags, overrides, gestures and controllers.
/// Numbers agree within 1e-9 (relative), so `rotate 45` and `.pi / 4` make the same scene.
public func expectSameScene(_ a: Scene, _ b: Scene, sourceLocation: SourceLocation = #_sourceLocation) {
  let (x, y) = (a.script(), b.script())
  if !sameScript(x, y) {
    Issue.record("the scenes differ: \(Golden.firstDifference(x, y))", sourceLocation: sourceLocation)
  }
}

/// Scripts equal word for word, numbers within 1e-9 of each other (relative to their size).
public func sameScript(_ x: String, _ y: String) -> Bool {
  let a = x.split(separator: "\n").map { $0.split(separator: " ") }
  let b = y.split(separator: "\n").map { $0.split(separator: " ") }
  guard a.count == b.count else { return false }
  for (p, q) in zip(a, b) {
    guard p.count == q.count else { return false }
    for (u, v) in zip(p, q) where u != v {
      guard let m = Double(u), let n = Double(v), abs(m - n) <= 1e-9 * max(1, abs(m), abs(n)) else {
        return false
      }
    }
  }
  return true
}
