/// `geometry` questions: frame, center, position and bounds after a change — the arithmetic of
/// docs/UIKIT-RULES.md's "The geometry of one view", with numbers a person can do in their head.
enum GeometryGenerator {
  static func draft(level: Int, _ rng: inout SplitMix64) -> QuestionDraft? {
    var d = SceneDraft()
    let v = d.freshName(Names.containers, rng: &rng)
    let w = rng.int(in: 80...240, step: 40)
    let h = rng.int(in: 80...240, step: 40)
    let x = rng.int(in: 0...120, step: 10)
    let y = rng.int(in: 20...200, step: 10)
    d.add(v, frame: (x, y, w, h))
    let ask: (field: String, note: Localized)
    switch (level, rng.int(in: 0...3)) {
    case (1, 0):
      ask = ("center", Notes.centerIsMidpoint)
    case (1, 1):
      d.command("center \(v) \(rng.int(in: 100...260, step: 10)) \(rng.int(in: 150...400, step: 10))")
      ask = ("frame", Notes.centerSetsFrame)
    case (1, 2):
      d.command("bounds \(v) size \(rng.int(in: 40...280, step: 20)) \(rng.int(in: 40...280, step: 20))")
      ask = (rng.chance(0.5) ? "frame" : "center", Notes.boundsSizeKeepsPosition)
    case (1, _):
      d.command("frame \(v) origin \(rng.int(in: 0...150, step: 10)) \(rng.int(in: 20...300, step: 10))")
      ask = (rng.chance(0.5) ? "center" : "bounds", Notes.frameMovesPosition)
    case (2, 0):
      d.command("anchor \(v) \(anchor(&rng))")
      ask = (rng.chance(0.7) ? "frame" : "position", Notes.anchorKeepsPosition)
    case (2, 1):
      d.command("anchor \(v) \(anchor(&rng))")
      d.command("position \(v) \(rng.int(in: 80...260, step: 10)) \(rng.int(in: 150...400, step: 10))")
      ask = ("frame", Notes.frameFromPosition)
    case (2, 2):
      let child = d.freshName(Names.leaves, rng: &rng)
      d.add(child, frame: (rng.int(in: 0...40, step: 10), rng.int(in: 0...40, step: 10), 40, 40), to: v)
      d.command("bounds \(v) origin \(rng.int(in: -40...40, step: 10)) \(rng.int(in: -40...60, step: 10))")
      return make(d, child, rng.chance(0.6) ? "frameInWindow" : "frame", Notes.boundsOriginShiftsContent)
    case (2, _):
      d.command("anchor \(v) 0 0")
      d.command("bounds \(v) size \(rng.int(in: 40...280, step: 20)) \(rng.int(in: 40...280, step: 20))")
      ask = ("frame", Notes.boundsSizeKeepsPosition)
    case (_, 0):
      d.command("transform \(v) rotate \(rng.pick([90, -90, 180]))")
      ask = (rng.chance(0.75) ? "frame" : "center", Notes.transformedFrame)
    case (_, 1):
      d.command("transform \(v) scale \(rng.pick(["2", "0.5", "2 0.5", "0.5 2"]))")
      ask = (rng.chance(0.75) ? "frame" : "bounds", Notes.transformedFrame)
    case (_, 2):
      d.command("anchor \(v) \(rng.pick(["0 0", "1 1", "0 1", "1 0"]))")
      d.command("transform \(v) \(rng.pick(["rotate 90", "scale 2", "rotate 180", "scale 0.5"]))")
      ask = ("frame", Notes.transformAboutAnchor)
    default:
      d.command(
        "transform \(v) translate \(rng.int(in: -60...60, step: 10)) \(rng.int(in: -60...60, step: 10))")
      ask = (rng.chance(0.6) ? "frame" : "center", Notes.translateKeepsCenter)
    }
    return make(d, v, ask.field, ask.note)
  }

  /// An anchor point whose products with the sizes above stay whole numbers.
  static func anchor(_ rng: inout SplitMix64) -> String {
    rng.pick(["0 0", "1 1", "0 1", "1 0", "0.5 0", "0 0.5", "1 0.5", "0.25 0.75", "0.75 0.25"])
  }

  static func make(_ d: SceneDraft, _ view: String, _ field: String, _ note: Localized) -> QuestionDraft {
    QuestionDraft(
      scene: d.lines, query: "explain \(view)", field: field,
      kind: field == "position" || field == "center"
        ? .point : .rect, prompt: prompt(view, field), note: note)
  }

  static func prompt(_ v: String, _ field: String) -> Localized {
    switch field {
    case "frameInWindow":
      return Localized(
        "Where is \(v) on screen: its frame converted to window coordinates? Answer x, y, width, height.",
        "\(v) 在屏幕上的位置：把它的 frame 转换到 window 坐标系后是多少？按 x, y, width, height 作答。")
    case "center", "position":
      let property = field == "center" ? "\(v).center" : "\(v).layer.position"
      return Localized(
        "After these lines, what is \(property)? Answer x, y.",
        "执行完这些代码后，\(property) 是多少？按 x, y 作答。")
    default:
      return Localized(
        "After these lines, what is \(v).\(field)? Answer x, y, width, height.",
        "执行完这些代码后，\(v).\(field) 是多少？按 x, y, width, height 作答。")
    }
  }

  static let fallback = QuestionDraft(
    scene: ["add card 40 80 200 160"], query: "explain card", field: "center", kind: .point,
    prompt: prompt("card", "center"), note: Notes.centerIsMidpoint)
}
