import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// `convert X Y from A to B`, step by step: up to the common ancestor, then down.
enum ConvertRenderer {
  static func render(
    _ p: Point, from a: ViewID, to b: ViewID, result: Point, _ scene: Scene, _ s: Style
  ) -> String {
    var lines = [
      "\(s.name(scene[a].name)).convert(\(p), to: \(s.name(scene[b].name))) = \(s.number(result.description))"
    ]
    let common = scene.commonAncestor(a, b)
    var q = p
    var current = a
    while current != common {
      let next = scene.toSuperview(current, q)
      let v = scene[current]
      lines.append(
        Words.convertStep(up: true, v.name, scene[v.superview!].name, q, next, s.language)
          + s.dim("   position + transform·(p − bounds.origin − anchorPoint×size)"))
      q = next
      current = v.superview!
    }
    var down: [ViewID] = []
    current = b
    while current != common {
      down.append(current)
      current = scene[current].superview!
    }
    for v in down.reversed() {
      let next = scene.fromSuperview(v, q)
      lines.append(
        Words.convertStep(up: false, scene[scene[v].superview!].name, scene[v].name, q, next, s.language)
          + s.dim("   transform⁻¹·(p − position) + bounds.origin + anchorPoint×size"))
      q = next
    }
    return lines.joined(separator: "\n")
  }
}
