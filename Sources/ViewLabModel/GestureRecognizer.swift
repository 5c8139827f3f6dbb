/// A gesture recognizer of a scene: its index in the scene's recognizer storage.
public struct GestureID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int
  public init(_ index: Int) { self.index = index }
  public static func < (a: GestureID, b: GestureID) -> Bool { a.index < b.index }
  public var description: String { "gesture#\(index)" }
}

/// The gesture recognizer classes a scene can attach.
public enum GestureKind: String, CaseIterable, Hashable, Sendable {
  /// `UITapGestureRecognizer`, one tap, one touch.
  case tap
  /// `UITapGestureRecognizer` with `numberOfTapsRequired = 2`.
  case doubletap
  /// `UILongPressGestureRecognizer` (0.5 s, 10 pt allowable movement).
  case longpress
  /// `UIPanGestureRecognizer`.
  case pan
  /// `UIPinchGestureRecognizer`: two fingers; begins when the distance between them changes by
  /// `TouchConstants.pinchStartChange`.
  case pinch
  /// `UIRotationGestureRecognizer`: two fingers; begins when the angle of the line between them
  /// turns by `TouchConstants.rotationStartAngle`.
  case rotation

  /// Discrete recognizers end in `.recognized`; continuous ones go `.began`, `.changed`, `.ended`
  /// (doc: UIGestureRecognizer.State).
  public var isContinuous: Bool {
    switch self {
    case .tap, .doubletap: false
    case .longpress, .pan, .pinch, .rotation: true
    }
  }

  /// Pinch and rotation follow two fingers (doc: UIPinchGestureRecognizer, UIRotationGestureRecognizer).
  public var isTwoFinger: Bool { self == .pinch || self == .rotation }

  /// Fails when a second finger lands on its view while its first is down: tap, double tap and
  /// long press need one touch (`numberOfTouchesRequired` 1 by default, doc).
  public var failsOnSecondFinger: Bool {
    switch self {
    case .tap, .doubletap, .longpress: true
    case .pan, .pinch, .rotation: false
    }
  }

  /// The UIKit class, for explanations.
  public var className: String {
    switch self {
    case .tap, .doubletap: "UITapGestureRecognizer"
    case .longpress: "UILongPressGestureRecognizer"
    case .pan: "UIPanGestureRecognizer"
    case .pinch: "UIPinchGestureRecognizer"
    case .rotation: "UIRotationGestureRecognizer"
    }
  }

  /// `numberOfTapsRequired` of a tap recognizer (0 for the others).
  public var tapsRequired: Int {
    switch self {
    case .tap: 1
    case .doubletap: 2
    case .longpress, .pan, .pinch, .rotation: 0
    }
  }
}

/// One `UIGestureRecognizer` attached to a view, with its UIKit defaults.
public struct GestureRecognizer: Hashable, Sendable {
  public var name: String
  public var kind: GestureKind
  /// The view it is attached to (`addGestureRecognizer`). Its place among that view's
  /// `gestureRecognizers` is its order of creation (see `Scene.gestureRecognizers(on:)`).
  public var view: ViewID
  /// Default true (doc): on recognition the view's pending phases are dropped and it gets
  /// `touchesCancelled`.
  public var cancelsTouchesInView = true
  /// Default false (doc): when true, began and moved wait until this recognizer fails.
  public var delaysTouchesBegan = false
  /// Default true (doc): ended waits until this recognizer recognizes or fails.
  public var delaysTouchesEnded = true
  /// Default true. A disabled recognizer sees no touches.
  public var isEnabled = true
  /// Its delegate's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` returns true.
  public var simultaneous = false
  /// `require(toFail:)`, in the order added.
  public var requires: [GestureID] = []

  public init(name: String, kind: GestureKind, view: ViewID) {
    self.name = name
    self.kind = kind
    self.view = view
  }
}

