import ViewLabModel

/// A block handed to a dispatch queue, as pasted code writes it:
///
///     DispatchQueue.main.async { v.isHidden = true }
///     DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }
///     dispatch_async(dispatch_get_main_queue(), ^{ … });
///     dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{ … });
///
/// The main queue is serial and bound to the main thread: `async` returns at once, and the block
/// runs on a later turn of the main run loop, after the code running now has returned, in the order
/// blocks were queued. ViewLab has one thread, so a block for any other queue is refused by name, and
/// so is `sync` onto the main queue: pasted code runs on it already, and `sync` targeting the current
/// queue deadlocks.
struct DispatchCall {
  enum Queue: Equatable {
    case main
    /// `DispatchQueue.global()`, `dispatch_get_global_queue(…)`, … as written.
    case other(String)
  }

  var queue: Queue
  var body: [BodyStatement]
  /// The delay of `asyncAfter`/`dispatch_after`: an expression and the seconds one of its units is
  /// (`.now() + 0.5` → 0.5 × 1; `.milliseconds(500)` → 500 × 0.001); nil for `async`.
  var delay: (BodyExpr, scale: Double)?
  /// The call as `undo` names it: `DispatchQueue.main.async`, `dispatch_after`, ….
  var written: String
  /// `sync`/`dispatch_sync`: the caller waits until the block has run.
  var waits = false

  /// nil when `e` hands no block to a queue.
  init?(_ e: BodyExpr) {
    guard case .call(let f, let args) = e.plain.kind, case .block(_, let body)? = args.last?.value.kind else {
      return nil
    }
    self.body = body
    switch f.kind {
    case .member(let q, let m)
    where ["async", "asyncAfter", "sync"].contains(m) && q.chainRoot == "DispatchQueue":
      queue = Self.swiftQueue(q)
      waits = m == "sync"
      written = (queue == .main ? "DispatchQueue.main." : "DispatchQueue…") + m
      if m == "asyncAfter", let deadline = args.first(where: { $0.label?.hasSuffix("eadline") == true }) {
        delay = Self.swiftDelay(deadline.value)
      }
    case .name(let f) where (f == "dispatch_async" || f == "dispatch_sync") && args.count == 2:
      queue = Self.cQueue(args[0].value)
      written = f
      waits = f == "dispatch_sync"
    case .name("dispatch_after") where args.count == 3:
      queue = Self.cQueue(args[1].value)
      delay = Self.cDelay(args[0].value)
      written = "dispatch_after"
    default:
      return nil
    }
  }

  private static func swiftQueue(_ q: BodyExpr) -> Queue {
    if case .member(let base, "main") = q.kind, case .name("DispatchQueue") = base.kind { return .main }
    if case .call(let f, _) = q.kind, case .member(_, let m) = f.kind {
      return .other("DispatchQueue.\(m)(…)")
    }
    if case .call = q.kind { return .other("DispatchQueue(label:)") }
    return .other("DispatchQueue")
  }

  private static func cQueue(_ q: BodyExpr) -> Queue {
    if case .call(let f, _) = q.plain.kind, case .name(let n) = f.kind {
      return n == "dispatch_get_main_queue" ? .main : .other("\(n)(…)")
    }
    if case .name(let n) = q.plain.kind { return .other(n) }
    return .other("dispatch_queue_t")
  }

  /// `.now() + X`: X seconds, or `.seconds(n)`, `.milliseconds(n)`, `.microseconds(n)`.
  private static func swiftDelay(_ deadline: BodyExpr) -> (BodyExpr, scale: Double)? {
    guard case .binary("+", _, let x) = deadline.kind else { return nil }
    if case .call(let f, let args) = x.kind, case .implicitMember(let unit) = f.kind,
      let n = args.first?.value
    {
      switch unit {
      case "seconds": return (n, 1)
      case "milliseconds": return (n, 0.001)
      case "microseconds": return (n, 0.000_001)
      case "nanoseconds": return (n, 0.000_000_001)
      default: return nil
      }
    }
    return (x, 1)
  }

  /// `dispatch_time(DISPATCH_TIME_NOW, (int64_t)(s * NSEC_PER_SEC))`: s seconds (nanoseconds when
  /// no `NSEC_PER_SEC` is written).
  private static func cDelay(_ when: BodyExpr) -> (BodyExpr, scale: Double)? {
    guard case .call(let f, let args) = when.plain.kind, case .name("dispatch_time") = f.kind, args.count == 2
    else { return nil }
    var x = args[1].value
    // `(int64_t)(…)`: a cast, or read as a call of the type's name.
    while true {
      if case .cast(_, let inner) = x.kind {
        x = inner
      } else if case .call(let f, let a) = x.kind, case .name(let t) = f.kind, t.hasSuffix("_t"), a.count == 1
      {
        x = a[0].value
      } else {
        break
      }
    }
    if case .binary("*", let a, let b) = x.kind {
      if case .name(let n) = b.kind, n.hasSuffix("_PER_SEC") { return (a, 1) }
      if case .name(let n) = a.kind, n.hasSuffix("_PER_SEC") { return (b, 1) }
    }
    return (x, 0.000_000_001)
  }
}
