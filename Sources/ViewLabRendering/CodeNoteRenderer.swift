import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// Words for what pasted code did.
enum CodeNoteRenderer {
  static func render(_ note: CodeNote, _ s: Style) -> String {
    switch note {
    case .rootView(let view, let controller):
      return s.dim(
        "self.view is '\(view)': the root view of '\(controller)', made to fill the window on first use")
    case .created(let name, let cls, let frame):
      return s.dim(
        "\(name) = \(cls.rawValue)(frame: \(frame)) — it is in no window until addSubview puts it in one")
    case .ignored(let what):
      return s.dim("\(what) does not change geometry or touch delivery: ViewLab ignores it")
    case .scaffolding(let what): return s.dim("\(what): accepted, nothing to do")
    case .printed(let text): return text
    case .variable(let name, let value): return s.dim("\(name) = \(value)")
    case .classDefined(let c): return OverrideWords.classNote(c, s)
    }
  }
}
