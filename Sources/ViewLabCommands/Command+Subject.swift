extension Command {
  /// The view or controller a command acts on, when it names one: `red` for `hide red`.
  public var subject: String? {
    switch self {
    case .add(let n, _, _, _), .remove(let n), .move(let n, _, _), .reorder(let n, _), .frame(let n, _),
      .bounds(let n, _), .center(let n, _), .position(let n, _), .anchor(let n, _), .transform(let n, _),
      .hidden(let n, _), .alpha(let n, _), .interaction(let n, _), .clip(let n, _), .controller(let n, _),
      .shape(let n, _), .expand(let n, _, _), .passthrough(let n, _), .redirect(let n, _), .touches(let n, _),
      .gesture(let n, _), .enabled(let n, _), .action(let n, _, _), .present(let n, _):
      return n.text
    default:
      return nil
    }
  }

  /// What `undo` and `redo` call the step this command made: `hide red`, `window`.
  public var stepLabel: String { subject.map { "\(verb) \($0)" } ?? verb }
}
