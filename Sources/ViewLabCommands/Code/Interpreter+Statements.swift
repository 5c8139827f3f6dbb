import ViewLabGeometry
import ViewLabModel

/// Statements of an interpreted override: each is counted against the budget; `if`/`guard`
/// conditions are remembered with their operands' values for the trace.
extension Interpreter: StatementHost {
  func execute(_ body: [BodyStatement]) throws(OverrideFailure) -> Flow {
    var host = self
    return try ControlFlow.run(body, in: &host)
  }

  func execute(_ s: BodyStatement) throws(OverrideFailure) -> Flow {
    var host = self
    return try ControlFlow.execute(s, in: &host)
  }

  var fallsThrough: Bool { objectiveC }

  /// A statement with no control flow of its own (`ControlFlow` runs the others).
  func perform(_ s: BodyStatement) throws(OverrideFailure) -> Flow {
    switch s.kind {
    case .declare(let name, let type, let value):
      // Swift infers `Int` for `let n = 7 / 2` (integer literals with nothing else to go by).
      let inferred = typing.inferred(declared: type, value: value)
      let outer = literalsAreInt
      literalsAreInt = inferred == "Int"
      defer { literalsAreInt = outer }
      declare(
        name, try value.map { e throws(OverrideFailure) in try evaluate(e) } ?? zero(type), type: inferred)
    case .assign(let target, let op, let value):
      var v = try evaluate(value)
      if let op {
        var host = self
        v = try Expressions.operate(op, (try evaluate(target), target), (v, value), at: value, in: &host)
      }
      try assign(target, v, line: s.line)
    case .step(let target, let by):
      try assign(target, .number(try number(try evaluate(target), line: s.line) + by), line: s.line)
    case .expression(let e):
      if let call = DispatchCall(e) { try queue(call, line: s.line) } else { _ = try evaluate(e) }
    case .returnValue(let e):
      let v = try e.map { x throws(OverrideFailure) in try evaluate(x) } ?? .null
      exitValues = values(e.map { names(in: $0) } ?? [])
      return .returned(v, line: s.line, expression: e)
    case .ifElse, .guardElse, .forIn, .cFor, .whileLoop, .repeatWhile, .block, .switchCases,
      .breakLoop, .continueLoop:
      return try execute(s)
    }
    return .normal
  }

  func truth(_ v: InterpretedValue, of e: BodyExpr) throws(OverrideFailure) -> Bool {
    try truth(v, line: e.line)
  }
  func number(_ v: InterpretedValue, of e: BodyExpr) throws(OverrideFailure) -> Double {
    try number(v, line: e.line)
  }

  /// `for v in self.subviews` walks views; `for n in [1, 2]` a list.
  func elements(_ v: InterpretedValue, of e: BodyExpr) throws(OverrideFailure) -> [InterpretedValue] {
    switch v {
    case .views(let ids): return ids.map(InterpretedValue.view)
    case .list(let items): return items
    default: throw wrong(.views, v, e.line)
    }
  }

  func enterScope(_ bindings: [String: InterpretedValue], counter: String?) {
    scopes.append(bindings)
    queued.scopeSerial += 1
    queued.openScopes.append(queued.scopeSerial)
    if let counter { types[counter] = "Int" }
  }

  func leaveScope() {
    let left = scopes.removeLast()
    if let serial = queued.openScopes.popLast(), !objectiveC { keepCaptures(left, serial: serial) }
  }

  func failure(_ problem: FlowProblem, line: Int) -> OverrideFailure {
    switch problem {
    case .badRange(let lower, let upper, let closed):
      failure(line, .badRange(lower: lower, upper: upper, closed: closed))
    case .guardWithoutReturn: failure(line, .notModelled(.guardWithoutReturn))
    case .stepBudget(let n): failure(line, .stepBudget(n))
    case .backgroundQueue(let queue): failure(line, .notModelled(.backgroundQueue(queue)))
    case .mainQueueSync(let call): failure(line, .notModelled(.mainQueueSync(call)))
    case .failedCast(let type, let found): failure(line, .failedCast(to: type, found: found))
    }
  }

  /// An `if`/`guard` condition, remembered with its operands' values for the trace.
  func decide(_ c: Condition, line: Int) throws(OverrideFailure) -> Bool {
    guard try decideOne(c, line: line) else { return false }
    for next in c.rest {
      guard try decideOne(next, line: line) else { return false }
    }
    return true
  }

  /// One condition of a list: its value, its binding, the trace's record of it.
  private func decideOne(_ c: Condition, line: Int) throws(OverrideFailure) -> Bool {
    let (value, evaluated) = try explained(c.expression)
    let result: Bool
    if let binding = c.binding {
      result = value != .null
      if result { declare(binding, value, type: nil) }
    } else {
      result = try truth(value, line: line)
    }
    lastCondition = (
      OverrideCondition(line: line, source: c.source, evaluated: evaluated, result: result),
      names(in: c.expression)
    )
    return result
  }

