import ViewLabGeometry
import ViewLabModel

/// `tag` and `viewWithTag:` at the top level: a view's tag is kept (set and read), and
/// `viewWithTag:` finds the receiver or a view below it with that tag, as UIKit searches.
extension Session {
  /// `v.tag = 5`: the tag is kept on the view (in the window or not yet added); `undo` takes it back.
  mutating func assignTag(_ name: String, _ valueExpr: BodyExpr, column: Int) throws(ScriptError)
    -> (Command, Outcome)?
  {
    let tag = try Self.tagValue(try number(valueExpr), column: valueExpr.spot)
    if let id = scene.view(named: name) {
      var new = scene
      new[id].tag = tag
      commit(new, verb: "tag")
    } else if code.isPending(name), let id = code.limbo.view(named: name) {
      code.limbo[id].tag = tag
    } else {
      throw ScriptError(.unknownView(name, suggestion: nil), column: column)
    }
    return nil
  }

  /// `[v viewWithTag:5]`, `v.viewWithTag(5)`: the view found, or `nil`.
  mutating func viewWithTag(_ name: String, _ tagExpr: BodyExpr) throws(ScriptError) -> CodeValue {
    let tag = try Self.tagValue(try number(tagExpr), column: tagExpr.spot)
    guard let (s, id) = holder(of: name) else { return .null }
    return s.view(withTag: tag, from: id).map { .view(s[$0].name) } ?? .null
  }

  /// A tag is an `NSInteger`: a whole number.
  static func tagValue(_ n: Double, column: Int) throws(ScriptError) -> Int {
    guard n.rounded() == n, abs(n) < 1e15 else {
      throw ScriptError(.expected(.number, found: .token(Number.format(n))), column: column)
    }
    return Int(n)
  }
}
