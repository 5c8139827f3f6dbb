import ViewLabGeometry
import ViewLabModel

/// A scene with its history: what a REPL session, a script run or a lesson works on. A value.
public struct Session: Sendable {
  public private(set) var scene: Scene
  private var undoStack: [Step] = []
  private var redoStack: [Step] = []
  /// The last tap, for `draw` and exports.
  public private(set) var lastTap: TapResult?
  /// Questions asked so far (taps, hit-tests, conversions), for `export swift`.
  public private(set) var asked: [Command] = []
  /// What pasted Swift and Objective-C remember between lines (see `Session+Code`).
  public internal(set) var code = CodeContext()

  /// One undoable step: the journal of a command, or a whole scene that `load`/`reset` replaced.
  private struct Step: Sendable {
    enum Change: Sendable {
      case journal([JournalEntry])
      case replaced(Scene)
    }
    var change: Change
    var verb: String
  }

  public init(scene: Scene = Scene()) {
    self.scene = scene
  }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Parses and runs one line. `nil` for blank and comment lines.
  public mutating func run(_ line: String) throws(ScriptError) -> (Command, Outcome)? {
    guard let command = try Parser.parse(line) else { return nil }
    if case .code(let snippet) = command { return try run(snippet) }
    return (command, try execute(command))
  }

  /// Runs one command. On error the session is unchanged.
  ///
  /// The scene is changed in place while its journal records what each primitive overwrote; an
  /// error reverts the journal, success keeps it as the undo step.
  ///
  /// - Complexity: O(what the command changes), whatever the size of the scene.
  public mutating func execute(_ command: Command) throws(ScriptError) -> Outcome {
    switch command {
    case .undo:
      guard let step = undoStack.popLast() else { throw ScriptError(.nothingToUndo, column: 1, length: 4) }
      redoStack.append(apply(step))
      lastTap = nil
      return .undone(step.verb)
    case .redo:
      guard let step = redoStack.popLast() else { throw ScriptError(.nothingToRedo, column: 1, length: 4) }
      undoStack.append(apply(step))
      lastTap = nil
      return .redone(step.verb)
    case .reset:
      replaceScene(with: Scene(), verb: "reset")
      code = CodeContext()
      return .reset
    case .code(let snippet):
      return try run(snippet).1
    default:
      break
    }
    var evaluator = Evaluator(scene: Scene())
    swap(&evaluator.scene, &scene)  // the evaluator owns the only reference: changes happen in place
    evaluator.scene.beginRecording()
    let outcome: Outcome
    do {
      outcome = try evaluator.evaluate(command)
    } catch {
      _ = evaluator.scene.revert(evaluator.scene.endRecording())
      swap(&evaluator.scene, &scene)
      throw error
    }
    // A change to the scene starts a new interaction: a later tap is not the second tap of an old one.
    if command.changesScene { evaluator.scene.forgetFinishedTouches() }
    let entries = evaluator.scene.endRecording()
    swap(&evaluator.scene, &scene)
    // A tap or touch step moves the finger and the clock, not the scene: undo skips it.
    let touchOnly = {
      if case .tap = command { true } else if case .touch = command { true } else { false }
    }()
    if !entries.isEmpty && !touchOnly {
      undoStack.append(Step(change: .journal(entries), verb: command.stepLabel))
      redoStack.removeAll()
      lastTap = nil
    }
    switch outcome {
    case .tap(let t, _):
      lastTap = t
      asked.append(command)
    case .hitTest, .convert, .inside: asked.append(command)
    default: break
    }
    return outcome
  }

  /// Carries out an undo or redo step and returns the step that reverses it.
  private mutating func apply(_ step: Step) -> Step {
    switch step.change {
    case .journal(let entries):
      return Step(change: .journal(scene.revert(entries)), verb: step.verb)
    case .replaced(let old):
      let current = scene
      scene = old
      return Step(change: .replaced(current), verb: step.verb)
    }
  }

  /// Runs `body` on a copy of the session as one step: on error nothing changes, and all the scene
  /// changes it makes undo together, named `verb` (a line of pasted code, see `Session+Code`).
  mutating func transaction<T>(
    _ body: (inout Session) throws(ScriptError) -> (T, verb: String)
  ) throws(ScriptError) -> T {
    var work = self
    let depth = undoStack.count
    let (value, verb) = try body(&work)
    if work.undoStack.count > depth + 1 {
      work.undoStack.removeSubrange(depth...)
      work.undoStack.append(Step(change: .replaced(scene), verb: verb))
    }
    self = work
    return value
  }

  /// Replaces the scene as one undoable step, keeping the questions asked (pasted code's
  /// `addSubview` of a view built outside the window).
  mutating func commit(_ new: Scene, verb: String) {
    undoStack.append(Step(change: .replaced(scene), verb: verb))
    redoStack.removeAll()
    scene = new
    lastTap = nil
  }

  /// Replaces the scene (after `load` or `import`), as one undoable step.
  public mutating func replaceScene(with new: Scene, verb: String) {
    undoStack.append(Step(change: .replaced(scene), verb: verb))
    redoStack.removeAll()
    scene = new
    lastTap = nil
    asked.removeAll()
  }
}
