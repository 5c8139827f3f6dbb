import ViewLabModel

/// What one undoable step of pasted code did beside the scene: the views made by code that wait
/// outside the window (`CodeContext.limbo`) before and after it, and which view was `self.view`.
/// `view.addSubview(a)` takes `a` out of them, `a.removeFromSuperview()` puts it back, `let a =
/// UIView(…)` makes one; undo and redo carry that over, so an undone `addSubview` leaves `a` a known
/// variable outside the window again.
struct CodeStep: Sendable {
  var limboBefore: Scene
  var limboAfter: Scene
  var rootBefore: String?
  var rootAfter: String?

  /// The step that takes this one back (redo's, after an undo).
  var reversed: CodeStep {
    CodeStep(limboBefore: limboAfter, limboAfter: limboBefore, rootBefore: rootAfter, rootAfter: rootBefore)
  }

  /// Whether the step changed anything beside the scene.
  var changesCode: Bool { limboBefore != limboAfter || rootBefore != rootAfter }
}

extension CodeContext {
  /// Takes back `step`: every change to the views outside the window is a step (a `let` making
  /// one, an `addSubview` taking one in, an edit of one), so the step's `before` is what they were.
  mutating func undo(_ step: CodeStep) {
    limbo = step.limboBefore
    rootView = step.rootBefore
  }
}
