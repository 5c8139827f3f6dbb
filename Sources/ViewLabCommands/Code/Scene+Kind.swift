import ViewLabModel

extension Scene {
  /// `[v isKindOfClass:[UIButton class]]`, Swift's `v is UIButton`: the view's class (a pasted one,
  /// or UIKit's) is `type` or, unless `exactly` (`isMemberOfClass:`), inherits from it. One answer
  /// for top-level lines and method bodies.
  func isKind(_ id: ViewID, of type: String, exactly: Bool) -> Bool {
    let cls = self[id].viewClass
    let pasted = (behavior(of: id) as? InterpretedClass)?.className
    if type == (pasted ?? cls.rawValue) { return true }
    if exactly { return false }
    if type == cls.rawValue || type == "UIView" || type == "UIResponder" || type == "NSObject" { return true }
    return type == "UIControl" && cls.isControl
  }
}
