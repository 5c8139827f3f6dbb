import ViewLabGeometry

/// One step of the `hitTest(_:with:)` recursion, recorded so it can be shown, explained and graded.
public struct TraceStep: Hashable, Sendable {
  // 32-bit storage (a scene never holds 2³¹ views): with the event's largest inline payload this
  // keeps a step at 32 bytes. A tap through a chain records five steps per view, so the size of a
  // step is most of what a deep tap costs.
  private var storedView: Int32
  private var storedDepth: Int32
  public var event: TraceEvent

  init(view: ViewID, depth: Int, event: TraceEvent) {
    storedView = Int32(truncatingIfNeeded: view)
    storedDepth = Int32(truncatingIfNeeded: depth)
    self.event = event
  }

  /// The view whose `hitTest` is running.
  public var view: ViewID { ViewID(storedView) }
  /// Recursion depth: 0 for the view `hitTest` was first called on.
  public var depth: Int { Int(storedDepth) }
}

public enum TraceEvent: Hashable, Sendable {
  /// `hitTest(point, with:)` was called, `point` in the view's own coordinates.
  case called(point: Point)
  /// A `redirect` override asked another view's `point(inside:)` first.
  case redirectCheck(RedirectCheck)
  /// The visibility gate returned nil: hidden, interaction disabled, or alpha < 0.01.
  case refused(Refusal, alpha: Double)
  /// `point(inside:)` answered.
  case pointInside(InsideCheck)
  /// Subviews are about to be visited in this order (frontmost first).
  case visitOrder(FrontToBack)
  /// A subview's `hitTest` returned.
  case subviewReturned(ViewID, result: ViewID?)
  /// This view's `hitTest` returned.
  case returned(ViewID?, because: ReturnReason)
  /// A class written as code ran (or logged): `HitTestResult.overrides[index]` says what it did.
  case override(OverrideRef)
}

/// Where an override's record sits in `HitTestResult.overrides` (an index keeps a step 32 bytes and
/// free of references).
public struct OverrideRef: Hashable, Sendable {
  private var storedIndex: Int32
  public init(_ index: Int) { storedIndex = Int32(truncatingIfNeeded: index) }
  public var index: Int { Int(storedIndex) }
}

public enum ReturnReason: Hashable, Sendable {
  case refused
  case outside
  case subviewHit
  case itself
  /// A pass-through override turned "myself" into nil.
  case passthrough
  /// A redirect override returned its target.
  case redirected
  /// A `hitTest` written as code returned this.
  case override
}

/// A view's subviews in the order `hitTest` asks them: frontmost (the last added) first. The trace
/// records whose subviews, not a copy of the list, so a tap through a deep chain copies no array per
/// visited view. Resolve it against the scene the trace was taken from.
public struct FrontToBack: Hashable, Sendable {
  public let parent: ViewID

  public init(parent: ViewID) { self.parent = parent }

  /// The subviews, frontmost first.
  public func views(in scene: Scene) -> [ViewID] { scene[parent].subviews.reversed() }
}

/// What `point(inside:)` was asked and answered, as a trace step records it: the point, in the
/// view's own coordinates, and the answer. The test itself (the bounds, or an override's circle or
/// expanded rect) is not copied into every step: `test(of:in:)` asks the scene the trace was taken
/// from again, which answers the same. Steps hold no references, so a trace of half a million
/// steps is freed without visiting each step.
public struct InsideCheck: Hashable, Sendable {
  // The point first, then the flag: 17 bytes, so a step stays 32 (a flag first pads to 24).
  public var point: Point
  public var inside: Bool

  public init(point: Point, inside: Bool) {
    self.point = point
    self.inside = inside
  }

  /// The full test `view` made.
  public func test(of view: ViewID, in scene: Scene) -> InsideTest { scene.pointInside(view, point).test }
}

/// A `redirect` override's first question: does `target` contain the point (in `target`'s
/// coordinates)? Read the test back from the scene with `test(in:)`.
public struct RedirectCheck: Hashable, Sendable {
  // Declared in this order, with a 32-bit target, so the payload fits a 32-byte step.
  public var point: Point
  private var storedTarget: Int32
  public var inside: Bool

  public init(target: ViewID, point: Point, inside: Bool) {
    self.point = point
    self.storedTarget = Int32(truncatingIfNeeded: target)
    self.inside = inside
  }

  public var target: ViewID { ViewID(storedTarget) }

  /// The test `target`'s `point(inside:)` made.
  public func test(in scene: Scene) -> InsideTest { scene.pointInside(target, point).test }
}

/// The answer to `view.hitTest(point, with: nil)` with everything needed to explain it.
public struct HitTestResult: Hashable, Sendable {
  public var start: ViewID
  public var point: Point
  public var hit: ViewID?
  /// Every view whose `hitTest` was called, in call order.
  public var visited: BlockArray<ViewID>
  public var steps: BlockArray<TraceStep>
  /// What classes written as code did, in order (`TraceEvent.override` points here).
  public var overrides: [OverrideRecord] = []
  /// An override that could not finish: the tap is refused as a whole.
  public var failure: OverrideFailure?
}

