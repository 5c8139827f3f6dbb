import ViewLabModel

extension ConsoleEngine {
  /// The scene's objects with their properties under the names `explain`'s JSON uses, plus the
  /// overrides a subclass would write (`pointInside`, `passthrough`, `redirect`, `touches`); a
  /// control's `enabled` and `actions`, the window's `lifecycle`, a controller's `presentedBy`, and
  /// each gesture recognizer under its own name with its settings.
  public func objectStates() -> ObjectStates {
    let scene = console.session.scene
    var states: ObjectStates = [:]
    for id in scene.viewIDs {
      let v = scene[id]
      let o = scene.overrides(of: id)
      var s: [String: String] = [
        "class": v.displayClass, "frame": "\(scene.frame(of: id))", "bounds": "\(v.bounds)",
        "center": "\(v.center)", "position": "\(v.position)", "anchorPoint": "\(v.anchorPoint)",
        "transform": "\(v.transform.components)", "alpha": "\(v.alpha)", "hidden": "\(v.isHidden)",
        "superview": v.superview.map { scene[$0].name } ?? "nil",
        "subviews": v.subviews.map { scene[$0].name }.joined(separator: ","),
        "frameInWindow": "\(scene.frameInWindow(of: id))", "pointInside": "\(o.pointInside)",
        "passthrough": "\(o.passthrough)", "redirect": o.redirect.map { scene[$0].name } ?? "nil",
        "touches": v.touches.rawValue,
      ]
      for flag in ViewFlag.allCases { s[flag.objectiveCName] = "\(v[keyPath: flag.keyPath])" }
      s["controller"] = scene.controller(managing: id).map { scene.controller($0).name } ?? "nil"
      if v.viewClass.isControl {
        s["enabled"] = "\(v.isEnabled)"
        s["actions"] = v.actions.map { "\($0.event.rawValue):\($0.action)" }.joined(separator: ",")
      }
      if id == scene.window { s["lifecycle"] = "\(scene.lifecycle)" }
      states[v.name] = s
    }
    for id in scene.controllerIDs {
      let c = scene.controller(id)
      states[c.name] = [
        "view": scene[c.view].name, "touches": c.touches.rawValue,
        "presentedBy": c.presentedBy.map { scene.controller($0).name } ?? "nil",
      ]
    }
    // Gesture recognizers are objects too: `only` and `keep` see their settings.
    for id in scene.gestureIDs {
      let g = scene.gesture(id)
      states[g.name] = [
        "kind": g.kind.rawValue, "view": scene[g.view].name,
        "cancelsTouchesInView": "\(g.cancelsTouchesInView)", "delaysTouchesBegan": "\(g.delaysTouchesBegan)",
        "delaysTouchesEnded": "\(g.delaysTouchesEnded)", "isEnabled": "\(g.isEnabled)",
        "simultaneous": "\(g.simultaneous)",
        "requires": g.requires.map { scene.gesture($0).name }.joined(separator: ","),
      ]
    }
    return states
  }
}
