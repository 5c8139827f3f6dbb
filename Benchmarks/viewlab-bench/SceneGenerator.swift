import ViewLabGeometry
import ViewLabModel
import ViewLabTutor  // SplitMix64, the quiz's seeded generator

/// The shapes of generated scenes.
enum SceneShape: String, CaseIterable {
  /// Every view has up to 8 subviews placed at random inside it (depth about log8 n): a real app.
  case wide
  /// One chain: each view is the only subview of the one before (depth n): the worst case for
  /// recursion and for `convert`.
  case deep
}

enum SceneGenerator {
  /// `count` views besides the window, built through the model's own `addView`.
  static func make(_ shape: SceneShape, count: Int, seed: UInt64 = 7) -> Scene {
    var rng = SplitMix64(seed: seed)
    var scene = Scene()
    var ids: [ViewID] = [scene.window]
    var sizes: [Size] = [Scene.defaultWindowSize]
    for i in 0..<count {
      let parentIndex = shape == .wide ? i / 8 : i
      let parentSize = sizes[parentIndex]
      var frame = Rect(origin: .zero, size: parentSize)
      if shape == .wide {
        let w = parentSize.width * Double.random(in: 0.3...0.95, using: &rng)
        let h = parentSize.height * Double.random(in: 0.3...0.95, using: &rng)
        let x = Double.random(in: 0...(parentSize.width - w), using: &rng)
        let y = Double.random(in: 0...(parentSize.height - h), using: &rng)
        frame = Rect(x: x, y: y, width: w, height: h)
      }
      // A chain fills its parent, so a tap goes all the way down: n views visited.
      let id = try! scene.addView(name: "v\(i)", viewClass: .UIView, frame: frame, parent: ids[parentIndex])
      ids.append(id)
      sizes.append(frame.size)
    }
    return scene
  }

  /// `count` window points, seeded.
  static func points(_ count: Int, seed: UInt64 = 11) -> [Point] {
    var rng = SplitMix64(seed: seed)
    let s = Scene.defaultWindowSize
    return (0..<count).map { _ in
      Point(x: Double.random(in: 0..<s.width, using: &rng), y: Double.random(in: 0..<s.height, using: &rng))
    }
  }

  /// `count` random pairs of live views, seeded.
  static func pairs(_ count: Int, in scene: Scene, seed: UInt64 = 13) -> [(ViewID, ViewID)] {
    var rng = SplitMix64(seed: seed)
    let n = scene.storage.count
    return (0..<count).map { _ in
      (ViewID(Int.random(in: 0..<n, using: &rng)), ViewID(Int.random(in: 0..<n, using: &rng)))
    }
  }

  /// The same scene as script lines (`add vN UIView X Y W H to vP`), for the command path.
  static func script(_ scene: Scene) -> [String] {
    scene.subtree(of: scene.window).dropFirst().map { id in
      let v = scene[id]
      let f = scene.frame(of: id)
      let parent = scene[v.superview!].name
      return "add \(v.name) UIView \(f.origin.x) \(f.origin.y) \(f.size.width) \(f.size.height) to \(parent)"
    }
  }
}