/// A recognizer that takes part in touch delivery: one the learner attached, or the pan
/// recognizer every `UIScrollView` makes for itself (`panGestureRecognizer`).
public enum GestureRef: Hashable, Sendable {
  case recognizer(GestureID)
  /// The built-in `panGestureRecognizer` of this scroll view.
  case scrollPan(ViewID)
  /// The pan a UITableView whose rows have swipe actions makes for them
  /// (`_UISwipeActionPanGestureRecognizer`, attached to the table itself).
  case swipeActions(ViewID)
}

/// `UIGestureRecognizer.State`, as the timeline shows it.
public enum GestureState: String, Hashable, Sendable {
  case possible, began, changed, ended, recognized, failed, cancelled

  /// No further transitions: failed, recognized (discrete), ended or cancelled.
  public var isFinished: Bool {
    self == .failed || self == .recognized || self == .ended || self == .cancelled
  }
}

/// The settings `gesture NAME …` changes.
public enum GestureFlag: String, CaseIterable, Hashable, Sendable {
  case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, simultaneous
}

/// The fixed numbers of touch delivery. Where UIKit documents a value it is used; where it does
/// not, the value is ViewLab's stated choice, and lessons say so.
public enum TouchConstants {
  /// `UILongPressGestureRecognizer.minimumPressDuration` default (doc): 0.5 s.
  public static let longPressDuration = 0.5
  /// `UILongPressGestureRecognizer.allowableMovement` default (doc): 10 pt.
  public static let longPressAllowableMovement = 10.0
  /// A pan begins on the move that takes the finger this far (straight line) from where it came
  /// down. UIKit does not document its threshold: ViewLab's choice, 10 pt.
  public static let panStartDistance = 10.0
  /// A tap fails once the finger is more than this far from where it came down. UIKit keeps the
  /// value private: ViewLab's choice, 10 pt, the same as the long press's documented movement.
  public static let tapAllowableMovement = 10.0
  /// A tap fails once the finger has stayed down longer than this. UIKit keeps the limit private
  /// (reported as about 1.5 s); a long-held tap below it still recognizes. ViewLab's choice: 1.5 s.
  public static let tapMaximumDuration = 1.5
  /// The longest pause between the taps of a double tap, and between two touches that make
  /// `UITouch.tapCount` 2 (a control's `touchDownRepeat`). Private in UIKit (reported as about
  /// 0.35 s): ViewLab's choice, 0.35 s.
  public static let multiTapInterval = 0.35
  /// How far the second tap of a double tap (or a repeated touch-down) may land from the first.
  /// Private in UIKit: ViewLab's choice, 45 pt.
  public static let multiTapSeparation = 45.0
  /// `UIScrollView.delaysContentTouches` holds a touch on its content this long (about 150 ms,
  /// doc: "a short delay"; ViewLab uses 0.15 s) unless it scrolls first or lifts.
  public static let contentTouchDelay = 0.15
  /// A control tracks the touch "inside" within its bounds grown by this margin (unless it
  /// overrides `point(inside:)`). Private in UIKit, reported as about 70 pt (some say 100):
  /// ViewLab's choice, 70 pt.
  public static let controlTrackingMargin = 70.0
  /// A pinch begins once the distance between its two fingers has changed by this much since the
  /// second finger landed. UIKit does not document it: ViewLab's choice, 10 pt (the pan's distance).
  public static let pinchStartChange = 10.0
  /// A rotation begins once the line between its two fingers has turned by this many degrees since
  /// the second finger landed. UIKit does not document it: ViewLab's choice, 10°.
  public static let rotationStartAngle = 10.0
  /// A table's swipe-actions pan begins once the finger has moved this far left (trailing actions),
  /// further left than up or down. UIKit does not document it: ViewLab's choice, 20 pt — more than a
  /// plain pan's 10, as reported: a pan on an ancestor takes an ordinary swipe, a very fast one
  /// still reaches the row (docs/UIKIT-RULES.md).
  public static let swipeActionsStartDistance = 20.0
  /// `touch … finger N` takes N from 1 to this (ViewLab's choice: five fingers on one hand).
  public static let maximumFingers = 5
}
