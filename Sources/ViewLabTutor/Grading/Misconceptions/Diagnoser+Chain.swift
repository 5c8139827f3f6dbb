import ViewLabCommands

/// Wrong models of the responder chain (`chain`), of `touchesBegan` forwarding (`handledBy`) and of
/// the order `hitTest` visits views (`visited`). The chain's shape is the engine's; each suspect
/// rebuilds it the way the wrong model would.
extension Diagnoser {
  static var systemResponders: Set<String> { ["UIApplication", "AppDelegate", "UIWindowScene"] }

  static func chain(_ p: SceneProbe<Engine>, given: Answer) -> [Suspect] {
    guard case .chain(let right) = p.question.expected, case .chain(let g) = given, !right.isEmpty else {
      return []
    }
    let controllers = right.filter { !p.isView($0) && !systemResponders.contains($0) }
    func shape(_ m: Misconception, _ facts: [String: String], _ wrong: @escaping () -> [String]?) -> Suspect {
      Suspect(m) { wrong().map { (.chain($0), facts) } }
    }
    var out: [Suspect] = []
    if !controllers.isEmpty {
      // Each controller between its root view and its own next responder, as this scene has it
      // (a superview, or the presenting controller).
      let owners = controllers.compactMap { c -> String? in
        guard let i = right.firstIndex(of: c), i > 0 else { return nil }
        return ([right[i - 1], c] + (i + 1 < right.count ? [right[i + 1]] : [])).joined(separator: " → ")
      }
      out.append(
        shape(.chainMissingController, ["controllers": owners.joined(separator: ", ")]) {
          right.filter { !controllers.contains($0) }
        })
    }
    for k in right.indices.dropFirst() where right[k...].allSatisfy(systemResponders.contains) {
      // What follows the last responder given, as this app's life cycle has it (the window's
      // next is the application, or its UIWindowScene in a scene-based app).
      let facts = ["missing": right[k...].joined(separator: " → "), "stop": right[k - 1]]
      out.append(
        shape(.chainMissingApplication, facts) {
          Array(right[..<k])
        })
    }
    let viewsEnd = right.firstIndex { systemResponders.contains($0) } ?? right.count
    out.append(shape(.chainReversed, ["hit": right[0]]) { right.reversed() })
    out.append(
      shape(.chainReversed, ["hit": right[0]]) { right[..<viewsEnd].reversed() + right[viewsEnd...] })
    for c in controllers {
      guard let i = right.firstIndex(of: c), i > 0 else { continue }
      let facts = [
        "controller": c, "owner": right[i - 1], "next": i + 1 < right.count ? right[i + 1] : "nil",
      ]
      out.append(shape(.controllerBeforeItsView, facts) { right.swappedAt(i - 1, i) })
      if let w = right.firstIndex(of: "window"), w > i + 1 {
        let skipped = ["skipped": right[(i + 1)..<w].joined(separator: " → ")]
        out.append(
          shape(.childControllerSkipsToWindow, facts.merging(skipped) { $1 }) {
            Array(right[...i] + right[w...])
          })
      }
    }
    if g.count < right.count, let first = g.first, p.view(named: first) != nil {
      out.append(
        shape(.chainStartsAboveHit, ["hit": right[0], "start": first]) { Array(right.suffix(g.count)) })
    }
    if g.count > right.count, g.prefix(g.count - right.count).allSatisfy({ p.view(named: $0) != nil }) {
      out.append(
        shape(.chainStartsAtUnhitView, ["hit": right[0], "start": g[0]]) {
          Array(g.prefix(g.count - right.count)) + right
        })
    }
    let extra = g.filter { name in !right.contains { $0.lowercased() == name.lowercased() } }
    if !extra.isEmpty, extra.allSatisfy({ p.view(named: $0) != nil }) {
      out.append(
        shape(.chainWithNonAncestor, ["extra": extra.joined(separator: ", "), "hit": right[0]]) {
          removing(extra, from: g, to: right)
        })
    }
    return out
  }

