import ViewLabGeometry
import ViewLabModel

/// Animation blocks in a method body: the animations run now, then the completion (`AnimationCall`).
extension Interpreter {
  /// An animation call sent to a view class; nil when the call is none.
  func animation(_ receiver: BodyExpr, _ name: String, _ args: [(label: String?, value: BodyExpr)], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    guard case .name(let type) = receiver.kind, lookupLocal(type) == nil, ViewClass(rawValue: type) != nil,
      let call = AnimationCall(name, args)
    else { return nil }
    if !animatedOnce {
      animatedOnce = true
      run.record(.accepted(line: line, .animation))
    }
    var host = self
    try call.run(in: &host, finished: .bool(true))
    return .null
  }
}
