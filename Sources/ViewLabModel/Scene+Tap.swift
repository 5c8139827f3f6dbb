import ViewLabGeometry

extension Scene {
  /// `window.hitTest(point)` followed by the responder chain and `touchesBegan` delivery.
  public func tap(_ p: Point) -> TapResult {
    let result = hitTest(p, in: window)
    guard let hit = result.hit else {
      return TapResult(hitTest: result, chain: [], handledBy: [], dropped: true)
    }
    let delivery = touchDelivery(from: hit)
    return TapResult(
      hitTest: result, chain: delivery.chain, handledBy: delivery.handledBy, dropped: delivery.dropped)
  }

  /// Why a tap at window point `p` does or does not reach `target`: the first decisive check on the
  /// way down from the window, read off the real hit-test trace.
  public func why(_ target: ViewID, _ p: Point) -> WhyResult {
    let tap = tap(p)
    func result(_ blockedBy: ViewID?, _ reason: WhyReason) -> WhyResult {
      WhyResult(
        view: target, point: p, tap: tap, reaches: reason == .hit, blockedBy: blockedBy, reason: reason)
    }
    if tap.hitTest.hit == target { return result(nil, .hit) }
    // Each view's own steps, gathered in one pass (the path can be 20,000 views long).
    var stepsByView: [ViewID: [TraceStep]] = [:]
    for step in tap.hitTest.steps { stepsByView[step.view, default: []].append(step) }
    let path = Array(ancestry(of: target).reversed())
    var previous: ViewID?
    for v in path {
      let mine = stepsByView[v] ?? []
      guard case .called(let point)? = mine.first?.event else {
        // Not asked: the parent returned before reaching it.
        let parentSteps = previous.flatMap { stepsByView[$0] } ?? []
        for step in parentSteps {
          if case .returned(let r?, .redirected) = step.event { return result(previous, .redirected(to: r)) }
          if case .subviewReturned(let child, let r?) = step.event { return result(child, .covered(hit: r)) }
        }
        return result(previous, .covered(hit: tap.hitTest.hit ?? window))
      }
      for step in mine {
        switch step.event {
        case .refused(let why, _): return result(v, .refused(why))
        case .pointInside(let check) where !check.inside && behavior(of: v)?.overrides(.pointInside) != true:
          return result(v, .outside(point, check.test(of: v, in: self)))
        case .returned(let r?, .redirected): return result(v, .redirected(to: r))
        case .returned(_, .passthrough) where v == target: return result(v, .passthrough)
        case .subviewReturned(let child, let r?) where v == target && r != target:
          return result(child, .subviewHit(hit: r))
        case .override(let ref):
          if case .returned(let call, let exit) = tap.hitTest.overrides[ref.index], call.view == v,
            exit.answer == .bool(false) || (call.method == .hitTest && exit.answer != .view(target))
          {
            return result(v, .overridden(call, exit))
          }
        default: continue
        }
      }
      previous = v
    }
    return result(nil, tap.hitTest.hit == target ? .hit : .covered(hit: tap.hitTest.hit ?? window))
  }
}
