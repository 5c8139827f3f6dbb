import ViewLabRendering

extension JSON {
  /// Parses one JSON text (an engine output line); nil for anything that is not exactly one value.
  ///
  ///     JSONValue(parsing: #"{"hit": null}"#)?["hit"]  // .null
  public init?(parsing text: String) {
    var parser = JSONParser(Array(text.utf8))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    guard parser.atEnd else { return nil }
    self = value
  }
}

/// A small recursive-descent JSON reader, so booleans and numbers never go through bridging.
private struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }
  var peek: UInt8? { atEnd ? nil : bytes[index] }

  mutating func skipSpace() {
    while let c = peek, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
  }

  mutating func literal(_ word: String) -> Bool {
    let w = Array(word.utf8)
    guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return false }
    index += w.count
    return true
  }

  mutating func value(depth: Int) -> JSONValue? {
    guard depth < 512 else { return nil }
    skipSpace()
    switch peek {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return array(depth: depth)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    case .some: return number()
    case nil: return nil
    }
  }

  mutating func object(depth: Int) -> JSONValue? {
    index += 1
    var members: [(String, JSONValue)] = []
    skipSpace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
      skipSpace()
      guard peek == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let v = value(depth: depth + 1) else { return nil }
      members.append((key, v))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
      } else if peek == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        return nil
      }
    }
  }

  mutating func array(depth: Int) -> JSONValue? {
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      guard let v = value(depth: depth + 1) else { return nil }
      items.append(v)
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
      } else if peek == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        return nil
      }
    }
  }

  mutating func number() -> JSONValue? {
    let start = index
    while let c = peek,
      (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2B || c == 0x2E || c == 0x65 || c == 0x45
    {
      index += 1
    }
    guard index > start, let d = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      return nil
    }
    return .number(d)
  }

  /// A string's bytes are gathered as UTF-8 and made a `String` once: appending to a `String`
  /// piece by piece between escapes copied the whole string each time (quadratic: a 2 MiB dump sent
  /// to `viewlab mcp`, a newline escape every ~100 bytes, took seconds).
  mutating func string() -> String? {
    index += 1
    var utf8: [UInt8] = []
    func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { utf8.append($0) } }
    while let c = peek {
      index += 1
      if c == UInt8(ascii: "\"") { return String(decoding: utf8, as: UTF8.self) }
      guard c == UInt8(ascii: "\\") else {
        utf8.append(c)
        continue
      }
      guard let e = peek else { return nil }
      index += 1
      switch e {
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "u"):
        guard var code = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(code), literal("\\u"), let low = hex4() {
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        append(Unicode.Scalar(code) ?? "\u{FFFD}")
      default: append(Unicode.Scalar(e))
      }
    }
    return nil
  }

  mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count,
      let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { return nil }
    index += 4
    return v
  }
}