  /// `given` when dropping `extra` from it leaves `right`; else nil.
  static func removing(_ extra: [String], from given: [String], to right: [String]) -> [String]? {
    let rest = given.filter { name in !extra.contains(name) }
    return Answer.chain(rest).matches(.chain(right)) ? given : nil
  }

  static func handled(_ p: SceneProbe<Engine>, given: Answer) -> [Suspect] {
    var out: [Suspect] = []
    for (r, setting) in p.lastSetting("touches") {
      if setting == "super" {
        out.append(
          Suspect(.superStopsTouch) {
            p.value(after: [.touches(NameRef(r), .handle)]).map { ($0, ["responder": r]) }
          }
        )
      } else if setting == "handle" {
        out.append(
          Suspect(.overrideForwardsTouch) {
            p.value(after: [.touches(NameRef(r), .callsSuper)]).map { ($0, ["responder": r]) }
          })
      }
    }
    if case .chain(let right) = p.question.expected, case .chain(let g) = given,
      case .chain(let chain)? = p.value(field: "chain", kind: .chain)
    {
      let lowered = Set(chain.map { $0.lowercased() })
      let extra = g.filter { !lowered.contains($0.lowercased()) }
      if !extra.isEmpty {
        let facts = ["extra": extra.joined(separator: ", "), "chain": chain.joined(separator: " → ")]
        out.append(
          Suspect(.handledOutsideChain) { removing(extra, from: g, to: right).map { (.chain($0), facts) } })
      }
    }
    return out
  }

  static func visited(_ p: SceneProbe<Engine>, given: Answer) -> [Suspect] {
    guard case .chain(let right) = p.question.expected, case .chain(let g) = given else { return [] }
    var out: [Suspect] = []
    let reversing: [SceneEdit] = p.order.flatMap { v in
      p.subviews(v).count > 1 ? p.subviews(v).map { .reorder(NameRef($0), toFront: false) } : []
    }
    if !reversing.isEmpty {
      out.append(Suspect(.visitedInAddedOrder) { p.value(after: reversing).map { ($0, [:]) } })
    }
    let lowered = g.map { $0.lowercased() }
    if g.count < right.count, isSubsequence(lowered, of: right.map { $0.lowercased() }) {
      let missing = right.filter { !lowered.contains($0.lowercased()) }
      // Only calls that returned nil: a missing view on the hit's path is another mistake.
      let hitPath = hitView(p).map { [$0] + p.ancestors($0) } ?? []
      if missing.allSatisfy({ !hitPath.contains($0) }) {
        out.append(Suspect(.visitedSkipsRefusals) { (given, ["missing": missing.joined(separator: ", ")]) })
      }
    }
    if g.count > right.count, isSubsequence(right.map { $0.lowercased() }, of: lowered),
      g.allSatisfy({ p.view(named: $0) != nil })
    {
      let extra = g.filter { name in !right.contains { $0.lowercased() == name.lowercased() } }
      let hit = hitView(p)
      let hitPath = hit.map { [$0] + p.ancestors($0) } ?? []
      // The nearest visited ancestor of each extra view; one off the hit path returned nil.
      let refusing = extra.compactMap { e in
        p.view(named: e).flatMap { v in p.ancestors(v).first(where: right.contains) }
      }.filter { !hitPath.contains($0) }
      let facts = [
        "extra": extra.joined(separator: ", "), "parent": refusing.first ?? "", "hit": hit ?? "nil",
      ]
      out.append(Suspect(refusing.isEmpty ? .visitedAfterHit : .visitedPastRefusal) { (given, facts) })
    }
    return out
  }

  /// The view the question's tap hits, if any.
  static func hitView(_ p: SceneProbe<Engine>) -> String? {
    guard case .view(let v)? = p.value(field: "hit", kind: .hit) else { return nil }
    return v
  }

  static func isSubsequence(_ a: [String], of b: [String]) -> Bool {
    var i = a.startIndex
    for x in b where i < a.endIndex && a[i] == x { i += 1 }
    return i == a.endIndex
  }
}

extension Array {
  fileprivate func swappedAt(_ i: Int, _ j: Int) -> [Element] {
    var copy = self
    copy.swapAt(i, j)
    return copy
  }
}
