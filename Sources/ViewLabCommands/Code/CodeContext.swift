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
  /// Notes gathered while one line runs.
  var notes: [Note] = []

  public init() {}

  /// Is `name` a view created by code but not yet added to the window?
  public func isPending(_ name: String) -> Bool {
    name != "window" && limbo.view(named: name) != nil
  }

  public var pendingNames: [String] { limbo.viewNames.filter { $0 != "window" } }
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

  /// What the value is, for "expected a point, found a rect".
  var kind: String {
    switch self {
    case .number: "a number"
    case .bool: "a Boolean"
    case .point: "a CGPoint"
    case .size: "a CGSize"
    case .rect: "a CGRect"
    case .transform: "a CGAffineTransform"
    case .view, .newView: "a view"
    case .layer: "a layer"
    case .type(let t): "the type \(t)"
    case .controller: "the view controller"
    case .zero: ".zero"
    case .null: "nil"
    case .cosmetic(let c): "'\(c)'"
    case .string: "a string"
    case .list: "a list"
    }
  }
}

/// What pasted code did that a command would not say.
public enum CodeNote: Hashable, Sendable {
  /// `self.view` was used for the first time: a full-window root view and its controller were made.
  case rootView(view: String, controller: String)
  /// A view was created but is in no window until `addSubview`.
  case created(name: String, ViewClass, Rect)
  /// A property ViewLab does not model (colours, text, images…) was set.
  case ignored(String)
  /// A line that frames code (`import UIKit`, `super.viewDidLoad()`, braces).
  case scaffolding(String)
  /// `print(…)` / `NSLog(…)` of a value.
  case printed(String)
  /// A variable now holds a value.
  case variable(name: String, String)
}
