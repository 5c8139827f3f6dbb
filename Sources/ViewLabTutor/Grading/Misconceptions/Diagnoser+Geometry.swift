import ViewLabCommands
import ViewLabGeometry

/// Wrong models of one view's geometry (`explain V`): which rectangle is which, where center comes
/// from, and what anchorPoint, bounds and transform changes do to frame.
extension Diagnoser {
  static func geometry(_ p: SceneProbe<Engine>) -> [Suspect] {
    guard p.words.count == 2, let v = p.view(named: p.words[1]), p.isView(v) else { return [] }
    let frame = p.numbers(v, .frame)
    let bounds = p.numbers(v, .bounds)
    let position = p.numbers(v, .position)
    let anchor = p.numbers(v, .anchorPoint)
    guard frame.count == 4, bounds.count == 4, position.count == 2, anchor.count == 2 else { return [] }
    let facts = [
      "view": v, "parent": p.parent(v) ?? "window", "frame": rect(frame), "bounds": rect(bounds),
      "position": pair(position), "anchor": pair(anchor), "size": pair(frame, 2),
    ]
    func fixed(_ m: Misconception, _ value: [Double], _ more: [String: String] = [:]) -> Suspect {
      Suspect(m) { p.asked(value).map { ($0, facts.merging(more) { $1 }) } }
    }
    func world(_ m: Misconception, _ more: [String: String] = [:], _ make: @escaping () -> Answer?) -> Suspect
    {
      Suspect(m) { make().map { ($0, facts.merging(more) { $1 }) } }
    }
    /// The question's field path with another rectangle in place of the asked one (`bounds.x`).
    func wrong(_ base: String) -> [String: String] {
      ["wrong": base + p.question.field.dropFirst(p.baseField.count)]
    }
    var out: [Suspect] = []
    switch p.baseField {
    case "frame", "frameInWindow":
      let inWindow = p.baseField == "frameInWindow"
      out.append(fixed(inWindow ? .boundsForFrameInWindow : .boundsForFrame, bounds, wrong("bounds")))
      if inWindow { out.append(fixed(.frameForFrameInWindow, frame, wrong("frame"))) }
      let turned = ([v] + (inWindow ? p.ancestors(v) : [])).filter(p.hasTransform)
      if !turned.isEmpty {
        out.append(
          world(.untransformedFrame, ["turned": turned.joined(separator: ", ")]) {
            p.value(after: turned.map { .transform(NameRef($0), []) })
          })
      }
      for line in p.lines("anchor", of: v).reversed() {
        out.append(
          world(.staleFrameAfterAnchor, ["line": line.text]) { p.value(prefix: line.index) })
      }
      if anchor != [0.5, 0.5] {
        out.append(
          world(.defaultAnchorAssumed) { p.value(after: [.anchor(NameRef(v), Point(x: 0.5, y: 0.5))]) })
      }
      if !inWindow {
        out.append(fixed(.centerForOrigin, [position[0], position[1], frame[2], frame[3]]))
        for line in p.lines("bounds", of: v)
        where line.text.split(separator: " ").dropFirst(2).first == "size" {
          out.append(
            world(.boundsSizeKeepsOrigin, ["line": line.text]) {
              guard case .rect(let x, let y, _, _)? = p.value(prefix: line.index, field: "frame", kind: .rect)
              else { return nil }
              return p.asked([x, y, frame[2], frame[3]])
            })
        }
        let (ox, oy) = p.boundsOrigin(v)
        if ox != 0 || oy != 0 {
          let more = ["origin": pair([ox, oy])]
          out.append(fixed(.boundsOriginMovesView, [frame[0] - ox, frame[1] - oy, frame[2], frame[3]], more))
          out.append(fixed(.boundsOriginMovesView, [frame[0] + ox, frame[1] + oy, frame[2], frame[3]], more))
        }
      }
      out += boundsOriginWorlds(p, in: p.ancestors(v))
    case "bounds":
      out.append(fixed(.frameForBounds, frame, wrong("frame")))
      if p.hasTransform(v) {
        out.append(fixed(.transformScalesBounds, [bounds[0], bounds[1], frame[2], frame[3]]))
      }
    case "center", "position":
      let mid = [frame[0] + frame[2] / 2, frame[1] + frame[3] / 2]
      // center differs from the frame's midpoint only through a non-default anchor or a
      // translation (a rotation or scale about the default anchor keeps the midpoint on center):
      // the hint names the one this scene has.
      let transform = p.numbers(v, .transform)
      let translation = transform.count == 6 ? [transform[4], transform[5]] : [0, 0]
      let cause: Misconception =
        anchor != [0.5, 0.5] || translation == [0, 0]
        ? .frameMidpointForCenter : .frameMidpointForTranslatedCenter
      out.append(fixed(cause, mid, ["midpoint": pair(mid), "translation": pair(translation)]))
      out.append(fixed(.ownMidpointForCenter, [bounds[2] / 2, bounds[3] / 2]))
      out.append(fixed(.ownMidpointForCenter, [bounds[0] + bounds[2] / 2, bounds[1] + bounds[3] / 2]))
      out.append(fixed(.originForCenter, [frame[0], frame[1]]))
    default: break
    }
    return out
  }

  /// "bounds.origin does not matter" and "bounds.origin is added": the same query with every
  /// scrolled view among `views` (all when nil) unscrolled, or scrolled the other way.
  static func boundsOriginWorlds(_ p: SceneProbe<Engine>, in views: [String]? = nil) -> [Suspect] {
    let scrolled = (views ?? p.order).filter { p.boundsOrigin($0) != (0, 0) }
    guard !scrolled.isEmpty else { return [] }
    let described = scrolled.map {
      "\($0).bounds.origin = \(pair([p.boundsOrigin($0).0, p.boundsOrigin($0).1]))"
    }
    let facts = ["scrolled": described.joined(separator: ", ")]
    return [
      Suspect(.boundsOriginIgnored) {
        p.value(after: scrolled.map { .bounds(NameRef($0), .origin(.zero)) }).map { ($0, facts) }
      },
      Suspect(.boundsOriginAdded) {
        let flipped = scrolled.map { v -> SceneEdit in
          let (x, y) = p.boundsOrigin(v)
          return .bounds(NameRef(v), .origin(Point(x: -x, y: -y)))
        }
        return p.value(after: flipped).map { ($0, facts) }
      },
    ]
  }
}
