import ViewLabCommands
import ViewLabGeometry

/// Wrong models of `a.convert(p, to: b)`: no conversion at all, one level only, the wrong direction,
/// and a scrolled or transformed view on the way treated as plain.
extension Diagnoser {
  static func conversion(_ p: SceneProbe<Engine>) -> [Suspect] {
    let w = p.words
    guard w.count == 7, w[3] == "from", w[5] == "to", let x = Double(w[1]), let y = Double(w[2]),
      let a = p.view(named: w[4]), let b = p.view(named: w[6])
    else { return [] }
    let facts = ["from": a, "to": b, "point": pair([x, y])]
    func world(_ m: Misconception, _ more: [String: String], from: String, to: String) -> Suspect {
      let query = Query.convert(Point(x: x, y: y), from: NameRef(from), to: NameRef(to))
      return Suspect(m) { p.value(query: query).map { ($0, facts.merging(more) { $1 }) } }
    }
    var out = [Suspect(.pointNotConverted) { p.asked([x, y]).map { ($0, facts) } }]
    if let up = p.parent(a), up != b {
      out.append(world(.convertedOneLevel, ["stop": up], from: a, to: up))
    }
    if let up = p.parent(b), up != a {
      out.append(world(.convertedOneLevel, ["stop": up], from: a, to: up))
    }
    out.append(world(.convertedBackwards, [:], from: b, to: a))
    out += boundsOriginWorlds(p) + transformWorlds(p)
    return out
  }

  /// "A transform does not change where things are": the same query with every transform reset.
  static func transformWorlds(_ p: SceneProbe<Engine>) -> [Suspect] {
    let turned = p.order.filter(p.hasTransform)
    guard !turned.isEmpty else { return [] }
    let facts = ["turned": turned.joined(separator: ", ")]
    return [
      Suspect(.transformIgnored) {
        p.value(after: turned.map { .transform(NameRef($0), []) }).map { ($0, facts) }
      }
    ]
  }
}
