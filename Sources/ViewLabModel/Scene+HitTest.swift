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
  public var view: ViewID { Int(storedView) }
  /// Recursion depth: 0 for the view `hitTest` was first called on.
  public var depth: Int { Int(storedDepth) }
}

public enum TraceEvent: Hashable, Sendable {
  /// `hitTest(point, with:)` was called, `point` in the view's own coordinates.
  case called(point: Point)
  /// A `redirect` override asked another view's `point(inside:)` first. (Boxed: rare, and the
  /// largest payload; keeping it out of line halves the size of every step.)
  indirect case redirectCheck(target: ViewID, point: Point, inside: Bool, test: InsideTest)
  /// The visibility gate returned nil: hidden, interaction disabled, or alpha < 0.01.
  case refused(Refusal, alpha: Double)
  /// `point(inside:)` answered.
  case pointInside(Bool, InsideCheck)
  /// Subviews are about to be visited in this order (frontmost first).
  case visitOrder(FrontToBack)
  /// A subview's `hitTest` returned.
  case subviewReturned(ViewID, result: ViewID?)
  /// This view's `hitTest` returned.
  case returned(ViewID?, because: ReturnReason)
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
}

/// A view's subviews in the order `hitTest` asks them: frontmost (the last added) first. The trace
/// records whose subviews, not a copy of the list: a copy (or a retained array) per visited view was
/// most of the cost of a tap through a deep chain. Resolve it against the scene the trace was taken
/// from.
public struct FrontToBack: Hashable, Sendable {
  public let parent: ViewID

  public init(parent: ViewID) { self.parent = parent }

  /// The subviews, frontmost first.
  public func views(in scene: Scene) -> [ViewID] { scene[parent].subviews.reversed() }
}

/// What `point(inside:)` looked at, as a trace step records it: the default test against the view's
/// own bounds, or an override's test. The bounds are not copied into every step (a step is then 32
/// bytes, not 56: a tap through a chain records five per view); `test(of:in:)` reads them back from
/// the scene the trace was taken from.
public enum InsideCheck: Hashable, Sendable {
  /// `bounds.contains(point)`, the default.
  case bounds
  /// A `circle` or `expanded` override's test.
  indirect case override(InsideTest)

  public init(_ test: InsideTest) {
    if case .bounds = test { self = .bounds } else { self = .override(test) }
  }

  /// The full test, with the view's bounds for the default case.
  public func test(of view: ViewID, in scene: Scene) -> InsideTest {
    switch self {
    case .bounds: .bounds(scene[view].bounds)
    case .override(let test): test
    }
  }
}

/// The answer to `view.hitTest(point, with: nil)` with everything needed to explain it.
public struct HitTestResult: Hashable, Sendable {
  public var start: ViewID
  public var point: Point
  public var hit: ViewID?
  /// Every view whose `hitTest` was called, in call order.
  public var visited: [ViewID]
  public var steps: [TraceStep]
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
    var steps: [TraceStep] = []
    var visited: [ViewID] = []

    // One frame per `hitTest` call still running. Views are read in place from `storage` (no copy
    // of a `View` per step), and subviews by index, so a deep chain costs the same per view as a
    // shallow one.
    struct Frame {
      var view: ViewID
      var point: Point
      var next: Int  // index of the next subview to ask, counting down: frontmost first; -1 = none
      var asked: ViewID? = nil  // the subview whose hitTest is running
    }
    var stack: [Frame] = []
    // The value the most recently finished frame returned, handed to its caller.
    var returned: ViewID?? = .none

    func finish(_ view: ViewID, _ depth: Int, _ result: ViewID?, _ reason: ReturnReason) {
      steps.append(TraceStep(view: view, depth: depth, event: .returned(result, because: reason)))
    }

    /// Starts a call; returns the value if the call finished without needing its subviews.
    func begin(_ view: ViewID, _ point: Point, depth: Int) -> ViewID?? {
      visited.append(view)
      steps.append(TraceStep(view: view, depth: depth, event: .called(point: point)))
      if let target = live(view).redirect {
        let p2 = convert(point, from: view, to: target)
        let (inside, test) = pointInside(target, p2)
        steps.append(
          TraceStep(
            view: view, depth: depth,
            event: .redirectCheck(target: target, point: p2, inside: inside, test: test)))
        if inside {
          finish(view, depth, target, .redirected)
          return .some(target)
        }
      }
      if let refusal = live(view).refusal {
        steps.append(
          TraceStep(
            view: view, depth: depth, event: .refused(refusal, alpha: live(view).alphaValue)))
        finish(view, depth, nil, .refused)
        return .some(nil)
      }
      let (inside, test) = pointInside(view, point)
      steps.append(TraceStep(view: view, depth: depth, event: .pointInside(inside, InsideCheck(test))))
      if !inside {
        finish(view, depth, nil, .outside)
        return .some(nil)
      }
      let count = live(view).subviews.count
      if count > 0 {
        steps.append(TraceStep(view: view, depth: depth, event: .visitOrder(FrontToBack(parent: view))))
      }
      stack.append(Frame(view: view, point: point, next: count - 1))
      return .none
    }

    func endWithoutHit(_ frame: Frame, depth: Int) -> ViewID? {
      if live(frame.view).passthrough {
        finish(frame.view, depth, nil, .passthrough)
        return nil
      }
      finish(frame.view, depth, frame.view, .itself)
      return frame.view
    }

    returned = begin(start, point, depth: 0)
    while !stack.isEmpty {
      let depth = stack.count - 1
      if case .some(let childResult) = returned {
        // A child just finished (the first time round there is none: `returned` is .none).
        returned = .none
        let child = stack[depth].asked!
        steps.append(
          TraceStep(
            view: stack[depth].view, depth: depth,
            event: .subviewReturned(child, result: childResult)))
        if let hit = childResult {
          let frame = stack.removeLast()
          finish(frame.view, depth, hit, .subviewHit)
          returned = .some(hit)
          continue
        }
      }
      let next = stack[depth].next
      if next >= 0 {
        let child = live(stack[depth].view).subviews[next]
        stack[depth].next = next - 1
        stack[depth].asked = child
        let childPoint = fromSuperview(child, stack[depth].point)
        returned = begin(child, childPoint, depth: depth + 1)
        continue
      }
      let frame = stack.removeLast()
      returned = .some(endWithoutHit(frame, depth: depth))
    }
    let hit: ViewID? =
      if case .some(let value) = returned { value } else { nil }
    return HitTestResult(start: start, point: point, hit: hit, visited: visited, steps: steps)
  }
}
