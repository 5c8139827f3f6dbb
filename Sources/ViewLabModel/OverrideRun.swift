import ViewLabGeometry

/// One hit-test in a scene where some view's class is written as code: the hierarchy as the
/// overrides see it, and the trace they add to. The model's recursion and the interpreted bodies
/// call each other through it (`[child hitTest:…]` in a body comes back here), so a body runs
/// inside the real algorithm. A reference, shared by every call of one hit-test.
///
/// It reads the scene and never changes it: UIKit may call hitTest more than once for one touch.
public final class OverrideRun {
  /// The scene the bodies see. Only a run for touches… overrides and actions (`changesAllowed`)
  /// changes it, through `change`; its journal records each change for undo.
  public private(set) var scene: Scene
  /// A touches… override or an action is running: bodies may change the scene.
  public let changesAllowed: Bool
  /// Off for a quiet question (`scene.pointInside`): nothing is recorded.
  let tracing: Bool
  var steps = BlockArray<TraceStep>()
  var visited = BlockArray<ViewID>()
  public private(set) var records: [OverrideRecord] = []
  /// The views whose hitTest is running, innermost last, with their trace depth.
  private var frames: [(view: ViewID, depth: Int)] = []
  /// Overrides running now, innermost last.
  private var running: [OverrideCall] = []
  /// Interpreted steps taken so far in this hit-test.
  public private(set) var stepsTaken = 0

  /// The most interpreted steps one hit-test may take (all its overrides together).
  public static let stepBudget = 1_000_000
  /// The most steps one override call may take.
  public static let callBudget = 100_000
  /// The most overrides running inside each other (an override calling itself).
  public static let callLimit = 32
  /// The deepest hierarchy walked while overrides run (each level is a nested call).
  public static let depthLimit = 1_000

  init(scene: Scene, tracing: Bool) {
    self.scene = scene
    self.tracing = tracing
    self.changesAllowed = false
  }

  /// A run for a delegate's question: traced, and not allowed to change `scene`.
  public init(asking scene: Scene) {
    self.scene = scene
    self.tracing = true
    self.changesAllowed = false
  }

  /// A run for touches… overrides and actions: traced, and allowed to change `scene`.
  public init(changing scene: Scene) {
    self.scene = scene
    self.tracing = true
    self.changesAllowed = true
  }

  /// Is a hitTest or point(inside:) running now (inside a touches… body that asked for one)?
  public var inHitTest: Bool { !frames.isEmpty }

  /// Changes the scene (a touches… override or an action's assignment). Callers check
  /// `changesAllowed && !inHitTest` first.
  public func change<T>(_ edit: (inout Scene) -> T) -> T { edit(&scene) }

  /// Starts a new body's records (each touches… call or action is shown on its own).
  public func takeRecords() -> [OverrideRecord] {
    defer {
      records = []
      steps = BlockArray()
    }
    return records
  }

  /// The trace depth of the view whose hitTest is running (0 at the start).
  public var depth: Int { frames.last?.depth ?? 0 }

  /// Counts one interpreted step; past the budget, the call fails at `line`.
  public func tick(_ call: OverrideCall, line: Int) throws(OverrideFailure) {
    stepsTaken += 1
    if stepsTaken > Self.stepBudget {
      var f = OverrideFailure(
        className: call.className, method: call.method, line: line, kind: .stepBudget(Self.stepBudget))
      f.selector = call.selector
      f.objectiveC = call.objectiveC
      throw f
    }
  }

  /// Adds a record to the trace, under the view whose hitTest is running.
  public func record(_ r: OverrideRecord) {
    guard tracing else { return }
    records.append(r)
    let (view, depth) = frames.last ?? (scene.window, 0)
    steps.append(TraceStep(view: view, depth: depth, event: .override(OverrideRef(records.count - 1))))
  }

  private func step(_ view: ViewID, _ depth: Int, _ event: TraceEvent) {
    if tracing { steps.append(TraceStep(view: view, depth: depth, event: event)) }
  }

  // MARK: What a body can ask

