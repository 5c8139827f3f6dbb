/// What walking the hierarchy needs of a view, 16 bytes beside its 160-byte `View` (see
/// `Scene.links`): its superview, its frontmost subview and how many it has, its `touchesBegan`
/// override, and (with `Scene.overrideTable`) which of hit-testing's questions have the usual answer. Hit-testing, the responder
/// chain, ancestry and conversion read these first and open the `View` only for its geometry or
/// when a flag says something is unusual, so a walk through a long chain touches 16 bytes per view
/// instead of a whole `View` and its subview list (Benchmarks/RESULTS.md, "Design history").
///
/// A copy of fields of `View`, made by `init(_:)` only, in `Scene+Journal`'s setters; the
/// invariants check it against `storage`. 32-bit ids: a scene never holds 2³¹ views.
struct Link: Hashable, Sendable {
  /// The superview's id, or -1 for none (the window, or a removed view).
  var superview: Int32
  /// The last (frontmost) subview's id, or -1 for none: where hit-testing starts among them.
  var lastSubview: Int32
  var subviewCount: Int32
  var touches: TouchesOverride
  var flags: Flags

  /// The unusual: each set flag sends hit-testing to the `View` for the details.
  struct Flags: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// `redirect` is set.
    static let redirects = Flags(rawValue: 1 << 0)
    /// The visibility gate refuses: hidden, interaction off or alpha < 0.01.
    static let refuses = Flags(rawValue: 1 << 1)
    /// `point(inside:)` is overridden (circle, expanded, or a class written as code).
    static let customInside = Flags(rawValue: 1 << 2)
    /// A pass-through override.
    static let passthrough = Flags(rawValue: 1 << 3)
    /// The transform is not the identity.
    static let transformed = Flags(rawValue: 1 << 4)
    /// A class written as code (see `ViewBehavior`).
    static let custom = Flags(rawValue: 1 << 5)
  }

  /// The links of a removed view (a hole in `storage`).
  static let removed = Link(superview: -1, lastSubview: -1, subviewCount: 0, touches: .none, flags: [])

  init(superview: Int32, lastSubview: Int32, subviewCount: Int32, touches: TouchesOverride, flags: Flags) {
    self.superview = superview
    self.lastSubview = lastSubview
    self.subviewCount = subviewCount
    self.touches = touches
    self.flags = flags
  }

  init(_ view: View?, _ overrides: ViewOverrides? = nil) {
    if let view { self.init(view, overrides) } else { self = .removed }
  }

  /// Read in place (`__shared`): building a scene makes one per view added, and a copy of the
  /// `View` would retain and release its name, subview list and import record each time.
  init(_ view: __shared View, _ overrides: ViewOverrides?) {
    superview = view.superview.map { Int32(truncatingIfNeeded: $0) } ?? -1
    lastSubview = -1
    subviewCount = 0
    touches = view.touches
    var flags: Flags = []
    if view.refusal != nil { flags.insert(.refuses) }
    if let overrides {
      if overrides.redirect != nil { flags.insert(.redirects) }
      if overrides.pointInside != .bounds || overrides.custom?.behavior.overrides(.pointInside) == true {
        flags.insert(.customInside)
      }
      if overrides.passthrough { flags.insert(.passthrough) }
      if overrides.custom != nil { flags.insert(.custom) }
    }
    if !view.transform.isIdentity { flags.insert(.transformed) }
    self.flags = flags
    subviewsChanged(view.subviews)
  }

  /// Takes the frontmost subview and the count from the view's (new) subview list: what adding or
  /// removing one subview updates, without re-reading the whole `View`.
  mutating func subviewsChanged(_ subviews: [ViewID]) {
    lastSubview = subviews.last.map { Int32(truncatingIfNeeded: $0) } ?? -1
    subviewCount = Int32(truncatingIfNeeded: subviews.count)
  }
}
