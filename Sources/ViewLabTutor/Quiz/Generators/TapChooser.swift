import ViewLabGeometry
import ViewLabModel

/// Picks the tap a question asks about: unambiguous, and interesting — the result varies between
/// views, and taps near the views a generator set a trap on come first.
enum TapChooser {
  static func choose(
    in scene: Scene, _ rng: inout SplitMix64, prefer: (Point, TapResult) -> Bool
  ) -> Point? {
    let candidates = scene.candidateTaps(&rng)
    guard !candidates.isEmpty else { return nil }
    let preferred = candidates.filter { prefer($0.point, $0.tap) }
    let pool = !preferred.isEmpty && rng.chance(0.85) ? preferred : candidates
    var keys: [ViewID?] = []  // the hit view (nil: none), in first-seen order
    for c in pool {
      let key = c.tap.hitTest.hit
      if !keys.contains(key) { keys.append(key) }
    }
    let notWindow = keys.filter { $0 != scene.window }
    let key = !notWindow.isEmpty && rng.chance(0.85) ? rng.pick(notWindow) : rng.pick(keys)
    // The chosen result first, then anything else; the first unambiguous point wins.
    let ordered = pool.filter { $0.tap.hitTest.hit == key } + candidates
    return ordered.first { scene.isUnambiguousTap($0.point) }?.point
  }

  /// Taps on or near the views named (their frames in the window) are preferred.
  static func choose(in scene: Scene, preferring names: [String], _ rng: inout SplitMix64) -> Point? {
    let ids = names.compactMap(scene.view(named:))
    return choose(in: scene, &rng) { p, _ in
      ids.contains { scene.frameInWindow(of: $0).insetBy(dx: -10, dy: -10).contains(p) }
    }
  }
}
