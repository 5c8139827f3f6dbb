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
      // The short form only where replaying it gives back exactly the same position and size (a
      // UISwitch imported at another size keeps it through `bounds`, which the class does not fix).
      let replayed = Point(x: f.origin.x + 0.5 * f.size.width, y: f.origin.y + 0.5 * f.size.height)
      let simple =
        v.transform.isIdentity && v.anchorPoint == Point(x: 0.5, y: 0.5) && v.bounds.origin == .zero
        && replayed == v.position && (v.viewClass.ownSize.map { $0 == v.bounds.size } ?? true)
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
      if let r = overrides(of: id).redirect { lines.append("redirect \(self[id].name) to \(self[r].name)") }
    }
    for c in controllerIDs {
      let ctl = controller(c)
      lines.append("controller \(ctl.name) for \(self[ctl.view].name)")
      if ctl.touches != .none { lines.append("touches \(ctl.name) \(ctl.touches.rawValue)") }
    }
    lines += presentations() + gestureLines()
    if lifecycle != .classic { lines.append("lifecycle \(lifecycle.rawValue)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `present A from B`, presenters before the controllers they present.
  private func presentations() -> [String] {
    var lines: [String] = []
    var done: Set<ControllerID> = []
    var pending = controllerIDs.filter { controller($0).presentedBy != nil }
    while !pending.isEmpty {
      let ready = pending.filter { c in
        let by = controller(c).presentedBy!
        return controller(by).presentedBy == nil || done.contains(by)
      }
      guard !ready.isEmpty else { break }
      for c in ready {
        lines.append("present \(controller(c).name) from \(controller(controller(c).presentedBy!).name)")
        done.insert(c)
      }
      pending.removeAll { done.contains($0) }
    }
    return lines
  }

  /// Every recognizer with its settings, then the `requires` between them.
  private func gestureLines() -> [String] {
    var lines: [String] = []
    let defaults = GestureRecognizer(name: "", kind: .tap, view: window)
    let settings: [(String, KeyPath<GestureRecognizer, Bool>)] = [
      ("cancels", \.cancelsTouchesInView), ("delaysbegan", \.delaysTouchesBegan),
      ("delaysended", \.delaysTouchesEnded), ("enabled", \.isEnabled), ("simultaneous", \.simultaneous),
    ]
    for g in gestureIDs {
      let r = gesture(g)
      lines.append("gesture \(r.name) \(r.kind.rawValue) on \(self[r.view].name)")
      for (word, path) in settings where r[keyPath: path] != defaults[keyPath: path] {
        lines.append("gesture \(r.name) \(word) \(r[keyPath: path] ? "on" : "off")")
      }
    }
    for g in gestureIDs {
      for other in gesture(g).requires {
        lines.append("gesture \(gesture(g).name) requires \(gesture(other).name)")
      }
    }
    return lines
  }

  private func viewProperties(_ id: ViewID) -> [String] {
    let v = self[id]
    var lines: [String] = []
    if v.isHidden { lines.append("hide \(v.name)") }
    if v.alpha != 1 { lines.append("alpha \(v.name) \(Number.exact(Double(v.alpha)))") }
    for flag in ViewFlag.allCases where v[keyPath: flag.keyPath] != flag.defaultValue(for: v.viewClass) {
      lines.append("\(flag.rawValue) \(v.name) \(v[keyPath: flag.keyPath] ? "on" : "off")")
    }
    let o = overrides(of: id)
    switch o.pointInside {
    case .bounds: break
    case .circle: lines.append("shape \(v.name) circle")
    case .expanded(let dx, let dy): lines.append("expand \(v.name) \(n(dx)) \(n(dy))")
    }
    if o.passthrough { lines.append("passthrough \(v.name) on") }
    if v.touches != v.viewClass.defaultTouches { lines.append("touches \(v.name) \(v.touches.rawValue)") }
    if v.viewClass.isControl && !v.isEnabled { lines.append("enabled \(v.name) off") }
    for a in v.actions { lines.append("action \(v.name) \(a.event.rawValue) \(a.action)") }
    if v.hasSwipeActions { lines.append("swipeactions \(v.name) on") }
    return lines
  }

  private func n(_ x: Double) -> String { Number.exact(x) }
  private func rect(_ r: Rect) -> String {
    "\(n(r.origin.x)) \(n(r.origin.y)) \(n(r.size.width)) \(n(r.size.height))"
  }
}
