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
}
