import ViewLabGeometry
import ViewLabModel

/// What pasted code remembers between lines, kept beside the scene (not in it): views created with
/// `UIView(frame:)` that no `addSubview` has put in the window yet, variables, and which view is
/// `self.view`.
public struct CodeContext: Hashable, Sendable {
  /// Views that exist but are not in the window: children of this scratch scene's window, which is
  /// never shown. `addSubview` moves them (with their subviews) into the real scene.
  public internal(set) var limbo = Scene()
  /// `let v2 = v`: variable → view name.
  public internal(set) var aliases: [String: String] = [:]
  /// Points, rects, numbers and transforms held in variables.
  public internal(set) var values: [String: CodeValue] = [:]
  /// The name of `self.view` once it was first used.
  public internal(set) var rootView: String?
  /// Gesture recognizers made by code that are not in the scene yet: not added to a view, or added
  /// to a view that is in no window. They enter the scene when both are true.
  public internal(set) var gestures: [String: PendingGesture] = [:]
  /// `a.require(toFail: b)` waiting until both recognizers are in the scene.
  public internal(set) var requirements: [Requirement] = []
  /// Counts `addGestureRecognizer` calls (see `PendingGesture.attached`).
  var attachCount = 0
  /// `let sheet = UIViewController()`: controller name → the name of its view (in limbo until the
  /// controller is presented).
  public internal(set) var controllers: [String: String] = [:]
  /// Notes gathered while one line runs.
  var notes: [Note] = []
  /// The view controller class whose `viewDidLoad` built the window's root view: the first one
  /// pasted. Another class's lifecycle lines are not run (it is not loaded until it is shown).
  var rootControllerClass: String?
  /// Classes whose lifecycle lines were skipped and said so.
  var notLoaded: Set<String> = []
  /// Blocks queued on the main queue (`DispatchQueue.main.async { … }`) that have not run yet: they
  /// run, in order, once the code that queued them has finished.
  var mainQueue: [QueuedBlock] = []
  /// Counts the block scopes pasted code has opened (`ControlState.Scope.serial`).
  var scopeSerial = 0
  /// Where the statement running stands in a view controller's lifecycle method, if it is in one.
  var lifecycle: LifecyclePosition?
  /// The line of the `return` that ended the lifecycle method running: its later statements do not
  /// run.
  var returnedAt: Int?
  /// Declared (or, in Swift, inferred) types of variables: an `Int` or `int` divides as integers.
  var types: [String: String] = [:]
  /// While a Swift `let` of integers or `print`'s arguments are read: integer literals are `Int`.
  var literalsAreInt = false
  /// The line running is Objective-C (see `CodeSnippet.objectiveC`).
  var objectiveC = false
  /// Classes pasted so far (see `Session+Classes`), and the one the last constructor made.
  public internal(set) var classes: [String: ClassDefinition] = [:]
  var madeClass: String?
  /// Objective-C classes whose `@implementation` was read: an `@interface` before it only declares.
  var implemented: Set<String> = []
  /// The action the last `UI…GestureRecognizer(target:action:)` named, until a declaration names
  /// the recognizer; then `gestureActions` keeps it.
  var madeGestureAction: String?
  /// Recognizer name → the action methods it sends (`#selector(tapped)`), run when it recognizes.
  public internal(set) var gestureActions: [String: [String]] = [:]
  /// Action name (its stem) → the pasted class of the target that `addTarget` named, which has no
  /// method of that name: firing it is an unrecognized selector.
  public internal(set) var missingActions: [String: String] = [:]
  /// Recognizer name → its delegate: a view's name (its pasted class answers), or nil for `self`
  /// (the pasted view controller class).
  public internal(set) var gestureDelegates: [String: String?] = [:]

  public init() {}

  /// Is `name` a view created by code but not yet added to the window?
  public func isPending(_ name: String) -> Bool {
    name != "window" && limbo.view(named: name) != nil
  }

  public var pendingNames: [String] { limbo.viewNames.filter { $0 != "window" } }
}

/// A recognizer made by code, with what was set on it before it entered the scene.
public struct PendingGesture: Hashable, Sendable {
  public var kind: GestureKind
  /// The view `addGestureRecognizer` put it on.
  public var view: String?
  /// Flags set so far (`cancelsTouchesInView = false`, …).
  public var flags: [GestureFlag: Bool] = [:]
  /// When `addGestureRecognizer` ran, counted per session: the order they enter the scene in.
  public var attached = 0
}

/// `gesture.require(toFail: other)`, by name.
public struct Requirement: Hashable, Sendable {
  public var gesture: String
  public var other: String
}

