/// The answer to a Tab press: text to insert at the cursor, and the choices that matched.
public struct Completion: Equatable, Sendable {
  /// What to type for the user: the rest of the only choice (plus a space), or the longest prefix
  /// all choices share. Empty when there is nothing to add.
  public var insertion: String
  /// Every candidate that matched the word before the cursor, sorted.
  public var choices: [String]

  public init(insertion: String, choices: [String]) {
    self.insertion = insertion
    self.choices = choices
  }

  public static let none = Completion(insertion: "", choices: [])

  /// Completes `word` against `candidates`.
  ///
  ///     Completion(word: "ta", candidates: ["tap", "tree"]).insertion == "p "
  public init(word: String, candidates: [String]) {
    let matches = Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
    choices = matches
    guard let first = matches.first else {
      insertion = ""
      return
    }
    if matches.count == 1 {
      let rest = String(first.dropFirst(word.count))
      insertion = first.hasSuffix("/") ? rest : rest + " "
      return
    }
    var common = Substring(first)
    for match in matches.dropFirst() {
      common = common.prefix(zip(common, match).prefix { $0 == $1 }.count)
    }
    insertion = String(common.dropFirst(word.count))
  }

  /// The choices laid out in columns that fit `width`, ending with a newline.
  public func choiceList(width: Int) -> String {
    guard let longest = choices.map(\.count).max() else { return "" }
    let column = longest + 2
    let perRow = max(1, width / column)
    var text = ""
    for (index, choice) in choices.enumerated() {
      let last = index == choices.count - 1 || index % perRow == perRow - 1
      text += last ? choice + "\n" : choice + String(repeating: " ", count: column - choice.count)
    }
    return text
  }
}
