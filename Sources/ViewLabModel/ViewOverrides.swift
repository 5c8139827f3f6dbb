import ViewLabGeometry

/// What a view's class overrides in hit-testing: kept in `Scene.overrideTable`, beside the views, so
/// a scene whose views all behave as UIKit's own pays nothing for it.
///
/// The built-in commands (`shape`, `expand`, `passthrough`, `redirect`) fill the first three fields;
/// a class pasted as code fills `custom`, which the model asks through `ViewBehavior`.
public struct ViewOverrides: Hashable, Sendable {
  /// `shape` / `expand`: the `point(inside:with:)` a subclass would write.
  public var pointInside: PointInsideOverride = .bounds
  /// `passthrough`: `hitTest` returns nil where it would return the view itself.
  public var passthrough = false
  /// `redirect`: `hitTest` returns this view when the point is inside it.
  public var redirect: ViewID?
  /// A subclass written as code, whose overrides run when UIKit would call them.
  public var custom: CustomBehavior?

  public init() {}

  /// Nothing overridden: the entry can leave the table.
  public var isEmpty: Bool { pointInside == .bounds && !passthrough && redirect == nil && custom == nil }
}

/// The methods of a `UIView` subclass that ViewLab runs.
public enum OverrideMethod: String, Hashable, Sendable, CaseIterable {
  /// `point(inside:with:)` / `pointInside:withEvent:`.
  case pointInside
  /// `hitTest(_:with:)` / `hitTest:withEvent:`.
  case hitTest
  /// `touchesBegan(_:with:)` / `touchesBegan:withEvent:`.
  case touchesBegan
  /// `touchesMoved(_:with:)` / `touchesMoved:withEvent:`.
  case touchesMoved
  /// `touchesEnded(_:with:)` / `touchesEnded:withEvent:`.
  case touchesEnded
  /// `touchesCancelled(_:with:)` / `touchesCancelled:withEvent:`.
  case touchesCancelled
  /// A method named by a target-action (`@selector(btnClick:)`, `#selector(tapped)`): its name is
  /// the call's `selector`.
  case action
  /// A recognizer delegate's `gestureRecognizer(_:shouldReceive:)` /
  /// `gestureRecognizer:shouldReceiveTouch:`: must answer a BOOL.
  case shouldReceiveTouch
  /// `gestureRecognizerShouldBegin(_:)` / `gestureRecognizerShouldBegin:`: a BOOL.
  case shouldBegin
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` /
  /// `gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:`: a BOOL.
  case shouldRecognizeSimultaneously
  /// `gestureRecognizer(_:shouldRequireFailureOf:)` /
  /// `gestureRecognizer:shouldRequireFailureOfGestureRecognizer:`: a BOOL.
  case shouldRequireFailure
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` /
  /// `gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:`: a BOOL.
  case shouldBeRequiredToFail

  /// The touches… override UIKit calls for `phase`.
  public static func touches(_ phase: TouchPhase) -> OverrideMethod {
    switch phase {
    case .began: .touchesBegan
    case .moved: .touchesMoved
    case .ended: .touchesEnded
    case .cancelled: .touchesCancelled
    }
  }

  /// A touches… method (the ones that may change the scene, with actions).
  public var isTouches: Bool {
    switch self {
    case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: true
    case .pointInside, .hitTest, .action, .shouldReceiveTouch, .shouldBegin, .shouldRecognizeSimultaneously,
      .shouldRequireFailure, .shouldBeRequiredToFail:
      false
    }
  }

  /// A recognizer delegate's method as each language spells it (nil for the others).
  public func delegateSelector(objectiveC: Bool) -> String? {
    switch self {
    case .shouldReceiveTouch:
      objectiveC ? "gestureRecognizer:shouldReceiveTouch:" : "gestureRecognizer(_:shouldReceive:)"
    case .shouldBegin: objectiveC ? "gestureRecognizerShouldBegin:" : "gestureRecognizerShouldBegin(_:)"
    case .shouldRecognizeSimultaneously:
      objectiveC
        ? "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"
        : "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
    case .shouldRequireFailure:
      objectiveC
        ? "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:"
        : "gestureRecognizer(_:shouldRequireFailureOf:)"
    case .shouldBeRequiredToFail:
      objectiveC
        ? "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:"
        : "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
    case .pointInside, .hitTest, .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .action: nil
    }
  }

