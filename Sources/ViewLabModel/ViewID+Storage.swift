/// The scene's storage arrays are indexed by the typed IDs (inside the model only). `_modify`
/// yields the element in place: `storage[id]?.subviews.append(child)` must not copy the subview
/// list (a get/set pair would, making every `add` linear in the superview's subviews).
extension Array {
  subscript(_ id: ViewID) -> Element {
    get { self[id.index] }
    _modify { yield &self[id.index] }
  }

  subscript(_ id: ControllerID) -> Element {
    get { self[id.index] }
    _modify { yield &self[id.index] }
  }

  subscript(_ id: GestureID) -> Element {
    get { self[id.index] }
    _modify { yield &self[id.index] }
  }
}

extension Array {
  /// Whether storage this long has a slot for `id` (the slot may hold a removed view).
  func hasSlot(for id: ViewID) -> Bool { id.index < count }
  func hasSlot(for id: ControllerID) -> Bool { id.index < count }
  func hasSlot(for id: GestureID) -> Bool { id.index < count }
}

extension Int32 {
  /// A stored link to a view (`-1`: none).
  init(_ id: ViewID) { self.init(truncatingIfNeeded: id.index) }
  init(truncatingIfNeeded id: ViewID) { self.init(truncatingIfNeeded: id.index) }
}

extension ViewID {
  /// A view stored as a packed link index (never `-1`).
  init(_ link: Int32) { self.init(Int(link)) }
}
