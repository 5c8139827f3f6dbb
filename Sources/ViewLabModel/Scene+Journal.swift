/// A record of changes to a scene, so a command can be undone (or rolled back on error) without
/// keeping a copy of the whole scene: each primitive change records the value it overwrote.
///
/// - Complexity: O(changes) memory per command, instead of O(views).
public enum JournalEntry: Hashable, Sendable {
  // Every case with a payload wider than a name and its object is boxed, so an entry is 32 bytes:
  // adding a view records three entries, and a session keeps every command's entries for undo. The
  // touch state inline made every entry 72 bytes: 100,000 `add` lines kept 35 MB of history.
  indirect case view(ViewID, View?)
  /// A view was appended with its name, as the last subview of this one (`addView`, `insert`): one
  /// entry where three primitive ones were (a session keeps one per `add` line for undo).
  case viewAdded(parent: ViewID)
  case viewAppended
  indirect case viewPopped(View?)
  case name(String, SceneObject?)
  indirect case controller(ControllerID, Controller?)
  case controllerAppended
  indirect case controllerPopped(Controller?)
  /// A subview was appended to this view's subviews (recorded on its own, so adding a view to a
  /// superview with many subviews neither copies their list nor keeps the old one).
  case subviewAppended(ViewID)
  /// The last subview (the second id) was removed from this view's subviews.
  case subviewPopped(ViewID, ViewID)
  indirect case gesture(GestureID, GestureRecognizer?)
  case gestureAppended
  indirect case gesturePopped(GestureRecognizer?)
  case lifecycle(Lifecycle)
  /// The touch state before a touch step (or an edit that ended the touch).
  indirect case touchState(TouchState)
  /// A view's overrides before they changed (see `Scene.overrideTable`).
  indirect case overrides(ViewID, ViewOverrides?)
}

/// The journal a scene carries while recording. It takes no part in equality: two scenes with the
/// same views are equal whatever their history.
public struct Journal: Hashable, Sendable {
  var entries: [JournalEntry] = []
  var isRecording = false
  public static func == (_: Journal, _: Journal) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

extension Scene {
  /// Is a journal being recorded (`beginRecording` … `endRecording`)?
  public var isRecording: Bool { journal.isRecording }

  public mutating func beginRecording() {
    journal = Journal(entries: [], isRecording: true)
  }

  /// Stops recording and returns what changed, oldest first.
  public mutating func endRecording() -> [JournalEntry] {
    defer { journal = Journal() }
    return journal.entries
  }

  /// Undoes `entries` (newest first) and returns the entries that redo them.
  public mutating func revert(_ entries: [JournalEntry]) -> [JournalEntry] {
    beginRecording()
    for entry in entries.reversed() {
      switch entry {
      case .view(let id, let old): setStorage(id, old)
      case .viewAdded(let parent):
        // Recorded as the three primitive steps, which redo replays.
        let id = storage.count - 1
        popSubview(of: parent)
        setName(storage[id].unsafelyUnwrapped.name, nil)
        popView()
      case .viewAppended: popView()
      case .viewPopped(let v): appendStorage(v)
      case .name(let n, let old): setName(n, old)
      case .controller(let id, let old): setController(id, old)
      case .controllerAppended: popController()
      case .controllerPopped(let c): appendController(c)
      case .subviewAppended(let parent): popSubview(of: parent)
      case .subviewPopped(let parent, let child): appendSubview(child, to: parent)
      case .gesture(let id, let old): setGesture(id, old)
      case .gestureAppended: popGesture()
      case .gesturePopped(let g): appendGesture(g)
      case .lifecycle(let old): setLifecycle(old)
      case .touchState(let old): setTouchState(old)
      case .overrides(let id, let old): setOverrides(id, old)
      }
    }
    return endRecording()
  }

  // MARK: The only mutations of storage (and its copy, links), names and controllers.

  mutating func setStorage(_ id: ViewID, _ value: View?) {
    if journal.isRecording { journal.entries.append(.view(id, storage[id])) }
    storage[id] = value
    links[id] = Link(value, overrideTable.isEmpty ? nil : overrideTable[id])
  }

  /// Appends `view` (its `superview` already `parent`, no subviews) as `parent`'s last subview,
  /// under its name; returns its id.
  mutating func appendView(_ view: View, to parent: ViewID) -> ViewID {
    let recording = journal.isRecording
    journal.isRecording = false
    let id = ViewID(storage.count)
    appendStorage(view)
    appendSubview(id, to: parent)
    setName(view.name, .view(id))
    journal.isRecording = recording
    if recording { journal.entries.append(.viewAdded(parent: parent)) }
    return id
  }

  mutating func appendStorage(_ value: View?) {
    if journal.isRecording { journal.entries.append(.viewAppended) }
    storage.append(value)
    links.append(Link(value, overrideTable.isEmpty ? nil : overrideTable[ViewID(storage.count - 1)]))
  }

  mutating func popView() {
    let last = storage.removeLast()
    links.removeLast()
    if journal.isRecording { journal.entries.append(.viewPopped(last)) }
  }

  /// `parent.subviews.append(child)`, in place.
  mutating func appendSubview(_ child: ViewID, to parent: ViewID) {
    if journal.isRecording { journal.entries.append(.subviewAppended(parent)) }
    storage[parent]!.subviews.append(child)
    links[parent].subviewsChanged(storage[parent]!.subviews)
  }

  mutating func popSubview(of parent: ViewID) {
    let child = storage[parent]!.subviews.removeLast()
    links[parent].subviewsChanged(storage[parent]!.subviews)
    if journal.isRecording { journal.entries.append(.subviewPopped(parent, child)) }
  }

  mutating func setName(_ name: String, _ object: SceneObject?) {
    if journal.isRecording { journal.entries.append(.name(name, names[name])) }
    names[name] = object
  }

  mutating func setController(_ id: ControllerID, _ value: Controller?) {
    if journal.isRecording { journal.entries.append(.controller(id, controllerStorage[id])) }
    controllerStorage[id] = value
  }

  mutating func appendController(_ value: Controller?) {
    if journal.isRecording { journal.entries.append(.controllerAppended) }
    controllerStorage.append(value)
  }

  mutating func popController() {
    let last = controllerStorage.removeLast()
    if journal.isRecording { journal.entries.append(.controllerPopped(last)) }
  }

  mutating func setGesture(_ id: GestureID, _ value: GestureRecognizer?) {
    if journal.isRecording { journal.entries.append(.gesture(id, gestureStorage[id])) }
    gestureStorage[id] = value
  }

  mutating func appendGesture(_ value: GestureRecognizer?) {
    if journal.isRecording { journal.entries.append(.gestureAppended) }
    gestureStorage.append(value)
  }

  mutating func popGesture() {
    let last = gestureStorage.removeLast()
    if journal.isRecording { journal.entries.append(.gesturePopped(last)) }
  }

  /// `lifecycle classic|scene`.
  public mutating func setLifecycle(_ value: Lifecycle) {
    if journal.isRecording { journal.entries.append(.lifecycle(lifecycle)) }
    lifecycle = value
  }

  mutating func setTouchState(_ value: TouchState) {
    if journal.isRecording { journal.entries.append(.touchState(touchState)) }
    touchState = value
  }
}
