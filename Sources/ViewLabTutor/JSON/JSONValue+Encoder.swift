/// Encodes an `Encodable` value into the engine's own `JSON` value, without Foundation (whose
/// `JSONEncoder` would link all of it): object members in the order the value encodes them,
/// numbers as `Double`, `nil` as `null`. What the state files are written with; the `--json`
/// contract keeps its hand-ordered writer (`JSONRenderer`).
///
///     let json = try JSONValueEncoder.encode(progress)   // .object([("version", .number(1)), …])
public enum JSONValueEncoder {
  public static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    let root = EncodingNode()
    try value.encode(to: NodeEncoder(node: root, codingPath: []))
    return root.json
  }
}

/// One value being built: a leaf, an array or an object, filled in by the containers that share it.
final class EncodingNode {
  var leaf: JSONValue?
  var items: [EncodingNode]?
  var members: [(String, EncodingNode)]?

  var json: JSONValue {
    if let members { return .object(members.map { ($0.0, $0.1.json) }) }
    if let items { return .array(items.map(\.json)) }
    return leaf ?? .null
  }

  /// The member `key`, made when it is new (encoding a key twice keeps the last value).
  func member(_ key: String) -> EncodingNode {
    if let found = members?.first(where: { $0.0 == key }) { return found.1 }
    let node = EncodingNode()
    members = (members ?? []) + [(key, node)]
    return node
  }

  func append() -> EncodingNode {
    let node = EncodingNode()
    items = (items ?? []) + [node]
    return node
  }
}

struct NodeEncoder: Encoder {
  let node: EncodingNode
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if node.members == nil { node.members = [] }
    return KeyedEncodingContainer(KeyedNodeEncoder<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if node.items == nil { node.items = [] }
    return UnkeyedNodeEncoder(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleNodeEncoder(node: node, codingPath: codingPath)
  }
}

/// The one place a Swift value becomes a JSON leaf, or a nested encoding for anything else. Leaf
/// types are told apart by comparing metatypes, never by a runtime cast (see `take` in the decoder).
extension EncodingNode {
  func put<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
    // Called only once T is known to be I.
    func number<I: BinaryInteger>(_: I.Type) { leaf = .number(Double(unsafeBitCast(value, to: I.self))) }
    if T.self == Bool.self {
      leaf = .bool(unsafeBitCast(value, to: Bool.self))
    } else if T.self == String.self {
      leaf = .string(unsafeBitCast(value, to: String.self))
    } else if T.self == Double.self {
      leaf = .number(unsafeBitCast(value, to: Double.self))
    } else if T.self == Float.self {
      leaf = .number(Double(unsafeBitCast(value, to: Float.self)))
    } else if T.self == Int.self {
      number(Int.self)
    } else if T.self == Int8.self {
      number(Int8.self)
    } else if T.self == Int16.self {
      number(Int16.self)
    } else if T.self == Int32.self {
      number(Int32.self)
    } else if T.self == Int64.self {
      number(Int64.self)
    } else if T.self == UInt.self {
      number(UInt.self)
    } else if T.self == UInt8.self {
      number(UInt8.self)
    } else if T.self == UInt16.self {
      number(UInt16.self)
    } else if T.self == UInt32.self {
      number(UInt32.self)
    } else if T.self == UInt64.self {
      number(UInt64.self)
    } else {
      try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
    }
  }
}

struct KeyedNodeEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).leaf = .null }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try node.member(key.stringValue).put(value, codingPath: codingPath + [key])
  }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(
      keyedBy: keyType)
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member("super"), codingPath: codingPath)
  }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

struct UnkeyedNodeEncoder: UnkeyedEncodingContainer {
  let node: EncodingNode
  var codingPath: [any CodingKey]
  var count: Int { node.items?.count ?? 0 }

  mutating func encodeNil() throws { node.append().leaf = .null }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try node.append().put(value, codingPath: codingPath)
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    NodeEncoder(node: node.append(), codingPath: codingPath).container(keyedBy: keyType)
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    NodeEncoder(node: node.append(), codingPath: codingPath).unkeyedContainer()
  }
  mutating func superEncoder() -> any Encoder { NodeEncoder(node: node.append(), codingPath: codingPath) }
}

struct SingleNodeEncoder: SingleValueEncodingContainer {
  let node: EncodingNode
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.leaf = .null }
  mutating func encode<T: Encodable>(_ value: T) throws { try node.put(value, codingPath: codingPath) }
}
