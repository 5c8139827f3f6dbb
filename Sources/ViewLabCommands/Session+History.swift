import ViewLabModel

/// One stack of undoable steps (the undo or the redo stack), stored flat: every journal step's
/// entries in one array, and per step only where its entries end, its verb and, for a step that
/// replaced the whole scene (`load`, `import`, `reset`), the old scene.
///
/// A session keeps one step per scene-changing line, so 100,000 `add` lines keep 100,000 steps:
/// an array of entries per step cost a heap block each (and a step as wide as a whole `Scene`).
/// Both lists are kept in blocks (`BlockArray`): one `Array` of 300,000 entries held up to twice
/// that in capacity, and while it grew, the old buffer and the new one at once.
///
/// - Complexity: push and pop are O(the step's entries); memory is O(all entries + steps).
struct History: Sendable {
  /// One undoable step, as `Session` applies it.
  enum Change: Sendable {
    case journal([JournalEntry])
    case replaced(Scene)
  }

  /// A scene kept whole by a step; boxed so a step record stays small.
  final class Replaced: Sendable {
    let scene: Scene
    init(_ scene: Scene) { self.scene = scene }
  }

  /// 16 bytes: the verb is an index into `verbs` (a session uses a few dozen), not a string.
  private struct Record: Sendable {
    /// Where this step's entries end in `entries` (they start where the previous step's end).
    var end: Int32
    var verb: Int32
    var replaced: Replaced?
  }

  private var entries = BlockArray<JournalEntry>()
  private var records = BlockArray<Record>()
  private var verbs: [String] = []
  private var verbIndex: [String: Int32] = [:]

  private mutating func record(end: Int, verb: String, replaced: Replaced?) -> Record {
    let index: Int32
    if let known = verbIndex[verb] {
      index = known
    } else {
      index = Int32(verbs.count)
      verbs.append(verb)
      verbIndex[verb] = index
    }
    return Record(end: Int32(end), verb: index, replaced: replaced)
  }

  var count: Int { records.count }
  var isEmpty: Bool { records.isEmpty }

  mutating func push(_ change: Change, verb: String) {
    switch change {
    case .journal(let new):
      for entry in new { entries.append(entry) }
      records.append(record(end: entries.count, verb: verb, replaced: nil))
    case .replaced(let scene):
      records.append(record(end: entries.count, verb: verb, replaced: Replaced(scene)))
    }
  }

  mutating func popLast() -> (change: Change, verb: String)? {
    guard !records.isEmpty else { return nil }
    let last = records.removeLast()
    let start = Int(records.last?.end ?? 0)
    let verb = verbs[Int(last.verb)]
    if let replaced = last.replaced { return (.replaced(replaced.scene), verb) }
    let taken = Array(entries[start..<Int(last.end)])
    while entries.count > start { entries.removeLast() }
    return (.journal(taken), verb)
  }

  mutating func removeAll() {
    entries = BlockArray()
    records = BlockArray()
  }

  /// Makes the steps from `depth` on one step named `verb`. Journal steps merge by dropping the
  /// records between them (their entries are already in order); a step that replaced the scene
  /// makes the merged step keep the scene as it was before `depth`, rebuilt from `current`.
  mutating func merge(from depth: Int, verb: String, current: Scene) {
    guard records.count > depth + 1 else { return }
    if records[depth...].allSatisfy({ $0.replaced == nil }) {
      let end = Int(records[records.count - 1].end)
      while records.count > depth { records.removeLast() }
      records.append(record(end: end, verb: verb, replaced: nil))
      return
    }
    var old = current
    while records.count > depth {
      switch popLast()!.change {
      case .journal(let e): _ = old.revert(e)
      case .replaced(let s): old = s
      }
    }
    records.append(record(end: entries.count, verb: verb, replaced: Replaced(old)))
  }
}
