/// A JSON value with object keys kept in order, so the lines we print read like DESIGN.md's table.
///
/// The tutor reads the engine through its JSON contract (DESIGN.md) and writes its own JSON lines
/// with this one type.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let o):
      for (k, v) in o {
        hasher.combine(k)
        hasher.combine(v)
      }
    }
  }

  /// The member `key` of an object; nil for a missing key or a non-object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }
  public var numberValue: Double? {
    if case .number(let n) = self { return n }
    return nil
  }
  public var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }
}
