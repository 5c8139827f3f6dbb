extension JSONValue {
  /// One line of compact JSON, object keys in the order they were built.
  ///
  ///     JSONValue.object([("lesson", .string("x")), ("correct", .number(2))]).jsonText
  ///     // {"lesson":"x","correct":2}
  public var jsonText: String {
    var out = ""
    write(to: &out)
    return out
  }

  public func write(to out: inout some TextOutputStream) {
    switch self {
    case .null: out.write("null")
    case .bool(let b): out.write(b ? "true" : "false")
    case .number(let n): out.write(Self.format(n))
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let items):
      out.write("[")
      for (i, item) in items.enumerated() {
        if i > 0 { out.write(",") }
        item.write(to: &out)
      }
      out.write("]")
    case .object(let members):
      out.write("{")
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out.write(",") }
        Self.writeString(key, to: &out)
        out.write(":")
        value.write(to: &out)
      }
      out.write("}")
    }
  }

  /// Integers without a fraction, others at full precision; non-finite numbers become null.
  static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
  }

  static func writeString(_ s: String, to out: inout some TextOutputStream) {
    out.write("\"")
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out.write("\\\"")
      case "\\": out.write("\\\\")
      case "\n": out.write("\\n")
      case "\r": out.write("\\r")
      case "\t": out.write("\\t")
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        out.write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: out.write(String(scalar))
      }
    }
    out.write("\"")
  }
}
