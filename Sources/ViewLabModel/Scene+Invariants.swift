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
      if let r = overrides(of: id).redirect, storage[r] == nil {
        problems.append("\(v.name) redirects to a removed view")
      }
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
    if links != storage.indices.map({ Link(storage[$0], overrideTable[ViewID($0)]) }) {
      problems.append("links differ from storage")
    }
    for id in overrideTable.keys where !storage.hasSlot(for: id) || storage[id] == nil {
      problems.append("overrides kept for removed view \(id)")
    }
    for c in controllerIDs {
      let ctl = controller(c)
      if storage[ctl.view] == nil { problems.append("\(ctl.name)'s view is gone") }
      if names[ctl.name] != .controller(c) { problems.append("controller \(ctl.name) name mismatch") }
    }
    for g in gestureIDs {
      let r = gesture(g)
      if storage[r.view] == nil { problems.append("gesture \(r.name)'s view is gone") }
      if names[r.name] != .gesture(g) { problems.append("gesture \(r.name) name mismatch") }
      for other in r.requires
      where other == g || !gestureStorage.hasSlot(for: other) || gestureStorage[other] == nil {
        problems.append("gesture \(r.name) requires a removed recognizer")
      }
      if r.requires.contains(where: { requirementPath(from: $0, to: g) }) {
        problems.append("gesture \(r.name)'s requirements loop")
      }
    }
    for c in controllerIDs {
      if let p = controller(c).presentedBy, !controllerStorage.hasSlot(for: p) || controllerStorage[p] == nil
      {
        problems.append("\(controller(c).name) was presented by a removed controller")
      }
    }
    if hasResponderCycle() { problems.append("the responder chain loops") }
    problems += touchStateViolations()
    if names.count != viewCount + controllerIDs.count + gestureIDs.count { problems.append("stale names") }
    return problems
  }

  /// The touch state names only live views and recognizers; each finger is down at most once.
  func touchStateViolations() -> [String] {
    var problems: [String] = []
    let state = touchState
    let fingers = state.touches.filter(\.isDown).map(\.finger)
    if Set(fingers).count != fingers.count { problems.append("a finger is down twice") }
    if fingers.contains(where: { !(1...TouchConstants.maximumFingers).contains($0) }) {
      problems.append("a finger out of range")
    }
    for t in state.touches {
      if let v = t.view, !storage.hasSlot(for: v) || storage[v] == nil {
        problems.append("a touch's view is gone")
      }
    }
    for p in state.participants {
      switch p.ref {
      case .recognizer(let g):
        if !gestureStorage.hasSlot(for: g) || gestureStorage[g] == nil {
          problems.append("a removed recognizer decides")
        }
      case .scrollPan(let v), .swipeActions(let v):
        if !storage.hasSlot(for: v) || storage[v] == nil { problems.append("a removed scroll view decides") }
      }
    }
    return problems
  }
}
