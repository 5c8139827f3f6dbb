import ViewLabGeometry
import ViewLabModel

extension Session {
  /// The views a translated command names.
  static func names(in command: Command) -> [NameRef] {
    switch command {
    case .edit(let edit):
      switch edit {
      case .frame(let n, _), .bounds(let n, _), .center(let n, _), .position(let n, _), .anchor(let n, _),
        .transform(let n, _), .hidden(let n, _), .alpha(let n, _), .flag(let n, _, _), .remove(let n),
        .reorder(let n, _), .enabled(let n, _), .action(let n, _, _), .rows(let n, _, _),
        .swipeActions(let n, _):
        return [n]
      case .move(let n, let p, _): return [n, p]
      case .window, .add, .controller, .shape, .expand, .passthrough, .redirect, .touches, .gesture, .present,
        .lifecycle:
        return []
      }
    case .ask(let query):
      switch query {
      case .hitTest(let n, _), .inside(let n, _), .explain(let n): return [n]
      case .convert(_, let a, let b): return [a, b]
      case .tap, .touch, .why, .under, .tree, .draw: return []
      }
    case .session, .code: return []
    }
  }

  /// Are all of the command's views still outside the window? Mixing both is an error.
  func isPending(_ command: Command) throws(ScriptError) -> Bool {
    let names = Self.names(in: command)
    let pending = names.filter { code.isPending($0.text) }
    if pending.isEmpty { return false }
    if pending.count == names.count { return true }
    let n = pending[0]
    throw ScriptError(
      .notModelled(.notInWindow(n.text)),
      at: n)
  }

  func sceneFor(_ command: Command) -> Scene {
    ((try? isPending(command)) ?? false) ? code.limbo : scene
  }

  /// Runs a translated command where its views are: in the window (recorded as usual: undo, questions
  /// asked) or among the views not yet added (nothing is recorded).
  mutating func perform(_ command: Command) throws(ScriptError) -> (Command, Outcome) {
    guard try isPending(command) else { return (command, try execute(command)) }
    switch command {
    case .edit(let edit): return (command, try inLimbo { e throws(ScriptError) in try e.apply(edit) })
    case .ask(let query): return (command, try inLimbo { e throws(ScriptError) in try e.ask(query) })
    // They name no view, so they are never pending.
    case .session, .code: return (command, try execute(command))
    }
  }

  /// Runs `body` on the views not yet added. The evaluator holds the only reference while it works,
  /// so an edit changes them in place (a copy per edit copied them and the line's journal: a loop of
  /// n edits took n² time). An error leaves them to the line's transaction, which puts them back.
  private mutating func inLimbo(_ body: (inout Evaluator) throws(ScriptError) -> Outcome) throws(ScriptError)
    -> Outcome
  {
    var evaluator = Evaluator(scene: Scene())
    swap(&evaluator.scene, &code.limbo)
    defer { swap(&evaluator.scene, &code.limbo) }
    return try body(&evaluator)
  }

  /// A question answered without being recorded (a value inside a bigger expression).
  func ask(_ query: Query) throws(ScriptError) -> (Command, Outcome) {
    let command = Command.ask(query)
    var evaluator = Evaluator(scene: sceneFor(command))
    return (command, try evaluator.ask(query))
  }

  /// Puts a view made by code (with its subviews) into the window under `parent`, as one undoable
  /// step named `add`.
  mutating func attach(_ name: NameRef, to parent: ViewID) throws(ScriptError) -> (Command, Outcome) {
    guard let root = code.limbo.view(named: name.text) else {
      throw ScriptError(.unknownView(name.text, suggestion: nil), at: name)
    }
    // What moves, taken out first: holding the views outside the window while removing one from
    // them would copy them all (and the line's journal) at each `addSubview`.
    let moving = code.limbo.subtree(of: root).map { id in
      (id: id, view: code.limbo[id], overrides: Self.portable(code.limbo.overrides(of: id)))
    }
    let v = code.limbo[root]
    let frame = code.limbo.frame(of: root)
    var ids: [ViewID: ViewID] = [v.superview!: parent]
    do {
      try commitInPlace(verb: "add") { (new: inout Scene) throws(SceneError) in
        for m in moving {
          let newID = try new.insert(m.view, parent: ids[m.view.superview!]!)
          ids[m.id] = newID
          new.setOverrides(newID, m.overrides)
        }
      }
    } catch {
      throw ScriptError(.scene(error), at: name)
    }
    _ = try? code.limbo.remove(root)
    let command = Command.edit(
      .add(name, v.viewClass, frame: frame, parent: NameRef(scene[parent].name, column: name.column)))
    let notes: [Note] =
      v.isUserInteractionEnabled || v.viewClass.defaultUserInteractionEnabled
      ? [] : [.classDefault(view: name.text, v.viewClass)]
    return (command, .changed(notes))
  }
}
