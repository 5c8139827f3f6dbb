import Testing

@testable import ViewLabSpeak

/// One grammar reads pasted expressions at the top level and in method bodies: the same text makes
/// the same tree (`BodyExpr`), each node at the same place relative to where the expression starts.
@Suite struct OneTreeTests {
  /// Expressions both places read: every operator level, casts, calls with labels, message sends,
  /// members, indexes, implicit members, the ternary and Objective-C's `?:`.
  static let swift = [
    "1 + 2 * 3 - 4 / 5 % 6",
    "a && b || !c",
    "x ?? 0",
    "v.frame.size.width == 100 ? v.frame.origin.y : -1",
    "CGRect(x: 0, y: 10, width: v.bounds.width / 2, height: 5)",
    "v.subviews[0].alpha",
    "v.superview!.frame",
    "v?.frame",
    "point(inside: p, with: nil)",
    "v as? UIButton",
    "v is UIButton",
    ".zero",
    "Int(2.7) + 7",
    "0x10 + 1_000 + 2.5e3",
    "\"text\"",
    "[1, 2].count + [a][0]",
  ]
  static let objectiveC = [
    "[v pointInside:p withEvent:event]",
    "[[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)]",
    "[v superview]",
    "(int)x / 2",
    "v.hidden ?: 7",
    "@\"text\"",
    "@42",
  ]

  /// The top level's tree of `expression`, its nodes' columns counted from the expression's start.
  static func topLevel(_ expression: String, objectiveC: Bool) throws -> BodyExpr {
    let prefix = objectiveC ? "CGFloat x = " : "let x = "
    let snippet = try CodeParser.parse(prefix + expression + (objectiveC ? ";" : ""))
    guard case .declare(_, _, let value, _)? = snippet.statements.first else {
      Issue.record("no declaration: \(snippet)")
      return BodyExpr(kind: .name(""), line: 0, column: 0)
    }
    return placed(value, shift: prefix.count)
  }

  /// A method body's tree of the same expression, as `topLevel` gives it.
  static func body(_ expression: String, objectiveC: Bool) throws -> BodyExpr {
    let prefix = objectiveC ? "  CGFloat x = " : "    let x = "
    let text =
      objectiveC
      ? """
      @implementation P
      - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
      \(prefix)\(expression);
      }
      @end
      """
      : """
      class P: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      \(prefix)\(expression)
        }
      }
      """
    let definition: ClassDefinition
    switch try ClassParser.parse(text) {
    case .interface(let d), .implementation(let d), .swift(let d): definition = d
    }
    guard case .declare(_, _, let value?)? = definition.methods.first?.body.first?.kind else {
      Issue.record("no declaration: \(definition.methods)")
      return BodyExpr(kind: .name(""), line: 0, column: 0)
    }
    return placed(value, shift: prefix.count)
  }

  /// The tree with every node on line 0 and its column counted from the expression's start.
  static func placed(_ e: BodyExpr, shift: Int) -> BodyExpr {
    func p(_ e: BodyExpr) -> BodyExpr { placed(e, shift: shift) }
    let kind: BodyExpr.Kind =
      switch e.kind {
      case .number, .integer, .string, .name, .implicitMember, .selector, .closure, .directive, .block: e.kind
      case .member(let b, let m): .member(p(b), m)
      case .optional(let b): .optional(p(b))
      case .index(let b, let i): .index(p(b), p(i))
      case .call(let f, let args): .call(p(f), args.map { BodyArgument(label: $0.label, value: p($0.value)) })
      case .send(let r, let selector, let args): .send(p(r), selector: selector, args.map(p))
      case .unary(let op, let a): .unary(op, p(a))
      case .binary(let op, let a, let b): .binary(op, p(a), p(b))
      case .ternary(let a, let b, let c): .ternary(p(a), p(b), p(c))
      case .cast(let t, let a): .cast(t, p(a))
      case .checkedCast(let t, let a, let forced): .checkedCast(t, p(a), forced: forced)
      case .list(let items): .list(items.map(p))
      case .interpolation(let pieces): .interpolation(pieces.map(p))
      }
    return BodyExpr(kind: kind, line: 0, column: e.column - shift)
  }

  @Test(arguments: swift)
  func swiftSameTree(_ expression: String) throws {
    let top = try Self.topLevel(expression, objectiveC: false)
    #expect(top == (try Self.body(expression, objectiveC: false)))
  }

  @Test(arguments: objectiveC)
  func objectiveCSameTree(_ expression: String) throws {
    let top = try Self.topLevel(expression, objectiveC: true)
    #expect(top == (try Self.body(expression, objectiveC: true)))
  }

  /// What only a top-level line reads, as one node each: a compound literal, a tuple, an array
  /// literal, selectors, a closure passed as the last argument, a block, a `#directive`.
  @Test func lineForms() throws {
    func kind(_ expression: String) throws -> BodyExpr.Kind {
      try Self.topLevel(expression, objectiveC: false).kind
    }
    guard case .list(let rect) = try kind("{{0, 0}, {10, 20}}"), rect.count == 2 else {
      Issue.record("compound literal")
      return
    }
    guard case .list(let tuple) = try kind("(1, 2)"), tuple.count == 2 else {
      Issue.record("tuple")
      return
    }
    guard case .list(let array) = try kind("[.touchDown, .touchUpInside]"), array.count == 2 else {
      Issue.record("array literal")
      return
    }
    #expect(try kind("#selector(tapped(_:))") == .selector("tapped"))
    #expect(try kind("@selector(btnClick:)") == .selector("btnClick"))
    #expect(try kind("#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)") == .directive("colorLiteral"))
    #expect(try kind("^{ [v removeFromSuperview]; }") == .closure(block: true))
    guard case .call(_, let args) = try kind("UIView.animate(withDuration: 0.3) { v.alpha = 0 }"),
      args.count == 2, args[1].value.kind == .closure(block: false)
    else {
      Issue.record("trailing closure")
      return
    }
  }
}
