import ViewLabModel

/// `responder-chain` questions: the chain from the hit view (through view controllers), and whose
/// `touchesBegan` runs when views and controllers override it with or without `super`.
enum ResponderGenerator {
  static let roots = ["screen", "root", "page"]
  static let controllerNames = ["homeVC", "cardVC", "listVC", "detailVC", "feedVC"]

  static func draft(level: Int, _ rng: inout SplitMix64) -> QuestionDraft? {
    var d = SceneDraft()
    let root = d.freshName(roots, rng: &rng)
    d.add(root, frame: (0, 0, 375, 667))
    let names = d.growTree(count: level == 1 ? 3 : 4, overflow: false, in: root, &rng)
    var responders = [root] + names
    if level >= 2 || rng.chance(0.3) {
      let vc = d.freshName(controllerNames, rng: &rng)
      d.command("controller \(vc) for \(root)")
      responders.append(vc)
    }
    if level >= 2, let inner = d.parents.filter({ $0 != root }).first, rng.chance(0.6) {
      let vc = d.freshName(controllerNames, rng: &rng)
      d.command("controller \(vc) for \(inner)")
      responders.append(vc)
    }
    let askHandled = level == 3 ? rng.chance(0.7) : level == 2 && rng.chance(0.35)
    if askHandled {
      for r in rng.shuffled(responders).prefix(level == 3 ? 3 : 1) {
        d.command("touches \(r) \(rng.chance(0.5) ? "super" : "handle")")
      }
    } else if level == 3 {
      _ = HitTestGenerator.flagTrap(&d, names, &rng)
    }
    guard let engine = QuizEngine(scene: d.lines) else { return nil }
    guard let p = TapChooser.choose(in: engine.scene, &rng, prefer: { _, tap in tap.chain.count >= 6 })
    else { return nil }
    let (x, y) = (Int(p.x), Int(p.y))
    let prompt =
      askHandled
      ? Localized(
        "A tap at (\(x), \(y)) in window coordinates. Whose touchesBegan(_:with:) override runs, in order? Answer names like a → b, or none.",
        "在 window 坐标 (\(x), \(y)) 点击。哪些响应者重写的 touchesBegan(_:with:) 会执行？按顺序写，如 a → b；没有则写 none。")
      : Localized(
        "A tap at (\(x), \(y)) in window coordinates. Write the responder chain from the view hit-testing picks to the end, e.g. a → b → … → UIApplication → AppDelegate.",
        "在 window 坐标 (\(x), \(y)) 点击。从 hitTest 选中的视图开始写出完整的响应者链，例如 a → b → … → UIApplication → AppDelegate。")
    return QuestionDraft(
      scene: d.lines, query: "tap \(x) \(y)", field: askHandled ? "handledBy" : "chain", kind: .chain,
      prompt: prompt, note: askHandled ? Notes.touchesForwarding : Notes.responderNext,
      engine: engine)
  }
}
