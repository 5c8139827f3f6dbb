/// What a Swift property declaration holds when it is a collection, read from its line:
/// `var cards: [UIView] = []`, `var cards = [UIView]()` hold an array; `var names = ["a": 1]`,
/// `var byName: [String: UIView] = [:]` a dictionary.
enum PropertyCollection: Hashable, Sendable {
  case array
  /// Where the dictionary's bracket stands, for the error.
  case dictionary(ClassToken)
}

extension ClassParser {
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
