/// A link of the responder chain.
public enum Responder: Hashable, Sendable {
  case view(ViewID)
  case controller(ControllerID)
  /// The window's `UIWindowScene`, in a scene-based app (`lifecycle scene`).
  case windowScene
  case application
  case appDelegate
}

extension Scene {
  /// `responder.next` (doc): a view → its controller if it is that controller's root view, else its
  /// superview; a controller → the controller that presented it, else its view's superview; the
  /// window → the application (classic) or its `UIWindowScene` (scene-based), the scene → the
  /// application; the application → the app delegate (a UIResponder in the standard template); the
  /// delegate → nil. The scene delegate is not in the chain.
  public func next(_ responder: Responder) -> Responder? {
    switch responder {
    case .view(let v):
      if let c = controller(managing: v) { return .controller(c) }
      if let parent = superview(of: v) { return .view(parent) }
      return lifecycle == .scene ? .windowScene : .application
    case .controller(let c):
      if let presenter = controller(c).presentedBy { return .controller(presenter) }
      if let parent = superview(of: controller(c).view) { return .view(parent) }
      return lifecycle == .scene ? .windowScene : .application
    case .windowScene:
      return .application
    case .application:
      return .appDelegate
    case .appDelegate:
      return nil
    }
  }

  /// The responder chain from `view` to the app delegate.
  public func responderChain(from view: ViewID) -> [Responder] { touchDelivery(from: view).chain }

  public func touchesOverride(of responder: Responder, phase: TouchPhase = .began) -> TouchesOverride {
    switch responder {
    case .view(let v): behavior(of: v)?.touchesOverride(phase) ?? links[v].touches
    case .controller(let c): controller(c).phaseTouches[phase] ?? controller(c).touches
    case .windowScene, .application, .appDelegate: .none
    }
  }

  /// The responder chain from `view` to the app delegate, and which `touchesBegan` overrides run,
  /// in order, when the touch starts at `view`: each `handle` stops it, each `super` passes it on,
  /// and a responder that does not override forwards it (UIResponder's default). Reaching the end
  /// means UIKit drops it silently. One pass: a link's override is read with the link (a chain can
  /// be 100,000 views long).
  public func touchDelivery(from view: ViewID, phase: TouchPhase = .began)
    -> (chain: [Responder], handledBy: [Responder], dropped: Bool)
  {
    var chain: [Responder] = []
    // Its length is known up front: the view's ancestors, any controllers among them, UIApplication
    // and the delegate. Reserving it spares a 100,000-link chain its copies as it grows.
    chain.reserveCapacity(depth(of: view) + controllerStorage.count + 4)
    var handled: [Responder] = []
    var stopped = false
    var current: Responder? = .view(view)
    while let r = current {
      chain.append(r)
      if !stopped {
        switch touchesOverride(of: r, phase: phase) {
        case .none: break
        case .callsSuper: handled.append(r)
        case .handle:
          handled.append(r)
          stopped = true
        }
      }
      current = next(r)
    }
    return (chain, handled, !stopped)
  }

  public func name(of responder: Responder) -> String {
    switch responder {
    case .view(let v): self[v].name
    case .controller(let c): controller(c).name
    case .windowScene: "UIWindowScene"
    case .application: "UIApplication"
    case .appDelegate: "AppDelegate"
    }
  }
}

extension Scene {
  /// `[view viewWithTag:tag]`: the view itself if its tag matches, else the first match among its
  /// subviews, depth first in subview order (UIKit's search); nil when none has it.
  public func view(withTag tag: Int, from view: ViewID) -> ViewID? {
    var stack = [view]
    while let v = stack.popLast() {
      if self[v].tag == tag { return v }
      stack.append(contentsOf: self[v].subviews.reversed())
    }
    return nil
  }
}
