import ViewLabRendering

/// The tutor reads and writes JSON with the engine's own `JSON` value (ordered keys, exact numbers),
/// so expected values print exactly as `viewlab run --json` prints them.
public typealias JSONValue = JSON

extension JSON {
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
