import ViewLabGeometry

/// Controls (`isEnabled`, target-actions, the tracking area) and scroll views' content touches.
extension Scene {
  /// `control.isEnabled = on`. A disabled control is not hit: the touch goes to what is behind it.
  public mutating func setControlEnabled(_ id: ViewID, _ on: Bool) throws(SceneError) {
    guard self[id].viewClass.isControl else { throw .notAControl(self[id].name) }
    self[id].isEnabled = on
  }

  /// `control.addTarget(target, action: action, for: event)`. UIKit documents that adding the same
  /// action for the same event again is safe: it is kept once.
  public mutating func addAction(_ action: String, for event: ControlEvent, to id: ViewID) throws(SceneError)
  {
    guard self[id].viewClass.isControl else { throw .notAControl(self[id].name) }
    let entry = ControlAction(event: event, action: action)
    if !self[id].actions.contains(entry) { self[id].actions.append(entry) }
  }

  /// `control.removeTarget(_:action:for:)`; `event` nil removes the action for every event.
  public mutating func removeAction(_ action: String, for event: ControlEvent?, from id: ViewID)
    throws(SceneError)
  {
    guard self[id].viewClass.isControl else { throw .notAControl(self[id].name) }
    self[id].actions.removeAll { $0.action == action && (event == nil || $0.event == event) }
  }

  /// The actions `id` runs when it sends `event`, in the order they were added.
  public func actions(of id: ViewID, for event: ControlEvent) -> [String] {
    self[id].actions.filter { $0.event == event }.map(\.action)
  }

  /// `scrollView.delaysContentTouches` / `canCancelContentTouches`.
  public mutating func setContentTouches(_ id: ViewID, delays: Bool? = nil, canCancel: Bool? = nil)
    throws(SceneError)
  {
    guard self[id].viewClass.isScrollView else { throw .notAScrollView(self[id].name) }
    if let delays { self[id].delaysContentTouches = delays }
    if let canCancel { self[id].canCancelContentTouches = canCancel }
  }

  /// `swipeactions NAME on|off`: the table's rows have swipe actions (its data source implements
  /// `tableView(_:commit:forRowAt:)`, or its delegate returns trailing swipe actions), so its
  /// swipe-actions pan takes part in touches on its rows. Only a UITableView.
  public mutating func setSwipeActions(_ id: ViewID, _ on: Bool) throws(SceneError) {
    guard self[id].viewClass == .UITableView else { throw .noSwipeActions(self[id].name, self[id].viewClass) }
    self[id].hasSwipeActions = on
  }

  /// Is window point `p` inside `control`'s tracking area? Its bounds grown by
  /// `TouchConstants.controlTrackingMargin` on every side, or its `point(inside:)` override
  /// (`shape`, `expand`) when it has one. Decides touchDragInside/Outside and touchUpInside/Outside.
  public func trackingContains(_ control: ViewID, windowPoint p: Point) -> Bool {
    let local = convert(p, from: window, to: control)
    if links[control].flags.contains(.customInside) { return pointInside(control, local).inside }
    let m = TouchConstants.controlTrackingMargin
    return self[control].bounds.insetBy(dx: -m, dy: -m).contains(local)
  }
}
