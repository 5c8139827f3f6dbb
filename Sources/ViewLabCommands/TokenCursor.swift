import ViewLabGeometry
import ViewLabModel

/// Reads a line's tokens left to right, turning each into a typed argument or a located error.
struct TokenCursor {
  let tokens: [Token]
  /// The column just past the last character of the line: where "missing" errors point.
  let endColumn: Int
  var index = 1  // token 0 is the verb

  static let maxMagnitude = NumberIssue.maxMagnitude
  static let reserved: Set<String> = ["to", "from", "at", "origin", "size", "on", "off", "for"]

  var atEnd: Bool { index >= tokens.count }
  var peek: Token? { atEnd ? nil : tokens[index] }

  mutating func next() -> Token? {
    guard let t = peek else { return nil }
    index += 1
    return t
  }

  func missing(_ what: Expected) -> ScriptError {
    ScriptError(.expected(what, found: nil), column: endColumn)
  }

  mutating func number(_ what: Expected = .number) throws(ScriptError) -> Double {
    guard let t = next() else { throw missing(what) }
    return try Self.number(t, what)
  }

  static func number(_ t: Token, _ what: Expected = .number) throws(ScriptError) -> Double {
    // Every coordinate of every line comes through here: the bytes are checked, not Characters.
    let numeric = t.text.utf8.allSatisfy(isNumberByte)
    if !numeric, nonFinite.contains(t.text.lowercased()) {
      throw ScriptError(.badNumber(t.text, .notFinite), at: t)
    }
    guard numeric, let value = Double(t.text) else {
      if t.text.first?.isLetter == true || t.text.first == "_" {
        throw ScriptError(.expected(what, found: .token(t.text)), at: t)
      }
      throw ScriptError(.badNumber(t.text, .malformed), at: t)
    }
    guard value.isFinite else { throw ScriptError(.badNumber(t.text, .notFinite), at: t) }
    guard abs(value) <= maxMagnitude else { throw ScriptError(.badNumber(t.text, .tooLarge), at: t) }
    return value
  }

  private static let nonFinite: Set<String> = ["nan", "inf", "infinity", "-inf", "+inf", "-infinity"]

  /// `0`–`9`, `.`, `e`, `E`, `+`, `-`: what a number may be written with.
  private static func isNumberByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
      UInt8(ascii: "+"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  mutating func integer(_ what: Expected) throws(ScriptError) -> Int {
    guard let t = peek else { throw missing(what) }
    let value = try number(what)
    guard value == value.rounded() else { throw ScriptError(.badNumber(t.text, .notWhole), at: t) }
    return Int(value)
  }

  mutating func point() throws(ScriptError) -> Point {
    let x = try number(.slot("X"))
    let y = try number(.slot("Y"))
    return Point(x: x, y: y)
  }

  /// `W H`. Negative sizes are allowed where CoreGraphics allows them (the rect is standardized
  /// when applied), and refused where UIKit needs a real size (`window`).
  mutating func size(allowNegative: Bool = true) throws(ScriptError) -> Size {
    let first = peek
    let w = try number(.width)
    let h = try number(.height)
    if !allowNegative && (w <= 0 || h <= 0) {
      throw ScriptError(.negativeSize, column: first?.column ?? endColumn)
    }
    return Size(width: w, height: h)
  }

  mutating func rect() throws(ScriptError) -> Rect {
    let x = try number(.slot("X"))
    let y = try number(.slot("Y"))
    let s = try size()
    return Rect(origin: Point(x: x, y: y), size: s)
  }

  /// A name: letters, digits, `_` and `-`, not starting with a digit.
  mutating func name(_ what: Expected = .name(.view)) throws(ScriptError) -> NameRef {
    guard let t = next() else { throw missing(what) }
    try Self.validate(name: t, what)
    return NameRef(t)
  }

  static func validate(name t: Token, _ what: Expected) throws(ScriptError) {
    guard let first = t.text.first, first.isLetter || first == "_" else {
      throw ScriptError(.expected(what, found: .token(t.text)), at: t)
    }
    guard t.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
      throw ScriptError(.badName(t.text), at: t)
    }
  }

  /// One of `choices`, with a suggestion when it is a near miss.
  mutating func keyword(_ choices: [String]) throws(ScriptError) -> String {
    guard let t = next() else { throw missing(.words(choices)) }
    if choices.contains(t.text) { return t.text }
    if choices.contains(t.text.lowercased()) { return t.text.lowercased() }
    throw ScriptError(
      .unknownKeyword(t.text, expected: choices, suggestion: Suggestion.nearest(to: t.text, in: choices)),
      at: t)
  }

  mutating func onOff() throws(ScriptError) -> Bool {
    try keyword(["on", "off"]) == "on"
  }

  /// The rest of the line as one path (file names may contain spaces).
  mutating func path() throws(ScriptError) -> String {
    guard !atEnd else { throw missing(.fileName) }
    let rest = tokens[index...].map(\.text).joined(separator: " ")
    index = tokens.count
    return rest
  }

  func end() throws(ScriptError) {
    if let t = peek { throw ScriptError(.extraArgument(t.text), at: t) }
  }
}
