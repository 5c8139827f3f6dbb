import ViewLabGeometry
import ViewLabModel

/// A pasted class as the model runs it: its definition, and which views its properties hold
/// (by name, so the values survive a view moving into the window).
public struct InterpretedClass: ViewBehavior, Hashable {
  public let definition: ClassDefinition
  /// Property → the name of the view it holds (`yellow.btn = blue`).
  public let outlets: [String: String]

  public init(definition: ClassDefinition, outlets: [String: String] = [:]) {
    self.definition = definition
    self.outlets = outlets
  }

  public var className: String { definition.name }
  public var key: String {
    let lines = definition.source.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
    let held = outlets.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return ([definition.name] + lines + held).joined(separator: "\n")
  }

  public func overrides(_ method: OverrideMethod) -> Bool { definition.method(method) != nil }

  public func pointInside(_ p: Point, of view: ViewID, _ run: OverrideRun) throws(OverrideFailure) -> Bool {
    let i = Interpreter(self, definition.method(.pointInside)!, view: view, point: p, run: run)
    let v = try i.call(.point(p))
    return try i.truth(v, line: i.exitLine)
  }

  public func hitTest(_ p: Point, of view: ViewID, _ run: OverrideRun) throws(OverrideFailure) -> ViewID? {
    let i = Interpreter(self, definition.method(.hitTest)!, view: view, point: p, run: run)
    let v = try i.call(.point(p))
    return try i.viewOrNil(v, line: i.exitLine)
  }

  public func touchesBegan(of view: ViewID, _ run: OverrideRun) throws(OverrideFailure) -> Bool {
    let i = Interpreter(self, definition.method(.touchesBegan)!, view: view, point: nil, run: run)
    _ = try i.call(.event)
    return i.calledSuper
  }
}

/// Runs one call of an interpreted override: statements one by one, each counted against the
/// budget, with the values it reads recorded for the trace.
final class Interpreter {
  let cls: InterpretedClass
  let method: MethodDefinition
  let view: ViewID
  let run: OverrideRun
  let call: OverrideCall
  var scene: Scene { run.scene }
  var objectiveC: Bool { cls.definition.objectiveC }

  /// Local variables, innermost scope last.
  var scopes: [[String: InterpretedValue]] = [[:]]
  /// Declared types of locals (`int` truncates what it is given).
  var types: [String: String] = [:]
  var steps = 0
  /// The last `if`/`guard` condition evaluated, and the names it read.
  var lastCondition: (OverrideCondition, [String])?
  /// Set by `*stop = YES` inside an enumeration block.
  var stopRequested = false
  var calledSuper = false
  var exitLine: Int
  /// The values the deciding `return` read, taken when it ran (its locals are gone after).
  var exitValues: [OverrideValue] = []

  enum Flow {
    case normal
    case returned(InterpretedValue, line: Int, expression: BodyExpr?)
    case breakLoop
    case continueLoop
  }

  init(_ cls: InterpretedClass, _ method: MethodDefinition, view: ViewID, point: Point?, run: OverrideRun) {
    self.cls = cls
    self.method = method
    self.view = view
    self.run = run
    self.exitLine = method.endLine
    self.call = OverrideCall(
      className: cls.definition.name, method: method.method, view: view, point: point, line: method.line,
      objectiveC: cls.definition.objectiveC)
  }

  /// Runs the body with its first parameter bound to `first` (the point, or the touches).
  func call(_ first: InterpretedValue) throws(OverrideFailure) -> InterpretedValue {
    try run.enter(call)
    if let p = method.parameters.first { scopes[0][p] = first }
    if method.parameters.count > 1 { scopes[0][method.parameters[1]] = .event }
    var body = method.body
    // Swift: a body of one expression returns it.
    if !objectiveC, body.count == 1, case .expression(let e) = body[0].kind, method.method != .touchesBegan {
      body = [BodyStatement(kind: .returnValue(e), line: body[0].line)]
    }
    let flow = try execute(body)
    let result: InterpretedValue
    var exit: OverrideExit
    switch flow {
    case .returned(let v, let line, let e):
      result = v
      exitLine = line
      exit = OverrideExit(
        answer: .bool(false), line: line, source: source(line), condition: lastCondition?.0,
        values: exitValues)
      _ = e
    default:
      guard method.method == .touchesBegan else {
        throw failure(method.endLine, .wrongValue(expected: .returnValue, found: .endOfMethod))
      }
      result = .null
      exit = OverrideExit(
        answer: .touches(callsSuper: calledSuper), line: method.endLine, source: "", condition: nil,
        values: [])
    }
    switch method.method {
    case .pointInside: exit.answer = .bool(try truth(result, line: exitLine))
    case .hitTest: exit.answer = .view(try viewOrNil(result, line: exitLine))
    case .touchesBegan: exit.answer = .touches(callsSuper: calledSuper)
    }
    run.leave(call, exit)
    return result
  }

  func source(_ line: Int) -> String {
    (cls.definition.source[line] ?? "").trimmingSpaces()
  }

  /// The locals and parameters among `names` (and those of the deciding condition), with values.
  func values(_ names: [String]) -> [OverrideValue] {
    var seen: Set<String> = []
    var out: [OverrideValue] = []
    for n in (lastCondition?.1 ?? []) + names where !seen.contains(n) {
      seen.insert(n)
      if let v = lookupLocal(n), v != .event, v != .stop { out.append(OverrideValue(n, format(v))) }
    }
    return out
  }

