import ViewLabGeometry

/// One call of a method written as code that a touch step made: a touches… override UIKit sent the
/// touch's view (or a responder up its chain), or an action a control or recognizer fired. Its
/// records are the trace lines (`NSLog`, what it returned); its changes are what it did to the scene.
public struct CodeRun: Hashable, Sendable {
  /// Why it ran.
  public enum Trigger: Hashable, Sendable {
    /// The window sent this phase (`touchesMoved:withEvent:` for `.moved`).
    case touches(TouchPhase)
    /// A control sent this event to its target-action.
    case controlEvent(ControlEvent)
    /// A gesture recognizer entered this state and sent its action (`.recognized` for a tap;
    /// `.began`, `.changed`, `.ended`, `.cancelled` for a continuous one).
    case gesture(GestureID, GestureState)
    /// A table or collection view selected this row: its delegate's `tableView(_:didSelectRowAt:)`.
    case rowSelected(ViewID, row: Int)
  }

  public var className: String
  /// The method as the class spells it: `touchesMoved:withEvent:`, `btnClick:`, `tapped(_:)`.
  public var selector: String
  /// `self`: the view whose method ran.
  public var view: ViewID
  /// The action's `sender` (the control), if it is an action.
  public var sender: ViewID?
  public var trigger: Trigger
  public var records: [OverrideRecord]
  public var changes: [SceneChange]
  /// The method's line when ViewLab could not read its body: UIKit calls it, nothing runs (no
  /// records, no changes), and the output says so where the call happens.
  public var unreadAt: Int?
  /// The target's class (`className`) has no method of this name: UIKit raises "unrecognized
  /// selector sent to instance" and the app stops; nothing runs.
  public var unrecognized = false

  public init(
    className: String, selector: String, view: ViewID, sender: ViewID?, trigger: Trigger,
    records: [OverrideRecord], changes: [SceneChange]
  ) {
    self.className = className
    self.selector = selector
    self.view = view
    self.sender = sender
    self.trigger = trigger
    self.records = records
    self.changes = changes
  }
}

/// What a method written as code changed, view by view, as the output shows it.
public enum SceneChange: Hashable, Sendable {
  /// The view's frame moved or resized (a new `frame`, `center`, `bounds`).
  case frame(ViewID, from: Rect, to: Rect)
  /// The view's transform changed; `frame` is its new frame (the box around it).
  case transform(ViewID, AffineTransform, frame: Rect)
  /// A view entered the hierarchy as the last subview of `to`, with this frame.
  case added(ViewID, to: ViewID, frame: Rect)
  /// `hidden`, `alpha`, `userInteractionEnabled` or `clipsToBounds` changed: the property and its value as written.
  case property(ViewID, String, String)
  /// A property of a view controller's pasted class now holds this value (`taps += 1`), as written.
  case controllerProperty(ControllerID, String, String)
}

extension Scene {
  /// What changed from `before` to `self`, for the views of either (new ones in the order made).
  public func changes(since before: Scene) -> [SceneChange] {
    var out: [SceneChange] = []
    for id in viewIDs {
      guard id != window else { continue }
      guard before.storage.hasSlot(for: id), before.storage[id] != nil else {
        if let parent = self[id].superview { out.append(.added(id, to: parent, frame: frame(of: id))) }
        continue
      }
      let old = before[id]
      let new = self[id]
      if old.transform != new.transform {
        out.append(.transform(id, new.transform, frame: frame(of: id)))
      } else if before.frame(of: id) != frame(of: id) {
        out.append(.frame(id, from: before.frame(of: id), to: frame(of: id)))
      }
      if old.superview != new.superview, let parent = new.superview {
        out.append(.added(id, to: parent, frame: frame(of: id)))
      }
      if old.isHidden != new.isHidden { out.append(.property(id, "hidden", new.isHidden ? "YES" : "NO")) }
      if old.alphaValue != new.alphaValue {
        out.append(.property(id, "alpha", Number.format(new.alphaValue)))
      }
      if old.isUserInteractionEnabled != new.isUserInteractionEnabled {
        out.append(.property(id, "userInteractionEnabled", new.isUserInteractionEnabled ? "YES" : "NO"))
      }
      if old.isEnabled != new.isEnabled { out.append(.property(id, "enabled", new.isEnabled ? "YES" : "NO")) }
    }
    return out
  }
}
