/// The UIKit classes a scene can instantiate, each with its UIKit defaults.
public enum ViewClass: String, CaseIterable, Sendable, Hashable {
  case UIView, UIControl, UIButton, UILabel, UIImageView, UIScrollView, UITextField, UISwitch,
    UIStackView, UIWindow

  /// The classes `add` accepts (a window is never added).
  public static let addable: [ViewClass] = allCases.filter { $0 != .UIWindow }

  /// `isUserInteractionEnabled` after `init(frame:)`: UILabel and UIImageView start disabled (doc).
  public var defaultUserInteractionEnabled: Bool {
    switch self {
    case .UILabel, .UIImageView: false
    default: true
    }
  }

  /// `clipsToBounds` after `init(frame:)`: UIScrollView and UILabel change the default to true (doc:
  /// UIView.clipsToBounds, UILabel.clipsToBounds).
  public var defaultClipsToBounds: Bool { self == .UIScrollView || self == .UILabel }

  /// The superclass chain up to `UIResponder`, for lessons about the class hierarchy.
  public var superclassChain: [String] {
    switch self {
    case .UIView: ["UIView", "UIResponder", "NSObject"]
    case .UIControl: ["UIControl"] + ViewClass.UIView.superclassChain
    case .UIButton, .UITextField, .UISwitch: [rawValue] + ViewClass.UIControl.superclassChain
    case .UILabel, .UIImageView, .UIScrollView, .UIStackView, .UIWindow:
      [rawValue] + ViewClass.UIView.superclassChain
    }
  }
}
