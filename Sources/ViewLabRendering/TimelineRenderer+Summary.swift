import ViewLabLanguage
import ViewLabModel

/// The timeline's summary lines and the grouping of its entries by touch.
extension TimelineRenderer {
  /// The last lines: what the contract's summary fields say, one line per touch. A step can
  /// finish an earlier touch as well as start its own (the second tap of a double tap, a tap
  /// while a recognizer still waits): each touch then gets its own line, earliest first, so one
  /// touch's phases are never mixed with another's. Names are listed once per line.
  static func summary(_ touch: TouchResult, _ scene: Scene, _ s: Style) -> [String] {
    let groups = byTouch(touch.timeline)
    let unread = unreadActions(touch)
    guard groups.count > 1 else {
      return [s.dim(summaryLine(touch.timeline, scene, s.language, unread: unread))]
    }
    let newest = groups.map(\.touch).max()
    let many = isMultiFinger(touch)
    return groups.map { group in
      let label =
        many
        ? Words.summaryFinger(touch.fingers[group.touch] ?? 1, s.language)
        : group.touch == newest ? Words.summaryThisTouch(s.language) : Words.summaryEarlierTouch(s.language)
      return s.dim(label + summaryLine(group.entries, scene, s.language, unread: unread))
    }
  }

  /// recognized · failed · view got · control events · actions, for these entries.
  static func summaryLine(_ entries: [TimelineEntry], _ scene: Scene, _ l: Language, unread: Set<String> = [])
    -> String
  {
    var recognized: [String] = []
    var failed: [String] = []
    var phases: [String] = []
    var events: [String] = []
    var actions: [String] = []
    for entry in entries {
      switch entry {
      case .transition(let g, _, let to, _) where to == .recognized || to == .began:
        recognized.append(scene.name(of: g))
      case .transition(let g, _, .failed, _): failed.append(scene.name(of: g))
      case .delivered(let d): phases.append(d.phase.rawValue)
      case .controlEvent(_, let e, let run):
        events.append(e.rawValue)
        actions += run
      default: break
      }
    }
    var parts: [String] = []
    if !recognized.isEmpty { parts.append(Words.summaryRecognized(unique(recognized), l)) }
    if !failed.isEmpty { parts.append(Words.summaryFailed(unique(failed), l)) }
    parts.append(Words.summaryPhases(phases, l))
    if !events.isEmpty { parts.append(Words.summaryEvents(events, l)) }
    let ran = actions.filter { !unread.contains($0) }
    if !ran.isEmpty { parts.append(Words.summaryActions(ran, l)) }
    if ran.count < actions.count { parts.append(Words.summaryUnread(actions.filter(unread.contains), l)) }
    return parts.joined(separator: " · ")
  }

  /// The timeline split by the touch each entry concerns, in touch order. An entry that names no
  /// touch (a state change, a control event) belongs with the touch of the entries around it:
  /// the last one named, or, before any, the first one named.
  static func byTouch(_ timeline: [TimelineEntry]) -> [(touch: Int, entries: [TimelineEntry])] {
    var groups: [Int: [TimelineEntry]] = [:]
    var current: Int?
    var pending: [TimelineEntry] = []
    for entry in timeline {
      if let id = touchID(entry) {
        if current == nil {
          groups[id, default: []] += pending
          pending = []
        }
        current = id
      }
      if let current {
        groups[current, default: []].append(entry)
      } else {
        pending.append(entry)
      }
    }
    if groups.isEmpty { return [(0, pending)] }
    return groups.keys.sorted().map { ($0, groups[$0]!) }
  }

  static func touchID(_ entry: TimelineEntry) -> Int? {
    switch entry {
    case .receives(_, let touch), .delegateAnswered(_, let touch, _): touch
    case .row(let e): e.touch
    case .delivered(let d): d.touch
    case .withheld(let touch, _, _), .discarded(let touch, _, _), .suppressed(let touch, _, _),
      .blocked(let touch, _, _):
      touch
    default: nil
    }
  }

  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}
