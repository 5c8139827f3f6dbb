/// Formatting numbers for people: the fewest digits that are honest, noise from `sin`/`cos` rounded.
public enum Number {
  /// `150` for 150.0, `106.066` for 106.06601717798213, `0` for -0.0 and for 6.1e-17.
  ///
  /// Rounds to `digits` decimals, then trims trailing zeros. Full precision belongs in JSON, not here.
  public static func format(_ value: Double, digits: Int = 3) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value > 0 ? "inf" : "-inf" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }  // no "-0"
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The shortest text that reads back as exactly `value`, integral values without `.0`:
  /// what JSON output uses.
  public static func exact(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "null" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
