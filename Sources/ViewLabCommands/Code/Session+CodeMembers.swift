import ViewLabGeometry
import ViewLabModel

extension Session {
  /// The scene that holds a view (the window's, or the scratch scene of views not yet added).
  func holder(of name: String) -> (scene: Scene, id: ViewID)? {
    if let id = scene.view(named: name) { return (scene, id) }
    if code.isPending(name), let id = code.limbo.view(named: name) { return (code.limbo, id) }
    return nil
  }

  mutating func member(_ base: CodeValue, _ m: String, column: Int) throws(ScriptError) -> CodeValue {
    func unsupported() -> ScriptError {
      ScriptError(.notModelled(.member(m, of: base.kind)), column: column, length: m.count)
    }
    if let v = plainMember(base, m) { return v }
    switch base {
    case .controller:
      if m == "view" { return .view(try rootView(column: column)) }
      if let target = code.aliases[m] { return .view(target) }
      return try resolve(name: m, column: column)  // `self.redView`: a property holding a view
    case .type(let t): return try typeMember(t, m, column: column)
    case .namedController(let name):
      guard m == "view" else { throw unsupported() }
      if let view = code.controllers[name] { return .view(view) }
      guard let c = scene.controller(named: name) else { throw unsupported() }
      return .view(scene[scene.controller(c).view].name)
    case .view(let name):
      guard let (s, id) = holder(of: name) else {
        throw ScriptError(.unknownView(name, suggestion: nil), column: column)
      }
      if let v = try viewMember(s, id, m) { return v }
      guard let v = try classProperty(s, id, m) else { throw unsupported() }
      return v
    case .layer(let name):
      guard let (s, id) = holder(of: name) else { throw unsupported() }
      switch m {
      case "position": return .point(s[id].position)
      case "anchorPoint": return .point(s[id].anchorPoint)
      case "frame", "bounds", "hidden", "isHidden": return try viewMember(s, id, m)!
      case "masksToBounds": return .bool(s[id].clipsToBounds)
      case "opacity": return .number(s[id].alphaValue)
      default: throw unsupported()
      }
    case .list(let items):
      switch m {
      case "count": return .number(Double(items.count))
      case "isEmpty": return .bool(items.isEmpty)
      case "first", "firstObject": return items.first ?? .null
      case "last", "lastObject": return items.last ?? .null
      // `@[].mutableCopy`: an array of the same elements (ViewLab's arrays are all mutable).
      case "mutableCopy", "copy": return base
      default: throw unsupported()
      }
    case .zero:
      if ["x", "y", "width", "height"].contains(m) { return .number(0) }
      throw unsupported()
    case .cosmetic(let c): return .cosmetic(c + "." + m)
    default: throw unsupported()
    }
  }

  func viewMember(_ s: Scene, _ id: ViewID, _ m: String) throws(ScriptError) -> CodeValue? {
    if let read = ViewRead(m, of: id, in: s) {
      switch read {
      case .plain(let p): return CodeValue(p)
      // A view not yet added is a subview of the scratch scene's window, which is no superview.
      case .view(let parent): return parent == s.window && s == code.limbo ? .null : .view(s[parent].name)
      case .views(let ids): return .list(ids.map { .view(s[$0].name) })
      case .none: return .null
      }
    }
    switch m {
    case "layer": return .layer(s[id].name)
    case "window": return s == scene ? .view(scene[scene.window].name) : .null
    default: return nil
    }
  }

  mutating func typeMember(_ t: String, _ m: String, column: Int) throws(ScriptError) -> CodeValue {
    switch (t, m) {
    case ("UIScreen", "main"), ("UIApplication", "shared"), ("UIApplication", "sharedApplication"):
      return .type(t + ".main")
    case ("UIScreen.main", "bounds"): return .rect(scene[scene.window].bounds)
    case ("UIApplication.main", "keyWindow"): return .view("window")
    case ("UIApplication.main", "windows"): return .list([.view("window")])
    case ("UIApplication.main", "delegate"): return .type("AppDelegate")
    case ("AppDelegate", "window"): return .view("window")
    case ("UIColor", _), ("UIFont", _), ("UIImage", _): return .cosmetic("\(t).\(m)")
    default:
      throw ScriptError(.notModelled(.typeMember(t, m)), column: column, length: m.count)
    }
  }
}
