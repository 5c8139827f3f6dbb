import ViewLabModel

/// What one undoable step of pasted code did beside the scene: the views made by code that wait
/// outside the window (`CodeContext.limbo`) before and after it, and which view was `self.view`.
/// `view.addSubview(a)` takes `a` out of them, `a.removeFromSuperview()` puts it back, `let a =
/// UIView(…)` makes one; undo and redo carry that over, so an undone `addSubview` leaves `a` a known
/// variable outside the window again.
struct CodeStep: Sendable {
  /// What the step changed among the views outside the window, as the scene's journal records it
  /// (each entry what a change overwrote): O(changes), where a copy of them before and after kept
  /// two scenes per step (2,000 pasted `let v = UIView(…)` lines kept 520 MB).
  var limbo: [JournalEntry]
  var rootBefore: String?
  var rootAfter: String?

  /// Whether the step changed anything beside the scene.
  var changesCode: Bool { !limbo.isEmpty || rootBefore != rootAfter }
}

extension CodeContext {
  /// Takes back `step` and returns the step that does it again (redo's): every change to the views
  /// outside the window is recorded (a `let` making one, an `addSubview` taking one in, an edit of
  /// one), and reverting the record restores what they were.
  mutating func undo(_ step: CodeStep) -> CodeStep {
    let redo = limbo.revert(step.limbo)
    rootView = step.rootBefore
    return CodeStep(limbo: redo, rootBefore: step.rootAfter, rootAfter: step.rootBefore)
  }
}
