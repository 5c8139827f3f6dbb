import ViewLabLanguage

/// The mock interview's follow-ups: after a question about a scene, the same scene changed in one
/// respect an interviewer would ask about ("and if the button were hidden?"), the same query, and
/// the engine's answer on the changed scene.
///
///     FollowUpGenerator.followUp(to: q, &rng, language: .en)?.followUpOf   // q.id
enum FollowUpGenerator {
  /// A follow-up to `base`, or nil for a question without a scene. A change that alters the answer is
  /// preferred (an interviewer probes the rule); failing that, one that leaves it as it was (then the
  /// learner must see that it does not matter).
  static func followUp(to base: QuizQuestion, _ rng: inout SplitMix64, language: Language) -> QuizQuestion? {
    guard let query = base.query, let field = base.answerField, !base.scene.isEmpty else { return nil }
    // The view a tap finds (nil for a query that is no tap): the changes an interviewer tries first.
    var hit: String?
    if case .view(let name?)? = QuizEngine.answer(scene: base.scene, query: query, field: "hit", kind: .hit)?
      .answer
    {
      hit = name
    }
    var fallback: QuizQuestion?
    for change in rng.shuffled(changes(base, field: field, hit: hit, &rng)) {
      let scene = base.scene + [change.command]
      guard let (answer, json) = QuizEngine.answer(scene: scene, query: query, field: field, kind: base.kind)
      else { continue }
      var q = base
      q.id = base.id + "~1"
      q.scene = scene
      q.expected = answer
      q.expectedJSON = json
      q.prompt = TutorMessage.interview(.followUp(change)).text(language) + "\n" + base.prompt
      q.followUpOf = base.id
      // Its short why is the rule its change probes.
      q.note = change.note.text(language)
      q.reviewOf = nil
      if !answer.matches(base.expected) { return q }
      fallback = fallback ?? q
    }
    return fallback
  }

  /// The changes worth asking about for this question: on the hit view and its superview for a
  /// tap, the recognizers' switches for a gesture question, a controller or an override for the
  /// chain, a bounds origin or a rotation for conversion, the anchor or a rotation for geometry.
  static func changes(_ q: QuizQuestion, field: String, hit: String?, _ rng: inout SplitMix64)
    -> [FollowUpChange]
  {
    let views = SceneOutline(q.scene)
    var out: [FollowUpChange] = []
    if let hit, views.parent[hit] != nil {
      out += [.hidden(hit), .interactionOff(hit)]
      if let parent = views.parent[hit] ?? nil {
        out += [.interactionOff(parent), .clipsOn(parent)]
      }
    }
    switch field {
    case "hit", "visited":
      out += views.names.filter { views.parent[$0] != nil }.prefix(3).map { FollowUpChange.transparent($0) }
    case "chain":
      let free = ["detailVC", "sheetVC", "rowVC"].first { !views.names.contains($0) } ?? "followVC"
      if let hit, views.parent[hit] != nil, !views.roots.contains(hit) {
        out.append(.controller(free, root: hit))
      }
    case "handledBy":
      if let hit, views.parent[hit] != nil { out.append(.handlesTouches(hit)) }
    case "recognized", "failed", "phases", "controlEvents", "actions":
      for g in views.recognizers {
        out += [.cancelsTouchesOff(g), .delaysTouchesBeganOn(g), .recognizerDisabled(g)]
      }
    case "point":
      // `convert X Y from A to B`: A's and B's own bounds origins, and their superviews'.
      let words = q.query?.split(separator: " ").map(String.init) ?? []
      let ends = [4, 6].compactMap { words.indices.contains($0) ? words[$0] : nil }.filter {
        views.parent[$0] != nil
      }
      let around = ends + ends.compactMap { views.parent[$0] ?? nil }
      for view in around {
        out.append(.boundsOrigin(view, x: rng.pick([10, 20, -20]), y: rng.pick([20, 40, -10])))
      }
      out += ends.map { .rotated($0, degrees: 180) }
    default:
      // Geometry: the view `explain` asks about.
      if let target = q.query?.split(separator: " ").dropFirst().first.map(String.init) {
        out += [.anchor(target, x: 0, y: 0), .anchor(target, x: 1, y: 1), .rotated(target, degrees: 90)]
        if let parent = views.parent[target] ?? nil { out.append(.boundsOrigin(parent, x: 20, y: 10)) }
      }
    }
    // A change the scene already has is no change.
    return out.filter { !q.scene.contains($0.command) }
  }
}

/// What a generated scene holds, read from its `add` and `gesture` lines: each view's superview
/// (nil for a view added to the window), the roots of controllers, and the recognizers.
struct SceneOutline {
  var names: [String] = []
  var parent: [String: String?] = [:]
  var roots: Set<String> = []
  var recognizers: [String] = []

  init(_ lines: [String]) {
    for line in lines {
      let words = line.split(separator: " ").map(String.init)
      guard words.count > 2 else { continue }
      switch words[0] {
      case "add":
        names.append(words[1])
        let to = words.firstIndex(of: "to")
        // updateValue keeps a view added to the window (superview nil) as a key.
        parent.updateValue(to.flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }, forKey: words[1])
      case "controller" where words.count >= 4:
        roots.insert(words[3])
      case "gesture" where words.count >= 5 && words[3] == "on":
        if words[2] == "tap" { recognizers.append(words[1]) }
      default: break
      }
    }
  }
}
