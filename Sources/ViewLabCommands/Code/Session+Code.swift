import ViewLabGeometry
import ViewLabModel

extension Session {
  /// Runs a line of pasted code: each statement becomes the command it means. All or nothing: on an
  /// error the session is unchanged; the scene changes of one line undo together.
  mutating func run(_ snippet: CodeSnippet, lifecycle: LifecyclePosition? = nil) throws(ScriptError) -> (
    Command, Outcome
  ) {
    try transaction { (work: inout Session) throws(ScriptError) -> ((Command, Outcome), verb: String) in
      work.code.notes = []
      work.code.objectiveC = snippet.objectiveC
      work.code.lifecycle = lifecycle
      defer { work.code.lifecycle = nil }
      if let returned = work.code.returnedAt, lifecycle != nil {
        // The method returned at an earlier line: the rest of it does not run.
        return (try work.afterReturn(snippet, returnedAt: returned, last: lifecycle == .last), "code")
      }
      var last: (Command, Outcome) = (.code(snippet), .changed([]))
      for statement in snippet.statements {
        if let error = Self.firstClosure(in: statement) { throw error }
        last = try work.perform(statement, in: snippet)
        if let flushed = try work.flushGestures() { last = flushed }
        if work.code.returnedAt != nil { break }  // `return` ended the method
      }
      // The code has returned: the main run loop's next turns run what it queued on the main queue.
      if lifecycle != .inside || work.code.returnedAt != nil { try work.runMainQueue(in: snippet) }
      if lifecycle == .last { work.code.returnedAt = nil }
      if case .changed(let notes) = last.1 {
        last.1 = .changed(work.code.notes + notes)
      }
      work.code.notes = []
      // `undo` names a loop or an `if` by its word ("undid 'for'"), not as "code".
      if case .control(let s)? = snippet.statements.last,
        let word = Self.word(of: s, objectiveC: snippet.objectiveC)
      {
        return (last, word)
      }
      return (last, last.0.verb)
    }
  }

  /// The word a statement with control flow starts with, as `undo` names its step.
  static func word(of s: BodyStatement, objectiveC: Bool) -> String? {
    switch s.kind {
    case .forIn, .cFor: "for"
    case .whileLoop: "while"
    case .repeatWhile: objectiveC ? "do" : "repeat"
    case .ifElse: "if"
    case .guardElse: "guard"
    case .switchCases: "switch"
    case .expression(let e):
      DispatchCall(e)?.written
        ?? e.plain.callParts.flatMap { AnimationCall.stem($0.name).isEmpty ? nil : $0.name }
    case .declare, .assign, .step, .returnValue, .block, .breakLoop, .continueLoop: nil
    }
  }

  mutating func perform(_ s: CodeStatement, in snippet: CodeSnippet) throws(ScriptError) -> (Command, Outcome)
  {
    let nothing = (Command.code(snippet), Outcome.changed([]))
    switch s {
    case .scaffolding(let what):
      code.notes.append(.code(.scaffolding(what)))
      return nothing
    case .declare(let name, let type, let expr, let column):
      if let asked = try question(expr) {
        let result = try perform(asked)
        bind(name, to: result)
        return result
      }
      let typing = self.typing
      let inferred = typing.inferred(declared: type, value: expr)
      let outer = code.literalsAreInt
      code.literalsAreInt = inferred == "Int"
      defer { code.literalsAreInt = outer }
      var v = Self.typed(try value(expr), type)
      if case .number(let n) = v { v = .number(NumberTyping.converted(n, to: inferred)) }
      try declare(name, v, column: column)
      code.types[name] = inferred
      return nothing
    case .assign(let target, let op, let value, _):
      do {
        return try assign(target, op: op, value) ?? nothing
      } catch {
        // An optional chain that met nil: Swift skips the statement, and so does ViewLab.
        guard let base = error.stoppedChain else { throw error }
        code.notes.append(.code(.optionalChainStopped(base)))
        return nothing
      }
    case .expression(let e):
      do {
        return try statement(e) ?? nothing
      } catch {
        // An optional chain that met nil: Swift skips the statement, and so does ViewLab.
        guard let base = error.stoppedChain else { throw error }
        code.notes.append(.code(.optionalChainStopped(base)))
        return nothing
      }
    case .defineClass(let piece): return try define(piece, in: snippet)
    case .control(let s): return try runControl(s, in: snippet)
    }
  }

