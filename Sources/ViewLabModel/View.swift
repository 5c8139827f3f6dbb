import ViewLabGeometry

/// Index of a view in its scene's storage. Stable while the view is in the scene.
public typealias ViewID = Int

/// Index of a view controller in its scene's storage.
public typealias ControllerID = Int

/// What an override of `point(inside:with:)` tests.
public enum PointInsideOverride: Hashable, Sendable {
  /// The default: `bounds.contains(point)`.
  case bounds
  /// Within the circle inscribed in `bounds`: distance to its centre at most `min(w, h) / 2`.
  case circle
  /// `bounds.insetBy(dx: -dx, dy: -dy).contains(point)`: a bigger (or, negative, smaller) touch area.
  case expanded(dx: Double, dy: Double)
}

/// How a responder implements `touchesBegan(_:with:)`.
public enum TouchesOverride: String, Hashable, Sendable {
  /// Not overridden: UIResponder's default forwards the touch to `next`.
  case none
  /// Overridden, and stops there.
  case handle
  /// Overridden, and calls `super`, so the touch continues to `next`.
  case callsSuper = "super"
}

/// Where an imported view came from (a `recursiveDescription` dump).
public struct ImportedOrigin: Hashable, Sendable {
  public var originalClass: String
  public var address: String?
  public var baseClass: String?

  public init(originalClass: String, address: String?, baseClass: String?) {
    self.originalClass = originalClass
    self.address = address
    self.baseClass = baseClass
  }
}

/// One `UIView` and its layer. `bounds`, `position`, `anchorPoint` and `transform` are the source of
/// truth, as in Core Animation; `frame` and `center` are derived (see `Scene+Geometry`).
public struct View: Hashable, Sendable {
  // Declared in the order hit-testing reads them: geometry, the gates, the override, then what it
  // never reads (it walks the hierarchy through `Scene.links`). A tap through a deep chain reads
  // the first two cache lines of each view, not four.
  public var bounds: Rect
  /// `layer.position`, in the superview's coordinates. `center` is the same value.
  public var position: Point
  public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
  public var transform: AffineTransform = .identity
  /// `alpha` is the layer's `opacity`, a `Float`: `0.01` is stored as 0.0099999998.
  public var alpha: Float = 1
  public var isHidden = false
  public var isUserInteractionEnabled: Bool
  /// `UIControl.isEnabled` (default true); meaningful for controls only. A disabled control is not
  /// hit (see `refusal`).
  public var isEnabled = true

  // The `touchesBegan` override; the hit-testing ones live in `Scene.overrideTable`.
  public var touches: TouchesOverride = .none

  public var clipsToBounds: Bool
  public var superview: ViewID?
  public var subviews: [ViewID] = []
  public var name: String
  public var viewClass: ViewClass

  public var imported: ImportedOrigin?

  // Event handling beyond hit-testing.
  /// `addTarget(_:action:for:)` registrations, in the order added (controls only).
  public var actions: [ControlAction] = []
  /// `UIScrollView.delaysContentTouches` (default true; scroll views only).
  public var delaysContentTouches = true
  /// `UIScrollView.canCancelContentTouches` (default true; scroll views only).
  public var canCancelContentTouches = true

  /// `CLASS(frame:)` with identity transform and the default anchor point.
  public init(name: String, viewClass: ViewClass, frame: Rect) {
    self.name = name
    self.viewClass = viewClass
    let f = frame.standardized
    self.bounds = Rect(origin: .zero, size: f.size)
    self.position = Point(x: f.origin.x + 0.5 * f.size.width, y: f.origin.y + 0.5 * f.size.height)
    self.isUserInteractionEnabled = viewClass.defaultUserInteractionEnabled
    self.clipsToBounds = viewClass.defaultClipsToBounds
    self.touches = viewClass.defaultTouches
  }

  /// `center` is `layer.position`.
  public var center: Point {
    get { position }
    set { position = newValue }
  }

  /// The class name to show: an imported view keeps its own (possibly private) class name.
  public var displayClass: String { imported?.originalClass ?? viewClass.rawValue }

  /// `alpha` as UIKit reports it, a CGFloat widened from the stored Float.
  public var alphaValue: Double { Double(alpha) }

  /// hitTest's gate: a disabled control (UIControl's `hitTest` returns nil when `isEnabled` is
  /// false; it wraps UIView's, so it is asked first), then UIView's visibility gate: hidden,
  /// interaction off, or alpha below 0.01 (doc) — else nil.
  public var refusal: Refusal? {
    if !isEnabled && viewClass.isControl { return .disabled }
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .interactionDisabled }
    if alphaValue < 0.01 { return .transparent }
    return nil
  }
}

/// The reasons `hitTest` returns nil before looking at a view's subviews.
public enum Refusal: String, Hashable, Sendable {
  case hidden
  case interactionDisabled
  case transparent
  /// A control with `isEnabled == false`: UIControl's `hitTest` returns nil.
  case disabled
}

/// A `UIViewController` whose root view is in the scene.
public struct Controller: Hashable, Sendable {
  public var name: String
  public var view: ViewID
  public var touches: TouchesOverride = .none
  /// The controller that presented this one (`present(_:animated:)`), its next responder.
  public var presentedBy: ControllerID?

  public init(name: String, view: ViewID) {
    self.name = name
    self.view = view
  }
}
