import ViewLabGeometry
import ViewLabModel

/// What the top level keeps while a statement with control flow runs (`for`, `if`, `switch`, an
/// animation block): the scopes its blocks opened and the steps taken.
struct ControlState: Sendable {
  /// One block's scope: what each name it declared (or bound) stood for before: its view, its
  /// value and its type, restored when the block ends.
  struct Scope: Sendable {
    var shadowed: [String: (alias: String?, value: CodeValue?, type: String?)] = [:]
    /// The views its declarations made (by their names in the scene).
    var made: [String] = []
    /// Tells this scope from every other one (see `QueuedBlock.within`).
    var serial = 0
  }
  var scopes: [Scope] = []
  var steps = 0
  /// Where the search for a free name goes on (`card` → 4 once `card3` was taken).
  var nextSuffix: [String: Int] = [:]
  /// The snippet running, and the last statement's command and outcome (the line's, as for a line
  /// of several statements).
  var snippet = CodeSnippet([])
  var last: (Command, Outcome)?

  /// The most steps one top-level statement may take (as many as one override call).
  static let budget = OverrideRun.callBudget
}

/// The top level as a host of the one control flow (`ControlFlow`): each plain statement inside a
/// loop or an `if` runs as the same statement on a line of its own would (a command, with notes and
/// undo); a block's declarations end with it, and a view declared again in a loop is a new view.
extension Session: StatementHost {
  /// Runs `s` (read by the method-body grammar) at the top level: its plain statements as commands.
  mutating func runControl(_ s: BodyStatement, in snippet: CodeSnippet) throws(ScriptError) -> (
    Command, Outcome
  ) {
    control = ControlState()
    control.snippet = snippet
    defer { control = ControlState() }
    let before = scene
    let notesBefore = code.notes.count
    let flow = try ControlFlow.execute(s, in: &self)
    summarize(since: before, notesFrom: notesBefore, objectiveC: snippet.objectiveC)
    switch flow {
    case .normal: break
    case .breakLoop, .continueLoop:
      throw ScriptError(.notModelled(.statement(Self.word(flow))), column: 1).on(line: s.line)
    case .returned(_, let line, let e):
      // A `return` in a view controller's `viewDidLoad` ends it: its later statements do not run.
      guard code.lifecycle != nil else {
        throw ScriptError(.notModelled(.statement("return")), column: e?.column ?? 1).on(line: line)
      }
      code.returnedAt = line
    }
    // The whole statement is one step (`undo` takes back every turn of a loop): pasted code's.
    return (.code(snippet), control.last?.1 ?? .changed([]))
  }

  private static func word(_ flow: StatementFlow<CodeValue>) -> String {
    if case .breakLoop = flow { "break" } else { "continue" }
  }

  public var fallsThrough: Bool { code.objectiveC }

  public mutating func tick(_ line: Int) throws(ScriptError) {
    control.steps += 1
    if control.steps > ControlState.budget {
      throw ScriptError(.flow(.stepBudget(ControlState.budget)), column: 1).on(line: line)
    }
  }

  public mutating func perform(_ s: BodyStatement) throws(ScriptError) -> StatementFlow<CodeValue> {
    do {
      switch s.kind {
      case .declare(let name, let type, let value):
        try declareInBlock(name, type: type, value, line: s.line)
      case .assign(let target, let op, let value):
        try leaf(.assign(target: target, op: op, value: value, column: target.spot))
      case .step(let target, let by):
        let one = BodyExpr(.number(abs(by)), line: s.line, column: target.spot)
        try leaf(.assign(target: target, op: by < 0 ? "-" : "+", value: one, column: target.spot))
      case .expression(let e):
        if let call = DispatchCall(e) {
          try queue(call, line: s.line, column: e.spot)
        } else if try !animate(e) {
          try leaf(.expression(e))
        }
      case .returnValue(let e):
        return .returned(.null, line: s.line, expression: e)
      case .ifElse, .guardElse, .forIn, .cFor, .whileLoop, .repeatWhile, .block, .switchCases,
        .breakLoop, .continueLoop:
        return try ControlFlow.execute(s, in: &self)
      }
    } catch {
      throw error.on(line: s.line)
    }
    return .normal
  }

