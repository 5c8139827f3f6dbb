/// Decodes a `Decodable` value from the engine's own `JSON` value, without Foundation. Strict
/// where a state file must be: a value of the wrong type, or a number where a whole number is
/// expected that is not one, is a `DecodingError` (the file is then moved aside, never dropped
/// silently); a missing key is whatever the type's `init(from:)` makes of it.
///
///     let progress = try JSONValueDecoder.decode(LearnerProgress.self, from: json)
public enum JSONValueDecoder {
  public static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) throws -> T {
    try T(from: ValueDecoder(value: json, codingPath: []))
  }

  /// Parses `text` and decodes it; nil when it is not JSON or not a `T`.
  public static func decode<T: Decodable>(_ type: T.Type, parsing text: String) -> T? {
    guard let json = JSONValue(parsing: text) else { return nil }
    return try? decode(type, from: json)
  }
}

struct ValueDecoder: Decoder {
  let value: JSONValue
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw mismatch([String: JSONValue].self, value, codingPath)
    }
    return KeyedDecodingContainer(KeyedValueDecoder<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch([JSONValue].self, value, codingPath) }
    return UnkeyedValueDecoder(items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueDecoder(value: value, codingPath: codingPath)
  }
}

/// The one place a JSON leaf becomes a Swift value, or a nested decoding for anything else. Leaf
/// types are told apart by comparing metatypes (`T.self == Int.self`, a pointer comparison) and the
/// value handed back with `unsafeBitCast` to the type just compared equal: no runtime cast, since a
/// cast (`as? any BinaryInteger`, even `is Bool.Type`) makes the runtime scan the program's
/// conformance records for each new type (Benchmarks/RESULTS.md).
func take<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: [any CodingKey]) throws -> T {
  func number() throws -> Double {
    guard case .number(let d) = value else { throw mismatch(type, value, path) }
    return d
  }
  func whole<I: FixedWidthInteger>(_: I.Type) throws -> T {
    guard let n = I(exactly: try number()) else { throw mismatch(type, value, path) }
    return unsafeBitCast(n, to: T.self)  // T is I
  }
  if T.self == Bool.self {
    guard case .bool(let b) = value else { throw mismatch(type, value, path) }
    return unsafeBitCast(b, to: T.self)
  }
  if T.self == String.self {
    guard case .string(let s) = value else { throw mismatch(type, value, path) }
    return unsafeBitCast(s, to: T.self)
  }
  if T.self == Double.self { return unsafeBitCast(try number(), to: T.self) }
  if T.self == Float.self { return unsafeBitCast(Float(try number()), to: T.self) }
  if T.self == Int.self { return try whole(Int.self) }
  if T.self == Int8.self { return try whole(Int8.self) }
  if T.self == Int16.self { return try whole(Int16.self) }
  if T.self == Int32.self { return try whole(Int32.self) }
  if T.self == Int64.self { return try whole(Int64.self) }
  if T.self == UInt.self { return try whole(UInt.self) }
  if T.self == UInt8.self { return try whole(UInt8.self) }
  if T.self == UInt16.self { return try whole(UInt16.self) }
  if T.self == UInt32.self { return try whole(UInt32.self) }
  if T.self == UInt64.self { return try whole(UInt64.self) }
  return try T(from: ValueDecoder(value: value, codingPath: path))
}

extension JSONValue {
  /// `null`, matched by case (`==` on `JSON` compares written text, the whole value).
  var isNull: Bool { if case .null = self { true } else { false } }
}

func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
  .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "found \(value.text)"))
}

struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(String, JSONValue)]
  var codingPath: [any CodingKey]

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.0) } }
  func contains(_ key: Key) -> Bool { members.contains { $0.0 == key.stringValue } }

  func value(_ key: Key) throws -> JSONValue {
    // The last of repeated keys wins, as in most JSON readers.
    guard let found = members.last(where: { $0.0 == key.stringValue }) else {
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no \(key.stringValue)"))
    }
    return found.1
  }

  func decodeNil(forKey key: Key) throws -> Bool { try value(key).isNull }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try take(type, from: value(key), at: codingPath + [key])
  }
  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(value: value(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: value(key), codingPath: codingPath + [key]).unkeyedContainer()
  }
  func superDecoder() throws -> any Decoder {
    ValueDecoder(value: members.last { $0.0 == "super" }?.1 ?? .null, codingPath: codingPath)
  }
  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: try value(key), codingPath: codingPath + [key])
  }
}

struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
  let items: [JSONValue]
  var codingPath: [any CodingKey]
  var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey]) {
    self.items = items
    self.codingPath = codingPath
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  mutating func next() throws -> JSONValue {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        JSONValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the array ended"))
    }
    defer { currentIndex += 1 }
    return items[currentIndex]
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, items[currentIndex].isNull else { return false }
    currentIndex += 1
    return true
  }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try take(type, from: next(), at: codingPath)
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try ValueDecoder(value: next(), codingPath: codingPath).container(keyedBy: type)
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: next(), codingPath: codingPath).unkeyedContainer()
  }
  mutating func superDecoder() throws -> any Decoder {
    ValueDecoder(value: try next(), codingPath: codingPath)
  }
}

struct SingleValueDecoder: SingleValueDecodingContainer {
  let value: JSONValue
  var codingPath: [any CodingKey]

  func decodeNil() -> Bool { value.isNull }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try take(type, from: value, at: codingPath) }
}
