/// UIKit view classes ViewLab does not model on their own, and the modelled class each is a subclass
/// of: a pasted `class TabBar: UITabBar` runs as a UIView subclass. What hit-testing and touch
/// delivery read — the UIView, UIScrollView or UIControl behaviour — is the base's; what the
/// class adds itself (a tab bar's buttons, a text view's text) is not built.
public enum UIKitStandIn {
  /// The modelled base of an unmodelled UIKit view class, or nil for any other name.
  public static func base(of name: String) -> ViewClass? {
    switch name {
    case "UITabBar", "UINavigationBar", "UIToolbar", "UISearchBar", "UIVisualEffectView", "UIPickerView":
      .UIView
    case "UITextView": .UIScrollView
    case "UIDatePicker", "UIRefreshControl": .UIControl
    default: nil
    }
  }
}
