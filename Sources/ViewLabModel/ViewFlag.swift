/// A Boolean property of a view that a command switches on or off (`interaction NAME off`),
/// declared once: its verb, where the view keeps it, its default per class, and its names in Swift,
/// Objective-C and JSON. Verbs, saving, pasted code, `explain` and JSON are derived from this list,
/// so a new property is a case here, its storage in `View`, its help words in `Verbs+Flags.swift`,
/// and the rule that reads it.
public enum ViewFlag: String, CaseIterable, Hashable, Sendable {
  /// `isUserInteractionEnabled`.
  case interaction
  /// `clipsToBounds` (drawing only: hit-testing never reads it).
  case clip
  /// `isMultipleTouchEnabled`: whether the view receives more than the first touch of a multitouch
  /// sequence that starts in it (default false).
  case multitouch
  /// `isExclusiveTouch`: while the view tracks a touch, no other view in the window gets one
  /// (default false).
  case exclusive

  public var keyPath: WritableKeyPath<View, Bool> {
    switch self {
    case .interaction: \.isUserInteractionEnabled
    case .clip: \.clipsToBounds
    case .multitouch: \.isMultipleTouchEnabled
    case .exclusive: \.isExclusiveTouch
    }
  }

  /// The value a freshly made view of `viewClass` has.
  public func defaultValue(for viewClass: ViewClass) -> Bool {
    switch self {
    case .interaction: viewClass.defaultUserInteractionEnabled
    case .clip: viewClass.defaultClipsToBounds
    case .multitouch, .exclusive: false
    }
  }

  /// Whether `explain` names the flag on every view (`interaction`, `clip`: what hit-testing is
  /// most often asked about). The others are named only where set away from their default, as
  /// most views never set them.
  public var alwaysExplained: Bool {
    switch self {
    case .interaction, .clip: true
    case .multitouch, .exclusive: false
    }
  }

  /// The property as Swift spells it (`v.isExclusiveTouch = true`).
  public var swiftName: String {
    switch self {
    case .interaction: "isUserInteractionEnabled"
    case .clip: "clipsToBounds"
    case .multitouch: "isMultipleTouchEnabled"
    case .exclusive: "isExclusiveTouch"
    }
  }

  /// The property as Objective-C spells it (`v.exclusiveTouch = YES;`); also the JSON key of
  /// `explain`.
  public var objectiveCName: String {
    switch self {
    case .interaction: "userInteractionEnabled"
    case .clip: "clipsToBounds"
    case .multitouch: "multipleTouchEnabled"
    case .exclusive: "exclusiveTouch"
    }
  }

  /// The flag a pasted property name sets: Swift's or Objective-C's spelling.
  public init?(propertyName name: String) {
    guard let flag = Self.allCases.first(where: { $0.swiftName == name || $0.objectiveCName == name }) else {
      return nil
    }
    self = flag
  }
}
