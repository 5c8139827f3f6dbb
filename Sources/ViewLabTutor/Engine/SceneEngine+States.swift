import ViewLabCommands
import ViewLabModel

extension SceneEngine {
  /// The scene's objects with their properties, typed, under the names `explain`'s JSON uses,
  /// plus the overrides a subclass would write (`pointInside`, `passthrough`, `redirect`,
  /// `touches`); a control's `enabled` and `actions`, the window's `lifecycle`, a controller's
  /// `presentedBy`, and each gesture recognizer under its own name with its settings.
  public func objectStates() -> ObjectStates {
    let scene = self.scene
    var states: ObjectStates = [:]
    for id in scene.viewIDs {
      let v = scene[id]
      let o = scene.overrides(of: id)
      var s: [String: Observation] = [:]
      for (field, value) in scene.observations(of: id) where field != .view && field != .frameUndefined {
        s[field.name] = value
      }
      // alpha is a Float in UIKit: its shortest spelling, so a message says 0.1, not 0.10000000149011612.
      s["alpha"] = .number(Double("\(v.alpha)") ?? v.alphaValue)
      s["pointInside"] = .word("\(o.pointInside)")
      s["passthrough"] = .flag(o.passthrough)
      s["redirect"] = .name(o.redirect.map { scene[$0].name })
      s["touches"] = .word(v.touches.rawValue)
      s["controller"] = .name(scene.controller(managing: id).map { scene.controller($0).name })
      if v.viewClass.isControl {
        s["enabled"] = .flag(v.isEnabled)
        s["actions"] = .names(v.actions.map { "\($0.event.rawValue):\($0.action)" })
      }
      if id == scene.window { s["lifecycle"] = .word("\(scene.lifecycle)") }
      states[v.name] = ObjectState(s)
    }
    for id in scene.controllerIDs {
      let c = scene.controller(id)
      states[c.name] = ObjectState([
        "view": .name(scene[c.view].name), "touches": .word(c.touches.rawValue),
        "presentedBy": .name(c.presentedBy.map { scene.controller($0).name }),
      ])
    }
    // Gesture recognizers are objects too: `only` and `keep` see their settings.
    for id in scene.gestureIDs {
      var s: [String: Observation] = [:]
      for (field, value) in scene.observations(ofGesture: id) where field != .gesture {
        s[field.name] = value
      }
      s["kind"] = .word(scene.gesture(id).kind.rawValue)
      states[scene.gesture(id).name] = ObjectState(s)
    }
    return states
  }
}
