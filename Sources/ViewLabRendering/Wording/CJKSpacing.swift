/// Chinese text puts a space between a Chinese character and Latin letters or digits
/// ("ViewLab 不支持 CGRect"), but none before Chinese punctuation. Phrases are joined with this
/// where either side may be Chinese or Latin.
enum CJKSpacing {
  /// `a` and `b` joined, with a space where a Chinese character meets a Latin one.
  static func join(_ a: String, _ b: String) -> String {
    guard let last = a.last, let first = b.first else { return a + b }
    return isIdeograph(last) != isIdeograph(first) && !isLoose(last) && !isLoose(first)
      ? a + " " + b : a + b
  }

  static func isIdeograph(_ c: Character) -> Bool {
    c.unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) } ?? false
  }

  /// Characters that take no space on either side: whitespace and full-width punctuation.
  static func isLoose(_ c: Character) -> Bool {
    c.isWhitespace
      || c.unicodeScalars.first.map {
        (0x3000...0x303F).contains($0.value) || (0xFF00...0xFFEF).contains($0.value)
      } ?? false
  }

  /// `middle` between two Chinese phrases, spaced where it is Latin: `持有 CGRect 的变量`, `持有视图的变量`.
  static func around(_ before: String, _ middle: String, _ after: String) -> String {
    join(join(before, middle), after)
  }
}
