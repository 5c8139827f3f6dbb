import ViewLabGeometry
import ViewLabModel

/// What `print`, `%@` and `NSLog` show inside a method body.
extension Interpreter {
  /// A value as `print` or `%@` shows it.
  func plain(_ v: InterpretedValue) -> String {
    if case .string(let s) = v { return s }
    if case .view(let id) = v { return "<\(scene[id].displayClass): \(scene[id].name)>" }
    return format(v)
  }

  /// `NSLog(@"%s %@ %.1f", …)`: the format's specifiers filled in order.
  func nsLog(_ v: [InterpretedValue], line: Int) throws(OverrideFailure) -> String {
    guard case .string(let format)? = v.first else { return v.map(plain).joined(separator: " ") }
    var args = v.dropFirst().makeIterator()
    return FormatSpecifiers.fill(format) { spec in
      let arg = args.next() ?? .null
      switch spec.last {
      case "d", "i", "u", "x":
        return (try? number(arg, line: line)).map { String(Int64(exactly: $0.rounded(.towardZero)) ?? 0) }
          ?? plain(arg)
      case "f", "g", "e":
        let digits = FormatSpecifiers.digits(spec)
        return (try? number(arg, line: line)).map { FormatSpecifiers.fixed($0, digits) } ?? plain(arg)
      case "@":
        return described(arg)
      default:
        return plain(arg)
      }
    }
  }

  /// `%@` of a value: an array as Foundation describes an NSArray, anything else as `print` shows it.
  func described(_ v: InterpretedValue) -> String {
    switch v {
    case .list, .views: FoundationText.array(arrayItems(v))
    default: plain(v)
    }
  }

  /// The elements of an array value, for its NSArray description.
  private func arrayItems(_ v: InterpretedValue) -> [FoundationText.ArrayItem] {
    let items: [InterpretedValue]
    switch v {
    case .list(let all): items = all
    case .views(let ids): items = ids.map(InterpretedValue.view)
    default: return []
    }
    return items.map { item in
      switch item {
      case .list, .views: .array(arrayItems(item))
      case .string(let s): .text(FoundationText.quotedIfNeeded(s))
      case .bool(let b): .text(b ? "1" : "0")
      default: .text(plain(item))
      }
    }
  }
}