  static func firstClosure(in s: CodeStatement) -> ScriptError? {
    switch s {
    case .declare(_, _, let e, _), .expression(let e): firstClosure(e)
    case .assign(let t, _, let e, _): firstClosure(t) ?? firstClosure(e)
    case .scaffolding, .defineClass, .control: nil
    }
  }

  /// `let v = …`: a new view goes to the views not yet added; other values become variables.
  mutating func declare(_ name: String, _ v: CodeValue, column: Int) throws(ScriptError) {
    let ref = NameRef(name, column: column)
    switch v {
    case .newGesture(let kind): try declareGesture(name, kind, at: ref)
    case .newController: try declareController(name, at: ref)
    case .gesture(let target), .namedController(let target):
      if target != name { throw ScriptError(.notModelled(.secondVariable(target)), at: ref) }
    case .newView(let cls, let frame):
      if TokenCursor.reserved.contains(name) { throw ScriptError(.reservedName(name), at: ref) }
      if let existing = scene.names[name] {
        throw ScriptError(.scene(.nameTaken(name, existing)), at: ref)
      }
      if let old = code.limbo.view(named: name), name != "window" { _ = try? code.limbo.remove(old) }
      code.aliases[name] = nil
      code.values[name] = nil
      _ = try? code.limbo.addView(name: name, viewClass: cls, frame: frame, parent: code.limbo.window)
      let pasted = adoptClass(name)
      code.notes.append(.code(.created(name: name, pasted ?? cls.rawValue, frame)))
      code.notes += Note.ownSize(name, cls, asked: frame.standardized.size)
    case .view(let target):
      if target != name { code.aliases[name] = target }
      code.notes.append(.code(.variable(name: name, target)))
    case .type, .controller, .layer:
      throw ScriptError(.notModelled(.variableHolding(v.kind)), at: ref)
    default:
      code.values[name] = v
      updateController(name, v)
      code.notes.append(.code(.variable(name: name, Self.describe(v))))
    }
  }

  /// `.zero` given the declared type (`var r: CGRect = .zero`, `CGRect r = CGRectZero;`), so later
  /// member assignments (`r.size.width = 80`) know its shape.
  static func typed(_ v: CodeValue, _ type: String?) -> CodeValue {
    guard case .zero = v else { return v }
    switch type {
    case "CGRect": return .rect(.zero)
    case "CGPoint": return .point(.zero)
    case "CGSize": return .size(Size(width: 0, height: 0))
    case "CGAffineTransform": return .transform(.identity)
    case EdgeInsetsCode.typeName: return .insets(.zero)
    default: return v
    }
  }

  /// `let hit = w.hitTest(…)`: the variable holds the answer.
  mutating func bind(_ name: String, to result: (Command, Outcome)) {
    switch result.1 {
    case .hitTest(_, let r):
      if let hit = r.hit {
        code.aliases[name] = sceneFor(result.0)[hit].name
      } else {
        code.values[name] = .null
      }
    case .inside(_, _, let inside, _): code.values[name] = .bool(inside)
    case .convert(_, _, _, let p): code.values[name] = .point(p)
    default: break
    }
  }

  /// How the top level types its numbers (`NumberTyping`).
  var typing: NumberTyping {
    NumberTyping(
      objectiveC: code.objectiveC, literalsAreInt: code.literalsAreInt,
      declared: { [types = code.types] in types[$0] })
  }

  static func describe(_ v: CodeValue) -> String {
    switch v {
    case .number(let n): Number.format(n)
    case .bool(let b): b ? "true" : "false"
    case .point(let p): "\(p)"
    case .size(let s): "(\(Number.format(s.width)), \(Number.format(s.height)))"
    case .rect(let r): "\(r)"
    case .transform(let t): "\(t)"
    case .view(let n): n
    case .null: "nil"
    case .insets(let i): "\(i)"
    // As Swift prints an array: each element as its debug description (a string in quotes).
    case .list(let items):
      "["
        + items.map { if case .string(let s) = $0 { "\"\(s)\"" } else { describe($0) } }.joined(
          separator: ", ")
        + "]"
    default: v.kind.typeName
    }
  }
}