  /// A plain statement, run as on a line of its own.
  mutating func leaf(_ statement: CodeStatement) throws(ScriptError) {
    if let error = Self.firstClosure(in: statement) { throw error }
    let start = code.notes.count
    var last = try perform(statement, in: control.snippet)
    if let flushed = try flushGestures() { last = flushed }
    if case .changed(let notes) = last.1 {
      code.notes += notes
      last.1 = .changed([])
    }
    // What a variable holds at each turn of a loop is noise beside what the loop made and changed.
    code.notes[start...].removeAll { if case .code(.variable) = $0 { true } else { false } }
    control.last = last
  }

  /// `let v = …` in a block: ends with the block; a view (recognizer, controller) declared under a
  /// name already taken, as in each turn of a loop, is a new one, named as the scene's names allow.
  private mutating func declareInBlock(_ name: String, type: String?, _ value: BodyExpr?, line: Int)
    throws(ScriptError)
  {
    if var scope = control.scopes.popLast() {
      if scope.shadowed[name] == nil {
        scope.shadowed[name] = (code.aliases[name], code.values[name], code.types[name])
      }
      control.scopes.append(scope)
    }
    guard let value else {
      code.aliases[name] = nil
      code.values[name] = Self.zero(type)
      return
    }
    guard Self.isTaken(name, scene, code) else {
      try leaf(.declare(name: name, type: type, value: value, column: value.spot))
      markMade(name)
      return
    }
    // The next free name (`card2`, `card3`, …), searched from where the last turn's search ended,
    // so a loop of n turns takes n steps, not n².
    var n = control.nextSuffix[name] ?? 2
    var fresh = "\(name)\(n)"
    while Self.isTaken(fresh, scene, code) || code.aliases[fresh] != nil || code.values[fresh] != nil {
      n += 1
      fresh = "\(name)\(n)"
    }
    control.nextSuffix[name] = n + 1
    try leaf(.declare(name: fresh, type: type, value: value, column: value.spot))
    code.aliases[name] = code.aliases.removeValue(forKey: fresh)
    code.values[name] = code.values.removeValue(forKey: fresh)
    if scene.view(named: fresh) != nil || code.isPending(fresh) {
      markMade(fresh)
      code.aliases[name] = fresh
    } else if scene.gesture(named: fresh) != nil || code.gestures[fresh] != nil {
      code.values[name] = .gesture(fresh)
    } else if scene.controller(named: fresh) != nil || code.controllers[fresh] != nil {
      code.values[name] = .namedController(fresh)
    }
  }

  /// Records that the innermost block made the view `name` if it is not added yet (a declaration
  /// outside any block, beside a loop on the same lines, is the top level's and stays).
  private mutating func markMade(_ name: String) {
    guard code.isPending(name), !control.scopes.isEmpty else { return }
    control.scopes[control.scopes.count - 1].made.append(name)
  }

  /// Is `name` a view, recognizer or controller already? (Static: a method on the session, called in
  /// a condition, copied the whole session each time.)
  private static func isTaken(_ name: String, _ scene: Scene, _ code: CodeContext) -> Bool {
    scene.view(named: name) != nil || code.isPending(name) || scene.gesture(named: name) != nil
      || code.gestures[name] != nil || scene.controller(named: name) != nil || code.controllers[name] != nil
  }

  static func zero(_ type: String?) -> CodeValue {
    switch type {
    case let t? where NumberTyping.booleanTypes.contains(t): .bool(false)
    case let t? where NumberTyping.numberTypes.contains(t): .number(0)
    default: typed(.zero, type)
    }
  }

