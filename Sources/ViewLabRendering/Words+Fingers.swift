import ViewLabLanguage

/// More than one finger in the delivery timeline: phases kept from a view, and whose line is whose.
extension Words {
  /// A phase the window sends to no view, and why (`isMultipleTouchEnabled`, `isExclusiveTouch`).
  static func blockedPhase(_ method: String, _ why: BlockedWhy, _ l: Language) -> String {
    switch why {
    case .multitouchOff(let v):
      l.pick(
        "✗ \(method) not sent to \(v): isMultipleTouchEnabled is false and this touch began while \(v) already had one (a view gets only the first)",
        "✗ 没有把 \(method) 发给 \(v)：isMultipleTouchEnabled 为 false，而这个触摸开始时 \(v) 已经有一个触摸（视图只收第一个）")
    case .exclusiveWhileOtherTracks(let v, let other):
      l.pick(
        "✗ \(method) not sent to \(v): \(v) has isExclusiveTouch and this touch began while \(other) was tracking one",
        "✗ 没有把 \(method) 发给 \(v)：\(v) 设置了 isExclusiveTouch，而这个触摸开始时 \(other) 正在跟踪一个触摸")
    case .otherIsExclusive(let v, let exclusive):
      l.pick(
        "✗ \(method) not sent to \(v): this touch began while \(exclusive) (isExclusiveTouch) was tracking one, so no other view in the window gets it",
        "✗ 没有把 \(method) 发给 \(v)：这个触摸开始时 \(exclusive)（设置了 isExclusiveTouch）正在跟踪触摸，所以 window 中的其他视图都收不到它")
    }
  }

  /// Why a phase goes to no view, with the names to show.
  enum BlockedWhy {
    case multitouchOff(String), exclusiveWhileOtherTracks(String, other: String)
    case otherIsExclusive(String, exclusive: String)
  }

  /// Marks a timeline line with its finger, when more than one finger takes part.
  static func fingerTag(_ finger: Int, _ l: Language) -> String {
    l.pick("[finger \(finger)] ", "[手指 \(finger)] ")
  }

  /// Before the summary of one finger's touch, when more than one finger takes part.
  static func summaryFinger(_ finger: Int, _ l: Language) -> String {
    l.pick("finger \(finger) — ", "手指 \(finger) — ")
  }
}
