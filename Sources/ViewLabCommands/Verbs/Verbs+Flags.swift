import ViewLabModel

extension Verbs {
  /// `interaction NAME on|off`, `clip …`, `multitouch …`, `exclusive …`: one verb per `ViewFlag`,
  /// in the order the flags are declared.
  static let flags: [Verb] = ViewFlag.allCases.map { flag in
    let words = flagWords(flag)
    return Verb(
      flag.rawValue, .change, forms: [[.name("NAME"), .onOff]], summary: words.summary, zh: words.zh,
      uikit: "NAME.\(flag.swiftName) = \(!flag.defaultValue(for: .UIView))",
      example: "\(flag.rawValue) red \(flag.defaultValue(for: .UIView) ? "off" : "on")",
      make: { a in .edit(.flag(a.name("NAME")!, flag, a.bool("on|off")!)) })
  }

  /// What `help` says of each flag's verb, in English and Chinese.
  static func flagWords(_ flag: ViewFlag) -> (summary: String, zh: String) {
    switch flag {
    case .interaction:
      ("turn isUserInteractionEnabled on or off", "打开或关闭 isUserInteractionEnabled")
    case .clip: ("turn clipsToBounds on or off", "打开或关闭 clipsToBounds")
    case .multitouch:
      (
        "turn isMultipleTouchEnabled on or off (off: the view gets only the first touch that starts in it)",
        "打开或关闭 isMultipleTouchEnabled（关闭时视图只收到从它开始的第一个触摸）"
      )
    case .exclusive:
      (
        "turn isExclusiveTouch on or off (on: while it tracks a touch, no other view in the window gets one)",
        "打开或关闭 isExclusiveTouch（打开时，它跟踪触摸期间 window 中的其他视图收不到触摸）"
      )
    }
  }
}
