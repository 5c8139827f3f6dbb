/// A link of the responder chain.
public enum Responder: Hashable, Sendable {
  case view(ViewID)
  case controller(ControllerID)
  case application
  case appDelegate
}

extension Scene {
  /// `responder.next` (doc): a view → its controller if it is that controller's root view, else its
  /// superview; a controller → its view's superview; the window → the application; the application
  /// → the app delegate (a UIResponder in the standard template); the delegate → nil.
  public func next(_ responder: Responder) -> Responder? {
    switch responder {
    case .view(let v):
      if let c = controller(managing: v) { return .controller(c) }
      if let parent = live(v).superview { return .view(parent) }
      return .application
    case .controller(let c):
      if let parent = self[controller(c).view].superview { return .view(parent) }
      return .application
    case .application:
      return .appDelegate
    case .appDelegate:
      return nil
    }
  }

  /// The responder chain from `view` to the app delegate.
  public func responderChain(from view: ViewID) -> [Responder] {
    var chain: [Responder] = []
    var current: Responder? = .view(view)
    while let r = current {
      chain.append(r)
      current = next(r)
    }
    return chain
  }

  public func touchesOverride(of responder: Responder) -> TouchesOverride {
    switch responder {
    case .view(let v): live(v).touches
    case .controller(let c): controller(c).touches
    case .application, .appDelegate: .none
    }
  }

  /// Which `touchesBegan` overrides run, in order, when the touch starts at the chain's first
  /// responder: each `handle` stops it, each `super` passes it on, and a responder that does not
  /// override forwards it (UIResponder's default). Reaching the end means UIKit drops it silently.
  public func touchDelivery(along chain: [Responder]) -> (handledBy: [Responder], dropped: Bool) {
    var handled: [Responder] = []
    for r in chain {
      switch touchesOverride(of: r) {
      case .none: continue
      case .callsSuper: handled.append(r)
      case .handle:
        handled.append(r)
        return (handled, false)
      }
    }
    return (handled, true)
  }

  public func name(of responder: Responder) -> String {
    switch responder {
    case .view(let v): self[v].name
    case .controller(let c): controller(c).name
    case .application: "UIApplication"
    case .appDelegate: "AppDelegate"
    }
  }
}
