/// Why a learner's text could not be read as an answer of the question's kind. Wording lives in
/// `AnswerReadError+Message.swift`.
public enum AnswerReadError: Error, Equatable, Sendable {
  case empty
  case notAName(String)
  case wrongNumberCount(expected: Int, found: Int)
  case notANumber(String)
  case notYesOrNo(String)
  case notAChoice(String, count: Int)
}

/// Reads answers leniently, as a person writes them (DESIGN.md, "Answers are read leniently").
///
///     AnswerReader.read("Blue", as: .hit)                 // .view("Blue")  (compared in any case)
///     AnswerReader.read("none", as: .hit)                 // .view(nil)
///     AnswerReader.read("CGPoint(x: 10, y: 20)", as: .point)  // .point(10, 20)
///     AnswerReader.read("a > b > c", as: .chain)          // .chain(["a", "b", "c"])
///     AnswerReader.read("b", as: .choice, choices: ["x", "y"])  // .choice(1)
public enum AnswerReader {
  public static func read(_ text: String, as kind: AnswerKind, choices: [String] = [])
    -> Result<Answer, AnswerReadError>
  {
    let trimmed = text.trimmingWhitespace
    guard !trimmed.isEmpty else { return .failure(.empty) }
    switch kind {
    case .hit: return readView(trimmed)
    case .point: return readNumbers(trimmed, count: 2).map { .point($0[0], $0[1]) }
    case .rect: return readNumbers(trimmed, count: 4).map { .rect($0[0], $0[1], $0[2], $0[3]) }
    case .number: return readNumbers(trimmed, count: 1).map { .number($0[0]) }
    case .chain: return readChain(trimmed)
    case .yesno: return readBool(trimmed)
    case .choice: return readChoice(trimmed, choices: choices)
    case .task: return .success(.commands(splitCommands(trimmed)))
    }
  }

  /// `a; b` and one command per line alike; blank pieces dropped.
  public static func splitCommands(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == ";" || $0 == "\n" }).map { String($0).trimmingWhitespace }
      .filter { !$0.isEmpty }
  }

  static let noneWords: Set<String> = ["nil", "none", "null", "nothing", "无", "没有"]

  static func readView(_ text: String) -> Result<Answer, AnswerReadError> {
    var name = text
    for wrapper in ["\"", "'", "`"]
    where name.count >= 2 && name.hasPrefix(wrapper) && name.hasSuffix(wrapper) {
      name = String(name.dropFirst().dropLast())
    }
    if noneWords.contains(name.lowercased()) { return .success(.view(nil)) }
    guard isName(name) else { return .failure(.notAName(text)) }
    return .success(.view(name))
  }

  static func readChain(_ text: String) -> Result<Answer, AnswerReadError> {
    if noneWords.contains(text.lowercased()) || text == "[]" { return .success(.chain([])) }
    var cleaned = text
    for arrow in ["→", "->", "=>", "⟶", "＞", "，", "、"] {
      cleaned = cleaned.replacing(arrow, with: " ")
    }
    let names = cleaned.split(whereSeparator: { " \t,>[]()\"'".contains($0) }).map(String.init)
    guard !names.isEmpty else { return .failure(.empty) }
    if let bad = names.first(where: { !isName($0) }) { return .failure(.notAName(bad)) }
    return .success(.chain(names))
  }

  static func readBool(_ text: String) -> Result<Answer, AnswerReadError> {
    let word = text.lowercased().trimmingCharacters(in: ".!。")
    switch word {
    case "yes", "y", "true", "t", "是", "对", "真", "yes it does", "it does": return .success(.bool(true))
    case "no", "n", "false", "f", "否", "不", "不是", "错", "假": return .success(.bool(false))
    default: return .failure(.notYesOrNo(text))
    }
  }

  static func readChoice(_ text: String, choices: [String]) -> Result<Answer, AnswerReadError> {
    let wanted = text.collapsingWhitespace.lowercased()
    if let i = choices.firstIndex(where: { $0.collapsingWhitespace.lowercased() == wanted }) {
      return .success(.choice(i))
    }
    let letter = text.trimmingCharacters(in: "()[].):）").uppercased()
    if letter.count == 1, let scalar = letter.unicodeScalars.first, (65...90).contains(scalar.value) {
      let index = Int(scalar.value) - 65
      if index < choices.count { return .success(.choice(index)) }
    }
    return .failure(.notAChoice(text, count: choices.count))
  }

  /// Letters, digits, `_`, `-`, `.`; not starting with a digit (DESIGN.md's names, plus the dots of
  /// class names such as `UIApplication`'s neighbours in a chain).
  static func isName(_ s: String) -> Bool {
    guard let first = s.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return s.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
    }
  }
}
