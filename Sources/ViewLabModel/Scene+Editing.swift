import ViewLabGeometry

/// Why a change to the scene was refused. Wording lives in the rendering layer.
public enum SceneError: Error, Hashable, Sendable {
  case nameTaken(String, SceneObject)
  case windowIsFixed(String)
  case wouldCreateCycle(view: String, parent: String)
  case indexOutOfRange(Int, count: Int)
  case alreadyManaged(view: String, controller: String)
  case windowCannotBeControllerView
  case redirectToSelf(String)
  /// `gesture A requires A`.
  case gestureRequiresItself(String)
  /// `require(toFail:)` would close a loop: each would wait for the other to fail, forever.
  case requirementCycle(gesture: String, requires: String)
  /// The view is not a `UIControl` (for `enabled` and target-actions).
  case notAControl(String)
  /// The view is not a `UIScrollView` (for its content-touch settings).
  case notAScrollView(String)
  /// A controller cannot present itself.
  case presentsItself(String)
  /// The controller is already presented (by the second name).
  case alreadyPresented(String, by: String)
  /// The controller is already presenting another (the second name); UIKit refuses a second.
  case alreadyPresenting(String, presented: String)
  /// The change would make the responder chain loop (a presenter's view inside what it presented).
  case wouldCreateResponderCycle(String)
  /// `rows` on a view that is not a UITableView or UICollectionView (its class second).
  case notATable(String, ViewClass)
  /// `swipeactions` on a view that is not a UITableView (its class second).
  case noSwipeActions(String, ViewClass)
  /// `rows` with a count outside `RowLimits.count`.
  case rowCountOutOfRange(Int)
  /// `rows` with a height outside `RowLimits.height` (or not finite).
  case rowHeightOutOfRange(Double)
}

extension Scene {
  /// `let NAME = CLASS(frame:)`; `parent.addSubview(NAME)`.
  public mutating func addView(
    name: String, viewClass: ViewClass, frame: Rect, parent: ViewID
  ) throws(SceneError) -> ViewID {
    if let existing = names[name] { throw .nameTaken(name, existing) }
    var view = View(name: name, viewClass: viewClass, frame: viewClass.sized(frame))
    view.superview = parent
    return appendView(view, to: parent)
  }

  /// Adds an already-configured view (the dump importer uses this).
  public mutating func insert(_ view: View, parent: ViewID) throws(SceneError) -> ViewID {
    if let existing = names[view.name] { throw .nameTaken(view.name, existing) }
    var view = view
    view.superview = parent
    view.subviews = []
    return appendView(view, to: parent)
  }

  /// `removeFromSuperview()`: the view and its subtree leave the scene, with the controllers that
  /// managed them; redirects that pointed into the subtree are turned off. Returns what went.
  @discardableResult
  public mutating func remove(_ id: ViewID) throws(SceneError) -> [String] {
    if id == window { throw .windowIsFixed("remove") }
    let gone = subtree(of: id)
    let goneSet = Set(gone)
    if let parent = self[id].superview {
      self[parent].subviews.removeAll { $0 == id }
    }
    var removedNames: [String] = []
    for v in gone {
      removedNames.append(self[v].name)
      setName(self[v].name, nil)
      setStorage(v, nil)
    }
    for c in controllerIDs where goneSet.contains(controller(c).view) {
      removedNames.append(controller(c).name)
      setName(controller(c).name, nil)
      setController(c, nil)
    }
    for v in gone where overrideTable[v] != nil { setOverrides(v, nil) }
    for (v, o) in overrideTable.sorted(by: { $0.key < $1.key }) {
      if let target = o.redirect, goneSet.contains(target) { editOverrides(v) { $0.redirect = nil } }
    }
    removedNames += removeGestures { goneSet.contains($0.view) }
    for c in controllerIDs {
      if let p = controller(c).presentedBy, controllerStorage[p] == nil {
        var ctl = controller(c)
        ctl.presentedBy = nil
        setController(c, ctl)
      }
    }
    if touchState.mentions(where: { goneSet.contains($0) }) {
      setTouchState(TouchState(afterReset: touchState))
    }
    return removedNames
  }

