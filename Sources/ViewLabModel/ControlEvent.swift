/// `UIControl.Event`: what a control sends while it tracks a touch (in the order `TouchEngine.track` sends them).
public enum ControlEvent: String, CaseIterable, Hashable, Sendable {
  case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
  case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
}

/// One `addTarget(_:action:for:)` registration: the action to run when the control sends `event`.
public struct ControlAction: Hashable, Sendable {
  public var event: ControlEvent
  public var action: String

  public init(event: ControlEvent, action: String) {
    self.event = event
    self.action = action
  }
}
