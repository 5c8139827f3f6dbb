import Testing
import ViewLabGeometry
import ViewLabModel
import ViewLabTestSupport

/// A random scene: up to 12 views in random places under random parents, with random anchors,
/// bounds origins, transforms and flags.
func randomScene(_ rng: inout SeededRandom) -> Scene {
  var scene = Scene()
  var ids = [scene.window]
  for i in 0..<rng.int(1...12) {
    let parent = ids[rng.int(0...(ids.count - 1))]
    let frame = Rect(
      x: rng.double(-50...300), y: rng.double(-50...500), width: rng.double(0...250),
      height: rng.double(0...250))
    let id = try! scene.addView(name: "v\(i)", viewClass: .UIView, frame: frame, parent: parent)
    if rng.chance(0.3) {
      scene.setAnchorPoint(id, Point(x: rng.double(-0.5...1.5), y: rng.double(-0.5...1.5)))
    }
    if rng.chance(0.3) {
      scene[id].bounds.origin = Point(x: rng.double(-100...100), y: rng.double(-100...100))
    }
    if rng.chance(0.4) {
      scene[id].transform = AffineTransform(rotationAngle: rng.double(-3.2...3.2))
        .scaledBy(x: rng.double(0.2...3), y: rng.double(0.2...3))
        .translatedBy(x: rng.double(-40...40), y: rng.double(-40...40))
    }
    if rng.chance(0.1) { scene[id].isHidden = true }
    if rng.chance(0.1) { scene[id].isUserInteractionEnabled = false }
    if rng.chance(0.1) { scene[id].alpha = Float(rng.double(0...0.02)) }
    ids.append(id)
  }
  return scene
}

@Suite struct PropertyTests {
  static let seeds: [UInt64] = Array(1...300)

  @Test(arguments: seeds)
  func convertThereAndBackIsIdentity(_ seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let scene = randomScene(&rng)
    let ids = scene.viewIDs
    for _ in 0..<10 {
      let a = ids[rng.int(0...(ids.count - 1))]
      let b = ids[rng.int(0...(ids.count - 1))]
      let p = Point(x: rng.double(-200...200), y: rng.double(-200...200))
      let there = scene.convert(p, from: a, to: b)
      let back = scene.convert(there, from: b, to: a)
      let scale = max(1, abs(p.x), abs(p.y), abs(there.x), abs(there.y))
      #expect(abs(back.x - p.x) < 1e-6 * scale && abs(back.y - p.y) < 1e-6 * scale, "seed \(seed)")
    }
  }

  /// The frame is the bounding box of the bounds' corners mapped with P + T·(c − B.origin − A·size),
  /// computed here independently of the model's own path.
  @Test(arguments: seeds)
  func frameIsTheTransformedBoundsBox(_ seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let scene = randomScene(&rng)
    for id in scene.viewIDs {
      let v = scene[id]
      let t = v.transform
      let w = v.bounds.size.width, h = v.bounds.size.height
      let xs = [0, w].flatMap { x in [0, h].map { y in (x - v.anchorPoint.x * w, y - v.anchorPoint.y * h) } }
      let mapped = xs.map { (x, y) in
        Point(x: v.position.x + t.a * x + t.c * y + t.tx, y: v.position.y + t.b * x + t.d * y + t.ty)
      }
      let box = Rect.boundingBox(of: mapped)
      let f = scene.frame(of: id)
      #expect(
        abs(f.origin.x - box.origin.x) < 1e-9 && abs(f.size.width - box.size.width) < 1e-9, "seed \(seed)")
      #expect(
        abs(f.origin.y - box.origin.y) < 1e-9 && abs(f.size.height - box.size.height) < 1e-9, "seed \(seed)")
    }
  }

  /// Whatever is hit passes every gate, contains the point, and every ancestor contains it too.
  @Test(arguments: seeds)
  func hitViewContainsThePoint(_ seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let scene = randomScene(&rng)
    for _ in 0..<20 {
      let p = Point(x: rng.double(-20...400), y: rng.double(-20...700))
      guard let hit = scene.hitTest(p, in: scene.window).hit else { continue }
      for v in scene.ancestry(of: hit) {
        #expect(scene[v].refusal == nil, "seed \(seed)")
        #expect(scene.pointInside(v, scene.convert(p, from: scene.window, to: v)).inside, "seed \(seed)")
      }
    }
  }

  /// Setting a frame under a scale (any sign) or translation reads back the frame that was set.
  @Test(arguments: seeds)
  func setFrameReadsBackUnderScale(_ seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    var scene = Scene()
    let id = try! scene.addView(name: "v", viewClass: .UIView, frame: .zero, parent: scene.window)
    scene.setAnchorPoint(id, Point(x: rng.double(0...1), y: rng.double(0...1)))
    scene[id].transform = AffineTransform(
      scaleX: rng.double(0.1...3) * (rng.chance(0.3) ? -1 : 1), y: rng.double(0.1...3)
    )
    .translatedBy(x: rng.double(-20...20), y: rng.double(-20...20))
    let r = Rect(
      x: rng.double(-100...100), y: rng.double(-100...100), width: rng.double(1...300),
      height: rng.double(1...300))
    scene.setFrame(id, r)
    let f = scene.frame(of: id)
    #expect(abs(f.origin.x - r.origin.x) < 1e-9 && abs(f.size.width - r.size.width) < 1e-9, "seed \(seed)")
    #expect(abs(f.origin.y - r.origin.y) < 1e-9 && abs(f.size.height - r.size.height) < 1e-9, "seed \(seed)")
  }

  @Test(arguments: seeds)
  func randomScenesKeepTheirInvariants(_ seed: UInt64) throws {
    var rng = SeededRandom(seed: seed)
    var scene = randomScene(&rng)
    #expect(scene.invariantViolations().isEmpty)
    let ids = scene.viewIDs.dropFirst()
    if let victim = ids.randomElement(using: &rng) {
      try scene.remove(victim)
      #expect(scene.invariantViolations().isEmpty, "seed \(seed)")
    }
  }
}

@Suite struct WindowFrameTests {
  /// The one-pass frames agree with converting each frame up the superview chain.
  @Test(arguments: PropertyTests.seeds)
  func onePassAgreesWithConvert(_ seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let scene = randomScene(&rng)
    let frames = scene.framesInWindow()
    for id in scene.viewIDs {
      let a = frames[id]!, b = scene.frameInWindow(of: id)
      let scale = max(1, abs(b.origin.x), abs(b.origin.y), b.width, b.height)
      #expect(abs(a.origin.x - b.origin.x) < 1e-6 * scale && abs(a.size.width - b.size.width) < 1e-6 * scale)
      #expect(
        abs(a.origin.y - b.origin.y) < 1e-6 * scale && abs(a.size.height - b.size.height) < 1e-6 * scale)
    }
  }
}
