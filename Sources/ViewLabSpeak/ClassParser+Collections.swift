/// What a Swift property declaration holds when it is a collection, read from its line:
/// `var cards: [UIView] = []`, `var cards = [UIView]()` hold an array; `var names = ["a": 1]`,
/// `var byName: [String: UIView] = [:]` a dictionary.
enum PropertyCollection: Hashable, Sendable {
  case array
  /// Where the dictionary's bracket stands, for the error.
  case dictionary(ClassToken)
}

extension ClassParser {
  /// `= { …; return b }()` after its `{`: the closure's statements, or nil (nothing read) when it is
  /// not called at once or holds what a body cannot run — then the property is kept unread, as before.
  mutating func closureInitializer(_ open: ClassToken) -> [BodyStatement]? {
    let start = index
    do {
      guard case .block(_, let body) = try swiftClosure(open).kind, accept("("), accept(")") else {
        index = start
        return nil
      }
      return body
    } catch {
      index = start
      return nil
    }
  }

  /// The collection the declaration from here to the end of `line` holds (a closure's `{` ends the
  /// look), or nil for any other property.
  func collection(on line: Int) -> PropertyCollection? {
    var offset = 0
    while let t = peek(offset), t.line == line, t.text != "{", t.text != ";" {
      guard t.text == "[" else {
        offset += 1
        continue
      }
      var level = 0
      var inner = offset
      while let u = peek(inner), u.line == line {
        if u.text == "[" || u.text == "(" { level += 1 }
        if u.text == "]" || u.text == ")" { level -= 1 }
        if level == 1, u.text == ":" { return .dictionary(t) }
        if level == 0 { return .array }
        inner += 1
      }
      return .array
    }
    return nil
  }

  /// `= value` on this line when the value is a plain value (a number, a flag, a string, a geometry
  /// or `UIEdgeInsets` value), not a view or an object: nil otherwise, the cursor left where it was.
  mutating func valueInitializer(on line: Int) -> BodyExpr? {
    guard let eq = peek, eq.text == "=", eq.line == line, let first = peek(1), first.text != "{" else {
      return nil
    }
    let start = index
    _ = next()
    guard let e = try? expression(), Self.isPlainValue(e),
      peek.map({ $0.line != line || $0.text == ";" }) ?? true
    else {
      index = start
      return nil
    }
    return e
  }

  static let valueTypes: Set<String> = [
    "UIEdgeInsets", "UIEdgeInsetsMake", "CGSize", "CGSizeMake", "CGPoint", "CGPointMake", "CGRect",
    "CGRectMake",
    "CGFloat", "Double", "Int", "Float",
  ]

  static func isPlainValue(_ e: BodyExpr) -> Bool {
    switch e.kind {
    case .number, .integer, .string, .implicitMember: return true
    case .name(let n): return ["true", "false", "YES", "NO"].contains(n)
    case .unary(_, let a): return isPlainValue(a)
    case .binary(_, let a, let b): return isPlainValue(a) && isPlainValue(b)
    case .call(let f, _):
      if case .name(let n) = f.kind { return valueTypes.contains(n) }
      return false
    case .member(let b, _):
      if case .name(let n) = b.kind { return valueTypes.contains(n) }
      return false
    default: return false
    }
  }
}
