import Testing
import ViewLabGeometry
import ViewLabModel
import ViewLabTestSupport

/// A random scene with controls, scroll views and recognizers (random kinds, flags and
/// requirements), some controls disabled and with actions.
func randomEventScene(_ rng: inout SeededRandom) -> Scene {
  var scene = Scene()
  var ids = [scene.window]
  let classes: [ViewClass] = [
    .UIView, .UIView, .UIButton, .UISwitch, .UIControl, .UIScrollView, .UITextField,
  ]
  for i in 0..<rng.int(1...8) {
    let parent = ids[rng.int(0...(ids.count - 1))]
    let frame = Rect(
      x: rng.double(0...200), y: rng.double(0...300), width: rng.double(20...250),
      height: rng.double(20...250))
    let cls = classes[rng.int(0...(classes.count - 1))]
    let id = try! scene.addView(name: "v\(i)", viewClass: cls, frame: frame, parent: parent)
    if cls.isControl {
      if rng.chance(0.2) { try! scene.setControlEnabled(id, false) }
      try! scene.addAction("a\(i)", for: .touchUpInside, to: id)
    }
    if cls == .UIScrollView {
      try! scene.setContentTouches(id, delays: rng.chance(0.7), canCancel: rng.chance(0.7))
    }
    ids.append(id)
  }
  var gestures: [GestureID] = []
  for i in 0..<rng.int(0...6) {
    let kind = GestureKind.allCases[rng.int(0...3)]
    let g = try! scene.addGesture(name: "g\(i)", kind: kind, to: ids[rng.int(0...(ids.count - 1))])
    for flag in GestureFlag.allCases where rng.chance(0.2) {
      scene.setGesture(
        g, flag, !(flag == .cancelsTouchesInView || flag == .delaysTouchesEnded || flag == .isEnabled))
    }
    if let other = gestures.randomElement(using: &rng), rng.chance(0.3) {
      try? scene.addRequirement(g, requiresToFail: other)
    }
    gestures.append(g)
  }
  return scene
}

func randomStep(_ rng: inout SeededRandom, down: Bool) -> Step {
  let p = (rng.double(-10...400), rng.double(-10...600))
  if !down {
    return rng.chance(0.3) ? .tap(p.0, p.1) : rng.chance(0.8) ? .down(p.0, p.1) : .wait(rng.double(0...1))
  }
  switch rng.int(0...9) {
  case 0...3: return .move(p.0, p.1)
  case 4...5: return .wait([0, 0.1, 0.16, 0.4, 0.5, 0.6, 1.6][rng.int(0...6)])
  case 6...8: return .up
  default: return .cancel
  }
}

@Suite struct TouchPropertyTests {
  @Test(arguments: PropertyTests.seeds)
  func deliveryKeepsItsPromises(_ seed: UInt64) throws {
    var rng = SeededRandom(seed: seed)
    var scene = randomEventScene(&rng)
    let original = scene
    scene.beginRecording()
    var viewOfTouch: [Int: ViewID] = [:]
    var phasesOfTouch: [Int: [TouchPhase]] = [:]
    var boundView: ViewID??
    // Recognizers that recognized and the touches they hold, for the exclusion check.
    var held: [GestureRef: Set<Int>] = [:]
    var won: Set<GestureRef> = []
    for _ in 0..<rng.int(1...25) {
      let step = randomStep(&rng, down: scene.activeTouch != nil)
      let before = scene
      let result: TouchResult
      do { result = try scene.run(step) } catch {
        #expect(scene == before, "seed \(seed): a refused step changed the scene")
        continue
      }
      // The touch's view is fixed at touch down.
      if case .down = step { boundView = .some(result.touchView) }
      if case .tap = step { boundView = nil }
      if case .move = step { #expect(boundView == .some(result.touchView), "seed \(seed)") }
      if case .up = step { #expect(boundView == .some(result.touchView), "seed \(seed)") }
      for entry in result.timeline {
        switch entry {
        case .delivered(let d):
          #expect(viewOfTouch[d.touch, default: d.view] == d.view, "seed \(seed): touch changed view")
          viewOfTouch[d.touch] = d.view
          phasesOfTouch[d.touch, default: []].append(d.phase)
        case .receives(let g, let t):
          if won.contains(g) {
            won.remove(g)
            held[g] = []
          }
          held[g, default: []].insert(t)
        case .transition(let g, _, let to, _) where to == .recognized || to == .began:
          for w in won where !held[w, default: []].isDisjoint(with: held[g, default: []]) {
            #expect(
              simultaneous(w, scene) || simultaneous(g, scene), "seed \(seed): \(w) and \(g) both recognized")
          }
          won.insert(g)
        default: break
        }
      }
      if scene.touchState.activeTouch == nil && !scene.touchState.isDeciding {
        held = [:]
        won = []
      }
      #expect(scene.invariantViolations().isEmpty, "seed \(seed)")
    }
    // Phases: began first (or nothing), moves, at most one of ended/cancelled, nothing after.
    for (t, phases) in phasesOfTouch {
      #expect(phases.first == .began, "seed \(seed) touch \(t): \(phases)")
      let ends = phases.indices.filter { phases[$0] == .ended || phases[$0] == .cancelled }
      #expect(
        ends.count <= 1 && (ends.first.map { $0 == phases.count - 1 } ?? true),
        "seed \(seed) touch \(t): \(phases)")
      #expect(phases.dropFirst().allSatisfy { $0 != .began }, "seed \(seed) touch \(t): \(phases)")
    }
    let entries = scene.endRecording()
    let after = scene
    let redo = scene.revert(entries)
    #expect(scene == original, "seed \(seed): undo did not restore the scene")
    _ = scene.revert(redo)
    #expect(scene == after, "seed \(seed): redo did not restore the scene")
  }

  func simultaneous(_ ref: GestureRef, _ scene: Scene) -> Bool {
    if case .recognizer(let g) = ref { return scene.gesture(g).simultaneous }
    return false
  }

  /// Gesture edits, removals and presentations keep the invariants and undo exactly.
  @Test(arguments: PropertyTests.seeds)
  func editsUndoExactly(_ seed: UInt64) throws {
    var rng = SeededRandom(seed: seed)
    var scene = randomEventScene(&rng)
    let original = scene
    scene.beginRecording()
    if rng.chance(0.5) { _ = try? scene.touchDown(at: Point(x: rng.double(0...300), y: rng.double(0...400))) }
    let views = Array(scene.viewIDs.dropFirst())
    if let v = views.randomElement(using: &rng), rng.chance(0.5) { try scene.remove(v) }
    for g in scene.gestureIDs where rng.chance(0.3) { scene.removeGesture(g) }
    let live = Array(scene.viewIDs.dropFirst())
    if live.count >= 2 {
      let a = try scene.addController(name: "ca", view: live[0])
      let b = try scene.addController(name: "cb", view: live[1])
      try? scene.present(b, from: a)
    }
    scene.setLifecycle(rng.chance(0.5) ? .scene : .classic)
    #expect(scene.invariantViolations().isEmpty, "seed \(seed)")
    _ = scene.revert(scene.endRecording())
    #expect(scene == original, "seed \(seed)")
  }
}
