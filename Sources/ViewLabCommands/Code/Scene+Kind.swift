import ViewLabModel

extension Scene {
  /// The class a view is an instance of: its pasted class, else its UIKit class (a failed cast
  /// names it).
  func className(of id: ViewID) -> String {
    (behavior(of: id) as? InterpretedClass)?.className ?? self[id].viewClass.rawValue
  }

  /// `[v isKindOfClass:[UIButton class]]`, Swift's `v is UIButton`: the view's class (a pasted one,
  /// or UIKit's) is `type` or, unless `exactly` (`isMemberOfClass:`), inherits from it. One answer
  /// for top-level lines and method bodies.
  func isKind(_ id: ViewID, of type: String, exactly: Bool) -> Bool {
    let cls = self[id].viewClass
    if type == className(of: id) { return true }
    if exactly { return false }
    if type == cls.rawValue || type == "UIView" || type == "UIResponder" || type == "NSObject" { return true }
    return type == "UIControl" && cls.isControl
  }
}
