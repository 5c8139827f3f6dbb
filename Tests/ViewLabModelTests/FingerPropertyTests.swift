import Testing
import ViewLabGeometry
import ViewLabModel
import ViewLabTestSupport

/// Random scenes with recognizers (pinch and rotation among them) and views with
/// `isMultipleTouchEnabled` / `isExclusiveTouch`, played with up to three fingers: what the views
/// receive keeps UIKit's promises whatever the order of the steps.
@Suite struct FingerPropertyTests {
  /// `randomEventScene`, some views multitouch or exclusive, and a few two-finger recognizers.
  static func scene(_ rng: inout SeededRandom) -> Scene {
    var scene = randomEventScene(&rng)
    let views = Array(scene.viewIDs.dropFirst())
    for v in views {
      if rng.chance(0.3) { scene[v].isMultipleTouchEnabled = true }
      if rng.chance(0.25) { scene[v].isExclusiveTouch = true }
    }
    for i in 0..<rng.int(0...2) {
      let kind: GestureKind = rng.chance(0.5) ? .pinch : .rotation
      let on = rng.chance(0.2) ? scene.window : views.randomElement(using: &rng) ?? scene.window
      _ = try! scene.addGesture(name: "two\(i)", kind: kind, to: on)
    }
    return scene
  }

  @Test(arguments: PropertyTests.seeds)
  func eachFingerKeepsUIKitsPromises(_ seed: UInt64) throws {
    var rng = SeededRandom(seed: seed)
    var scene = Self.scene(&rng)
    var phases: [Int: [TouchPhase]] = [:]
    var viewOf: [Int: ViewID] = [:]
    var finished: Set<Int> = []
    func play(_ run: (inout Scene) throws(TouchError) -> TouchResult) {
      let before = scene
      let down = Set(before.touchState.activeTouches.map(\.serial))
      let result: TouchResult
      do { result = try run(&scene) } catch {
        #expect(scene == before, "seed \(seed): a refused step changed the scene")
        return
      }
      for case .delivered(let d) in result.timeline {
        #expect(viewOf[d.touch, default: d.view] == d.view, "seed \(seed): a touch changed view")
        // A view starts getting a touch (began): no other touch it or another view tracks may be
        // down and delivered, unless both allow it.
        let others = viewOf.filter {
          $0.key != d.touch && down.contains($0.key) && !finished.contains($0.key)
        }
        for (other, w) in others where d.phase == .began {
          if w == d.view {
            #expect(
              scene[d.view].isMultipleTouchEnabled,
              "seed \(seed): \(scene[d.view].name) (multitouch off) got touch \(d.touch) while touch \(other) was down"
            )
          } else {
            #expect(
              !scene[d.view].isExclusiveTouch && !scene[w].isExclusiveTouch,
              "seed \(seed): \(scene[d.view].name) and \(scene[w].name) shared the window with an exclusive one"
            )
          }
        }
        viewOf[d.touch] = d.view
        phases[d.touch, default: []].append(d.phase)
        if d.phase == .ended || d.phase == .cancelled { finished.insert(d.touch) }
      }
      #expect(scene.invariantViolations().isEmpty, "seed \(seed): \(scene.invariantViolations())")
    }
    for _ in 0..<rng.int(1...30) {
      let finger = rng.int(1...3)
      let p = Point(x: rng.double(-10...400), y: rng.double(-10...600))
      let isDown = scene.touchState.activeTouch(finger: finger) != nil
      if rng.chance(0.05) {
        play { s throws(TouchError) in try s.touchDown(at: p, finger: rng.chance(0.5) ? 0 : 6) }
      } else if !isDown {
        if rng.chance(0.1) {
          play { s throws(TouchError) in try s.touchUp(finger: finger) }  // refused: not down
        } else if finger == 1 && rng.chance(0.2) {
          play { s throws(TouchError) in try s.touchTap(at: p) }
        } else {
          play { s throws(TouchError) in try s.touchDown(at: p, finger: finger) }
        }
      } else {
        switch rng.int(0...9) {
        case 0...4: play { s throws(TouchError) in try s.touchMove(to: p, finger: finger) }
        case 5: play { s throws(TouchError) in try s.touchWait([0.1, 0.16, 0.6, 1.6][rng.int(0...3)]) }
        case 6...8: play { s throws(TouchError) in try s.touchUp(finger: finger) }
        default: play { s throws(TouchError) in try s.touchCancel(finger: finger) }
        }
      }
    }
    // Every finger lifts and time passes until nothing decides: every touch is then over.
    for t in scene.touchState.activeTouches {
      play { s throws(TouchError) in try s.touchUp(finger: t.finger) }
    }
    if scene.touchState.isDeciding { play { s throws(TouchError) in try s.touchWait(2) } }
    #expect(!scene.touchState.isDeciding, "seed \(seed)")
    // Each touch a view got: began first, then moved*, then exactly one of ended/cancelled, last.
    for (t, list) in phases {
      #expect(list.first == .began, "seed \(seed) touch \(t): \(list)")
      #expect(list.dropFirst().dropLast().allSatisfy { $0 == .moved }, "seed \(seed) touch \(t): \(list)")
      #expect(
        list.count >= 2 && [.ended, .cancelled].contains(list.last), "seed \(seed) touch \(t): \(list)")
    }
  }
}
