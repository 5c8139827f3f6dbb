import ViewLabGeometry
import ViewLabModel

/// A scene with its history: what a REPL session, a script run or a lesson works on. A value.
public struct Session: Sendable {
  public private(set) var scene: Scene
  private var undoStack = History()
  private var redoStack = History()
  /// The last tap, for `draw` and exports.
  public var lastTap: TapResult? { lastTapped?.tap }
  /// The last tap with what delivering it did (recognizers, phases, control events), for
  /// `export html`.
  public private(set) var lastTapped: (tap: TapResult, delivery: TouchResult)?
  /// Questions asked so far (taps, hit-tests, conversions), for `export swift`.
  public private(set) var asked: [Query] = []
  /// What pasted Swift and Objective-C remember between lines (see `Session+Code`).
  public internal(set) var code = CodeContext()
  /// While a statement with control flow runs at the top level: its scopes and steps.
  var control = ControlState()

  public init(scene: Scene = Scene()) {
    self.scene = scene
  }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }
  /// How many steps `undo` can take back.
  public var undoDepth: Int { undoStack.count }

  /// Parses and runs one line. `nil` for blank and comment lines. `lifecycle`: where the line stands
  /// in a view controller's `viewDidLoad` (or another lifecycle method), whose statements run one by
  /// one (see `LifecyclePosition`).
  public mutating func run(_ line: String, lifecycle: LifecyclePosition? = nil, controller: String? = nil)
    throws(ScriptError) -> (Command, Outcome)?
  {
    guard let command = try Parser.parse(line) else { return nil }
    if case .code(let snippet) = command {
      if lifecycle != nil, let controller, let skipped = notRoot(controller, snippet) { return skipped }
      return try run(snippet, lifecycle: lifecycle)
    }
    do {
      return (command, try execute(command))
    } catch {
      throw Self.atFingerClause(error, in: line)
    }
  }

  /// An error about a finger (`touch up finger 2` with no second finger) points at the line's
  /// `finger N`, where the learner named it, rather than at the step's word.
  static func atFingerClause(_ error: ScriptError, in line: String) -> ScriptError {
    guard case .touch(let touch) = error.problem else { return error }
    switch touch {
    case .alreadyDown, .fingerNotDown, .fingerOutOfRange:
      let tokens = Lexer.tokens(line)
      guard let i = tokens.lastIndex(where: { $0.text == "finger" }), i + 1 < tokens.count else {
        return error
      }
      let number = tokens[i + 1]
      return ScriptError(
        error.problem, column: tokens[i].column, length: number.column + number.length - tokens[i].column)
    case .noTouch, .badDuration:
      return error
    }
  }

  /// Runs one command. On error the session is unchanged.
  ///
  /// The scene is changed in place while its journal records what each primitive overwrote; an
  /// error reverts the journal, success keeps it as the undo step.
  ///
  /// - Complexity: O(what the command changes), whatever the size of the scene.
  public mutating func execute(_ command: Command) throws(ScriptError) -> Outcome {
    switch command {
    case .edit(let edit):
      return try evaluate(command) { e throws(ScriptError) in try e.apply(edit) }
    case .ask(let query):
      let outcome = try evaluate(command) { e throws(ScriptError) in try e.ask(query) }
      switch query {
      case .tap, .hitTest, .convert, .inside: asked.append(query)
      case .touch, .explain, .why, .under, .tree, .draw: break
      }
      if case .tap(let t, let touch) = outcome { lastTapped = (t, touch) }
      return outcome
    case .session(let action):
      return try perform(action)
    case .code(let snippet):
      return try run(snippet).1
    }
  }

  /// History, files, the tutor and the language: the session's own actions.
  private mutating func perform(_ action: SessionAction) throws(ScriptError) -> Outcome {
    switch action {
    case .undo:
      guard let step = undoStack.popLast() else { throw ScriptError(.nothingToUndo, column: 1, length: 4) }
      redoStack.push(apply(step.change), verb: step.verb, code: apply(step.code))
      lastTapped = nil
      return .undone(step.verb)
    case .redo:
      guard let step = redoStack.popLast() else { throw ScriptError(.nothingToRedo, column: 1, length: 4) }
      undoStack.push(apply(step.change), verb: step.verb, code: apply(step.code))
      lastTapped = nil
      return .redone(step.verb)
    case .reset:
      replaceScene(with: Scene(), verb: "reset")
      code = CodeContext()
      return .reset
    case .save(let path): return .save(path: path, script: scene.script())
    case .load(let path): return .load(path: path)
    case .importDump(let path): return .importDump(path: path)
    case .export(let kind, let path): return .export(kind, path: path)
    case .help(let topic): return .help(topic: topic)
    case .quit: return .quit
    case .lesson(let words): return .lesson(words)
    case .quiz(let words): return .quiz(words)
    case .stats(let words): return .stats(words)
    case .language(let language): return .language(language)
    }
  }

  /// Runs an edit or a query on the scene in place, recording what it overwrites: an error reverts
  /// the record; a change to the scene becomes one undo step.
  private mutating func evaluate(
    _ command: Command, _ body: (inout Evaluator) throws(ScriptError) -> Outcome
  ) throws(ScriptError) -> Outcome {
    var evaluator = Evaluator(scene: Scene())
    evaluator.classes = code.classes
    evaluator.gestureActions = code.gestureActions
    evaluator.missingActions = code.missingActions
    evaluator.gestureDelegates = code.gestureDelegates
    swap(&evaluator.scene, &scene)  // the evaluator owns the only reference: changes happen in place
    evaluator.scene.beginRecording()
    switch command {
    case .ask(.tap), .ask(.touch): seedController(&evaluator.scene)
    default: break
    }
    let outcome: Outcome
    do {
      outcome = try body(&evaluator)
    } catch {
      _ = evaluator.scene.revert(evaluator.scene.endRecording())
      swap(&evaluator.scene, &scene)
      throw error
    }
    // A change to the scene starts a new interaction: a later tap is not the second tap of an old one.
    if command.changesScene { evaluator.scene.forgetFinishedTouches() }
    let entries = evaluator.scene.endRecording()
    swap(&evaluator.scene, &scene)
    // Only scene changes are undo steps: a tap or touch step moves the finger and the clock, and
    // is one only when code it ran changed the scene (undo takes back those changes, not the finger).
    let codeChanged = Self.codeChangedScene(outcome)
    if !entries.isEmpty && (command.changesScene || codeChanged) {
      let kept =
        command.changesScene
        ? entries : entries.filter { if case .touchState = $0 { false } else { true } }
      undoStack.push(.journal(kept), verb: command.stepLabel)
      redoStack.removeAll()
      lastTapped = nil
    }
    return outcome
  }

  /// Did a touch step run code that changed the scene (a drag by `touchesMoved`, an action adding a view)?
  static func codeChangedScene(_ outcome: Outcome) -> Bool {
    if case .tap(_, let touch) = outcome { return touch.codeRuns.contains { !$0.changes.isEmpty } }
    if case .touch(let touch) = outcome { return touch.codeRuns.contains { !$0.changes.isEmpty } }
    return false
  }

  /// Carries out an undo or redo step and returns the change that reverses it.
  private mutating func apply(_ change: History.Change) -> History.Change {
    switch change {
    case .journal(let entries):
      return .journal(scene.revert(entries))
    case .replaced(let old):
      let current = scene
      scene = old
      return .replaced(current)
    }
  }

  /// Carries out what a step of pasted code did beside the scene (after the scene's own undo) and
  /// returns the step that reverses it.
  private mutating func apply(_ step: CodeStep?) -> CodeStep? {
    guard let step else { return nil }
    return code.undo(step)
  }

  /// Runs `body` as one step: on error nothing changes, and all the scene changes it makes undo
  /// together, named `verb` (a line of pasted code, see `Session+Code`).
  ///
  /// It works on the session itself, not a copy (a copy would copy the scene and the whole undo
  /// history at the first change: O(scene) per line); an error undoes the steps it made.
  mutating func transaction<T>(
    _ body: (inout Session) throws(ScriptError) -> (T, verb: String)
  ) throws(ScriptError) -> T {
    let depth = undoStack.count
    let (savedCode, savedAsked, savedTap, savedRedo) = (code, asked, lastTapped, redoStack)
    let rootBefore = code.rootView
    // What the line does to the views outside the window is recorded as the scene's changes are.
    let recordsLimbo = !code.limbo.isRecording
    if recordsLimbo { code.limbo.beginRecording() }
    let value: T
    let verb: String
    do {
      (value, verb) = try body(&self)
    } catch {
      while undoStack.count > depth, let step = undoStack.popLast() { _ = apply(step.change) }
      (code, asked, lastTapped, redoStack) = (savedCode, savedAsked, savedTap, savedRedo)
      throw error
    }
    undoStack.merge(from: depth, verb: verb, current: scene)
    // The step also takes back what the code did beside the scene (a view made, or leaving the
    // window's outside); a line that changed only that is a step of its own.
    let step = CodeStep(
      limbo: recordsLimbo ? code.limbo.endRecording() : [], rootBefore: rootBefore, rootAfter: code.rootView)
    if step.changesCode {
      if undoStack.count > depth {
        undoStack.setCode(step)
      } else {
        undoStack.push(.journal([]), verb: verb, code: step)
        redoStack.removeAll()
      }
    }
    return value
  }

  /// Replaces the scene as one undoable step, keeping the questions asked (pasted code's
  /// `addSubview` of a view built outside the window).
  /// Changes the scene in place, recording what each change overwrote: one undo step of O(changes)
  /// (a whole-scene copy per step made a loop of n `addSubview`s keep n scenes). On error nothing
  /// changed.
  mutating func commitInPlace(verb: String, _ edit: (inout Scene) throws(SceneError) -> Void)
    throws(SceneError)
  {
    scene.beginRecording()
    do {
      try edit(&scene)
    } catch {
      _ = scene.revert(scene.endRecording())
      throw error
    }
    let entries = scene.endRecording()
    guard !entries.isEmpty else { return }
    undoStack.push(.journal(entries), verb: verb)
    redoStack.removeAll()
    lastTapped = nil
  }

  mutating func commit(_ new: Scene, verb: String) {
    undoStack.push(.replaced(scene), verb: verb)
    redoStack.removeAll()
    scene = new
    lastTapped = nil
  }

  /// Replaces the scene (after `load` or `import`), as one undoable step.
  public mutating func replaceScene(with new: Scene, verb: String) {
    undoStack.push(.replaced(scene), verb: verb)
    redoStack.removeAll()
    scene = new
    lastTapped = nil
    asked.removeAll()
  }
}
