import ViewLabGeometry

/// A view of a scene: its index in the scene's storage, stable while the view is in the scene.
/// Its own type, so a view cannot be passed where a controller or a recognizer is meant.
public struct ViewID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (a: ViewID, b: ViewID) -> Bool { a.index < b.index }
  public var description: String { "view#\(index)" }
}

/// A view controller of a scene: its index in the scene's controller storage.
public struct ControllerID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (a: ControllerID, b: ControllerID) -> Bool { a.index < b.index }
  public var description: String { "controller#\(index)" }
}

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
///
/// 160 bytes: what few views set (a transform, target-actions, the scroll-view flags) lives in one
/// shared box, absent while all of it has its default, and the superview is a
/// 32-bit id. At 280 bytes, 100,000 views were 28 MB before any capacity to grow.
public struct View: Hashable, Sendable {
  // Declared in the order hit-testing reads them: geometry, the gates, then what it never reads
  // (it walks the hierarchy through `Scene.links`, whose flags say when to open the box). A tap
  // through a deep chain reads the first two cache lines of each view.
  public var bounds: Rect
  /// `layer.position`, in the superview's coordinates. `center` is the same value.
  public var position: Point
  public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
  /// `alpha` is the layer's `opacity`, a `Float`: `0.01` is stored as 0.0099999998.
  public var alpha: Float = 1
  public var isHidden = false
  public var isUserInteractionEnabled: Bool
  /// `UIControl.isEnabled` (default true); meaningful for controls only. A disabled control is not
  /// hit (see `refusal`).
  public var isEnabled = true
  /// The `touchesBegan` override; the hit-testing ones live in `Scene.overrideTable`.
  public var touches: TouchesOverride = .none
  public var clipsToBounds: Bool
  public var viewClass: ViewClass
  /// The superview's id, or -1 for none.
  private var storedSuperview: Int32 = -1
  public var subviews: [ViewID] = []
  public var name: String
  private var rare: Rare?

  public var imported: ImportedOrigin?

  /// What few views set, kept apart (see the type's comment).
  struct RareFields: Hashable, Sendable {
    var transform: AffineTransform = .identity
    var actions: [ControlAction] = []
    var delaysContentTouches = true
    var canCancelContentTouches = true
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
    var tag = 0
    var hasSwipeActions = false
    var isSelected = false
  }

  /// An immutable box: a change makes a new one, so copies of a view never share a change.
  final class Rare: Hashable, Sendable {
    let fields: RareFields
    init(_ fields: RareFields) { self.fields = fields }
    static func == (a: Rare, b: Rare) -> Bool { a === b || a.fields == b.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
  }

  private var rareFields: RareFields {
    get { rare?.fields ?? RareFields() }
    set { rare = newValue == RareFields() ? nil : Rare(newValue) }
  }

  public var superview: ViewID? {
    get { storedSuperview < 0 ? nil : ViewID(storedSuperview) }
    set { storedSuperview = newValue.map { Int32($0) } ?? -1 }
  }

  /// Read only where `Scene.links` flags the view as transformed (or off the hot paths).
  public var transform: AffineTransform {
    get { rare?.fields.transform ?? .identity }
    set { rareFields.transform = newValue }
  }

  // Event handling beyond hit-testing.
  /// `addTarget(_:action:for:)` registrations, in the order added (controls only).
  public var actions: [ControlAction] {
    get { rare?.fields.actions ?? [] }
    set { rareFields.actions = newValue }
  }
  /// `UIScrollView.delaysContentTouches` (default true; scroll views only).
  public var delaysContentTouches: Bool {
    get { rare?.fields.delaysContentTouches ?? true }
    set { rareFields.delaysContentTouches = newValue }
  }
  /// `UIScrollView.canCancelContentTouches` (default true; scroll views only).
  public var canCancelContentTouches: Bool {
    get { rare?.fields.canCancelContentTouches ?? true }
    set { rareFields.canCancelContentTouches = newValue }
  }

  /// `isMultipleTouchEnabled` (default false; see `ViewFlag.multitouch`).
  public var isMultipleTouchEnabled: Bool {
    get { rare?.fields.isMultipleTouchEnabled ?? false }
    set { rareFields.isMultipleTouchEnabled = newValue }
  }
  /// `isExclusiveTouch` (default false; see `ViewFlag.exclusive`).
  public var isExclusiveTouch: Bool {
    get { rare?.fields.isExclusiveTouch ?? false }
    set { rareFields.isExclusiveTouch = newValue }
  }

  /// A UITableView whose rows have swipe actions (its data source commits editing, or its delegate
  /// returns trailing swipe actions), so its own swipe-actions pan takes part (default false).
  public var hasSwipeActions: Bool {
    get { rare?.fields.hasSwipeActions ?? false }
    set { rareFields.hasSwipeActions = newValue }
  }

  /// `UIControl.isSelected` (default false): drawing only, kept so code that toggles it reads back
  /// what it wrote.
  public var isSelected: Bool {
    get { rare?.fields.isSelected ?? false }
    set { rareFields.isSelected = newValue }
  }

  /// `tag` (default 0), which `viewWithTag:` looks for.
  public var tag: Int {
    get { rare?.fields.tag ?? 0 }
    set { rareFields.tag = newValue }
  }

  /// `CLASS(frame:)` with identity transform and the default anchor point. A negative width or
  /// height is standardized as UIKit does: the frame reads back standardized and the bounds origin
  /// takes the negative part (`(617, 325, -275, -275)` → frame `(342, 50, 275, 275)`, bounds origin
  /// `(-275, -275)`; docs/UIKIT-RULES.md).
  public init(name: String, viewClass: ViewClass, frame: Rect) {
    self.name = name
    self.viewClass = viewClass
    let f = frame.standardized
    self.bounds = Rect(origin: frame.size.negativePart, size: f.size)
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
  /// A pasted class's touchesMoved/Ended/Cancelled, where they differ from `touches` (touchesBegan).
  public var phaseTouches: [TouchPhase: TouchesOverride] = [:]
  /// The controller that presented this one (`present(_:animated:)`), its next responder.
  public var presentedBy: ControllerID?
  /// The pasted `UIViewController` subclass it is an instance of, whose touches… methods run.
  public var className: String?
  /// The pasted class's instance as its methods left it (what its properties hold), kept between
  /// calls as a view's own class is (`ViewOverrides.custom`).
  public var instance: CustomBehavior?

  public init(name: String, view: ViewID) {
    self.name = name
    self.view = view
  }
}