/// The value of an expression of pasted code.
public indirect enum CodeValue: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case transform(AffineTransform)
  /// A view by name, in the window or not yet.
  case view(String)
  /// `UIView(frame:)`: a view made but not yet named by a declaration.
  case newView(ViewClass, Rect)
  /// A view's layer.
  case layer(String)
  /// A class or struct name used as a value: `UIView`, `CGFloat`, `UIColor`.
  case type(String)
  /// `self`: the view controller whose `view` is `self.view`.
  case controller
  /// `.zero`, `CGRectZero`: a zero of whatever shape is wanted.
  case zero
  case null
  /// A colour, image, font or enum case: only cosmetic properties take these.
  case cosmetic(String)
  case string(String)
  case list([CodeValue])
  /// `#selector(tapped)`: the action's name.
  case selector(String)
  /// A gesture recognizer held by a variable (in the scene or not yet).
  case gesture(String)
  /// `UITapGestureRecognizer(target:action:)` before a declaration names it.
  case newGesture(GestureKind)
  /// A view controller by name (one in the scene, or made by `UIViewController()`).
  case namedController(String)
  /// `UIViewController()` before a declaration names it.
  case newController
  /// A `UIEdgeInsets`.
  case insets(EdgeInsets)

  /// What the value is, for "expected a point, found a rect".
  var kind: ValueKind {
    switch self {
    case .number: .number
    case .bool: .boolean
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .view, .newView: .view
    case .layer: .layer
    case .type(let t): .type(t)
    case .controller: .rootController
    case .zero: .zero
    case .null: .null
    case .cosmetic(let c): .cosmetic(c)
    case .string: .string
    case .list: .list
    case .selector: .selector
    case .gesture, .newGesture: .gesture
    case .namedController, .newController: .controller
    case .insets: .insets
    }
  }
}

/// What pasted code did that a command would not say.
public enum CodeNote: Hashable, Sendable {
  /// `self.view` was used for the first time: a full-window root view and its controller were made.
  case rootView(view: String, controller: String)
  /// A view was created but is in no window until `addSubview`.
  /// The class as written: a UIKit class, or a pasted one.
  case created(name: String, String, Rect)
  /// `addSubview` put a view made by code (and its subviews) into the window: its class as written
  /// (a pasted one too), its frame, its new superview.
  case entered(view: String, className: String, Rect, parent: String)
  /// An Objective-C `@interface` read before its `@implementation`: the class is announced once
  /// that arrives.
  case interfaceRead(className: String, superclass: String)
  /// `addTarget(t, action: #selector(foo), …)` where t's pasted class has no method `foo`: the
  /// event would raise "unrecognized selector sent to instance".
  case noSuchMethod(selector: String, className: String)
  /// A property ViewLab does not model (colours, text, images…) was set.
  case ignored(String)
  /// A line that frames code (`import UIKit`, `super.viewDidLoad()`, braces).
  case scaffolding(String)
  /// `bringSubviewToFront:`/`sendSubviewToBack:` named a view that is not the receiver's subview:
  /// UIKit ignores the call.
  case notASubview(view: String, of: String, selector: String)
  /// `print(…)` / `NSLog(…)` of a value.
  case printed(String)
  /// A variable now holds a value.
  case variable(name: String, String)
  /// A class was pasted (`@interface`, `@implementation`, `class X: UIView`).
  case classDefined(ClassSummary)
  /// `sizeToFit` kept the view's size: the size that fits comes from its text, image and font.
  case sizeKept(view: String, Size)
  /// A pasted `pointInside:withEvent:` / `hitTest:withEvent:` reads the view's own `frame`: its point
  /// is in bounds coordinates, and `frame` is undefined under a transform (use `bounds`).
  case frameInHitTesting(className: String, method: OverrideMethod, line: Int, objectiveC: Bool)
  /// A pasted hit-testing override writes the gate as `alpha <= 0.01`: Apple says "less than 0.01",
  /// and the two agree on every alpha a view can hold (alpha is stored as a Float).
  case alphaGateAtOrBelow(className: String, method: OverrideMethod, line: Int, objectiveC: Bool)
  /// An animation block ran at once: hit-testing sees the values it ends with.
  case animated
  /// A block queued on the main queue at `line` (after `delay` seconds, for `asyncAfter`) ran once
  /// the code around it had finished.
  case ranOnMainQueue(line: Int, delay: Double?)
  /// A statement of a lifecycle method after the `return` at `line` that ended it: not run.
  case notRunAfterReturn(line: Int)
  /// A statement with control flow (a loop, an `if`) changed a view's property: its value after.
  case changedInBlock(view: String, property: String, value: String)
  /// `endEditing:` / `resignFirstResponder`: accepted, no keyboard is modelled.
  case noKeyboard
  /// `a?.b = x`, `a?.f()` where `a` is nil: Swift skips the rest of the chain, so the statement does
  /// nothing.
  case optionalChainStopped(BodyExpr)
  /// A recognizer's `delegate` was set while no pasted class implements a gesture delegate method:
  /// kept, and asked once one is pasted; until then UIKit's defaults hold.
  case delegateWithoutMethods(gesture: String)
  /// A second view controller class's `viewDidLoad` was pasted: only the window's root view
  /// controller (the first one pasted, `root`) is loaded; this one's runs when it is shown.
  case notRootController(className: String, root: String)
}
