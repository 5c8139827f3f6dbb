import ViewLabGeometry
import ViewLabModel

extension Session {
  static let types: Set<String> = [
    "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CGFloat", "Double", "Float", "Int", "UIColor",
    "UIScreen", "UIApplication", "UIImage", "UIFont", "NSValue", "UIEvent", "UIViewController",
    "UITapGestureRecognizer", EdgeInsetsCode.typeName, "UILongPressGestureRecognizer",
    "UIPanGestureRecognizer",
  ]

  /// The value a bare identifier stands for.
  mutating func resolve(name: String, column: Int) throws(ScriptError) -> CodeValue {
    if name == "self" { return .controller }
    if let target = code.aliases[name] { return .view(target) }
    if let value = controllerValue(name) ?? code.values[name] { return value }
    if scene.view(named: name) != nil || code.isPending(name) { return .view(name) }
    if scene.gesture(named: name) != nil || code.gestures[name] != nil { return .gesture(name) }
    if scene.controller(named: name) != nil || code.controllers[name] != nil { return .namedController(name) }
    if name == "view" { return .view(try rootView(column: column)) }
    if let c = constant(name) { return c }
    if Self.types.contains(name) || ViewClass(rawValue: name) != nil { return .type(name) }
    if name.hasPrefix("UIButtonType") || name.hasPrefix("UIControl") || name.hasPrefix("UIViewContentMode") {
      return .cosmetic(name)
    }
    if name.first?.isUppercase == true { return .type(name) }
    let known = scene.allNames + code.pendingNames + Array(code.aliases.keys) + Array(code.values.keys)
    let suggestion = Suggestion.nearest(to: name, in: known)
    throw ScriptError(.unknownView(name, suggestion: suggestion), column: column, length: name.count)
  }

  /// `self.view`: the root view of the scene's root view controller. The first use makes one that
  /// fills the window (a view named `view`, managed by `viewController`) unless the scene has one.
  mutating func rootView(column: Int) throws(ScriptError) -> String {
    if let name = code.rootView, scene.view(named: name) != nil { return name }
    for c in scene.controllerIDs {
      let ctl = scene.controller(c)
      if scene[ctl.view].superview == scene.window {
        code.rootView = scene[ctl.view].name
        return scene[ctl.view].name
      }
    }
    let name = unusedName("view")
    let controllerName = unusedName("viewController")
    let size = scene[scene.window].bounds.size
    _ = try execute(
      .edit(.add(NameRef(name, column: column), .UIView, frame: Rect(origin: .zero, size: size), parent: nil))
    )
    _ = try execute(
      .edit(.controller(NameRef(controllerName, column: column), view: NameRef(name, column: column))))
    code.rootView = name
    code.notes.append(.code(.rootView(view: name, controller: controllerName)))
    return name
  }

  /// `self.view.window`, `view.window` while the scene has no root view: the window itself. UIKit's
  /// root view is in the window; reading its `window` does not make one here (it would cover the
  /// window's other subviews).
  func windowWithoutRootView(_ base: BodyExpr) -> Bool {
    switch base.plain.kind {
    case .member(let owner, "view") where owner.plain.kind == .name("self"): break
    case .name("view"):
      guard code.aliases["view"] == nil, code.values["view"] == nil, scene.view(named: "view") == nil,
        !code.isPending("view")
      else { return false }
    default: return false
    }
    if let name = code.rootView, scene.view(named: name) != nil { return false }
    return !scene.controllerIDs.contains { scene[scene.controller($0).view].superview == scene.window }
  }

  /// `base`, or `base2`, `base3`… : the first name no view, controller or variable uses.
  func unusedName(_ base: String) -> String {
    func taken(_ n: String) -> Bool {
      scene.names[n] != nil || code.isPending(n) || code.aliases[n] != nil || code.values[n] != nil
        || code.gestures[n] != nil || code.controllers[n] != nil
    }
    if !taken(base) { return base }
    var i = 2
    while taken("\(base)\(i)") { i += 1 }
    return "\(base)\(i)"
  }
}