  /// `parent.insertSubview(view, at: index)`, or `addSubview` when `index` is nil. Frame values are
  /// kept as numbers in the new superview's coordinates, as UIKit does.
  public mutating func move(_ id: ViewID, to parent: ViewID, at index: Int?) throws(SceneError) {
    if id == window { throw .windowIsFixed("move") }
    if isDescendant(parent, of: id) {
      throw .wouldCreateCycle(view: self[id].name, parent: self[parent].name)
    }
    // Moving a presenter's view inside the view it presented would loop the responder chain. Only
    // a presentation can close a loop, so a scene without one is not copied.
    guard controllerStorage.contains(where: { $0?.presentedBy != nil }) else {
      return try moveUnchecked(id, to: parent, at: index)
    }
    let before = self
    try moveUnchecked(id, to: parent, at: index)
    if hasResponderCycle() {
      self = before
      throw .wouldCreateResponderCycle(self[id].name)
    }
  }

  private mutating func moveUnchecked(_ id: ViewID, to parent: ViewID, at index: Int?) throws(SceneError) {
    if let old = self[id].superview { self[old].subviews.removeAll { $0 == id } }
    var siblings = self[parent].subviews
    if let index {
      // insertSubview(_:at:) clamps nothing: an index past the end is an error here, as a
      // learner's typo is more likely than intent.
      guard index >= 0, index <= siblings.count else {
        // Put it back where it was before reporting.
        if let old = self[id].superview { self[old].subviews.append(id) }
        throw .indexOutOfRange(index, count: siblings.count)
      }
      siblings.insert(id, at: index)
    } else {
      siblings.append(id)
    }
    self[parent].subviews = siblings
    self[id].superview = parent
  }

  /// `bringSubviewToFront` / `sendSubviewToBack` on the view's superview.
  public mutating func reorder(_ id: ViewID, toFront: Bool) throws(SceneError) {
    guard let parent = self[id].superview else { throw .windowIsFixed(toFront ? "front" : "back") }
    self[parent].subviews.removeAll { $0 == id }
    if toFront {
      self[parent].subviews.append(id)
    } else {
      self[parent].subviews.insert(id, at: 0)
    }
  }

  /// A `UIViewController` whose root view is `view`.
  public mutating func addController(name: String, view: ViewID) throws(SceneError) -> ControllerID {
    if let existing = names[name] { throw .nameTaken(name, existing) }
    if view == window { throw .windowCannotBeControllerView }
    if let c = controller(managing: view) {
      throw .alreadyManaged(view: self[view].name, controller: controller(c).name)
    }
    let id = ControllerID(controllerStorage.count)
    appendController(Controller(name: name, view: view))
    setName(name, .controller(id))
    return id
  }

  public mutating func setTouches(_ object: SceneObject, _ mode: TouchesOverride) {
    switch object {
    case .view(let v): self[v].touches = mode
    case .controller(let c):
      var ctl = controller(c)
      ctl.touches = mode
      setController(c, ctl)
    case .gesture:
      break  // a gesture recognizer is not a responder: it has no touchesBegan to override
    }
  }

  /// The controller becomes an instance of a pasted class, whose `touchesBegan` handles or calls `super`.
  public mutating func setControllerClass(
    _ c: ControllerID, _ className: String, touches: TouchesOverride,
    phases: [TouchPhase: TouchesOverride] = [:]
  ) {
    var ctl = controller(c)
    ctl.className = className
    ctl.touches = touches
    ctl.phaseTouches = phases
    setController(c, ctl)
  }

  /// Keeps what a view controller's pasted code left in its properties (`Controller.instance`).
  public mutating func setControllerInstance(_ c: ControllerID, _ instance: CustomBehavior?) {
    var ctl = controller(c)
    ctl.instance = instance
    setController(c, ctl)
  }

  public mutating func setRedirect(_ id: ViewID, to target: ViewID?) throws(SceneError) {
    if let target {
      if target == id { throw .redirectToSelf(self[id].name) }
    }
    editOverrides(id) { $0.redirect = target }
  }

  /// `window W H`: the window keeps its origin and grows from it.
  public mutating func resizeWindow(_ size: Size) {
    let origin = frame(of: window).origin
    setFrame(window, Rect(origin: origin, size: size))
  }
}
