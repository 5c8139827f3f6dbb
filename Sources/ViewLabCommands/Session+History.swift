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

  /// What a step keeps beyond its journal entries, boxed so a step record stays small: the scene
  /// kept whole by a step that replaced it, and what a step of pasted code did beside the scene.
  final class Replaced: Sendable {
    let scene: Scene?
    let code: CodeStep?
    init(_ scene: Scene?, code: CodeStep? = nil) {
      self.scene = scene
      self.code = code
    }
  }

  /// 32 bytes. The verb names its subject (`add w5`), so it is as varied as the steps: a short one
  /// is held inline in the `String`.
  private struct Record: Sendable {
    /// Where this step's entries end in `entries` (they start where the previous step's end).
    var end: Int
    var verb: String
    var replaced: Replaced?
  }

  private var entries = BlockArray<JournalEntry>()
  private var records = BlockArray<Record>()

  var count: Int { records.count }
  var isEmpty: Bool { records.isEmpty }

  mutating func push(_ change: Change, verb: String, code: CodeStep? = nil) {
    switch change {
    case .journal(let new):
      for entry in new { entries.append(entry) }
      records.append(Record(end: entries.count, verb: verb, replaced: code.map { Replaced(nil, code: $0) }))
    case .replaced(let scene):
      records.append(Record(end: entries.count, verb: verb, replaced: Replaced(scene, code: code)))
    }
  }

  mutating func popLast() -> (change: Change, verb: String, code: CodeStep?)? {
    guard !records.isEmpty else { return nil }
    let last = records.removeLast()
    let start = records.last?.end ?? 0
    if let scene = last.replaced?.scene { return (.replaced(scene), last.verb, last.replaced?.code) }
    let taken = Array(entries[start..<last.end])
    while entries.count > start { entries.removeLast() }
    return (.journal(taken), last.verb, last.replaced?.code)
  }

  /// Gives the last step what pasted code did beside the scene.
  mutating func setCode(_ code: CodeStep) {
    guard !records.isEmpty else { return }
    let last = records.count - 1
    records[last].replaced = Replaced(records[last].replaced?.scene, code: code)
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
    if records[depth...].allSatisfy({ $0.replaced?.scene == nil }) {
      let end = records[records.count - 1].end
      while records.count > depth { records.removeLast() }
      records.append(Record(end: end, verb: verb, replaced: nil))
      return
    }
    var old = current
    while records.count > depth {
      switch popLast()!.change {
      case .journal(let e): _ = old.revert(e)
      case .replaced(let s): old = s
      }
    }
    records.append(Record(end: entries.count, verb: verb, replaced: Replaced(old)))
  }
}
