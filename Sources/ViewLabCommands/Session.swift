import ViewLabGeometry
import ViewLabModel

/// A scene with its history: what a REPL session, a script run or a lesson works on. A value.
public struct Session: Sendable {
  public internal(set) var scene: Scene
  var undoStack: [(scene: Scene, verb: String)] = []
  var redoStack: [(scene: Scene, verb: String)] = []
  /// The last tap, for `draw` and exports.
  public internal(set) var lastTap: TapResult?
  /// What pasted Swift and Objective-C remember between lines (see `Session+Code`).
  public internal(set) var code = CodeContext()
  /// Questions asked so far (taps, hit-tests, conversions), for `export swift`.
  public private(set) var asked: [Command] = []

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
  public mutating func execute(_ command: Command) throws(ScriptError) -> Outcome {
    switch command {
    case .undo:
      guard let last = undoStack.popLast() else { throw ScriptError(.nothingToUndo, column: 1, length: 4) }
      redoStack.append((scene, last.verb))
      scene = last.scene
      return .undone(last.verb)
    case .redo:
      guard let next = redoStack.popLast() else { throw ScriptError(.nothingToRedo, column: 1, length: 4) }
      undoStack.append((scene, next.verb))
      scene = next.scene
      return .redone(next.verb)
    case .code(let snippet):
      return try run(snippet).1
    default:
      break
    }
    var copy = scene
    var evaluator = Evaluator(scene: copy)
    let outcome = try evaluator.evaluate(command)
    copy = evaluator.scene
    if command.changesScene, copy != scene {
      undoStack.append((scene, command.verb))
      redoStack.removeAll()
      scene = copy
      lastTap = nil
    }
    switch outcome {
    case .tap(let t):
      lastTap = t
      asked.append(command)
    case .hitTest, .convert, .inside: asked.append(command)
    case .reset: lastTap = nil; asked.removeAll(); code = CodeContext()
    default: break
    }
    return outcome
  }

  /// Replaces the scene (after `load` or `import`), as one undoable step.
  public mutating func replaceScene(with new: Scene, verb: String) {
    undoStack.append((scene, verb))
    redoStack.removeAll()
    scene = new
    lastTap = nil
    asked.removeAll()
  }
}
