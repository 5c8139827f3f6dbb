import ViewLabGeometry

/// `present(_:animated:)` and the responder chain's loops.
extension Scene {
  /// `presenter.present(presented, animated:)`: the presented controller's root view moves into the
  /// window in front of everything with a full-window frame, and its next responder becomes the
  /// presenter. Real UIKit puts the view in a private `UITransitionView`; ViewLab puts it straight
  /// in the window.
  public mutating func present(_ presented: ControllerID, from presenter: ControllerID) throws(SceneError) {
    let name = controller(presented).name
    if presented == presenter { throw .presentsItself(name) }
    if let by = controller(presented).presentedBy { throw .alreadyPresented(name, by: controller(by).name) }
    if let other = presentedController(by: presenter) {
      throw .alreadyPresenting(controller(presenter).name, presented: controller(other).name)
    }
    if let other = presentedController(by: presented) {
      throw .alreadyPresenting(name, presented: controller(other).name)
    }
    let before = self
    let view = controller(presented).view
    if superview(of: view) != window || self[window].subviews.last != view {
      do { try move(view, to: window, at: nil) } catch {
        self = before
        throw error
      }
    }
    setFrame(view, self[window].bounds)
    var ctl = controller(presented)
    ctl.presentedBy = presenter
    setController(presented, ctl)
    if hasResponderCycle() {
      self = before
      throw .wouldCreateResponderCycle(name)
    }
  }

  /// The controller `presenter` presented, if any.
  public func presentedController(by presenter: ControllerID) -> ControllerID? {
    controllerIDs.first { controller($0).presentedBy == presenter }
  }

  /// Does following `next` from some presented controller come back to it? Only presentation can
  /// close a loop (superviews cannot), so only presented controllers are walked.
  func hasResponderCycle() -> Bool {
    let limit = storage.count + controllerStorage.count + 4
    for c in controllerIDs where controller(c).presentedBy != nil {
      var current = next(.controller(c))
      var steps = 0
      while let r = current, steps <= limit {
        if r == .controller(c) { return true }
        current = next(r)
        steps += 1
      }
    }
    return false
  }
}
