extension AnswerReader {
  /// Wrappers and labels a person might paste around numbers: `CGPoint(x: 1, y: 2)`, `{1, 2}`,
  /// `x=1 y=2`, `w: 3`.
  static let numberNoise = [
    "CGPointMake", "CGRectMake", "CGSizeMake", "CGPoint", "CGRect", "CGSize", "origin", "size",
    "width", "height", "x", "y", "w", "h",
  ]

  /// Exactly `count` numbers, separated by commas and/or spaces, with brackets and labels ignored.
  static func readNumbers(_ text: String, count: Int) -> Result<[Double], AnswerReadError> {
    var cleaned = text.replacing("，", with: ",").replacing("（", with: "(")
      .replacing("）", with: ")")
    for separator in ["(", ")", "[", "]", "{", "}", ",", ":", "=", ";"] {
      cleaned = cleaned.replacing(separator, with: " ")
    }
    var tokens = cleaned.split(whereSeparator: \.isWhitespace).map(String.init)
    tokens.removeAll { numberNoise.contains($0) }
    var numbers: [Double] = []
    for token in tokens {
      guard let n = number(token) else { return .failure(.notANumber(token)) }
      numbers.append(n)
    }
    guard numbers.count == count else {
      return .failure(.wrongNumberCount(expected: count, found: numbers.count))
    }
    return .success(numbers)
  }

  /// A finite decimal number (`-12.5`, `1e3`, `.5`); `nan` and `inf` are not answers.
  static func number(_ token: String) -> Double? {
    let allowed = Set("0123456789+-.eE")
    guard !token.isEmpty, token.allSatisfy(allowed.contains), let d = Double(token), d.isFinite else {
      return nil
    }
    return d
  }
}

extension String {
  var trimmingWhitespace: String {
    trimmingCharacters(in: " \t\r\n\u{3000}")
  }

  func trimmingCharacters(in set: String) -> String {
    let drop = Set(set)
    guard let start = firstIndex(where: { !drop.contains($0) }) else { return "" }
    let end = lastIndex(where: { !drop.contains($0) })!
    return String(self[start...end])
  }

  var collapsingWhitespace: String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
