import ViewLabGeometry

/// The UIKit classes a scene can instantiate, each with its UIKit defaults.
public enum ViewClass: String, CaseIterable, Sendable, Hashable {
  case UIView, UIControl, UIButton, UILabel, UIImageView, UIScrollView, UITextField, UISwitch,
    UIStackView, UIWindow, UIStepper, UISegmentedControl, UIPageControl, UISlider, UITableView,
    UICollectionView, UITableViewCell, UICollectionViewCell

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
  public var defaultClipsToBounds: Bool { isScrollView || self == .UILabel }

  /// Is this a `UIScrollView` (UITableView and UICollectionView are subclasses: they have its pan,
  /// `delaysContentTouches` and `canCancelContentTouches`)?
  public var isScrollView: Bool {
    switch self {
    case .UIScrollView, .UITableView, .UICollectionView: true
    case .UIView, .UIControl, .UIButton, .UILabel, .UIImageView, .UITextField, .UISwitch, .UIStackView,
      .UIWindow, .UIStepper, .UISegmentedControl, .UIPageControl, .UISlider, .UITableViewCell,
      .UICollectionViewCell:
      false
    }
  }

  /// Does the class lay out rows (cells) that it selects on touch up (`rows`)?
  public var hasRows: Bool { self == .UITableView || self == .UICollectionView }

  /// Is this a cell, a row of a table or collection view?
  public var isCell: Bool { self == .UITableViewCell || self == .UICollectionViewCell }

  /// The cell class of a table or collection view.
  public var cellClass: ViewClass? {
    switch self {
    case .UITableView: .UITableViewCell
    case .UICollectionView: .UICollectionViewCell
    case .UIView, .UIControl, .UIButton, .UILabel, .UIImageView, .UIScrollView, .UITextField, .UISwitch,
      .UIStackView, .UIWindow, .UIStepper, .UISegmentedControl, .UIPageControl, .UISlider, .UITableViewCell,
      .UICollectionViewCell:
      nil
    }
  }

  /// Is this a `UIControl`? Controls implement the touch methods themselves to track a touch and
  /// send their actions, without calling `super` (docs/UIKIT-RULES.md, "Touches, gesture recognizers and controls"; every UIKit
  /// reimplementation, e.g. Chameleon's UIControl), so a touch that starts on one stops there.
  /// The controls: UIControl, UIButton, UISwitch, UITextField, UIStepper, UISegmentedControl,
  /// UIPageControl, UISlider. Not controls: UIView, UILabel, UIImageView, UIScrollView, UIStackView, UIWindow.
  public var isControl: Bool {
    switch self {
    case .UIControl, .UIButton, .UISwitch, .UITextField, .UIStepper, .UISegmentedControl, .UIPageControl,
      .UISlider:
      true
    case .UIView, .UILabel, .UIImageView, .UIScrollView, .UIStackView, .UIWindow, .UITableView,
      .UICollectionView,
      .UITableViewCell, .UICollectionViewCell:
      false
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

  /// Does the class refuse a one-finger pan recognizer of another view whose touch starts on it and
  /// moves parallel to it? Apple lists "a single finger pan on the knob of a UISwitch object, in a
  /// direction parallel to the switch" and "a single finger swipe on the knob of a UISlider object,
  /// in a direction parallel to the slider" among the gestures the control wins (doc: "Attaching
  /// gesture recognizers to UIKit controls"). ViewLab has no swipe recognizer: a pan stands for the
  /// slider's swipe, and the whole control stands for its knob (its stated choice).
  public var vetoesParallelPans: Bool {
    switch self {
    case .UISwitch, .UISlider: true
    case .UIView, .UIControl, .UIButton, .UILabel, .UIImageView, .UIScrollView, .UITextField, .UIStackView,
      .UIWindow, .UIStepper, .UISegmentedControl, .UIPageControl, .UITableView, .UICollectionView,
      .UITableViewCell, .UICollectionViewCell:
      false
    }
  }

  /// The size `init(frame:)` and `frame` give the class whatever size they are asked for, when it
  /// enforces one. UISwitch: "The size components of this rectangle are ignored" and it "enforces a
  /// size appropriate for the control" (doc: UISwitch init(frame:)); devices print 51 × 31 (iOS 7
  /// through 18). Apple says no such thing of UIStepper or UIPageControl, so they keep the size given.
  public var ownSize: Size? {
    switch self {
    case .UISwitch: Size(width: 51, height: 31)
    case .UIView, .UIControl, .UIButton, .UILabel, .UIImageView, .UIScrollView, .UITextField, .UIStackView,
      .UIWindow, .UIStepper, .UISegmentedControl, .UIPageControl, .UISlider, .UITableView, .UICollectionView,
      .UITableViewCell, .UICollectionViewCell:
      nil
    }
  }

  /// How the class implements `touchesBegan` before any subclass of the learner's overrides it.
  public var defaultTouches: TouchesOverride { isControl ? .handle : .none }

  /// The superclass chain up to `UIResponder`, for lessons about the class hierarchy.
  public var superclassChain: [String] {
    switch self {
    case .UIView: ["UIView", "UIResponder", "NSObject"]
    case .UIControl: ["UIControl"] + ViewClass.UIView.superclassChain
    case .UIButton, .UITextField, .UISwitch, .UIStepper, .UISegmentedControl, .UIPageControl, .UISlider:
      [rawValue] + ViewClass.UIControl.superclassChain
    case .UILabel, .UIImageView, .UIScrollView, .UIStackView, .UIWindow, .UITableViewCell,
      .UICollectionViewCell:
      [rawValue] + ViewClass.UIView.superclassChain
    case .UITableView, .UICollectionView: [rawValue] + ViewClass.UIScrollView.superclassChain
    }
  }
}

extension ViewClass {
  /// `rect` as the class takes it: a class with its own size keeps the origin and its size.
  public func sized(_ rect: Rect) -> Rect {
    guard let own = ownSize else { return rect }
    return Rect(origin: rect.origin, size: own)
  }
}
