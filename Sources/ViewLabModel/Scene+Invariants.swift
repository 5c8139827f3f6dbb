import ViewLabGeometry

extension Scene {
  /// Structural checks that tests call after every operation; returns the violations found.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    for id in viewIDs {
      let v = self[id]
      if names[v.name] != .view(id) { problems.append("name \(v.name) does not map back to view \(id)") }
      for s in v.subviews where storage[s]?.superview != id {
        problems.append("\(v.name)'s subview \(s) does not point back")
      }
      if let p = v.superview {
        if storage[p] == nil {
          problems.append("\(v.name)'s superview is gone")
        } else if !self[p].subviews.contains(id) {
          problems.append("\(v.name) missing from its superview")
        }
      } else if id != window {
        problems.append("\(v.name) has no superview")
      }
      if let r = v.redirect, storage[r] == nil { problems.append("\(v.name) redirects to a removed view") }
    }
    if links != storage.map(Link.init) { problems.append("links differ from storage") }
    for c in controllerIDs {
      let ctl = controller(c)
      if storage[ctl.view] == nil { problems.append("\(ctl.name)'s view is gone") }
      if names[ctl.name] != .controller(c) { problems.append("controller \(ctl.name) name mismatch") }
    }
    if names.count != viewCount + controllerIDs.count { problems.append("stale names") }
    return problems
  }
}
