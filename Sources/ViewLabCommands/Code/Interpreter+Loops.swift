import ViewLabGeometry
import ViewLabModel

/// Swift's ranges in `for i in 0..<n`, `switch` in both languages, and animation blocks: what a
/// method body does with them, each step counted against the budget.
extension Interpreter {
  /// `for i in lower..<upper` / `lower...upper`: nil when `sequence` is no range.
  func forRange(_ name: String, _ sequence: BodyExpr, _ body: [BodyStatement], line: Int)
    throws(OverrideFailure) -> Flow?
  {
    var range = sequence
    var reversed = false
    // `(0..<n).reversed()`: the same numbers, from the last down.
    if case .call(let f, let args) = sequence.kind, args.isEmpty, case .member(let inner, "reversed") = f.kind
    {
      range = inner
      reversed = true
    }
    guard case .binary(let op, let a, let b) = range.kind, op == "..<" || op == "..." else { return nil }
    let lower = try number(try evaluate(a), line: line)
    let upper = try number(try evaluate(b), line: line)
    guard lower <= upper else {
      throw failure(line, .badRange(lower: lower, upper: upper, closed: op == "..."))
    }
    let last = op == "..." ? upper : upper - 1
    var i = reversed ? last : lower
    while reversed ? i >= lower : i <= last {
      try tick(line)
      scopes.append([name: .number(i)])
      types[name] = "Int"
      let flow = try execute(body)
      scopes.removeLast()
      switch flow {
      case .breakLoop: return .normal
      case .returned: return flow
      case .normal, .continueLoop: break
      }
      i += reversed ? -1 : 1
    }
    return .normal
  }

  /// `switch`: Swift runs the first matching case alone; C runs from the matching case on until a
  /// `break` (falling through the cases after it). `default` matches when no case does. A `break`
  /// ends the switch, not a loop around it.
  func switchCases(_ subject: BodyExpr, _ cases: [SwitchCase], line: Int) throws(OverrideFailure) -> Flow {
    let value = try evaluate(subject)
    var start: Int?
    search: for (i, c) in cases.enumerated() where !c.isDefault {
      for p in c.patterns where try matches(value, p, line: c.line) {
        start = i
        break search
      }
    }
    guard let first = start ?? cases.firstIndex(where: \.isDefault) else { return .normal }
    for c in cases[first...] {
      let flow = try execute(c.body)
      switch flow {
      case .breakLoop: return .normal
      case .returned, .continueLoop: return flow
      case .normal: if !objectiveC { return .normal }
      }
    }
    return .normal
  }

  /// A case pattern: a value (`.began`, `1`, `UIGestureRecognizerStateEnded`) or a range.
  func matches(_ value: InterpretedValue, _ pattern: BodyExpr, line: Int) throws(OverrideFailure) -> Bool {
    if case .binary(let op, let a, let b) = pattern.kind, op == "..<" || op == "..." {
      let n = try number(value, line: line)
      let lower = try number(try evaluate(a), line: line)
      let upper = try number(try evaluate(b), line: line)
      return n >= lower && (op == "..." ? n <= upper : n < upper)
    }
    return equal(value, try evaluate(pattern))
  }

  /// `UIView.animate(withDuration:…) { … }`, `animate(withDuration:animations:completion:)`,
  /// `transition(with:duration:options:animations:completion:)`, `performWithoutAnimation`, and
  /// Objective-C's `[UIView animateWithDuration:… animations:^{ … } completion:^(BOOL finished) { … }]`:
  /// the animations run now (the end state is what hit-testing sees), then the completion with
  /// `finished` true. Nil when the call is none of them. The other arguments (duration, options)
  /// change nothing ViewLab models and are not read.
  func animation(_ receiver: BodyExpr, _ name: String, _ args: [(label: String?, value: BodyExpr)], line: Int)
    throws(OverrideFailure) -> InterpretedValue?
  {
    guard case .name(let type) = receiver.kind, lookupLocal(type) == nil, ViewClass(rawValue: type) != nil,
      !Self.animationStem(name).isEmpty
    else { return nil }
    var animations: [(parameters: [String], body: [BodyStatement])] = []
    var completions: [(parameters: [String], body: [BodyStatement])] = []
    for (label, value) in args {
      guard case .block(let parameters, let body) = value.kind else { continue }
      if label == "completion" || (label == nil && !animations.isEmpty) {
        completions.append((parameters, body))
      } else {
        animations.append((parameters, body))
      }
    }
    if !animatedOnce {
      animatedOnce = true
      run.record(.accepted(line: line, .animation))
    }
    for (parameters, body) in animations {
      try runBlock(parameters, [], body)
    }
    for (parameters, body) in completions {
      try runBlock(parameters, [.bool(true)], body)
    }
    return .null
  }

  /// The family an animation call belongs to: `animateWithDuration:animations:` → `animate`.
  static func animationStem(_ name: String) -> String {
    for stem in ["animateKeyframes", "animate", "transition", "performWithoutAnimation"]
    where name.hasPrefix(stem) {
      return stem
    }
    return ""
  }

  /// A block's statements in a scope of their own, its parameters bound to `values` (nil beyond them);
  /// a `return` ends the block only.
  func runBlock(_ parameters: [String], _ values: [InterpretedValue], _ body: [BodyStatement])
    throws(OverrideFailure)
  {
    var scope: [String: InterpretedValue] = [:]
    for (i, p) in parameters.enumerated() where p != "_" { scope[p] = i < values.count ? values[i] : .null }
    scopes.append(scope)
    defer { scopes.removeLast() }
    _ = try execute(body)
  }
}
