import Testing
import ViewLabGeometry
import ViewLabModel
import ViewLabTestSupport

/// The storage a tap goes through: `BlockArray` (trace, visited views, the hit-test's stack) and
/// the scene's links (superview, frontmost subview, touches), which copy fields of `View`.
@Suite struct BlockArrayTests {
  /// Enough elements for several blocks of `Int` (8,192 a block).
  static let count = 30_000

  @Test func appendsAndReadsBackAcrossBlocks() {
    var blocks = BlockArray<Int>()
    for i in 0..<Self.count { blocks.append(i * 3) }
    #expect(blocks.count == Self.count)
    #expect(Array(blocks) == (0..<Self.count).map { $0 * 3 })
    #expect(blocks[8_191] == 8_191 * 3 && blocks[8_192] == 8_192 * 3)
    #expect(blocks.last == (Self.count - 1) * 3)
  }

  @Test func worksAsAStackAcrossBlockBoundaries() {
    var stack = BlockArray<Int>()
    var model: [Int] = []
    var rng = SeededRandom(seed: 42)
    for step in 0..<100_000 {
      if model.isEmpty || rng.chance(0.6) {
        stack.append(step)
        model.append(step)
      } else if rng.chance(0.5) {
        #expect(stack.removeLast() == model.removeLast())
      } else {
        stack.updateLast { $0 = -step }
        model[model.count - 1] = -step
      }
      if step % 997 == 0 { #expect(Array(stack) == model) }
    }
    #expect(Array(stack) == model)
    #expect(stack.last == model.last)
  }

  @Test func settingAnElementChangesOnlyThatOne() {
    var blocks = BlockArray(0..<Self.count)
    blocks[5] = -5
    blocks[20_000] = -20_000
    var expected = Array(0..<Self.count)
    expected[5] = -5
    expected[20_000] = -20_000
    #expect(Array(blocks) == expected)
  }

  @Test func equalityAndHashingFollowTheElements() {
    let a = BlockArray(0..<Self.count)
    var b = BlockArray<Int>()
    for i in 0..<Self.count { b.append(i) }
    #expect(a == b && a.hashValue == b.hashValue)
    b.removeLast()
    #expect(a != b)
    #expect(BlockArray<Int>() == [] && BlockArray([1, 2]) == [1, 2])
  }

  /// A trace step holds no references (freeing a trace does not visit its steps) and stays at 32
  /// bytes (a tap through a chain records five per view): what a deep tap's speed rests on.
  @Test func traceStepsArePlainAndSmall() {
    #expect(_isPOD(TraceStep.self))
    #expect(MemoryLayout<TraceStep>.stride == 32)
  }
}

/// The hit-test and the responder chain read the hierarchy through the scene's links; these compare
/// them with a plain recursive reading of each `View`'s own `subviews` and `superview`, over random
/// edits (move, reorder, remove, redirect, touches, controllers) and their undo.
@Suite struct LinksAgreeWithViewsTests {
  /// UIKit's documented `hitTest(_:with:)`, recursively, from `View` fields only (no overrides).
  static func referenceHit(_ scene: Scene, _ id: ViewID, _ p: Point) -> ViewID? {
    let v = scene[id]
    if v.isHidden || !v.isUserInteractionEnabled || Double(v.alpha) < 0.01 { return nil }
    if !v.bounds.contains(p) { return nil }
    for child in v.subviews.reversed() {
      let c = scene[child]
      // P + T·(q − B.origin − A·size) inverted.
      let a = Point(x: c.anchorPoint.x * c.bounds.size.width, y: c.anchorPoint.y * c.bounds.size.height)
      let offset = Point(x: p.x - c.position.x, y: p.y - c.position.y)
      let local = c.transform.isIdentity ? offset : c.transform.inverted().apply(to: offset)
      let q = Point(x: local.x + c.bounds.origin.x + a.x, y: local.y + c.bounds.origin.y + a.y)
      if let hit = referenceHit(scene, child, q) { return hit }
    }
    return id
  }

