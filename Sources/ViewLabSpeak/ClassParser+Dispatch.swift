/// Grand Central Dispatch as pasted code hands it a block: `DispatchQueue.main.async { … }`,
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }`, `DispatchQueue.global().async { … }`
/// (Swift), `dispatch_async(dispatch_get_main_queue(), ^{ … })` (Objective-C, whose `^{ … }` the
/// block grammar reads already). The closure is read with its statements, so a host can queue it (or
/// refuse a background queue by name).
extension ClassParser {
  /// `queue.async`, `queue.asyncAfter(…)` on a queue written from `DispatchQueue` (`.main`,
  /// `.global()`, `DispatchQueue(label:)`), before its closure.
  static func isDispatchCall(_ e: BodyExpr) -> Bool {
    var callee = e
    if case .call(let f, _) = e.kind { callee = f }
    guard case .member(let queue, let m) = callee.kind, ["async", "asyncAfter", "sync"].contains(m) else {
      return false
    }
    return queue.chainRoot == "DispatchQueue"
  }
}

extension BodyExpr {
  /// The name a chain of members and calls starts from: `DispatchQueue.global(qos: .default)` →
  /// `DispatchQueue`.
  public var chainRoot: String? {
    switch kind {
    case .name(let n): n
    case .member(let base, _), .call(let base, _), .optional(let base): base.chainRoot
    default: nil
    }
  }
}