  /// `[view hitTest:p withEvent:e]` / `view.hitTest(p, with: e)`: a call nested in the running one.
  public func hitTest(_ p: Point, in view: ViewID) throws(OverrideFailure) -> ViewID? {
    try call(view, p, depth: frames.isEmpty ? 0 : depth + 1)
  }

  /// `[super hitTest:p withEvent:e]`: UIView's own algorithm on `view`, which still asks `view`'s
  /// own `point(inside:)` override, as Objective-C's dynamic dispatch does.
  public func superHitTest(_ p: Point, of view: ViewID) throws(OverrideFailure) -> ViewID? {
    try uikitHitTest(view, p, depth: depth)
  }

  /// `[view pointInside:p withEvent:e]`: the view's override if it has one, else UIKit's answer.
  public func pointInside(_ p: Point, of view: ViewID, line: Int) throws(OverrideFailure) -> Bool {
    if let behavior = scene.behavior(of: view), behavior.overrides(.pointInside) {
      return try runPointInside(behavior, view, p, nested: frames.last?.view != view)
    }
    let inside = scene.pointInside(view, p).inside
    record(.askedInside(view: view, point: p, inside: inside, line: line))
    return inside
  }

  /// `[super pointInside:p withEvent:e]`: `bounds.contains(p)`.
  public func superPointInside(_ p: Point, of view: ViewID) -> Bool { scene[view].bounds.contains(p) }

  /// Marks the start and end of an override call (the interpreter calls these around a body).
  public func enter(_ call: OverrideCall) throws(OverrideFailure) {
    if running.count >= Self.callLimit {
      var f = OverrideFailure(
        className: call.className, method: call.method, line: call.line, kind: .recursion(Self.callLimit))
      f.selector = call.selector
      f.objectiveC = call.objectiveC
      throw f
    }
    running.append(call)
    record(.began(call))
  }

  public func leave(_ call: OverrideCall, _ exit: OverrideExit) {
    running.removeLast()
    record(.returned(call, exit))
  }

  // MARK: The algorithm, recursively (scenes with classes written as code are small)

  func call(_ view: ViewID, _ p: Point, depth: Int) throws(OverrideFailure) -> ViewID? {
    if depth > Self.depthLimit {
      var f = OverrideFailure(
        className: scene[view].displayClass, method: .hitTest, line: 0, kind: .recursion(Self.depthLimit))
      f.objectiveC = running.last?.objectiveC ?? true
      throw f
    }
    guard let behavior = scene.behavior(of: view), behavior.overrides(.hitTest) else {
      if tracing { visited.append(view) }
      step(view, depth, .called(point: p))
      return try uikitHitTest(view, p, depth: depth)
    }
    if tracing { visited.append(view) }
    step(view, depth, .called(point: p))
    frames.append((view, depth))
    defer { frames.removeLast() }
    let result = try behavior.hitTest(p, of: view, self)
    step(view, depth, .returned(result, because: .override))
    return result
  }

