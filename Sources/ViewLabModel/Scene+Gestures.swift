/// Gesture recognizers: attaching, configuring and removing them. Every change goes through the
/// journal's setters, so undo restores it.
extension Scene {
  /// `let NAME = UI…GestureRecognizer(…)`; `view.addGestureRecognizer(NAME)`: last in the view's
  /// `gestureRecognizers`, with UIKit's defaults.
  public mutating func addGesture(name: String, kind: GestureKind, to view: ViewID) throws(SceneError)
    -> GestureID
  {
    if let existing = names[name] { throw .nameTaken(name, existing) }
    let id = GestureID(gestureStorage.count)
    appendGesture(GestureRecognizer(name: name, kind: kind, view: view))
    setName(name, .gesture(id))
    return id
  }

  /// `view.removeGestureRecognizer(NAME)`: it goes, and so do the requirements naming it. A touch
  /// in progress forgets it.
  public mutating func removeGesture(_ id: GestureID) {
    _ = removeGestures { [name = gesture(id).name] in $0.name == name }
  }

  /// Sets one of a recognizer's flags (`cancelsTouchesInView`, …).
  public mutating func setGesture(_ id: GestureID, _ flag: GestureFlag, _ on: Bool) {
    var g = gesture(id)
    switch flag {
    case .cancelsTouchesInView: g.cancelsTouchesInView = on
    case .delaysTouchesBegan: g.delaysTouchesBegan = on
    case .delaysTouchesEnded: g.delaysTouchesEnded = on
    case .isEnabled: g.isEnabled = on
    case .simultaneous: g.simultaneous = on
    }
    setGesture(id, g)
  }

  /// `id.require(toFail: other)`: `id` may recognize only once `other` has failed. Adding the same
  /// requirement twice changes nothing; a requirement that would close a loop is refused.
  public mutating func addRequirement(_ id: GestureID, requiresToFail other: GestureID) throws(SceneError) {
    let g = gesture(id)
    if id == other { throw .gestureRequiresItself(g.name) }
    if g.requires.contains(other) { return }
    if requirementPath(from: other, to: id) {
      throw .requirementCycle(gesture: g.name, requires: gesture(other).name)
    }
    var changed = g
    changed.requires.append(other)
    setGesture(id, changed)
  }

  /// Does `from` wait, directly or through others, for `to`?
  func requirementPath(from: GestureID, to: GestureID) -> Bool {
    var seen: Set<GestureID> = []
    var stack = [from]
    while let g = stack.popLast() {
      if g == to { return true }
      guard seen.insert(g).inserted, let r = gestureStorage[g] else { continue }
      stack.append(contentsOf: r.requires)
    }
    return false
  }

  /// Removes the recognizers `matching` says, the requirements that name them, and their part in a
  /// touch in progress. Returns their names.
  mutating func removeGestures(_ matching: (GestureRecognizer) -> Bool) -> [String] {
    let gone = gestureIDs.filter { matching(gesture($0)) }
    guard !gone.isEmpty else { return [] }
    let goneSet = Set(gone)
    var removed: [String] = []
    for g in gone {
      removed.append(gesture(g).name)
      setName(gesture(g).name, nil)
      setGesture(g, nil)
    }
    for g in gestureIDs where gesture(g).requires.contains(where: goneSet.contains) {
      var r = gesture(g)
      r.requires.removeAll(where: goneSet.contains)
      setGesture(g, r)
    }
    let refs = Set(gone.map(GestureRef.recognizer))
    if touchState.participants.contains(where: { refs.contains($0.ref) }) {
      var state = touchState
      state.participants.removeAll { refs.contains($0.ref) }
      setTouchState(state)
    }
    return removed
  }

  /// The name a recognizer is shown by: its own, or `SCROLL.panGestureRecognizer` for a scroll
  /// view's built-in pan.
  public func name(of ref: GestureRef) -> String {
    switch ref {
    case .recognizer(let g): gesture(g).name
    case .scrollPan(let v): self[v].name + ".panGestureRecognizer"
    case .swipeActions(let v): self[v].name + ".swipeActions"
    }
  }

  /// The view a recognizer is attached to (a scroll view's built-in pan: the scroll view).
  public func view(of ref: GestureRef) -> ViewID {
    switch ref {
    case .recognizer(let g): gesture(g).view
    case .scrollPan(let v), .swipeActions(let v): v
    }
  }

  /// The recognizer's class: `UIPanGestureRecognizer` for a scroll view's built-in pan.
  public func className(of ref: GestureRef) -> String {
    switch ref {
    case .recognizer(let g): gesture(g).kind.className
    case .scrollPan: GestureKind.pan.className
    case .swipeActions: "_UISwipeActionPanGestureRecognizer"
    }
  }
}