  public mutating func decide(_ c: Condition, line: Int) throws(ScriptError) -> Bool {
    for one in [c] + c.rest {
      let v = try evaluate(one.expression)
      if let binding = one.binding {
        guard v != .null else { return false }
        if var scope = control.scopes.popLast() {
          if scope.shadowed[binding] == nil {
            scope.shadowed[binding] = (code.aliases[binding], code.values[binding], code.types[binding])
          }
          control.scopes.append(scope)
        }
        if case .view(let target) = v { code.aliases[binding] = target } else { code.values[binding] = v }
      } else if try !truth(v, of: one.expression) {
        return false
      }
    }
    return true
  }

  /// The value of `e`; an error names `e`'s line (a statement kept with its lines shows that one).
  public mutating func evaluate(_ e: BodyExpr) throws(ScriptError) -> CodeValue {
    do { return try value(e) } catch { throw error.on(line: e.line) }
  }

  /// A condition's truth, as C reads one: a Boolean, a number (0 is false), nil (false) or an object
  /// (a view, a recognizer, a string, an array: true), the same as in a method body.
  public func truth(_ v: CodeValue, of e: BodyExpr) throws(ScriptError) -> Bool {
    switch v {
    case .bool(let b): return b
    case .number(let n): return n != 0
    case .null: return false
    case .view, .newView, .layer, .gesture, .newGesture, .namedController, .newController, .controller,
      .string,
      .list:
      return true
    case .point, .size, .rect, .transform, .insets, .zero, .type, .cosmetic, .selector:
      throw typeError(.boolean, e, found: v).on(line: e.line)
    }
  }

  public func number(_ v: CodeValue, of e: BodyExpr) throws(ScriptError) -> Double {
    do { return try number(v, e) } catch { throw error.on(line: e.line) }
  }

  public func elements(_ v: CodeValue, of e: BodyExpr) throws(ScriptError) -> [CodeValue] {
    guard case .list(let items) = v else { throw typeError(.kind(.list), e, found: v).on(line: e.line) }
    return items
  }

  /// An animation call with blocks (`UIView.animate(withDuration: 0.3) { v.alpha = 0 }`): its
  /// blocks run now, as in a method body; false when `e` is no such call.
  private mutating func animate(_ e: BodyExpr) throws(ScriptError) -> Bool {
    guard let (receiver, name, args) = e.plain.callParts, case .name(let type) = receiver.kind,
      code.values[type] == nil, code.aliases[type] == nil, ViewClass(rawValue: type) != nil,
      let call = AnimationCall(name, args)
    else { return false }
    if !code.notes.contains(.code(.animated)) { code.notes.append(.code(.animated)) }
    try call.run(in: &self, finished: .bool(true))
    return true
  }

  public mutating func enterScope(_ bindings: [String: CodeValue], counter: String?) {
    var scope = ControlState.Scope()
    code.scopeSerial += 1
    scope.serial = code.scopeSerial
    for (name, v) in bindings {
      scope.shadowed[name] = (code.aliases[name], code.values[name], code.types[name])
      code.aliases[name] = nil
      if case .view(let target) = v { code.aliases[name] = target } else { code.values[name] = v }
      code.types[name] = name == counter ? "Int" : nil
    }
    control.scopes.append(scope)
  }

  public mutating func leaveScope() {
    guard let scope = control.scopes.popLast() else { return }
    if !code.objectiveC { keepCaptures(of: scope) }
    // A view made in the block and never added to anything (nor held by a variable outside it) is
    // gone with it, as Swift frees it.
    for made in scope.made {
      guard let id = code.limbo.view(named: made), code.limbo[id].superview == code.limbo.window,
        !code.aliases.contains(where: { scope.shadowed[$0.key] == nil && $0.value == made })
      else { continue }
      _ = try? code.limbo.remove(id)
    }
    for (name, old) in scope.shadowed {
      code.aliases[name] = old.alias
      code.values[name] = old.value
      code.types[name] = old.type
    }
  }

  public func failure(_ problem: FlowProblem, line: Int) -> ScriptError {
    ScriptError(.flow(problem), column: 1).on(line: line)
  }
}
