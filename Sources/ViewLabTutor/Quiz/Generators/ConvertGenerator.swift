/// `convert` questions: `a.convert(p, to: b)` between nested views, cousins, scrolled views and
/// (at level 3) transformed ones.
enum ConvertGenerator {
  static func draft(level: Int, _ rng: inout SplitMix64) -> QuestionDraft? {
    var d = SceneDraft()
    let outer = d.freshName(Names.containers, rng: &rng)
    let ow = rng.int(in: 160...280, step: 40)
    let oh = rng.int(in: 160...280, step: 40)
    d.add(outer, frame: (rng.int(in: 0...80, step: 10), rng.int(in: 20...160, step: 10), ow, oh))
    let inner = d.freshName(Names.leaves, rng: &rng)
    let iw = rng.int(in: 40...(ow / 2), step: 20)
    let ih = rng.int(in: 40...(oh / 2), step: 20)
    d.add(
      inner, frame: (rng.int(in: 0...(ow - iw), step: 10), rng.int(in: 0...(oh - ih), step: 10), iw, ih),
      to: outer)
    var from = inner
    var to = "window"
    switch level {
    case 1:
      switch rng.int(in: 0...2) {
      case 0: break
      case 1: (from, to) = ("window", inner)
      default: to = outer
      }
    case 2:
      let other = d.freshName(Names.containers, rng: &rng)
      let w2 = rng.int(in: 80...160, step: 40)
      d.add(other, frame: (rng.int(in: 100...200, step: 10), rng.int(in: 300...460, step: 10), w2, w2))
      let cousin = d.freshName(Names.leaves, rng: &rng)
      d.add(cousin, frame: (rng.int(in: 0...40, step: 10), rng.int(in: 0...40, step: 10), 40, 40), to: other)
      if rng.chance(0.6) {
        d.command(
          "bounds \(outer) origin \(rng.int(in: -30...50, step: 10)) \(rng.int(in: -30...80, step: 10))")
      }
      if rng.chance(0.3) { d.command("anchor \(other) \(rng.pick(["0 0", "1 1", "0 1"]))") }
      (from, to) = rng.chance(0.5) ? (inner, cousin) : (cousin, inner)
    default:
      let target = rng.chance(0.5) ? outer : inner
      d.command(
        "transform \(target) \(rng.pick(["rotate 90", "rotate -90", "rotate 180", "scale 2", "scale 0.5"]))")
      if rng.chance(0.3) { d.command("bounds \(outer) origin \(rng.int(in: -20...40, step: 10)) 0") }
      switch rng.int(in: 0...2) {
      case 0: break
      case 1: (from, to) = ("window", inner)
      default: (from, to) = (inner, outer)
      }
    }
    let size = from == "window" ? nil : d.view(from)?.frame
    let px = rng.int(in: 0...(size?.w ?? 300), step: 10)
    let py = rng.int(in: 0...(size?.h ?? 500), step: 10)
    let call = "\(from).convert(CGPoint(x: \(px), y: \(py)), to: \(to))"
    return QuestionDraft(
      scene: d.lines, query: "convert \(px) \(py) from \(from) to \(to)", field: "point", kind: .point,
      prompt: Localized(
        "What does \(call) return? Answer x, y.",
        "\(call) 返回什么？按 x, y 作答。"),
      note: Notes.convertUpDown)
  }
}
