import ViewLabGeometry

/// `UIEdgeInsets` as pasted code writes it, one reading for the top level and method bodies: which
/// call makes or applies insets, and what a member reads.
public enum EdgeInsetsCode {
  /// A function or initializer of edge insets.
  public enum Call: Hashable, Sendable {
    /// `UIEdgeInsets(top:left:bottom:right:)`, `UIEdgeInsetsMake(top, left, bottom, right)`.
    case make
    /// `UIEdgeInsets()`.
    case zero
    /// `UIEdgeInsetsInsetRect(rect, insets)`.
    case insetRect
  }

  /// The call `fn(labels…)` is, with an unlabelled argument's label nil or `_`; nil for any other.
  public static func call(_ fn: String, labels: [String?]) -> Call? {
    switch (fn, labels.map { $0 == "_" ? nil : $0 }) {
    case ("UIEdgeInsets", ["top", "left", "bottom", "right"]), ("UIEdgeInsetsMake", [nil, nil, nil, nil]):
      .make
    case ("UIEdgeInsets", []): .zero
    case ("UIEdgeInsetsInsetRect", [nil, nil]): .insetRect
    default: nil
    }
  }

  /// The constant `UIEdgeInsetsZero`, the type member `UIEdgeInsets.zero`.
  public static let zeroConstant = "UIEdgeInsetsZero"
  public static let typeName = "UIEdgeInsets"

  /// `insets.top`, `.left`, `.bottom`, `.right`; nil for any other member.
  public static func member(_ i: EdgeInsets, _ m: String) -> Double? {
    switch m {
    case "top": i.top
    case "left": i.left
    case "bottom": i.bottom
    case "right": i.right
    default: nil
    }
  }

  /// `rect.inset(by: insets)`: the method's name and labels.
  public static func isInsetBy(_ m: String, labels: [String?]) -> Bool { m == "inset" && labels == ["by"] }
}
