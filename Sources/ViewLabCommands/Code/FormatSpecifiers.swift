import ViewLabGeometry

/// `NSLog`'s format as both readers of pasted code fill it (statements at the prompt and method
/// bodies alike): the specifiers found one by one, each replaced by what its caller makes of it.
enum FormatSpecifiers {
  /// `format` with each specifier (`%@`, `%d`, `%.1f`, …) replaced by `fill(spec)` in order — `spec`
  /// is the specifier without its `%` (`@`, `d`, `.1f`) — and `%%` by `%`. A `%` at the very end
  /// ends the text.
  static func fill(_ format: String, _ fill: (String) -> String) -> String {
    var out = ""
    var chars = Array(format)[...]
    while let ch = chars.popFirst() {
      guard ch == "%" else {
        out.append(ch)
        continue
      }
      var spec = ""
      while let c = chars.popFirst() {
        spec.append(c)
        if c.isLetter && !"lhzqL".contains(c) || c == "@" || c == "%" { break }
      }
      guard let kind = spec.last else { break }
      out += kind == "%" ? "%" : fill(spec)
    }
    return out
  }

  /// The digits `%f` (6), `%g`/`%e` (3) or `%.Nf` (N) shows after the point.
  static func digits(_ spec: String) -> Int {
    spec.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first.flatMap {
      Int($0.filter(\.isNumber))
    } ?? (spec.last == "f" ? 6 : 3)
  }

  /// `x` with `digits` digits after the point (at most 9), as `%.Nf` shows it.
  static func fixed(_ x: Double, _ digits: Int) -> String {
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
