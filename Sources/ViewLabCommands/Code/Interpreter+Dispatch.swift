import ViewLabModel

/// A block a method body queued on the main queue, with the locals it captured.
struct InterpretedQueuedBlock {
  var body: [BodyStatement]
  /// The line of the `async` call.
  var line: Int
  /// `asyncAfter`'s delay in seconds.
  var delay: Double?
  var captured: [String: InterpretedValue]
  /// The scopes open when it was queued, and the captured names they may still change (Swift: see
  /// `keepCaptures`).
  var within: [Int] = []
  var open: Set<String> = []
}

/// What a method body queued on the main queue, and the scopes open now (each by its number).
struct MainQueueState {
  var blocks: [InterpretedQueuedBlock] = []
  var openScopes: [Int] = []
  var scopeSerial = 0
}

/// `DispatchQueue.main.async { … }` in a method body: `async` returns at once, and the block runs
/// on a later turn of the main run loop, after the override or action that queued it has returned,
/// in the order queued, with the values of the locals it captured. Its changes are the method's.
extension Interpreter {
  /// Queues `call`'s block, or refuses a queue other than the main one.
  func queue(_ call: DispatchCall, line: Int) throws(OverrideFailure) {
    switch call.queue {
    case .other(let queue): throw failure(.backgroundQueue(queue), line: line)
    case .main where call.waits: throw failure(.mainQueueSync(call.written), line: line)
    case .main: break
    }
    var delay: Double?
    if let (e, scale) = call.delay { delay = try number(try evaluate(e), line: line) * scale }
    var captured: [String: InterpretedValue] = [:]
    for scope in scopes { captured.merge(scope) { _, inner in inner } }
    var block = InterpretedQueuedBlock(body: call.body, line: line, delay: delay, captured: captured)
    if !objectiveC {
      block.within = queued.openScopes
      block.open = Set(captured.keys)
    }
    queued.blocks.append(block)
  }

  /// The run loop's next turns, once the body has returned: the queued blocks, in order (one a block
  /// queues runs after it), each counted against the method's step budget. The deciding condition
  /// and values of the method's own `return` are kept for the trace.
  func runMainQueue() throws(OverrideFailure) {
    guard !queued.blocks.isEmpty else { return }
    let (condition, values) = (lastCondition, exitValues)
    defer { (lastCondition, exitValues) = (condition, values) }
    var next = 0
    while next < queued.blocks.count {
      let block = queued.blocks[next]
      next += 1
      run.record(.accepted(line: block.line, .mainQueue(line: block.line, delay: block.delay)))
      let outer = scopes
      scopes = [block.captured]
      defer { scopes = outer }
      var host = self
      _ = try ControlFlow.run(block.body, in: &host)
    }
    queued.blocks = []
  }
}

extension Interpreter {
  /// A Swift scope ends: a block queued inside it sees each local it captured from it as the local
  /// is now, since a Swift closure captures the variable, not its value (`var n = 1;
  /// DispatchQueue.main.async { print(n) }; n = 2` prints 2). Objective-C's block copied the value.
  func keepCaptures(_ scope: [String: InterpretedValue], serial: Int) {
    for i in queued.blocks.indices where queued.blocks[i].within.contains(serial) {
      for (name, v) in scope where queued.blocks[i].open.contains(name) {
        queued.blocks[i].captured[name] = v
        queued.blocks[i].open.remove(name)
      }
    }
  }
}
