import ViewLabGeometry
import ViewLabModel

/// `UIEdgeInsets` in a method body: made (`UIEdgeInsets(top:left:bottom:right:)`,
/// `UIEdgeInsetsMake`), read (`.top`), applied (`bounds.inset(by:)`, `UIEdgeInsetsInsetRect`).
extension Interpreter {
  /// A function or initializer of edge insets; nil when `fn` is none of them.
  func insetsFunction(_ fn: String, _ labels: [String], _ v: [InterpretedValue], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    switch (fn, labels) {
    case ("UIEdgeInsets", ["top", "left", "bottom", "right"]), ("UIEdgeInsetsMake", ["_", "_", "_", "_"]):
      return .insets(
        EdgeInsets(
          top: try number(v[0], line: line), left: try number(v[1], line: line),
          bottom: try number(v[2], line: line), right: try number(v[3], line: line)))
    case ("UIEdgeInsets", []): return .insets(.zero)
    case ("UIEdgeInsetsInsetRect", ["_", "_"]):
      return .rect(try rect(v[0], line: line).inset(by: try insets(v[1], line: line)))
    default: return nil
    }
  }

  func insets(_ v: InterpretedValue, line: Int) throws(OverrideFailure) -> EdgeInsets {
    switch v {
    case .insets(let i): return i
    case .number(0): return .zero  // `.zero`
    default: throw wrong(.object("UIEdgeInsets"), v, line)
    }
  }

  /// `insets.top`, `.left`, `.bottom`, `.right`.
  func insetsMember(_ i: EdgeInsets, _ m: String) -> InterpretedValue? {
    switch m {
    case "top": .number(i.top)
    case "left": .number(i.left)
    case "bottom": .number(i.bottom)
    case "right": .number(i.right)
    default: nil
    }
  }
}