  /// A recognizer delegate's method: it answers a BOOL.
  public var isGestureDelegate: Bool {
    switch self {
    case .shouldReceiveTouch, .shouldBegin, .shouldRecognizeSimultaneously, .shouldRequireFailure,
      .shouldBeRequiredToFail:
      true
    case .pointInside, .hitTest, .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .action:
      false
    }
  }
}

/// A subclass's overrides as the model sees them: it calls these where UIKit would call the
/// override, and the implementation reaches back into the hierarchy only through `OverrideRun`.
/// The code front end supplies the interpreted implementation.
public protocol ViewBehavior: Sendable {
  /// The subclass's name (`CustomButton`).
  var className: String { get }
  /// Equal keys behave the same: scenes compare and hash their behaviors through it.
  var key: String { get }
  func overrides(_ method: OverrideMethod) -> Bool
  /// `point(inside:with:)`, `p` in `view`'s own coordinates.
  func pointInside(_ p: Point, of view: ViewID, _ run: OverrideRun) throws(OverrideFailure) -> Bool
  /// `hitTest(_:with:)`, `p` in `view`'s own coordinates.
  func hitTest(_ p: Point, of view: ViewID, _ run: OverrideRun) throws(OverrideFailure) -> ViewID?
  /// `touchesBegan(_:with:)`: true when it calls `super` (the touch goes on to `next`).
  func touchesBegan(of view: ViewID, _ run: OverrideRun) throws(OverrideFailure) -> Bool
  /// How the class implements the touches… method of `phase` (its own override, or its UIKit
  /// base's); nil: as the view's `touches` setting says.
  func touchesOverride(_ phase: TouchPhase) -> TouchesOverride?
}

extension ViewBehavior {
  public func touchesOverride(_ phase: TouchPhase) -> TouchesOverride? { nil }
}

/// The `UITouch` a touches… override or an action is given: where the finger is and was, in window
/// coordinates (a body converts with `location(in:)`), its tap count and the view it is bound to.
public struct OverrideTouch: Hashable, Sendable {
  public var point: Point
  public var previous: Point
  public var tapCount: Int
  public var view: ViewID?
  public var phase: TouchPhase

  public init(point: Point, previous: Point, tapCount: Int, view: ViewID?, phase: TouchPhase) {
    self.point = point
    self.previous = previous
    self.tapCount = tapCount
    self.view = view
    self.phase = phase
  }
}

/// A `ViewBehavior` held by a scene (a value: equal when the keys are).
public struct CustomBehavior: Hashable, Sendable {
  public let behavior: any ViewBehavior

  public init(_ behavior: any ViewBehavior) { self.behavior = behavior }

  public static func == (a: CustomBehavior, b: CustomBehavior) -> Bool { a.behavior.key == b.behavior.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(behavior.key) }
}

/// Why an override could not finish: the whole tap is refused and the scene stays as it was.
public struct OverrideFailure: Error, Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// More steps than `OverrideRun.stepBudget`: most likely a loop that never ends.
    case stepBudget(Int)
    /// Overrides calling each other (or themselves) deeper than `OverrideRun.callLimit`.
    case recursion(Int)
    /// An assignment that would change the scene from inside hitTest or point(inside:).
    case changesScene(String)
    /// A value of the wrong kind (`point.x` of a view, a view that is nil, …): what was expected.
    case wrongValue(expected: OverrideValueKind, found: OverrideValueKind)
    /// Something the interpreter does not model.
    case notModelled(ClassConstruct)
    /// An action method called from inside hitTest or point(inside:) (the selector): an action
    /// changes the scene, and UIKit may call hitTest more than once for one touch.
    case actionInHitTest(String)
    /// Swift's `value as! Type` on a value of another class (the class it is): Swift stops the app.
    case failedCast(to: String, found: String)
    /// Swift's `lower..<upper` / `lower...upper` with the upper bound below the lower one: Swift
    /// stops the app ("Range requires lowerBound <= upperBound").
    case badRange(lower: Double, upper: Double, closed: Bool)
  }

  public var className: String
  public var method: OverrideMethod
  /// The line of the class's source (1-based) where it happened.
  public var line: Int
  public var kind: Kind
  /// The action's selector when `method` is `.action`.
  public var selector = ""
  /// The class was pasted as Objective-C (advice is written in the paste's language).
  public var objectiveC = true

  public init(className: String, method: OverrideMethod, line: Int, kind: Kind) {
    self.className = className
    self.method = method
    self.line = line
    self.kind = kind
  }
}
