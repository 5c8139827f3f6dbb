import ViewLabGeometry

/// A tap at a window point: the hit-test, the responder chain and who handled the touch.
public struct TapResult: Hashable, Sendable {
  public var hitTest: HitTestResult
  public var chain: [Responder]
  public var handledBy: [Responder]
  /// True when the touch reached the end of the chain (UIKit drops it silently).
  public var dropped: Bool
  /// The methods written as code the tap ran (touches… overrides, actions), from its touch step.
  public var codeRuns: [CodeRun] = []

  public init(hitTest: HitTestResult, chain: [Responder], handledBy: [Responder], dropped: Bool) {
    self.hitTest = hitTest
    self.chain = chain
    self.handledBy = handledBy
    self.dropped = dropped
  }
}

/// Why a tap does or does not reach a view.
public struct WhyResult: Hashable, Sendable {
  public var view: ViewID
  public var point: Point
  public var tap: TapResult
  public var reaches: Bool
  public var blockedBy: ViewID?
  public var reason: WhyReason
  /// What a real tap there would then deliver (recognizers, phases, control events), when known:
  /// a view can be hit and still never get touchesEnded, or a button hit and its action not run.
  public var delivery: TouchResult?
}

public enum WhyReason: Hashable, Sendable {
  case hit
  case refused(Refusal)
  /// `point(inside:)` was false for `blockedBy` (the point in its coordinates).
  case outside(Point, InsideTest)
  /// A view in front of the path (a later sibling) returned a hit first.
  case covered(hit: ViewID)
  /// The view was reached but one of its subviews returned a hit.
  case subviewHit(hit: ViewID)
  case passthrough
  /// A redirect override returned another view.
  case redirected(to: ViewID)
  /// A class written as code decided: its `point(inside:)` said NO, or its `hitTest` returned
  /// another view (or nil).
  case overridden(OverrideCall, OverrideExit)
}
