/// What a value of pasted code is, for "expected a CGPoint, found a CGRect".
public enum ValueKind: Hashable, Sendable {
  case number
  case boolean
  case point
  case size
  case rect
  case transform
  case view
  case layer
  case type(String)
  /// `self` (the scene's root view controller).
  case rootController
  case zero
  case null
  /// A cosmetic value such as `.red` or `#colorLiteral`, as written.
  case cosmetic(String)
  case string
  case list
  case selector
  case gesture
  case controller
  /// A `UIEdgeInsets`.
  case insets
}

extension ValueKind {
  /// The Swift type of such a value, the same in every language (`print(v.layer)` shows `CALayer`).
  public var typeName: String {
    switch self {
    case .number: "CGFloat"
    case .boolean: "Bool"
    case .point: "CGPoint"
    case .size: "CGSize"
    case .rect: "CGRect"
    case .transform: "CGAffineTransform"
    case .view: "UIView"
    case .layer: "CALayer"
    case .type(let t): "\(t).Type"
    case .rootController, .controller: "UIViewController"
    case .zero: ".zero"
    case .null: "nil"
    case .cosmetic(let c): c
    case .string: "String"
    case .list: "Array"
    case .selector: "Selector"
    case .gesture: "UIGestureRecognizer"
    case .insets: "UIEdgeInsets"
    }
  }
}
