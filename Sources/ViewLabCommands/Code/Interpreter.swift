import ViewLabGeometry
import ViewLabModel

/// A pasted class as the model runs it: its definition, and which views its properties hold
/// (by name, so the values survive a view moving into the window).
public struct InterpretedClass: ViewBehavior, Hashable {
  public let definition: ClassDefinition
  /// Property → the name of the view it holds (`yellow.btn = blue`).
  public internal(set) var outlets: [String: String]
  /// Array property → the names of the views it holds, in order (`cards.append(v)`).
  public internal(set) var lists: [String: [String]]
  /// Property → the plain value a method body gave it (`count += 1`, `radius = 40`); a property
  /// not here still has its initial value.
  var values: [String: InterpretedValue] = [:]

  public init(definition: ClassDefinition, outlets: [String: String] = [:], lists: [String: [String]] = [:]) {
    self.definition = definition
    self.outlets = outlets
    self.lists = lists
  }

  /// This instance running `definition` (the class pasted again): what its properties hold is kept,
  /// except a plain value whose initial value the new code writes differently.
  public func redefined(as definition: ClassDefinition) -> InterpretedClass {
    var new = InterpretedClass(definition: definition, outlets: outlets, lists: lists)
    new.values = values.filter { definition.initializers[$0.key] == self.definition.initializers[$0.key] }
    return new
  }

  public var className: String { definition.name }
  public var key: String {
    let lines = definition.source.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
    let held =
      outlets.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      + lists.sorted { $0.key < $1.key }.map { "\($0.key)=[\($0.value.joined(separator: ","))]" }
      + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return ([definition.name] + lines + held).joined(separator: "\n")
  }

  public func overrides(_ method: OverrideMethod) -> Bool { definition.method(method) != nil }

  public func touchesOverride(_ phase: TouchPhase) -> TouchesOverride? {
    Session.touches(definition, base: definition.superclass, phase: phase)
  }

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

  /// A touches… override, given the touch: true when it calls `super` (the touch goes up the chain).
  public func touches(_ phase: TouchPhase, of view: ViewID, touch: OverrideTouch, _ run: OverrideRun)
    throws(OverrideFailure) -> Bool
  {
    guard let m = definition.method(.touches(phase)) else { return true }
    let i = Interpreter(self, m, view: view, point: nil, run: run)
    _ = try i.call(.touches(touch))
    return i.calledSuper
  }

  /// An action method, `self` being `view`, with `sender` bound.
  public func action(_ m: MethodDefinition, of view: ViewID, sender: ViewID?, _ run: OverrideRun)
    throws(OverrideFailure)
  {
    try action(m, of: view, senderValue: sender.map(InterpretedValue.view) ?? .null, run)
  }

  /// `gestureRecognizer(_:shouldReceive:)`: the delegate's answer for recognizer `g` and the touch.
  public func shouldReceive(_ g: GestureID, touch: OverrideTouch, of view: ViewID, _ run: OverrideRun)
    throws(OverrideFailure) -> Bool
  {
    let i = Interpreter(self, definition.method(.shouldReceiveTouch)!, view: view, point: nil, run: run)
    i.second = .touch(touch)
    return try i.answer(try i.call(.recognizer(.recognizer(g), .possible, touch.point)))
  }

  /// One of the delegate's questions asked while recognizers decide (`gestureRecognizerShouldBegin`,
  /// `…shouldRecognizeSimultaneouslyWith…`, `…shouldRequireFailureOf…`, `…shouldBeRequiredToFailBy…`):
  /// `gestureRecognizer` is `g`, the second parameter the other recognizer; the touch is at `point`,
  /// having come down at `start`.
  public func answer(
    _ question: DelegateQuestion, for g: GestureID, at point: Point, from start: Point, of view: ViewID,
    _ run: OverrideRun
  ) throws(OverrideFailure) -> Bool? {
    guard let m = definition.method(question.method) else { return nil }
    let i = Interpreter(self, m, view: view, point: nil, run: run)
    i.touchStart = start
    if let other = question.other { i.second = .recognizer(other, .possible, point) }
    return try i.answer(try i.call(.recognizer(.recognizer(g), .possible, point)))
  }

  /// A table's delegate told a row is selected: `tableView` the table, `indexPath` section 0, `row`.
  func didSelect(_ m: MethodDefinition, of view: ViewID, table: ViewID, row: Int, _ run: OverrideRun)
    throws(OverrideFailure)
  {
    let i = Interpreter(self, m, view: view, point: nil, run: run)
    i.second = .indexPath(section: 0, row: row)
    _ = try i.call(.view(table))
  }