  /// UIView's `hitTest` (with the built-in overrides), the `.called` step already recorded: the
  /// same steps `Scene.hitTest` records.
  func uikitHitTest(_ view: ViewID, _ p: Point, depth: Int) throws(OverrideFailure) -> ViewID? {
    frames.append((view, depth))
    defer { frames.removeLast() }
    let overrides = scene.overrides(of: view)
    if overrides.custom == nil || !overrides.custom!.behavior.overrides(.hitTest),
      let target = overrides.redirect
    {
      let p2 = scene.convert(p, from: view, to: target)
      let inside = try pointInside(p2, of: target, quietly: true)
      step(view, depth, .redirectCheck(RedirectCheck(target: target, point: p2, inside: inside)))
      if inside {
        step(view, depth, .returned(target, because: .redirected))
        return target
      }
    }
    if let refusal = scene[view].refusal {
      step(view, depth, .refused(refusal, alpha: scene[view].alphaValue))
      step(view, depth, .returned(nil, because: .refused))
      return nil
    }
    let inside: Bool
    if let behavior = overrides.custom?.behavior, behavior.overrides(.pointInside) {
      // The override's own steps follow the point(inside:) step they explain.
      let mark = steps.endIndex
      inside = try runPointInside(behavior, view, p, nested: false)
      var explained: [TraceStep] = []
      while steps.endIndex > mark { explained.append(steps.removeLast()) }
      step(view, depth, .pointInside(InsideCheck(point: p, inside: inside)))
      for s in explained.reversed() { steps.append(s) }
    } else {
      inside = scene.pointInside(view, p).inside
      step(view, depth, .pointInside(InsideCheck(point: p, inside: inside)))
    }
    if !inside {
      step(view, depth, .returned(nil, because: .outside))
      return nil
    }
    let subviews = scene[view].subviews
    if !subviews.isEmpty { step(view, depth, .visitOrder(FrontToBack(parent: view))) }
    for child in subviews.reversed() {
      let result = try call(child, scene.fromSuperview(child, p), depth: depth + 1)
      step(view, depth, .subviewReturned(child, result: result))
      if let hit = result {
        if hit == view && overrides.passthrough {
          step(view, depth, .returned(nil, because: .passthrough))
          return nil
        }
        step(view, depth, .returned(hit, because: .subviewHit))
        return hit
      }
    }
    if overrides.passthrough {
      step(view, depth, .returned(nil, because: .passthrough))
      return nil
    }
    step(view, depth, .returned(view, because: .itself))
    return view
  }

  /// A redirect's question, answered by the target's override without a record of its own when
  /// it has none.
  private func pointInside(_ p: Point, of view: ViewID, quietly: Bool) throws(OverrideFailure) -> Bool {
    if let behavior = scene.behavior(of: view), behavior.overrides(.pointInside) {
      return try runPointInside(behavior, view, p, nested: true)
    }
    return scene.pointInside(view, p).inside
  }

  private func runPointInside(
    _ behavior: any ViewBehavior, _ view: ViewID, _ p: Point, nested: Bool
  ) throws(OverrideFailure) -> Bool {
    frames.append((view, nested ? depth + 1 : depth))
    defer { frames.removeLast() }
    return try behavior.pointInside(p, of: view, self)
  }
}

extension Scene {
  /// `hitTest` when some view's class is written as code: the recursive walk that can call it.
  func hitTestRunningCode(_ point: Point, in start: ViewID) -> HitTestResult {
    let run = OverrideRun(scene: self, tracing: true)
    var hit: ViewID?
    var failure: OverrideFailure?
    do { hit = try run.call(start, point, depth: 0) } catch { failure = error }
    var result = HitTestResult(
      start: start, point: point, hit: failure == nil ? hit : nil, visited: run.visited, steps: run.steps)
    result.overrides = run.records
    result.failure = failure
    return result
  }

  /// `point(inside:)` of a class written as code, asked outside a hit-test: no trace; an override
  /// that cannot finish answers as UIView would.
  func runQuietly(_ id: ViewID, _ p: Point, _ behavior: any ViewBehavior) -> Bool {
    let run = OverrideRun(scene: self, tracing: false)
    return (try? behavior.pointInside(p, of: id, run)) ?? live(id).bounds.contains(p)
  }
}

extension Scene {
  /// The `touchesBegan` overrides written as code among `responders` (the ones a touch reached),
  /// run in order for what they log: the records of each call. Delivery itself follows each
  /// class's override as declared (`touches`); a body that fails records nothing more.
  public func touchesBeganRecords(_ responders: [Responder]) -> [OverrideRecord] {
    touchesBeganRun(responders).records
  }

  /// The same calls, and the first failure among them: a body that cannot finish (a call ViewLab
  /// does not run) is an error of the step that delivered the touch, never a silent stop.
  public func touchesBeganRun(_ responders: [Responder]) -> (
    records: [OverrideRecord], failure: OverrideFailure?
  ) {
    guard hasCustomBehaviors else { return ([], nil) }
    let run = OverrideRun(scene: self, tracing: true)
    for r in responders {
      guard case .view(let v) = r, let behavior = behavior(of: v), behavior.overrides(.touchesBegan) else {
        continue
      }
      do { _ = try behavior.touchesBegan(of: v, run) } catch { return (run.records, error) }
    }
    return (run.records, nil)
  }
}
