import ViewLabGeometry
import ViewLabModel

/// `hit-test` questions: which view a tap finds, and which views' `hitTest` run in what order.
enum HitTestGenerator {
  static func draft(level: Int, _ rng: inout SplitMix64) -> QuestionDraft? {
    var d = SceneDraft()
    let names = d.growTree(count: [3, 3, 5, 6][min(level, 3)], overflow: level >= 2, &rng)
    var trapped: [String] = []
    if level >= 2 {
      for _ in 0..<rng.int(in: 1...2) { trapped.append(flagTrap(&d, names, &rng)) }
    }
    if level >= 3 { trapped.append(structureTrap(&d, names, &rng)) }
    guard let engine = QuizEngine(scene: d.lines) else { return nil }
    let askVisited = rng.chance(0.25)
    guard let p = TapChooser.choose(in: engine.scene, preferring: trapped, &rng) else { return nil }
    let (x, y) = (Int(p.x), Int(p.y))
    let prompt =
      askVisited
      ? Localized(
        "A tap at (\(x), \(y)) in window coordinates: list, in call order, every view whose hitTest(_:with:) is called (window first).",
        "在 window 坐标 (\(x), \(y)) 点击：按调用顺序列出每个被调用了 hitTest(_:with:) 的视图（从 window 开始）。")
      : Localized(
        "A finger touches (\(x), \(y)) in window coordinates. Which view does window.hitTest return? Answer a view name, or nil.",
        "手指点在 window 坐标 (\(x), \(y))。window.hitTest 返回哪个视图？写视图名，没有则写 nil。")
    return QuestionDraft(
      scene: d.lines, query: "tap \(x) \(y)", field: askVisited ? "visited" : "hit",
      kind: askVisited ? .chain : .hit, prompt: prompt, note: Notes.hitTestOrder, engine: engine)
  }

  /// One of the refusals (hidden, alpha, interaction) or a decoy that does not refuse.
  static func flagTrap(_ d: inout SceneDraft, _ names: [String], _ rng: inout SplitMix64) -> String {
    let v = rng.pick(names)
    switch rng.int(in: 0...6) {
    case 0: d.command("hide \(v)")
    case 1: d.command("alpha \(v) \(rng.pick(["0", "0.01", "0.005"]))")
    case 2: d.command("alpha \(v) \(rng.pick(["0.5", "0.1", "0.02"]))")
    case 3: d.command("interaction \(v) off")
    case 4: d.command("clip \(v) on")
    case 5:
      if let label = d.views.first(where: { $0.className == "UILabel" || $0.className == "UIImageView" }) {
        d.command("interaction \(label.name) on")
        return label.name
      }
      d.command("hide \(v)")
    default:
      let parent = d.parents.isEmpty ? v : rng.pick(d.parents)
      d.command("interaction \(parent) off")
      return parent
    }
    return v
  }

  /// A level-3 twist: a transform, a bigger or round touch area, a pass-through overlay, a
  /// redirect, a scrolled container, or a reordering.
  static func structureTrap(_ d: inout SceneDraft, _ names: [String], _ rng: inout SplitMix64) -> String {
    let v = rng.pick(names)
    let parent = d.parents.isEmpty ? v : rng.pick(d.parents)
    switch rng.int(in: 0...6) {
    case 0: d.command("transform \(parent) \(rng.pick(["rotate 90", "rotate 180", "scale 0.5", "scale 2"]))")
    case 1: d.command("expand \(v) \(rng.int(in: 10...30, step: 10))")
    case 2: d.command("shape \(v) circle")
    case 3: d.command("passthrough \(parent) on")
    case 4:
      let others = names.filter { $0 != parent }
      d.command("redirect \(parent) to \(others.isEmpty ? v : rng.pick(others))")
    case 5:
      d.command(
        "bounds \(parent) origin \(rng.int(in: -40...40, step: 20)) \(rng.int(in: -40...40, step: 20))")
    default: d.command("\(rng.pick(["front", "back"])) \(v)")
    }
    return parent
  }
}