  /// An action whose sender is any value (a recognizer: `.recognizer`).
  func action(
    _ m: MethodDefinition, of view: ViewID, senderValue: InterpretedValue, start: Point? = nil,
    _ run: OverrideRun
  ) throws(OverrideFailure) {
    let i = Interpreter(self, m, view: view, point: nil, run: run)
    i.touchStart = start
    _ = try i.call(senderValue)
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
  /// The touch was passed on by a message to the next responder (`next`), and never to `super`.
  var forwardedToNext = false
  var sentToSuper = false
  var exitLine: Int
  /// The values the deciding `return` read, taken when it ran (its locals are gone after).
  var exitValues: [OverrideValue] = []

  typealias Flow = StatementFlow<InterpretedValue>

  init(_ cls: InterpretedClass, _ method: MethodDefinition, view: ViewID, point: Point?, run: OverrideRun) {
    self.cls = cls
    self.method = method
    self.view = view
    self.run = run
    self.exitLine = method.endLine
    var call = OverrideCall(
      className: cls.definition.name, method: method.method, view: view, point: point, line: method.line,
      objectiveC: cls.definition.objectiveC)
    call.selector = method.selector
    self.call = call
  }

  /// The second parameter's value: the event, or a delegate's touch.
  var second: InterpretedValue = .event
  /// Where a delegate's recognizer's touch came down (window coordinates), for `translation(in:)`.
  var touchStart: Point?
  /// Swift: integer literals are `Int` here (the initializer of an untyped `let`).
  var literalsAreInt = false
  /// Views an action made that are not in the window yet (`[UIButton buttonWithType:…]`), by index.
  var pending: [PendingView] = []
  /// The names of views made by code in this run, so two never share one.
  var namesTaken: Set<String> = []
  /// Whether this run has said once how an animation block runs.
  var animatedOnce = false
  /// Blocks the body queued on the main queue, run once it has returned.
  var queued = MainQueueState()

  /// Runs the body with its first parameter bound to `first` (the point, or the touches).
  func call(_ first: InterpretedValue) throws(OverrideFailure) -> InterpretedValue {
    try run.enter(call)
    if let p = method.parameters.first { scopes[0][p] = first }
    if method.parameters.count > 1 { scopes[0][method.parameters[1]] = second }
    var body = method.body
    let returnsNothing = method.method.isTouches || method.method == .action
    // Swift: a body of one expression returns it.
    if !objectiveC, body.count == 1, case .expression(let e) = body[0].kind, !returnsNothing {
      body = [BodyStatement(kind: .returnValue(e), line: body[0].line)]
    }
    let flow = try execute(body)
    try runMainQueue()
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
      guard returnsNothing else {
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
    case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled:
      exit.answer = forwardedToNext && !sentToSuper ? .forwardedToNext : .touches(callsSuper: calledSuper)
    case .action: exit.answer = .done
    case .shouldReceiveTouch, .shouldBegin, .shouldRecognizeSimultaneously, .shouldRequireFailure,
      .shouldBeRequiredToFail:
      exit.answer = .bool(try answer(result))
    }
    run.leave(call, exit)
    return result
  }

  /// A delegate's answer is a BOOL: a view, a point or nothing is a mistake UIKit would not accept.
  /// Objective-C's BOOL is a number (`return 1;` is YES); Swift's `Bool` is not.
  func answer(_ result: InterpretedValue) throws(OverrideFailure) -> Bool {
    switch result {
    case .bool(let b): return b
    case .number(let n) where objectiveC: return n != 0
    default: throw wrong(.bool, result, exitLine)
    }
  }

  func source(_ line: Int) -> String {
    (method.source[line] ?? cls.definition.source[line] ?? "").trimmingSpaces()
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
    nameNewView(value, as: name)
    scopes[scopes.count - 1][name] = converted(value, to: type)
    if let type { types[name] = type }
  }

  func converted(_ v: InterpretedValue, to type: String?) -> InterpretedValue {
    guard case .number(let n) = v else { return v }
    return .number(NumberTyping.converted(n, to: type))
  }

  /// Sets an existing local; false when there is none.
  func setLocal(_ name: String, _ value: InterpretedValue) -> Bool {
    for i in scopes.indices.reversed() where scopes[i][name] != nil {
      scopes[i][name] = converted(value, to: types[name])
      return true
    }
    return false
  }
}
