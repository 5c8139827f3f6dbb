import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

extension LineRenderer {
  /// One short line naming the view for commands that otherwise say nothing (`add`, `remove`,
  /// `move`, `hide`/`show`, `alpha`, `transform`, the flags, `frame`, `bounds`, `center`,
  /// `position`, `anchor`, and the pasted assignments that mean them) or too little (`undo`,
  /// `redo`), in front of what the renderer said. Only at the prompt: scripts print what they
  /// always printed.
  static func confirmation(
    _ command: Command, _ outcome: Outcome, _ text: String, scene: Scene, options: RenderOptions
  ) -> String {
    guard options.atPrompt else { return text }
    let l = options.language
    let s = options.style
    var line: String?
    var rest = text
    switch (command, outcome) {
    case (.edit(.add(let name, _, _, _)), let outcome):
      // Pasted `addSubview` says it in its own note, in scripts as well.
      if case .changed(let notes) = outcome, notes.contains(where: Self.isEntered) { break }
      if let id = scene.view(named: name.text), let parent = scene[id].superview {
        let v = scene[id]
        let cls = scene.overrides(of: id).custom?.behavior.className ?? v.viewClass.rawValue
        line = Words.added(s.name(v.name), cls, scene.frame(of: id), in: scene[parent].name, l)
      }
    case (.edit(.remove), .changed(let notes)):
      for case .removed(let names) in notes where !names.isEmpty { line = Words.removed(names, l) }
      rest = ""
    case (.edit(.move(let name, _, _)), _):
      if let id = scene.view(named: name.text), let parent = scene[id].superview {
        let siblings = scene[parent].subviews
        line = Words.moved(
          s.name(name.text), to: scene[parent].name, index: siblings.firstIndex(of: id) ?? 0,
          count: siblings.count, l)
      }
    case (.edit(.hidden(let name, let hidden)), .changed):
      if let id = scene.view(named: name.text) {
        line = Words.now("\(scene[id].name).isHidden", "\(hidden)", l)
      }
    case (.edit(.alpha(let name, _)), .changed), (.edit(.transform(let name, _)), .changed),
      (.edit(.flag(let name, _, _)), .changed), (.edit(.frame(let name, _)), .changed),
      (.edit(.bounds(let name, _)), .changed), (.edit(.center(let name, _)), .changed),
      (.edit(.position(let name, _)), .changed), (.edit(.anchor(let name, _)), .changed):
      // The value as stored (alpha as a Float, the transform composed, a negative frame
      // standardized), named as UIKit does; pasted assignments (`v.frame = …`) arrive as these.
      if let id = scene.view(named: name.text),
        let (property, value) = currentValue(command.verb, id, scene: scene, language: l)
      {
        line = Words.now("\(scene[id].name).\(property)", value, l)
      }
    case (_, .undone(let step)): return s.dim(Words.undid(step, l))
    case (_, .redone(let step)): return s.dim(Words.redid(step, l))
    default: break
    }
    guard let line else { return text }
    return rest.isEmpty ? s.dim(line) : s.dim(line) + "\n" + rest
  }

  static func isEntered(_ note: Note) -> Bool {
    if case .code(.entered) = note { true } else { false }
  }

  /// For a line that ends too soon (`center card`): the verb's usage line, and the value the
  /// command would change, when the line names a view (`card.center is (120, 90)`).
  static func usageNotes(_ error: ScriptError, line: String, scene: Scene, options: RenderOptions) -> [String]
  {
    guard case .expected(_, nil) = error.problem else { return [] }
    let tokens = Lexer.tokens(line)
    guard let word = tokens.first?.text, let verb = Verbs.named(word) else { return [] }
    let l = options.language
    var notes = [options.style.dim(Words.usage(verb.syntax, l))]
    if tokens.count > 1, let id = scene.view(named: tokens[1].text),
      let (property, value) = currentValue(verb.word, id, scene: scene, language: l)
    {
      notes.append(Words.now("\(scene[id].name).\(property)", value, l))
    }
    return notes
  }

  /// The property a verb sets and its value now, as the learner would type it back.
  static func currentValue(_ verb: String, _ id: ViewID, scene: Scene, language: Language) -> (
    String, String
  )? {
    let v = scene[id]
    if let flag = ViewFlag(rawValue: verb) { return (flag.swiftName, "\(v[keyPath: flag.keyPath])") }
    switch verb {
    case "center": return ("center", "\(v.center)")
    case "position": return ("layer.position", "\(v.position)")
    case "anchor": return ("layer.anchorPoint", "\(v.anchorPoint)")
    case "frame": return ("frame", "\(scene.frame(of: id))")
    case "bounds": return ("bounds", "\(v.bounds)")
    case "alpha": return ("alpha", AlphaText.format(v.alpha, language))
    case "transform": return ("transform", v.transform.isIdentity ? "identity" : "\(v.transform)")
    case "enabled", "expand", "shape": return nil
    default: return nil
    }
  }
}
