import ViewLabModel

/// What pasted code reads of a view, the same in a method body and at the top level: its geometry,
/// flags, tag, superview and subviews. Each host turns a view into its own value (an id in a body, a
/// name at the top level) and answers the rest itself (a pasted class's properties, a layer).
enum ViewRead: Hashable, Sendable {
  case plain(PlainValue)
  case view(ViewID)
  case views([ViewID])
  /// `superview` of a view with none.
  case none

  /// `m` of view `id` in `scene`; nil for a member this table does not read.
  init?(_ m: String, of id: ViewID, in scene: Scene) {
    let v = scene[id]
    if let flag = ViewFlag(propertyName: m) {
      self = .plain(.bool(v[keyPath: flag.keyPath]))
      return
    }
    switch m {
    case "frame": self = .plain(.rect(scene.frame(of: id)))
    case "bounds": self = .plain(.rect(v.bounds))
    case "center": self = .plain(.point(v.center))
    case "transform": self = .plain(.transform(v.transform))
    case "alpha": self = .plain(.number(v.alphaValue))
    case "hidden", "isHidden": self = .plain(.bool(v.isHidden))
    case "tag": self = .plain(.number(Double(v.tag)))
    // A scroll view's `contentOffset` is its bounds' origin.
    case "contentOffset": self = .plain(.point(v.bounds.origin))
    // `enabled` and `selected` are UIControl's: a plain UIView has neither.
    case "enabled",
      "isEnabled" where v.viewClass.isControl:
      self = .plain(.bool(v.isEnabled))
    case "selected",
      "isSelected" where v.viewClass.isControl:
      self = .plain(.bool(v.isSelected))
    case "subviews": self = .views(v.subviews)
    case "superview": self = v.superview.map(ViewRead.view) ?? .none
    default: return nil
    }
  }
}
