import ViewLabModel

/// What a statement with blocks (a loop, an `if`, the blocks the main queue ran) says once it has
/// run: each view it made and added once, each repeated note once, and each property it changed as
/// its final value.
extension Session {
  /// Tidies the notes from `notesFrom` on and adds a note for each change since `before`, named as
  /// the paste's language names it.
  mutating func summarize(since before: Scene, notesFrom notesBefore: Int, objectiveC: Bool) {
    // A view made and added in the loop is said once, as added ("added card2: UIView … in view"),
    // and a note each turn repeats ("setTitle:for: … ViewLab ignores it") once; what it printed stays.
    var seen: Set<Note> = []
    code.notes[notesBefore...].removeAll { note in
      if case .code(.printed) = note { return false }
      if case .code(.created(let name, _, _)) = note, scene.view(named: name) != nil { return true }
      return !seen.insert(note).inserted
    }
    // What each turn changed is said once, as its final value (the views added were said already).
    for change in scene.changes(since: before) {
      switch change {
      case .added, .controllerProperty: continue
      case .frame(let v, _, let to):
        code.notes.append(.code(.changedInBlock(view: scene[v].name, property: "frame", value: "\(to)")))
      case .transform(let v, let t, _):
        code.notes.append(.code(.changedInBlock(view: scene[v].name, property: "transform", value: "\(t)")))
      case .property(let v, let property, let value):
        // Named as the paste's language names it (`isHidden = true` in Swift, `hidden = YES`).
        let swift = objectiveC ? nil : Self.swiftSpelling[property]
        let written = swift == nil ? value : (value == "YES" ? "true" : value == "NO" ? "false" : value)
        code.notes.append(
          .code(.changedInBlock(view: scene[v].name, property: swift ?? property, value: written)))
      }
    }
  }

  private static let swiftSpelling = [
    "hidden": "isHidden", "userInteractionEnabled": "isUserInteractionEnabled", "enabled": "isEnabled",
    "alpha": "alpha",
    "clipsToBounds": "clipsToBounds",
  ]
}
