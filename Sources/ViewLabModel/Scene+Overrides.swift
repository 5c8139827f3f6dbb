/// Reading and changing `Scene.overrideTable`: the overrides a view's class writes.
extension Scene {
  /// What `id`'s class overrides (nothing, for most views).
  @inline(__always) public func overrides(of id: ViewID) -> ViewOverrides {
    overrideTable.isEmpty ? ViewOverrides() : overrideTable[id] ?? ViewOverrides()
  }

  /// The class written as code that `id` is an instance of, if any.
  public func behavior(of id: ViewID) -> (any ViewBehavior)? {
    overrideTable.isEmpty ? nil : overrideTable[id]?.custom?.behavior
  }

  /// Does any view run a class written as code? Then hit-testing takes the path that can call it.
  public var hasCustomBehaviors: Bool {
    !overrideTable.isEmpty && overrideTable.values.contains { $0.custom != nil }
  }

  /// Replaces `id`'s overrides (recorded for undo); an empty value leaves the table.
  public mutating func setOverrides(_ id: ViewID, _ value: ViewOverrides?) {
    let old = overrideTable[id]
    let new = value?.isEmpty == false ? value : nil
    if old == new { return }
    if journal.isRecording { journal.entries.append(.overrides(id, old)) }
    overrideTable[id] = new
    if storage.hasSlot(for: id) { links[id] = Link(storage[id], new) }
  }

  /// Changes `id`'s overrides in place: `scene.editOverrides(id) { $0.passthrough = true }`.
  public mutating func editOverrides(_ id: ViewID, _ edit: (inout ViewOverrides) -> Void) {
    var o = overrides(of: id)
    edit(&o)
    setOverrides(id, o)
  }
}
