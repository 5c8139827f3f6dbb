extension Command {
  /// The view or controller a command acts on, when it names one: `red` for `hide red`.
  public var subject: String? {
    guard case .edit(let edit) = self else { return nil }
    return edit.subject?.text
  }

  /// What `undo` and `redo` call the step this command made: `hide red`, `window`.
  public var stepLabel: String { subject.map { "\(verb) \($0)" } ?? verb }
}

extension SceneEdit {
  /// The view, controller or recognizer the edit acts on: `red` for `hide red`.
  public var subject: NameRef? {
    switch self {
    case .add(let n, _, _, _), .remove(let n), .move(let n, _, _), .reorder(let n, _), .frame(let n, _),
      .bounds(let n, _), .center(let n, _), .position(let n, _), .anchor(let n, _), .transform(let n, _),
      .hidden(let n, _), .alpha(let n, _), .flag(let n, _, _), .controller(let n, _), .rows(let n, _, _),
      .swipeActions(let n, _),
      .shape(let n, _), .expand(let n, _, _), .passthrough(let n, _), .redirect(let n, _), .touches(let n, _),
      .gesture(let n, _), .enabled(let n, _), .action(let n, _, _), .present(let n, _):
      n
    case .window, .lifecycle: nil
    }
  }
}
