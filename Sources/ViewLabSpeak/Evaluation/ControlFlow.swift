import ViewLabModel

/// How a statement ended: normally, or by `return`, `break` or `continue` (which the loop or the
/// method around it takes).
public enum StatementFlow<Value> {
  case normal
  case returned(Value, line: Int, expression: BodyExpr?)
  case breakLoop
  case continueLoop
}

/// What goes wrong in the control flow itself, or stops the run as the language would, whoever runs it; each host words it as its own error
/// (a line's error at the top level, an override's failure in a method body).
public enum FlowProblem: Hashable, Sendable {
  /// `for i in 5..<2`: Swift stops the app (Range requires lowerBound <= upperBound).
  case badRange(lower: Double, upper: Double, closed: Bool)
  /// A `guard`'s `else` that does not leave (`return`, `break`, `continue`).
  case guardWithoutReturn
  /// More steps than one run may take: a loop that never ends.
  case stepBudget(Int)
  /// A block handed to a queue other than the main queue (`DispatchQueue.global().async { … }`, as
  /// written): ViewLab has one thread, and UIKit may be used only on the main thread.
  case backgroundQueue(String)
  /// `DispatchQueue.main.sync { … }` / `dispatch_sync(dispatch_get_main_queue(), …)` (as written) from
  /// code that runs on the main queue: `sync` waits for a block the queue runs only after that code
  /// returns, a deadlock.
  case mainQueueSync(String)
  /// `v as! UIButton` where `v` is no button: Swift stops the app.
  case failedCast(to: String, found: String)
}

/// Where pasted statements run: a method body of a pasted class (`Interpreter`) or the top level
/// (`Session`). The control flow (`ControlFlow`) is one for both; the host evaluates expressions,
/// keeps the variables and does what a plain statement (a declaration, an assignment, a call) says.
public protocol StatementHost {
  associatedtype Value
  associatedtype Failure: Error

  /// Objective-C: a `switch` case runs on into the next until `break`.
  var fallsThrough: Bool { get }
  /// Counts one step at `line`; past the budget, fails.
  mutating func tick(_ line: Int) throws(Failure)
  /// A statement with no control flow of its own: a declaration, an assignment, `i++`, an
  /// expression, `return`.
  mutating func perform(_ s: BodyStatement) throws(Failure) -> StatementFlow<Value>
  /// An `if`/`guard` condition (with Swift's condition list and `if let` bindings).
  mutating func decide(_ c: Condition, line: Int) throws(Failure) -> Bool
  mutating func evaluate(_ e: BodyExpr) throws(Failure) -> Value
  func truth(_ v: Value, of e: BodyExpr) throws(Failure) -> Bool
  func number(_ v: Value, of e: BodyExpr) throws(Failure) -> Double
  /// The elements `for x in v` walks.
  func elements(_ v: Value, of e: BodyExpr) throws(Failure) -> [Value]
  func equal(_ a: Value, _ b: Value) -> Bool
  func numberValue(_ n: Double) -> Value
  /// `nil`: what a block's parameter holds when no value is passed for it.
  var nothing: Value { get }
  /// A scope of its own for a block, with `bindings` in it; `counter` names a loop's integer counter.
  mutating func enterScope(_ bindings: [String: Value], counter: String?)
  mutating func leaveScope()
  func failure(_ problem: FlowProblem, line: Int) -> Failure
}