  /// The plain names an expression reads.
  func names(in e: BodyExpr) -> [String] {
    switch e.kind {
    case .name(let n): return [n]
    case .member(let b, _), .unary(_, let b), .cast(_, let b): return names(in: b)
    case .index(let a, let b), .binary(_, let a, let b): return names(in: a) + names(in: b)
    case .ternary(let a, let b, let c): return names(in: a) + names(in: b) + names(in: c)
    case .call(let f, let args): return names(in: f) + args.flatMap { names(in: $0.value) }
    case .send(let r, _, let args): return names(in: r) + args.flatMap { names(in: $0) }
    default: return []
    }
  }

  func tick(_ line: Int) throws(OverrideFailure) {
    steps += 1
    if steps > OverrideRun.callBudget { throw failure(line, .stepBudget(OverrideRun.callBudget)) }
    try run.tick(call, line: line)
  }

  // MARK: Variables

  func lookupLocal(_ name: String) -> InterpretedValue? {
    for scope in scopes.reversed() { if let v = scope[name] { return v } }
    return nil
  }

  func declare(_ name: String, _ value: InterpretedValue, type: String?) {
    scopes[scopes.count - 1][name] = converted(value, to: type)
    if let type { types[name] = type }
  }

  func converted(_ v: InterpretedValue, to type: String?) -> InterpretedValue {
    guard let type, ["int", "NSInteger", "NSUInteger", "long", "Int", "unsigned"].contains(type),
      case .number(let n) = v, n.isFinite, abs(n) < 1e15
    else { return v }
    return .number(n.rounded(.towardZero))
  }

  /// Sets an existing local; false when there is none.
  func setLocal(_ name: String, _ value: InterpretedValue) -> Bool {
    for i in scopes.indices.reversed() where scopes[i][name] != nil {
      scopes[i][name] = converted(value, to: types[name])
      return true
    }
    return false
  }

  // MARK: Statements

  func execute(_ body: [BodyStatement]) throws(OverrideFailure) -> Flow {
    scopes.append([:])
    defer { scopes.removeLast() }
    for s in body {
      let flow = try execute(s)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  func execute(_ s: BodyStatement) throws(OverrideFailure) -> Flow {
    try tick(s.line)
    switch s.kind {
    case .declare(let name, let type, let value):
      declare(name, try value.map { e throws(OverrideFailure) in try evaluate(e) } ?? zero(type), type: type)
    case .assign(let target, let op, let value):
      var v = try evaluate(value)
      if let op { v = try arithmetic(op, try evaluate(target), v, line: s.line) }
      try assign(target, v, line: s.line)
    case .step(let target, let by):
      try assign(target, .number(try number(try evaluate(target), line: s.line) + by), line: s.line)
    case .expression(let e):
      _ = try evaluate(e)
    case .ifElse(let condition, let then, let otherwise):
      if try decide(condition, line: s.line) {
        return try execute(then)
      } else if let otherwise {
        return try execute(otherwise)
      }
    case .guardElse(let condition, let otherwise):
      if try !decide(condition, line: s.line) {
        let flow = try execute(otherwise)
        if case .normal = flow { throw failure(s.line, .notModelled(.guardWithoutReturn)) }
        return flow
      }
    case .returnValue(let e):
      let v = try e.map { x throws(OverrideFailure) in try evaluate(x) } ?? .null
      exitValues = values(e.map { names(in: $0) } ?? [])
      return .returned(v, line: s.line, expression: e)
    case .forIn(let name, let sequence, let body):
      let seq = try evaluate(sequence)
      guard case .views(let ids) = seq else { throw wrong(.views, seq, s.line) }
      for id in ids {
        try tick(s.line)
        scopes.append([name: .view(id)])
        let flow = try execute(body)
        scopes.removeLast()
        switch flow {
        case .breakLoop: return .normal
        case .returned: return flow
        default: continue
        }
      }
    case .cFor(let setup, let condition, let stepping, let body):
      scopes.append([:])
      defer { scopes.removeLast() }
      for st in setup { _ = try execute(st) }
      while true {
        try tick(s.line)
        if let condition, try !truth(try evaluate(condition), line: s.line) { break }
        let flow = try execute(body)
        if case .breakLoop = flow { break }
        if case .returned = flow { return flow }
        for st in stepping { _ = try execute(st) }
      }
    case .whileLoop(let condition, let body):
      while try truth(try evaluate(condition), line: s.line) {
        try tick(s.line)
        let flow = try execute(body)
        if case .breakLoop = flow { break }
        if case .returned = flow { return flow }
      }
    case .block(let body):
      return try execute(body)
    case .breakLoop:
      return .breakLoop
    case .continueLoop:
      return .continueLoop
    }
    return .normal
  }

  /// An `if`/`guard` condition, remembered with its operands' values for the trace.
  func decide(_ c: Condition, line: Int) throws(OverrideFailure) -> Bool {
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
      return (try compare(op, l, r, line: e.line), "\(format(l)) \(op) \(format(r))")
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
    case "BOOL", "bool", "Bool": .bool(false)
    case "CGFloat", "double", "float", "int", "NSInteger", "NSUInteger", "long", "Int", "Double": .number(0)
    default: .null
    }
  }

  /// `target = value`: a local (or a part of one), `*stop`; never the scene.
  func assign(_ target: BodyExpr, _ value: InterpretedValue, line: Int) throws(OverrideFailure) {
    switch target.kind {
    case .name(let n):
      if setLocal(n, value) { return }
      if lookupSelfMember(n) != nil { throw changes(target, line) }
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
      guard case .name(let n) = root.kind, let old = lookupLocal(n), !isReference(old) else {
        throw changes(target, line)
      }
      _ = setLocal(n, try updating(old, path, with: value, line: line))
    default:
      throw failure(line, .notModelled(.assigningExpression))
    }
  }

  func isReference(_ v: InterpretedValue) -> Bool {
    switch v {
    case .view, .views, .null: true
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