  static func referenceChain(_ scene: Scene, from view: ViewID) -> [Responder] {
    var chain: [Responder] = []
    var current: ViewID? = view
    while let v = current {
      chain.append(.view(v))
      if let c = scene.controllerIDs.first(where: { scene.controller($0).view == v }) {
        chain.append(.controller(c))
      }
      current = scene[v].superview
    }
    return chain + [.application, .appDelegate]
  }

  static func randomEdit(_ scene: inout Scene, _ rng: inout SeededRandom) {
    let ids = Array(scene.viewIDs.dropFirst())
    guard !ids.isEmpty else { return }
    let id = ids[rng.int(0...(ids.count - 1))]
    let other = scene.viewIDs[rng.int(0...(scene.viewIDs.count - 1))]
    switch rng.int(0...5) {
    case 0: try? scene.move(id, to: other, at: rng.chance(0.5) ? 0 : nil)
    case 1: try? scene.reorder(id, toFront: rng.chance(0.5))
    case 2: _ = try? scene.remove(id)
    case 3: scene.setTouches(.view(id), rng.chance(0.5) ? .handle : .callsSuper)
    case 4: _ = try? scene.addController(name: "c\(rng.int(0...1_000_000))", view: id)
    default:
      _ = try? scene.addView(
        name: "n\(rng.int(0...1_000_000))", viewClass: .UIView,
        frame: Rect(x: rng.double(0...100), y: rng.double(0...100), width: 200, height: 300), parent: other)
    }
  }

  static func check(_ scene: Scene, _ rng: inout SeededRandom, seed: UInt64) {
    #expect(scene.invariantViolations().isEmpty, "seed \(seed)")
    for _ in 0..<8 {
      let p = Point(x: rng.double(-20...400), y: rng.double(-20...700))
      let tap = scene.tap(p)
      let expected = referenceHit(scene, scene.window, p)
      #expect(tap.hitTest.hit == expected, "seed \(seed)")
      if let hit = expected {
        #expect(tap.chain == referenceChain(scene, from: hit), "seed \(seed)")
      }
    }
    for id in scene.viewIDs {
      #expect(scene.superview(of: id) == scene[id].superview, "seed \(seed)")
      #expect(scene.depth(of: id) == scene.ancestry(of: id).count - 1, "seed \(seed)")
    }
  }

  @Test(arguments: PropertyTests.seeds)
  func afterRandomEditsAndUndo(_ seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    var scene = randomScene(&rng)
    for _ in 0..<6 {
      scene.beginRecording()
      for _ in 0..<rng.int(1...4) { Self.randomEdit(&scene, &rng) }
      let entries = scene.endRecording()
      Self.check(scene, &rng, seed: seed)
      if rng.chance(0.4) {
        let redo = scene.revert(entries)
        Self.check(scene, &rng, seed: seed)
        _ = scene.revert(redo)
        Self.check(scene, &rng, seed: seed)
      }
    }
  }
}

/// A superview with very many subviews: adding one is recorded as "a view was added under it", not
/// as a copy of the superview with its whole subview list (which made building a flat scene quadratic),
/// and undoing it still restores the scene exactly.
@Suite struct FlatSceneTests {
  @Test func addingUnderABigSuperviewRecordsOnlyTheAppend() {
    var scene = Scene()
    for i in 0..<20_000 {
      _ = try! scene.addView(
        name: "v\(i)", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 10, height: 10),
        parent: scene.window)
    }
    let before = scene
    scene.beginRecording()
    let id = try! scene.addView(
      name: "last", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 20, height: 20), parent: scene.window)
    let entries = scene.endRecording()
    #expect(entries == [.viewAdded(parent: scene.window)])
    #expect(!entries.contains { if case .view(scene.window, _) = $0 { true } else { false } })
    #expect(scene.tap(Point(x: 15, y: 15)).hitTest.hit == id)
    let redo = scene.revert(entries)
    #expect(scene == before && scene.invariantViolations().isEmpty)
    _ = scene.revert(redo)
    #expect(scene[scene.window].subviews.last == id && scene.invariantViolations().isEmpty)
  }
}
