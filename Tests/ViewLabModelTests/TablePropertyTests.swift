import Testing
import ViewLabGeometry
import ViewLabModel
import ViewLabTestSupport

/// The random differential's kind of check for tables: random scenes with a table or collection
/// view (random rows, scrolled or not, buttons in some rows, content-touch settings, swipe actions),
/// recognizers on
/// it and on its ancestors, some views multitouch or exclusive, played with two fingers. Whatever the
/// steps: a row is selected only when the touch began in it and ended in it, not cancelled, not
/// scrolled (and then exactly once); each finger's phases are well formed; an exclusive view never
/// shares the window; a view with multitouch off never gets a second touch; a table's swipe-actions
/// pan begins only for a finger 20 pt or more left of where it came down, and a table's own pan only
/// for one 10 pt or more above or below it.
@Suite struct TablePropertyTests {
  static func scene(_ rng: inout SeededRandom) -> Scene {
    var scene = Scene()
    let home = try! scene.addView(
      name: "home", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: scene.window
    )
    let cls: ViewClass = rng.chance(0.7) ? .UITableView : .UICollectionView
    let list = try! scene.addView(
      name: "list", viewClass: cls,
      frame: Rect(x: rng.double(0...40), y: rng.double(0...80), width: 300, height: rng.double(200...500)),
      parent: home)
    try! scene.setRows(list, count: rng.int(0...8), height: rng.double(30...100))
    if rng.chance(0.4) { scene.setBounds(list, Rect(x: 0, y: rng.double(0...120), width: 300, height: 400)) }
    try! scene.setContentTouches(list, delays: rng.chance(0.7), canCancel: rng.chance(0.7))
    if cls == .UITableView && rng.chance(0.5) { try! scene.setSwipeActions(list, true) }
    for (i, cell) in scene.rows(of: list).enumerated() where rng.chance(0.25) {
      let content = scene[cell].subviews[0]
      let b = try! scene.addView(
        name: "b\(i)", viewClass: .UIButton, frame: Rect(x: 10, y: 5, width: 60, height: 20), parent: content)
      try! scene.addAction("buy\(i)", for: .touchUpInside, to: b)
    }
    for v in scene.viewIDs.dropFirst() {
      if rng.chance(0.15) { scene[v].isMultipleTouchEnabled = true }
      if rng.chance(0.1) { scene[v].isExclusiveTouch = true }
    }
    let hosts = [home, list] + scene.rows(of: list)
    for i in 0..<rng.int(0...3) {
      let kind: GestureKind = [.tap, .tap, .pan, .longpress, .pinch][rng.int(0...4)]
      let g = try! scene.addGesture(name: "g\(i)", kind: kind, to: hosts[rng.int(0...(hosts.count - 1))])
      if rng.chance(0.4) { scene.setGesture(g, .cancelsTouchesInView, false) }
    }
    return scene
  }

  /// The row `view` is in when no control between them tracks the touch itself.
  static func plainRow(_ view: ViewID, _ scene: Scene) -> ViewID? {
    guard let (_, cell, _) = scene.row(containing: view) else { return nil }
    for v in scene.ancestry(of: view) {
      if v == cell { return cell }
      if scene[v].viewClass.isControl { return nil }
    }
    return nil
  }

