/// Random but readable hierarchies for the hit-test and responder-chain questions.
extension SceneDraft {
  /// Adds `count` views: one or two containers on the window, the rest nested at most two deep.
  /// With `overflow`, a child may stick out of its parent (which hit-testing then cannot reach).
  /// Returns the names in the order they were added.
  @discardableResult
  mutating func growTree(
    count: Int, overflow: Bool, in root: String = "window", _ rng: inout SplitMix64
  ) -> [String] {
    var containers: [(name: String, w: Int, h: Int, depth: Int)] = []
    var added: [String] = []
    var topLevel: [(x: Int, y: Int)] = []
    for _ in 0..<count {
      if containers.isEmpty || (topLevel.count < 2 && rng.chance(0.25)) {
        let name = freshName(Names.containers, rng: &rng)
        let w = rng.int(in: 120...240, step: 40)
        let h = rng.int(in: 120...240, step: 40)
        var x = rng.int(in: 0...(360 - w), step: 10)
        var y = rng.int(in: 20...(480 - h), step: 10)
        if let first = topLevel.first {  // overlap the first one, so order matters
          x = min(max(first.x + rng.int(in: -80...80, step: 10), 0), 360 - w)
          y = min(max(first.y + rng.int(in: -80...80, step: 10), 20), 480 - h)
        }
        add(name, frame: (x, y, w, h), to: root)
        topLevel.append((x, y))
        containers.append((name, w, h, 1))
        added.append(name)
        continue
      }
      let parent = rng.pick(containers)
      let w = rng.int(in: 40...max(40, parent.w - 40), step: 20)
      let h = rng.int(in: 40...max(40, parent.h - 40), step: 20)
      let stickOut = overflow && rng.chance(0.3)
      let x = stickOut ? parent.w - w / 2 : rng.int(in: 0...max(0, parent.w - w), step: 10)
      let y = rng.int(in: 0...max(0, parent.h - h), step: 10)
      let nests = parent.depth < 2 && w >= 80 && h >= 80 && rng.chance(0.45)
      let name = freshName(nests ? Names.containers : Names.leaves, rng: &rng)
      add(
        name, nests ? "UIView" : Names.className(for: name, rng: &rng), frame: (x, y, w, h), to: parent.name)
      if nests { containers.append((name, w, h, parent.depth + 1)) }
      added.append(name)
    }
    return added
  }

  /// Names of views that have subviews.
  var parents: [String] { views.map(\.name).filter { !children(of: $0).isEmpty } }
}
