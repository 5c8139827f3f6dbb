import ViewLabGeometry
import ViewLabModel

/// `UIEdgeInsets` in a method body: made (`UIEdgeInsets(top:left:bottom:right:)`,
/// `UIEdgeInsetsMake`), read (`.top`), applied (`bounds.inset(by:)`, `UIEdgeInsetsInsetRect`), as
/// `EdgeInsetsCode` reads them.
extension Interpreter {
  /// A function or initializer of edge insets; nil when `fn` is none of them.
  func insetsFunction(_ fn: String, _ labels: [String], _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    switch EdgeInsetsCode.call(fn, labels: labels) {
    case .make:
      return .insets(
        EdgeInsets(
          top: try number(v[0], line: line), left: try number(v[1], line: line),
          bottom: try number(v[2], line: line), right: try number(v[3], line: line)))
    case .zero: return .insets(.zero)
    case .insetRect: return .rect(try rect(v[0], line: line).inset(by: try insets(v[1], line: line)))
    case nil: return nil
    }
  }

  func insets(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> EdgeInsets {
    switch v {
    case .insets(let i): return i
    case .number(0): return .zero  // `.zero`
    default: throw wrong(.object(EdgeInsetsCode.typeName), v, line)
    }
  }

  /// `insets.top`, `.left`, `.bottom`, `.right`.
  func insetsMember(_ i: EdgeInsets, _ m: String) -> InterpretedValue? {
    EdgeInsetsCode.member(i, m).map(InterpretedValue.number)
  }
}
