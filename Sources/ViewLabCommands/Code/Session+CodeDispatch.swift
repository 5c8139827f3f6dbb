import ViewLabModel

/// A block the top level queued on the main queue, with what it captured.
struct QueuedBlock: Hashable, Sendable {
  /// What a captured name stood for when the block was made: a view, a value, its declared type.
  struct Captured: Hashable, Sendable {
    var alias: String?
    var value: CodeValue?
    var type: String?
  }

  var body: [BodyStatement]
  /// The line of the `async` call.
  var line: Int
  /// `asyncAfter`'s delay in seconds.
  var delay: Double?
  var captured: [String: Captured]
  /// The scopes open when it was queued, and the captured names they may still change: a Swift
  /// closure captures a variable, not its value, so what the block sees is the variable's value
  /// when its scope ends.
  var within: [Int] = []
  var open: Set<String> = []
}

/// `DispatchQueue.main.async { … }` and `dispatch_async(dispatch_get_main_queue(), ^{ … })` at the
/// top level: `async` returns at once; the block runs on a later turn of the main run loop, once
/// the pasted statement (or the `viewDidLoad`) that queued it has finished, in the order queued. Its
/// changes belong to the step of that statement, so `undo` takes them back with it.
extension Session {
  /// Queues `call`'s block, or refuses a queue other than the main one.
  mutating func queue(_ call: DispatchCall, line: Int, column: Int) throws(ScriptError) {
    switch call.queue {
    case .other(let queue): throw ScriptError(.flow(.backgroundQueue(queue)), column: column).on(line: line)
    case .main where call.waits:
      throw ScriptError(.flow(.mainQueueSync(call.written)), column: column).on(line: line)
    case .main: break
    }
    var delay: Double?
    if let (e, scale) = call.delay { delay = try number(try value(e), e) * scale }
    var block = QueuedBlock(body: call.body, line: line, delay: delay, captured: captures())
    if !code.objectiveC {
      block.within = control.scopes.map(\.serial)
      block.open = Set(block.captured.keys)
    }
    code.mainQueue.append(block)
  }

  /// What a block made now captures: the names the blocks around it declared (a loop's counter, a
  /// turn's view), which are gone when it runs; in Objective-C also every plain variable, as a block
  /// copies the values it uses (Swift's closure sees a top-level variable as it is when it runs).
  private func captures() -> [String: QueuedBlock.Captured] {
    var names = Set(control.scopes.flatMap { $0.shadowed.keys })
    if code.objectiveC { names.formUnion(code.values.keys) }
    var captured: [String: QueuedBlock.Captured] = [:]
    for name in names {
      captured[name] = .init(alias: code.aliases[name], value: code.values[name], type: code.types[name])
    }
    return captured
  }

  /// The main run loop's next turns: runs the blocks the main queue holds, in the order queued (a
  /// block one of them queues runs after it), each with what it captured. Each step counts against
  /// the budget, so blocks that queue themselves forever stop there.
  mutating func runMainQueue(in snippet: CodeSnippet) throws(ScriptError) {
    guard !code.mainQueue.isEmpty else { return }
    control = ControlState()
    control.snippet = snippet
    defer { control = ControlState() }
    let before = scene
    let notesBefore = code.notes.count
    var next = 0
    while next < code.mainQueue.count {
      let block = code.mainQueue[next]
      next += 1
      let note = Note.code(.ranOnMainQueue(line: block.line, delay: block.delay))
      if !code.notes.contains(note) { code.notes.append(note) }
      var scope = ControlState.Scope()
      for (name, c) in block.captured {
        scope.shadowed[name] = (code.aliases[name], code.values[name], code.types[name])
        (code.aliases[name], code.values[name], code.types[name]) = (c.alias, c.value, c.type)
      }
      control.scopes.append(scope)
      defer { leaveScope() }
      // A `return` ends the block.
      _ = try ControlFlow.run(block.body, in: &self)
    }
    code.mainQueue = []
    summarize(since: before, notesFrom: notesBefore, objectiveC: snippet.objectiveC)
  }
}

extension Session {
  /// A Swift scope ends: a block queued inside it sees each variable it captured from it as the
  /// variable is now (`var n = 1; DispatchQueue.main.async { print(n) }; n = 2` prints 2).
  mutating func keepCaptures(of scope: ControlState.Scope) {
    for i in code.mainQueue.indices where code.mainQueue[i].within.contains(scope.serial) {
      for name in scope.shadowed.keys where code.mainQueue[i].open.contains(name) {
        code.mainQueue[i].captured[name] = .init(
          alias: code.aliases[name], value: code.values[name], type: code.types[name])
        code.mainQueue[i].open.remove(name)
      }
    }
  }
}

extension Session {
  /// A statement of a lifecycle method after the `return` that ended it: it does not run, and says so.
  mutating func afterReturn(_ snippet: CodeSnippet, returnedAt line: Int, last: Bool) throws(ScriptError) -> (
    Command, Outcome
  ) {
    if last { code.returnedAt = nil }
    return (.code(snippet), .changed([.code(.notRunAfterReturn(line: line))]))
  }
}