  @Test(arguments: PropertyTests.seeds)
  func rowsAreSelectedOnlyAsUIKitSelectsThem(_ seed: UInt64) throws {
    var rng = SeededRandom(seed: seed)
    var scene = Self.scene(&rng)
    var phases: [Int: [TouchPhase]] = [:]
    var viewOf: [Int: ViewID] = [:]
    var finished: Set<Int> = []
    var selections: [Int: Int] = [:]
    var fingerAt: [Int: Point] = [:]  // where each finger last went, to make small moves from
    var downAt: [Int: Point] = [:]  // where each finger that is down came down
    var moving: (from: Point, to: Point)?  // the finger a move step moves: where it came down, where it goes
    func play(_ f: Int?, _ p: Point?, _ run: (inout Scene) throws(TouchError) -> TouchResult) {
      let before = scene
      let down = Set(before.touchState.activeTouches.map(\.serial))
      let result: TouchResult
      do { result = try run(&scene) } catch {
        #expect(scene == before, "seed \(seed): a refused step changed the scene")
        return
      }
      if let f, let p { fingerAt[f] = p }
      var endedHere: Set<Int> = []
      var liftedAt: [Int: Point] = [:]
      for entry in result.timeline {
        switch entry {
        case .delivered(let d):
          #expect(viewOf[d.touch, default: d.view] == d.view, "seed \(seed): a touch changed view")
          let others = viewOf.filter {
            $0.key != d.touch && down.contains($0.key) && !finished.contains($0.key)
          }
          for (other, w) in others where d.phase == .began {
            if w == d.view {
              #expect(
                scene[d.view].isMultipleTouchEnabled, "seed \(seed): second touch \(d.touch) after \(other)")
            } else {
              #expect(
                !scene[d.view].isExclusiveTouch && !scene[w].isExclusiveTouch,
                "seed \(seed): an exclusive view shared the window")
            }
          }
          viewOf[d.touch] = d.view
          phases[d.touch, default: []].append(d.phase)
          if d.phase == .ended || d.phase == .cancelled { finished.insert(d.touch) }
          if d.phase == .ended { endedHere.insert(d.touch) }
          // Completeness: touchesEnded reaching a row where the finger lifted inside it selects it.
          if d.phase == .ended { liftedAt[d.touch] = d.point }
          if d.phase == .ended, phases[d.touch]?.first == .began, let cell = Self.plainRow(d.view, scene),
            scene[cell].bounds.contains(scene.convert(d.point, from: scene.window, to: cell))
          {
            #expect(
              result.selected.contains { $0.touch == d.touch && $0.cell == cell },
              "seed \(seed): touch \(d.touch) ended inside \(scene[cell].name) and selected nothing")
          }
        case .transition(let ref, .possible, .began, _):
          // The built-in pans begin only past their distance along their direction.
          guard let (from, to) = moving else { continue }
          switch ref {
          case .swipeActions:
            #expect(from.x - to.x >= 20, "seed \(seed): the swipe began at \(from) → \(to)")
          case .scrollPan(let v) where scene[v].viewClass == .UITableView:
            #expect(abs(to.y - from.y) >= 10, "seed \(seed): the table's pan began at \(from) → \(to)")
          case .scrollPan, .recognizer: continue
          }
        case .row(let e) where e.kind == .selected:
          // Soundness: began and ended in this row, ended now, never cancelled.
          let list = phases[e.touch] ?? []
          #expect(list.first == .began && list.last == .ended, "seed \(seed): selected after \(list)")
          #expect(endedHere.contains(e.touch), "seed \(seed): selected without touchesEnded in the step")
          #expect(viewOf[e.touch].flatMap { Self.plainRow($0, scene) } == e.cell, "seed \(seed): another row")
          if let at = liftedAt[e.touch] {
            #expect(
              scene[e.cell].bounds.contains(scene.convert(at, from: scene.window, to: e.cell)),
              "seed \(seed): selected with the finger outside the row")
          }
          selections[e.touch, default: 0] += 1
        default: continue
        }
      }
    }
    for _ in 0..<rng.int(1...25) {
      let finger = rng.int(1...2)
      // Half the fingers land on a row, right of its middle (where a swipe to delete starts).
      let rows = scene.rows(of: try #require(scene.view(named: "list")))
      let p =
        !rows.isEmpty && rng.chance(0.5)
        ? scene.convert(
          Point(x: rng.double(150...290), y: rng.double(5...25)), from: rows[rng.int(0...(rows.count - 1))],
          to: scene.window)
        : Point(x: rng.double(0...375), y: rng.double(0...600))
      if scene.touchState.activeTouch(finger: finger) == nil {
        if finger == 1 && rng.chance(0.3) {
          play(1, p) { s throws(TouchError) in try s.touchTap(at: p) }
        } else {
          downAt[finger] = p
          play(finger, p) { s throws(TouchError) in try s.touchDown(at: p, finger: finger) }
        }
      } else {
        switch rng.int(0...9) {
        case 0...2:
          // Mostly small moves: they stay in the row (or cross into the next one) without scrolling;
          // some swipe left.
          let old = fingerAt[finger] ?? p
          let q =
            rng.chance(0.45)
            ? Point(x: old.x + rng.double(-6...6), y: old.y + rng.double(-40...40))
            : rng.chance(0.7) ? Point(x: old.x - rng.double(8...60), y: old.y + rng.double(-8...8)) : p
          moving = downAt[finger].map { ($0, q) }
          play(finger, q) { s throws(TouchError) in try s.touchMove(to: q, finger: finger) }
          moving = nil
        case 3...4:
          play(nil, nil) { s throws(TouchError) in try s.touchWait([0.1, 0.16, 0.6][rng.int(0...2)]) }
        case 5...8: play(nil, nil) { s throws(TouchError) in try s.touchUp(finger: finger) }
        default: play(nil, nil) { s throws(TouchError) in try s.touchCancel(finger: finger) }
        }
      }
    }
    for t in scene.touchState.activeTouches {
      play(nil, nil) { s throws(TouchError) in try s.touchUp(finger: t.finger) }
    }
    if scene.touchState.isDeciding { play(nil, nil) { s throws(TouchError) in try s.touchWait(2) } }
    for (t, n) in selections { #expect(n == 1, "seed \(seed): touch \(t) selected \(n) times") }
    for (t, list) in phases {
      #expect(list.first == .began, "seed \(seed) touch \(t): \(list)")
      #expect(list.dropFirst().dropLast().allSatisfy { $0 == .moved }, "seed \(seed) touch \(t): \(list)")
      #expect(
        list.count >= 2 && [.ended, .cancelled].contains(list.last), "seed \(seed) touch \(t): \(list)")
    }
  }
}