  /// Evaluates a condition and writes it with values in place of its operands:
  /// `dis <= self.frame.size.width / 2` → `127.279 <= 100`.
  func explained(_ e: BodyExpr) throws(OverrideFailure) -> (InterpretedValue, String?) {
    switch e.kind {
    case .binary(let op, let a, let b) where ["||", "&&"].contains(op):
      let (l, lt) = try explained(a)
      let lb = try truth(l, line: e.line)
      if (op == "||" && lb) || (op == "&&" && !lb) { return (.bool(lb), (lt ?? format(l)) + " \(op) …") }
      let (r, rt) = try explained(b)
      return (.bool(try truth(r, line: e.line)), (lt ?? format(l)) + " \(op) " + (rt ?? format(r)))
    case .binary(let op, let a, let b) where ["==", "!=", "<", ">", "<=", ">=", "===", "!=="].contains(op):
      let l = try evaluate(a)
      let r = try evaluate(b)
      var host = self
      return (
        try Expressions.operate(op, (l, a), (r, b), at: e, in: &host), "\(format(l)) \(op) \(format(r))"
      )
    case .unary("!", let a):
      let (v, t) = try explained(a)
      return (.bool(!(try truth(v, line: e.line))), "!" + (t ?? format(v)))
    default:
      let v = try evaluate(e)
      return (v, format(v))
    }
  }

  func zero(_ type: String?) -> InterpretedValue {
    switch type {
    case "CGPoint": .point(.zero)
    case "CGRect": .rect(.zero)
    case "CGSize": .size(Size(width: 0, height: 0))
    case let t? where NumberTyping.booleanTypes.contains(t): .bool(false)
    case let t? where NumberTyping.numberTypes.contains(t): .number(0)
    default: .null
    }
  }

  /// `target = value`: a local (or a part of one), `*stop`; never the scene.
  func assign(_ target: BodyExpr, _ value: InterpretedValue, line: Int) throws(OverrideFailure) {
    switch target.kind {
    case .name(let n):
      if setLocal(n, value) { return }
      if lookupSelfMember(n) != nil {
        guard run.changesAllowed else { throw changes(target, line) }
        return try setProperty(.view(view), n, value, line: line)
      }
      declare(n, value, type: nil)  // Swift's implicit locals do not exist; tolerate an undeclared one
    case .unary("*", let inner):
      guard case .name(let n) = inner.kind, lookupLocal(n) == .stop else {
        throw failure(line, .notModelled(.pointerWrite))
      }
      stopRequested = try truth(value, line: line)
    case .member(let base, let m):
      var path = [m]
      var root = base
      while case .member(let b, let mm) = root.kind {
        path.insert(mm, at: 0)
        root = b
      }
      if case .name(let n) = root.kind, let old = lookupLocal(n), !isReference(old) {
        _ = setLocal(n, try updating(old, path, with: value, line: line))
        return
      }
      // Swift's implicit `self`: `center.x += dx` is `self.center.x += dx`.
      if case .name(let n) = root.kind, !objectiveC, n != "self", lookupLocal(n) == nil,
        lookupSelfMember(n) != nil
      {
        path.insert(n, at: 0)
        root = BodyExpr(.name("self"), line: root.line, column: root.column)
      }
      guard run.changesAllowed else { throw changes(target, line) }
      // The object that holds the property: the last view along the chain (`self.chatView.center`).
      var object = try evaluate(root)
      var i = 0
      while i < path.count - 1 {
        let next = try member(object, path[i], line: line)
        guard case .view = next else {
          if case .newView = next { object = next; i += 1; continue }
          break
        }
        object = next
        i += 1
      }
      let property = path[i]
      let rest = Array(path[(i + 1)...])
      var new = value
      if !rest.isEmpty {
        if objectiveC { throw failure(line, .notModelled(.structMemberOfProperty(property))) }
        new = try updating(try member(object, property, line: line), rest, with: value, line: line)
      }
      try setProperty(object, property, new, line: line)
    default:
      throw failure(line, .notModelled(.assigningExpression))
    }
  }

  func isReference(_ v: InterpretedValue) -> Bool {
    switch v {
    case .view, .views, .null, .newView, .recognizer, .touch, .touches, .object: true
    default: false
    }
  }

  func changes(_ target: BodyExpr, _ line: Int) -> OverrideFailure {
    failure(line, .changesScene(source(line)))
  }

  func updating(_ old: InterpretedValue, _ path: [String], with new: InterpretedValue, line: Int)
    throws(OverrideFailure) -> InterpretedValue
  {
    guard let key = path.first else { return new }
    let rest = Array(path.dropFirst())
    switch (old, key) {
    case (.point(var p), "x"): p.x = try number(new, line: line); return .point(p)
    case (.point(var p), "y"): p.y = try number(new, line: line); return .point(p)
    case (.size(var s), "width"): s.width = try number(new, line: line); return .size(s)
    case (.size(var s), "height"): s.height = try number(new, line: line); return .size(s)
    case (.rect(var r), "origin"):
      r.origin = try point(try updating(.point(r.origin), rest, with: new, line: line), line: line)
      return .rect(r)
    case (.rect(var r), "size"):
      guard case .size(let s) = try updating(.size(r.size), rest, with: new, line: line) else { break }
      r.size = s
      return .rect(r)
    default: break
    }
    throw failure(line, .notModelled(.setting(key, of: old.kind)))
  }
}
