import ViewLabGeometry

/// A whole UIKit scene: one window, its view hierarchy and the view controllers. A value. Undo does
/// not copy it: while a command runs the scene journals what each setter overwrites
/// (`Scene+Journal`), and an undo step replays that journal backwards.
///
/// Views live in `storage`, indexed by `ViewID`; a removed view leaves a `nil` hole so other ids stay
/// valid. Every name belongs to exactly one view or controller.
public struct Scene: Hashable, Sendable {
  public internal(set) var storage: [View?]  // changed only through Scene+Journal's setters
  /// What walking the hierarchy needs of each view, at the view's index (see `Link`). Derived from
  /// `storage` by the same setters.
  var links: [Link]
  public internal(set) var controllerStorage: [Controller?] = []
  /// Gesture recognizers, indexed by `GestureID`; a removed one leaves a `nil` hole.
  public internal(set) var gestureStorage: [GestureRecognizer?] = []
  /// Classic app or scene-based app: decides what follows the window in the responder chain.
  public internal(set) var lifecycle: Lifecycle = .classic
  /// The finger on the screen and the recognizers still deciding (see `Scene+Touch`).
  public internal(set) var touchState = TouchState()
  /// What each view's class overrides in hit-testing, for the views that override anything: a side
  /// table, so the views that behave as UIKit's own carry nothing for it (see `ViewOverrides`).
  public internal(set) var overrideTable: [ViewID: ViewOverrides] = [:]
  /// Name → object, for views, controllers and gesture recognizers alike.
  public internal(set) var names: [String: SceneObject]
  /// Changes recorded for undo while a command runs (see `Scene+Journal`).
  var journal = Journal()

  /// The window is always the first view.
  public let window = ViewID(0)

  public static let defaultWindowSize = Size(width: 375, height: 667)

  public init(windowSize: Size = Scene.defaultWindowSize) {
    var window = View(
      name: "window", viewClass: .UIWindow,
      frame: Rect(origin: .zero, size: windowSize))
    window.isUserInteractionEnabled = true
    storage = [window]
    links = [Link(window)]
    names = ["window": .view(ViewID(0))]
  }

  // MARK: Reading

  public subscript(id: ViewID) -> View {
    get { storage[id]! }
    set { setStorage(id, newValue) }
  }

  /// A live view read in place, for the hot loops (hit-testing, conversion, the responder chain):
  /// no Optional check, so reading a field loads that field and nothing else (the check alone was a
  /// fifth of a deep tap). `id` must be live: the scene's own links only ever name live views
  /// (`invariantViolations()` checks it and the property tests hold it); everything else uses the
  /// checked subscript. Debug builds still check.
  @inline(__always) func live(_ id: ViewID) -> View { storage[id].unsafelyUnwrapped }

  /// `id`'s superview, read from `links`. `id` must be live.
  @inline(__always) public func superview(of id: ViewID) -> ViewID? {
    let parent = links[id].superview
    return parent < 0 ? nil : ViewID(parent)
  }

  public func view(named name: String) -> ViewID? {
    if case .view(let id)? = names[name] { return id }
    return nil
  }

  public func controller(named name: String) -> ControllerID? {
    if case .controller(let id)? = names[name] { return id }
    return nil
  }

  public func controller(_ id: ControllerID) -> Controller { controllerStorage[id]! }

  public func gesture(named name: String) -> GestureID? {
    if case .gesture(let id)? = names[name] { return id }
    return nil
  }

  public func gesture(_ id: GestureID) -> GestureRecognizer { gestureStorage[id]! }

  /// The live gesture recognizers, in the order they were created.
  public var gestureIDs: [GestureID] {
    gestureStorage.indices.filter { gestureStorage[$0] != nil }.map(GestureID.init)
  }

  /// `view.gestureRecognizers`: the ones attached to `view`, in the order they were added.
  public func gestureRecognizers(on view: ViewID) -> [GestureID] {
    gestureStorage.indices.filter { gestureStorage[$0]?.view == view }.map(GestureID.init)
  }

  /// The live views, in storage order.
  public var viewIDs: [ViewID] { storage.indices.filter { storage[$0] != nil }.map(ViewID.init) }
  public var viewCount: Int { storage.lazy.filter { $0 != nil }.count }

  /// The live controllers, in the order they were created.
  public var controllerIDs: [ControllerID] {
    controllerStorage.indices.filter { controllerStorage[$0] != nil }.map(ControllerID.init)
  }

  /// The controller whose root view is `view`, if any.
  public func controller(managing view: ViewID) -> ControllerID? {
    controllerStorage.firstIndex { $0?.view == view }.map(ControllerID.init)
  }

  /// Views from `id` up to the window, `id` first. Iterative: depth is unbounded.
  public func ancestry(of id: ViewID) -> [ViewID] {
    var chain = [id]
    var current = id
    while let parent = superview(of: current) {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  public func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
    var current: ViewID? = id
    while let c = current {
      if c == ancestor { return true }
      current = superview(of: c)
    }
    return false
  }

  /// `id` and every view below it, parents before children, each parent's subviews in order.
  public func subtree(of id: ViewID) -> [ViewID] {
    var result: [ViewID] = []
    var stack = [id]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: self[next].subviews.reversed())
    }
    return result
  }

  /// Every name in use, sorted: for completion and "did you mean".
  public var allNames: [String] { names.keys.sorted() }
  public var viewNames: [String] { viewIDs.map { self[$0].name } }
  public var controllerNames: [String] { controllerIDs.map { controller($0).name } }
  public var gestureNames: [String] { gestureIDs.map { gesture($0).name } }
}

/// How the app starts: decides what comes after the window in the responder chain.
public enum Lifecycle: String, Hashable, Sendable {
  /// An app delegate with a window: window → UIApplication.
  case classic
  /// A scene-based app (iOS 13+): window → UIWindowScene → UIApplication.
  case scene
}

/// What a name refers to.
public enum SceneObject: Hashable, Sendable {
  case view(ViewID)
  case controller(ControllerID)
  case gesture(GestureID)
}
