import ViewLabModel

/// `tag` and `viewWithTag:` inside a body.
extension Interpreter {
  /// `[v viewWithTag:5]`, `v.viewWithTag(5)`: the view found (the receiver itself or one below
  /// it), or nil; nil when the message is none of these.
  func tagMessage(_ receiver: InterpretedValue, _ name: String, _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    guard name == "viewWithTag:" || name == "viewWithTag", let arg = v.first else { return nil }
    let wanted = try tag(arg, line: line)
    if case .newView(let i) = receiver, pending[i].added == nil {
      return pending[i].tag == wanted ? receiver : .null
    }
    guard let id = try viewOrNil(receiver, line: line) else { return .null }
    return scene.view(withTag: wanted, from: id).map(InterpretedValue.view) ?? .null
  }

  /// A tag: a whole number (`NSInteger`).
  func tag(_ value: InterpretedValue, line: Int) throws(OverrideFailure) -> Int {
    let n = try number(value, line: line)
    guard n.rounded() == n, abs(n) < 1e15 else { throw wrong(.number, value, line) }
    return Int(n)
  }
}
