import ViewLabCommands
import ViewLabGeometry

/// A JSON value, written compactly with keys in insertion order (so output is stable and readable).
public indirect enum JSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public static func == (l: JSON, r: JSON) -> Bool { l.text == r.text }
  public func hash(into h: inout Hasher) { h.combine(text) }

  public static func point(_ p: Point) -> JSON { .array([.number(p.x), .number(p.y)]) }
  public static func rect(_ r: Rect) -> JSON {
    .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)])
  }
  public static func names(_ names: [String]) -> JSON { .array(names.map(JSON.string)) }
  public static func name(_ n: String?) -> JSON { n.map(JSON.string) ?? .null }

  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  public func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Number.exact(n)
    case .string(let s): JSON.quote(s, into: &out)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      for (i, (key, value)) in fields.enumerated() {
        if i > 0 { out += "," }
        JSON.quote(key, into: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

extension JSON {
  /// An engine value as docs/JSON.md writes it.
  public init(_ value: Observation) {
    switch value {
    case .name(let name): self = .name(name)
    case .names(let names): self = .names(names)
    case .point(let p): self = .point(p)
    case .rect(let r): self = .rect(r)
    case .number(let n): self = .number(n)
    case .numbers(let n): self = .array(n.map(JSON.number))
    case .flag(let b): self = .bool(b)
    case .word(let w): self = .string(w)
    }
  }
}
