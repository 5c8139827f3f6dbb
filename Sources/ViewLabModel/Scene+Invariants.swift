import ViewLabGeometry

extension Scene {
  /// Structural checks that tests call after every operation; returns the violations found.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    // Linear, not per child a search of its superview's list: a superview may have 100,000.
    var listed = [Bool](repeating: false, count: storage.count)
    for id in viewIDs {
      let v = self[id]
      if names[v.name] != .view(id) { problems.append("name \(v.name) does not map back to view \(id)") }
      for s in v.subviews {
        if storage[s]?.superview != id { problems.append("\(v.name)'s subview \(s) does not point back") }
        if listed[s] { problems.append("view \(s) is listed twice as a subview") }
        listed[s] = true
      }
      if let r = v.redirect, storage[r] == nil { problems.append("\(v.name) redirects to a removed view") }
    }
    for id in viewIDs {
      let v = self[id]
      if let p = v.superview {
        if storage[p] == nil {
          problems.append("\(v.name)'s superview is gone")
        } else if !listed[id] {
          problems.append("\(v.name) missing from its superview")
        }
      } else if id != window {
        problems.append("\(v.name) has no superview")
      }
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
