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
        let digits =
          spec.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first.flatMap {
            Int($0.filter(\.isNumber))
          }
          ?? (spec.last == "f" ? 6 : 3)
        return (try? number(arg, line: line)).map { fixed($0, digits) } ?? plain(arg)
      default:
        return plain(arg)
      }
    }
  }

  func fixed(_ x: Double, _ digits: Int) -> String {
    guard x.isFinite else { return Number.format(x) }
    let d = Swift.min(digits, 9)
    var scale = 1.0
    for _ in 0..<d { scale *= 10 }
    let scaled = (abs(x) * scale).rounded()
    let whole = Int64(scaled / scale)
    var frac = String(Int64(scaled) - whole * Int64(scale))
    while frac.count < d { frac = "0" + frac }
    return (x < 0 && scaled != 0 ? "-" : "") + String(whole) + (d > 0 ? "." + frac : "")
  }
}
