/// The UIKit classes a scene can instantiate, each with its UIKit defaults.
public enum ViewClass: String, CaseIterable, Sendable, Hashable {
  case UIView, UIControl, UIButton, UILabel, UIImageView, UIScrollView, UITextField, UISwitch,
    UIStackView, UIWindow, UIStepper, UISegmentedControl, UIPageControl

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

  /// Is this a `UIControl`? Controls implement the touch methods themselves to track a touch and
  /// send their actions, without calling `super` (docs/UIKIT-RULES.md, "Touches, gesture recognizers and controls"; every UIKit
  /// reimplementation, e.g. Chameleon's UIControl), so a touch that starts on one stops there.
  /// The controls: UIControl, UIButton, UISwitch, UITextField, UIStepper, UISegmentedControl,
  /// UIPageControl. Not controls: UIView, UILabel, UIImageView, UIScrollView, UIStackView, UIWindow.
  public var isControl: Bool {
    switch self {
    case .UIControl, .UIButton, .UISwitch, .UITextField, .UIStepper, .UISegmentedControl, .UIPageControl:
      true
    case .UIView, .UILabel, .UIImageView, .UIScrollView, .UIStackView, .UIWindow: false
    }
  }

  /// Does the class implement `gestureRecognizerShouldBegin(_:)` to refuse a one-tap, one-touch
  /// `UITapGestureRecognizer` attached to another view, so that its own single tap wins? UIButton,
  /// UISwitch, UIStepper, UISegmentedControl and UIPageControl (doc: "Attaching gesture recognizers
  /// to UIKit controls"); a plain UIControl subclass and UITextField do not.
  public var vetoesOtherTaps: Bool {
    switch self {
    case .UIButton, .UISwitch, .UIStepper, .UISegmentedControl, .UIPageControl: true
    default: false
    }
  }

  /// How the class implements `touchesBegan` before any subclass of the learner's overrides it.
  public var defaultTouches: TouchesOverride { isControl ? .handle : .none }

  /// The superclass chain up to `UIResponder`, for lessons about the class hierarchy.
  public var superclassChain: [String] {
    switch self {
    case .UIView: ["UIView", "UIResponder", "NSObject"]
    case .UIControl: ["UIControl"] + ViewClass.UIView.superclassChain
    case .UIButton, .UITextField, .UISwitch, .UIStepper, .UISegmentedControl, .UIPageControl:
      [rawValue] + ViewClass.UIControl.superclassChain
    case .UILabel, .UIImageView, .UIScrollView, .UIStackView, .UIWindow:
      [rawValue] + ViewClass.UIView.superclassChain
    }
  }
}