/// The control flow of pasted code, the same in a method body and at the top level: blocks,
/// `if`/`guard`, `for`/`while`, `switch` as each language runs it.
public enum ControlFlow {
  @inlinable public static func run<H: StatementHost>(_ body: [BodyStatement], in host: inout H) throws(H
    .Failure)
    -> StatementFlow<H.Value>
  {
    host.enterScope([:], counter: nil)
    defer { host.leaveScope() }
    for s in body {
      let flow = try execute(s, in: &host)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  @inlinable public static func execute<H: StatementHost>(_ s: BodyStatement, in host: inout H) throws(H
    .Failure)
    -> StatementFlow<H.Value>
  {
    try host.tick(s.line)
    switch s.kind {
    case .declare, .assign, .step, .expression, .returnValue:
      return try host.perform(s)
    case .ifElse(let condition, let then, let otherwise):
      if try host.decide(condition, line: s.line) { return try run(then, in: &host) }
      if let otherwise { return try run(otherwise, in: &host) }
    case .guardElse(let condition, let otherwise):
      if try !host.decide(condition, line: s.line) {
        let flow = try run(otherwise, in: &host)
        if case .normal = flow { throw host.failure(.guardWithoutReturn, line: s.line) }
        return flow
      }
    case .forIn(let name, let sequence, let body):
      return try forIn(name, sequence, body, line: s.line, in: &host)
    case .cFor(let setup, let condition, let stepping, let body):
      host.enterScope([:], counter: nil)
      defer { host.leaveScope() }
      for st in setup { _ = try execute(st, in: &host) }
      while true {
        try host.tick(s.line)
        if let condition, try !host.truth(try host.evaluate(condition), of: condition) { break }
        let flow = try run(body, in: &host)
        if case .breakLoop = flow { break }
        if case .returned = flow { return flow }
        for st in stepping { _ = try execute(st, in: &host) }
      }
    case .whileLoop(let condition, let body):
      while try host.truth(try host.evaluate(condition), of: condition) {
        try host.tick(s.line)
        let flow = try run(body, in: &host)
        if case .breakLoop = flow { break }
        if case .returned = flow { return flow }
      }
    case .repeatWhile(let body, let condition):
      // The body runs once before the condition is tested; each turn is a step, so a loop that
      // never ends stops at the budget.
      repeat {
        try host.tick(s.line)
        let flow = try run(body, in: &host)
        if case .breakLoop = flow { break }
        if case .returned = flow { return flow }
      } while try host.truth(try host.evaluate(condition), of: condition)
    case .block(let body):
      return try run(body, in: &host)
    case .switchCases(let subject, let cases):
      return try switchCases(subject, cases, in: &host)
    case .breakLoop:
      return .breakLoop
    case .continueLoop:
      return .continueLoop
    }
    return .normal
  }

  /// `for x in array` and `for i in lower..<upper` / `lower...upper` / `(…).reversed()`.
  @inlinable static func forIn<H: StatementHost>(
    _ name: String, _ sequence: BodyExpr, _ body: [BodyStatement], line: Int, in host: inout H
  ) throws(H.Failure) -> StatementFlow<H.Value> {
    if let (lower, upper, closed, reversed) = try range(sequence, in: &host) {
      guard lower <= upper else {
        throw host.failure(.badRange(lower: lower, upper: upper, closed: closed), line: line)
      }
      let last = closed ? upper : upper - 1
      // Walked one number at a time: a range may be long, and the step budget ends a run too long.
      var i = reversed ? last : lower
      while reversed ? i >= lower : i <= last {
        if let flow = try iteration(host.numberValue(i), name, counter: name, body, line, &host) {
          return flow
        }
        i += reversed ? -1 : 1
      }
      return .normal
    }
    for v in try host.elements(try host.evaluate(sequence), of: sequence) {
      if let flow = try iteration(v, name, counter: nil, body, line, &host) { return flow }
    }
    return .normal
  }

  /// One turn of a loop: the flow that ends the loop, or nil to go on.
  @inlinable static func iteration<H: StatementHost>(
    _ value: H.Value, _ name: String, counter: String?, _ body: [BodyStatement], _ line: Int,
    _ host: inout H
  ) throws(H.Failure) -> StatementFlow<H.Value>? {
    try host.tick(line)
    host.enterScope([name: value], counter: counter)
    defer { host.leaveScope() }
    let flow = try run(body, in: &host)
    switch flow {
    case .breakLoop: return .normal
    case .returned: return flow
    case .normal, .continueLoop: return nil
    }
  }

  /// The bounds of `lower..<upper`, `lower...upper` or `(lower..<upper).reversed()`; nil for any
  /// other sequence.
  @inlinable static func range<H: StatementHost>(_ sequence: BodyExpr, in host: inout H)
    throws(H.Failure)
    -> (lower: Double, upper: Double, closed: Bool, reversed: Bool)?
  {
    var range = sequence
    var reversed = false
    if case .call(let f, let args) = sequence.kind, args.isEmpty, case .member(let inner, "reversed") = f.kind
    {
      range = inner
      reversed = true
    }
    guard case .binary(let op, let a, let b) = range.kind, op == "..<" || op == "..." else { return nil }
    let lower = try host.number(try host.evaluate(a), of: a)
    let upper = try host.number(try host.evaluate(b), of: b)
    return (lower, upper, op == "...", reversed)
  }

  /// `switch`: Swift runs the first matching case alone; C runs from the matching case on until a
  /// `break` (falling through the cases after it). `default` matches when no case does. A `break`
  /// ends the switch, not a loop around it.
  @inlinable static func switchCases<H: StatementHost>(
    _ subject: BodyExpr, _ cases: [SwitchCase], in host: inout H
  ) throws(H.Failure) -> StatementFlow<H.Value> {
    let value = try host.evaluate(subject)
    var start: Int?
    search: for (i, c) in cases.enumerated() where !c.isDefault {
      for p in c.patterns where try matches(value, p, subject: subject, in: &host) {
        start = i
        break search
      }
    }
    guard let first = start ?? cases.firstIndex(where: \.isDefault) else { return .normal }
    for c in cases[first...] {
      let flow = try run(c.body, in: &host)
      switch flow {
      case .breakLoop: return .normal
      case .returned, .continueLoop: return flow
      case .normal: if !host.fallsThrough { return .normal }
      }
    }
    return .normal
  }

  /// A case pattern: a value (`.began`, `1`, `UIGestureRecognizerStateEnded`) or a range.
  @inlinable static func matches<H: StatementHost>(
    _ value: H.Value, _ pattern: BodyExpr, subject: BodyExpr, in host: inout H
  ) throws(H.Failure) -> Bool {
    if case .binary(let op, let a, let b) = pattern.kind, op == "..<" || op == "..." {
      let n = try host.number(value, of: subject)
      let lower = try host.number(try host.evaluate(a), of: a)
      let upper = try host.number(try host.evaluate(b), of: b)
      return n >= lower && (op == "..." ? n <= upper : n < upper)
    }
    return host.equal(value, try host.evaluate(pattern))
  }
}
