import ViewLabGeometry
import ViewLabModel

extension Scene {
  /// The scene as a script that rebuilds it exactly (`save FILE`). Numbers at full precision.
  public func script() -> String {
    var lines = ["# ViewLab scene — replay with: viewlab run FILE"]
    let w = self[window]
    if w.bounds.size != Scene.defaultWindowSize {
      lines.append("window \(n(w.bounds.size.width)) \(n(w.bounds.size.height))")
    }
    if lifecycle != .classic { lines.append("lifecycle \(lifecycle.rawValue)") }
    lines += viewProperties(window)
    for id in subtree(of: window).dropFirst() {
      let v = self[id]
      let parent = self[v.superview!].name
      let to = parent == "window" ? "" : " to \(parent)"
      let f = frame(of: id)
      // The short form only where replaying it gives back exactly the same position.
      let replayed = Point(x: f.origin.x + 0.5 * f.size.width, y: f.origin.y + 0.5 * f.size.height)
      let simple =
        v.transform.isIdentity && v.anchorPoint == Point(x: 0.5, y: 0.5) && v.bounds.origin == .zero
        && replayed == v.position
      if simple {
        lines.append("add \(v.name) \(v.viewClass.rawValue) \(rect(f))\(to)")
      } else {
        lines.append("add \(v.name) \(v.viewClass.rawValue)\(to)")
        lines.append("anchor \(v.name) \(n(v.anchorPoint.x)) \(n(v.anchorPoint.y))")
        lines.append("bounds \(v.name) \(rect(v.bounds))")
        lines.append("position \(v.name) \(n(v.position.x)) \(n(v.position.y))")
        if !v.transform.isIdentity {
          lines.append("transform \(v.name) matrix " + v.transform.components.map(n).joined(separator: " "))
        }
      }
      lines += viewProperties(id)
    }
    for id in viewIDs {
      if let r = self[id].redirect { lines.append("redirect \(self[id].name) to \(self[r].name)") }
    }
    for c in controllerIDs {
      let ctl = controller(c)
      lines.append("controller \(ctl.name) for \(self[ctl.view].name)")
      if ctl.touches != .none { lines.append("touches \(ctl.name) \(ctl.touches.rawValue)") }
    }
    lines += deliveryLines()
    return lines.joined(separator: "\n") + "\n"
  }

  private func viewProperties(_ id: ViewID) -> [String] {
    let v = self[id]
    var lines: [String] = []
    if v.isHidden { lines.append("hide \(v.name)") }
    if v.alpha != 1 { lines.append("alpha \(v.name) \(Number.exact(Double(v.alpha)))") }
    if v.isUserInteractionEnabled != v.viewClass.defaultUserInteractionEnabled {
      lines.append("interaction \(v.name) \(v.isUserInteractionEnabled ? "on" : "off")")
    }
    if v.clipsToBounds != v.viewClass.defaultClipsToBounds {
      lines.append("clip \(v.name) \(v.clipsToBounds ? "on" : "off")")
    }
    switch v.pointInside {
    case .bounds: break
    case .circle: lines.append("shape \(v.name) circle")
    case .expanded(let dx, let dy): lines.append("expand \(v.name) \(n(dx)) \(n(dy))")
    }
    if v.passthrough { lines.append("passthrough \(v.name) on") }
    if v.touches != v.viewClass.defaultTouches { lines.append("touches \(v.name) \(v.touches.rawValue)") }
    if !v.isEnabled { lines.append("enabled \(v.name) off") }
    for action in v.actions { lines.append("action \(v.name) \(action.event.rawValue) \(action.action)") }
    return lines
  }

  /// Recognizers (with the flags that differ from UIKit's defaults, then requirements, once every
  /// recognizer exists) and presentations.
  private func deliveryLines() -> [String] {
    var lines: [String] = []
    let defaults = GestureRecognizer(name: "", kind: .tap, view: window)
    let settings: [(GestureFlag, String, KeyPath<GestureRecognizer, Bool>)] = [
      (.cancelsTouchesInView, "cancels", \.cancelsTouchesInView),
      (.delaysTouchesBegan, "delaysbegan", \.delaysTouchesBegan),
      (.delaysTouchesEnded, "delaysended", \.delaysTouchesEnded), (.isEnabled, "enabled", \.isEnabled),
      (.simultaneous, "simultaneous", \.simultaneous),
    ]
    for g in gestureIDs {
      let r = gesture(g)
      lines.append("gesture \(r.name) \(r.kind.rawValue) on \(self[r.view].name)")
      for (_, word, key) in settings where r[keyPath: key] != defaults[keyPath: key] {
        lines.append("gesture \(r.name) \(word) \(r[keyPath: key] ? "on" : "off")")
      }
    }
    for g in gestureIDs {
      for other in gesture(g).requires {
        lines.append("gesture \(gesture(g).name) requires \(gesture(other).name)")
      }
    }
    for c in controllerIDs {
      if let by = controller(c).presentedBy {
        lines.append("present \(controller(c).name) from \(controller(by).name)")
      }
    }
    return lines
  }

  private func n(_ x: Double) -> String { Number.exact(x) }
  private func rect(_ r: Rect) -> String {
    "\(n(r.origin.x)) \(n(r.origin.y)) \(n(r.size.width)) \(n(r.size.height))"
  }
}
