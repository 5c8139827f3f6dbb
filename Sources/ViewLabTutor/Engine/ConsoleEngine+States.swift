import ViewLabModel

extension ConsoleEngine {
  /// The scene's objects with their properties under the names `explain`'s JSON uses, plus the
  /// overrides a subclass would write (`pointInside`, `passthrough`, `redirect`, `touches`).
  public func objectStates() -> ObjectStates {
    let scene = console.session.scene
    var states: ObjectStates = [:]
    for id in scene.viewIDs {
      let v = scene[id]
      var s: [String: String] = [
        "class": v.displayClass, "frame": "\(scene.frame(of: id))", "bounds": "\(v.bounds)",
        "center": "\(v.center)", "position": "\(v.position)", "anchorPoint": "\(v.anchorPoint)",
        "transform": "\(v.transform.components)", "alpha": "\(v.alpha)", "hidden": "\(v.isHidden)",
        "userInteractionEnabled": "\(v.isUserInteractionEnabled)", "clipsToBounds": "\(v.clipsToBounds)",
        "superview": v.superview.map { scene[$0].name } ?? "nil",
        "subviews": v.subviews.map { scene[$0].name }.joined(separator: ","),
        "frameInWindow": "\(scene.frameInWindow(of: id))", "pointInside": "\(v.pointInside)",
        "passthrough": "\(v.passthrough)", "redirect": v.redirect.map { scene[$0].name } ?? "nil",
        "touches": v.touches.rawValue,
      ]
      s["controller"] = scene.controller(managing: id).map { scene.controller($0).name } ?? "nil"
      states[v.name] = s
    }
    for id in scene.controllerIDs {
      let c = scene.controller(id)
      states[c.name] = ["view": scene[c.view].name, "touches": c.touches.rawValue]
    }
    return states
  }
}
