/// What only a top-level line reads (`ClassParser(topLevelLine:)`): C casts of its own type list,
/// compound literals, trailing closures and `#directives`, each read as one unit.
extension ClassParser {
  /// The C types a top-level line's `(Type)x` names; `(Name *)x` casts to any class.
  /// The words of C's integer types (`unsigned long long`).
  static let cIntegerWords: Set<String> = ["unsigned", "signed", "long", "int", "short", "char"]

  static let lineCastTypes: Set<String> = [
    "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "int", "float", "double", "NSInteger",
    "NSUInteger", "BOOL", "id", "UIView", "UIButton", "UILabel", "long", "short", "unsigned", "char", "bool",
  ]

  /// `(CGFloat)x`, `(UIView *)v` with the cursor on the `(`; nil (nothing read) when it is no cast.
  mutating func lineCast(_ open: ClassToken) throws(SpeakError) -> BodyExpr? {
    // C's integer types of more than one word: `(unsigned long)x` is an integer cast.
    if open.kind == .symbol, open.text == "(", let first = peek(1), Self.cIntegerWords.contains(first.text) {
      var offset = 1
      var name = first.text
      while let w = peek(offset), w.kind == .identifier, Self.cIntegerWords.contains(w.text) {
        name = w.text
        offset += 1
      }
      if offset > 2, peek(offset)?.text == ")" {
        index += offset + 1
        return BodyExpr(kind: .cast(name, try unary()), line: open.line, column: open.column)
      }
    }
    guard open.kind == .symbol, open.text == "(", let type = peek(1), type.kind == .identifier,
      Self.lineCastTypes.contains(type.text) || peek(2)?.text == "*",
      peek(2)?.text == ")" || (peek(2)?.text == "*" && peek(3)?.text == ")")
    else { return nil }
    index += peek(2)?.text == "*" ? 4 : 3
    let operand = try unary()
    return BodyExpr(kind: .cast(type.text, operand), line: open.line, column: open.column)
  }

  /// A trailing closure after a call or a method name (`UIView.animate(withDuration: 0.3) { … }`,
  /// `queue.async { … }`), the cursor on its `{`: the call with the closure as its last argument.
  /// Nil (nothing read) after anything else.
  mutating func trailingClosure(after e: BodyExpr) throws(SpeakError) -> BodyExpr? {
    var args: [BodyArgument] = []
    var callee = e
    if case .call(let f, let a) = e.kind {
      (callee, args) = (f, a)
    } else if case .member = e.kind {
    } else {
      return nil
    }
    guard let open = next() else { return nil }
    _ = skipBalanced(close: "}")
    let closure = BodyExpr(kind: .closure(block: false), line: open.line, column: open.column)
    return BodyExpr(
      kind: .call(callee, args + [BodyArgument(label: nil, value: closure)]), line: e.line, column: e.column)
  }

  /// After `{`: a C compound literal (`{0, 0}`, `{{0, 0}, {10, 10}}`) has two or more values;
  /// anything else in braces is a closure or a block body, taken whole so it gets one message.
  mutating func braced(_ open: ClassToken) throws(SpeakError) -> BodyExpr {
    let (start, startDepth) = (index, depth)
    var items: [BodyExpr] = []
    if (try? compoundItems(&items)) != nil, items.count >= 2 {
      return BodyExpr(kind: .list(items), line: open.line, column: open.column)
    }
    (index, depth) = (start, startDepth)
    _ = skipBalanced(close: "}")
    return BodyExpr(kind: .closure(block: false), line: open.line, column: open.column)
  }

  /// The items of `{a, b, …}` after the `{`, through the closing `}`.
  mutating func compoundItems(_ items: inout [BodyExpr]) throws(SpeakError) {
    if accept("}") { return }
    repeat { items.append(try expression()) } while accept(",")
    try expect("}")
  }

  /// `#selector(tapped(_:))`, `#colorLiteral(…)`, `#available(…)` after the `#`, read as one unit.
  mutating func directive(_ hash: ClassToken) throws(SpeakError) -> BodyExpr {
    guard let name = peek, name.kind == .identifier else {
      throw topLevel ? lineError(.directiveName) : unexpected(.name)
    }
    _ = next()
    var inner: [ClassToken] = []
    if accept("(") { inner = skipBalanced(close: ")") }
    let kind: BodyExpr.Kind =
      name.text == "selector" ? .selector(Self.selectorName(inner)) : .directive(name.text)
    return BodyExpr(kind: kind, line: hash.line, column: hash.column)
  }

  /// Skips to the `close` that balances an opening bracket just read (or to the end of the line) and
  /// returns the tokens between. Iterative: no depth limit applies to what is skipped.
  mutating func skipBalanced(close: String) -> [ClassToken] {
    let pairs = ["(": ")", "[": "]", "{": "}"]
    var expected = [close]
    var inner: [ClassToken] = []
    while let t = next() {
      if t.kind == .symbol, let c = pairs[t.text] {
        expected.append(c)
      } else if t.kind == .symbol, t.text == expected.last {
        expected.removeLast()
        if expected.isEmpty { return inner }
      }
      inner.append(t)
    }
    return inner
  }

  /// The base name of the method a selector names: `tapped` for `tapped`, `tapped(_:)`,
  /// `self.tapped(sender:)`, `ViewController.tapped` or Objective-C's `tapped:`.
  static func selectorName(_ inner: [ClassToken]) -> String {
    let head = inner.prefix { $0.text != "(" && $0.text != ":" }
    return head.last { $0.kind == .identifier }?.text ?? ""
  }
}