extension Scene {
  /// `view.hitTest(point, with: nil)`, `point` in `view`'s own coordinates.
  ///
  /// The algorithm UIKit documents: refuse if hidden, not interactive or alpha < 0.01; refuse if
  /// `point(inside:)` is false; ask subviews from the frontmost (last) to the first, converting the
  /// point into each; else return self. Overrides (`passthrough`, `redirect`) wrap it as a subclass
  /// would. Runs on an explicit stack, so depth is bounded only by memory.
  ///
  /// - Complexity: O(views visited + their subview counts).
  public func hitTest(_ point: Point, in start: ViewID) -> HitTestResult {
    if hasCustomBehaviors { return hitTestRunningCode(point, in: start) }
    var steps = BlockArray<TraceStep>()
    var visited = BlockArray<ViewID>()

    // One frame per `hitTest` call still running. Views are read in place from `storage` (no copy
    // of a `View` per step), and subviews through `links` (the frontmost without opening the
    // subview list), so a deep chain costs the same per view as a shallow one. 32 bytes.
    struct Frame {
      var point: Point
      var storedView: Int32
      // Index of the next subview to ask, counting down: frontmost first; -1 = none.
      var next: Int32
      // The subview whose hitTest is running.
      var asked: Int32 = -1
      var view: ViewID { ViewID(storedView) }

      init(view: ViewID, point: Point, next: Int32) {
        self.point = point
        self.storedView = Int32(truncatingIfNeeded: view)
        self.next = next
      }
    }
    var stack = BlockArray<Frame>()  // grows without copying, however deep
    // The value the most recently finished frame returned, handed to its caller.
    var returned: ViewID?? = .none

    func finish(_ view: ViewID, _ depth: Int, _ result: ViewID?, _ reason: ReturnReason) {
      steps.append(TraceStep(view: view, depth: depth, event: .returned(result, because: reason)))
    }

    /// Starts a call; returns the value if the call finished without needing its subviews.
    func begin(_ view: ViewID, _ point: Point, depth: Int) -> ViewID?? {
      visited.append(view)
      steps.append(TraceStep(view: view, depth: depth, event: .called(point: point)))
      let link = links[view]
      if link.flags.contains(.redirects), let target = overrides(of: view).redirect {
        let p2 = convert(point, from: view, to: target)
        let inside = isInside(target, p2)
        steps.append(
          TraceStep(
            view: view, depth: depth,
            event: .redirectCheck(RedirectCheck(target: target, point: p2, inside: inside))))
        if inside {
          finish(view, depth, target, .redirected)
          return .some(target)
        }
      }
      if link.flags.contains(.refuses), let refusal = live(view).refusal {
        steps.append(
          TraceStep(
            view: view, depth: depth, event: .refused(refusal, alpha: live(view).alphaValue)))
        finish(view, depth, nil, .refused)
        return .some(nil)
      }
      let inside = isInside(view, point)
      steps.append(
        TraceStep(view: view, depth: depth, event: .pointInside(InsideCheck(point: point, inside: inside))))
      if !inside {
        finish(view, depth, nil, .outside)
        return .some(nil)
      }
      let count = link.subviewCount
      if count > 0 {
        steps.append(TraceStep(view: view, depth: depth, event: .visitOrder(FrontToBack(parent: view))))
      }
      stack.append(Frame(view: view, point: point, next: count - 1))
      return .none
    }

    func endWithoutHit(_ frame: Frame, depth: Int) -> ViewID? {
      if links[frame.view].flags.contains(.passthrough) {
        finish(frame.view, depth, nil, .passthrough)
        return nil
      }
      finish(frame.view, depth, frame.view, .itself)
      return frame.view
    }

    returned = begin(start, point, depth: 0)
    while let top = stack.last {
      let depth = stack.count - 1
      if case .some(let childResult) = returned {
        // A child just finished (the first time round there is none: `returned` is .none).
        returned = .none
        steps.append(
          TraceStep(
            view: top.view, depth: depth,
            event: .subviewReturned(ViewID(top.asked), result: childResult)))
        if let hit = childResult {
          stack.removeLast()
          // `let v = super.hitTest(…); return v == self ? nil : v`: also when a subview's own
          // override (a redirect) handed this view back.
          if hit == top.view, links[top.view].flags.contains(.passthrough) {
            finish(top.view, depth, nil, .passthrough)
            returned = .some(nil)
            continue
          }
          finish(top.view, depth, hit, .subviewHit)
          returned = .some(hit)
          continue
        }
      }
      if top.next >= 0 {
        let parent = top.view
        let child =
          top.next == links[parent].subviewCount - 1
          ? ViewID(links[parent].lastSubview) : live(parent).subviews[Int(top.next)]
        stack.updateLast {
          $0.next -= 1
          $0.asked = Int32(truncatingIfNeeded: child)
        }
        returned = begin(child, fromSuperview(child, top.point), depth: depth + 1)
        continue
      }
      stack.removeLast()
      returned = .some(endWithoutHit(top, depth: depth))
    }
    let hit: ViewID? =
      if case .some(let value) = returned { value } else { nil }
    return HitTestResult(start: start, point: point, hit: hit, visited: visited, steps: steps)
  }
}
