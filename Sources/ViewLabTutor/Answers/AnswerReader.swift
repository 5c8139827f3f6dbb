import ViewLabCommands

/// Why a learner's text could not be read as an answer of the question's kind. Wording lives in
/// `AnswerReadError+Message.swift`.
public enum AnswerReadError: Error, Equatable, Sendable {
  case empty
  case notAName(String)
  case wrongNumberCount(expected: Int, found: Int)
  case notANumber(String)
  case notYesOrNo(String)
  /// A sentence naming more than one view ("card or photo"): never graded as either.
  case twoNames(String, names: [String])
  /// A name under a negation ("不是 card", "not card"): it says what the answer is not.
  case negatedName(String)
  /// Yes and no forms in one answer ("不在…在", "yes, no").
  case bothYesAndNo(String)
  case notAChoice(String, count: Int)
}

extension AnswerReadError {
  /// An answer that was understood as an answer but says too much: two views, a negated view,
  /// yes and no. (The other errors may be a mistyped command.)
  public var isUnclearAnswer: Bool {
    switch self {
    case .twoNames, .negatedName, .bothYesAndNo: true
    case .empty, .notAName, .wrongNumberCount, .notANumber, .notYesOrNo, .notAChoice: false
    }
  }
}

/// Reads answers leniently, as a person writes them (docs/TUTOR-PROTOCOL.md, "How answers are read").
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
    case .explain: return .success(.spoken(trimmed))
    }
  }

  /// `a; b` and one command per line alike; blank pieces dropped. Lines are first put together
  /// into statements as pasted code is everywhere (`StatementAssembler`): a class, on one line or
  /// over many, is one command, and a statement whose brackets span lines is one. Outside a class,
  /// a `;` ends a command unless it stands inside braces or a string literal
  /// (`UIView.animate(withDuration: 1) { a; b }`). `controllers`: the view controller classes the
  /// session already has (`@interface VC : UIViewController` pasted before).
  public static func splitCommands(_ text: String, controllers: Set<String> = []) -> [String] {
    var assembler = StatementAssembler(.answer, controllers: controllers)
    let statements =
      text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { assembler.feed(String($0)) }
      + assembler.finish()
    // A class, and a statement kept with its lines (a loop: `for (int i = 0; i < 3; i++)`), is one.
    return statements.flatMap { s in
      s.isClass ? [s.typed] : s.text.hasPrefix("#line ") ? [s.text] : splitAtSemicolons(s.text)
    }
    .map(\.trimmingWhitespace).filter { !$0.isEmpty }
  }

  /// A line cut at each `;` outside braces and string literals.
  static func splitAtSemicolons(_ line: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for c in line {
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
        current.append(c)
        continue
      }
      switch c {
      case ";" where depth == 0:
        pieces.append(current)
        current = ""
        continue
      case "{": depth += 1
      case "}": depth = max(0, depth - 1)
      case "\"": inString = true
      default: break
      }
      current.append(c)
    }
    pieces.append(current)
    return pieces
  }

  static let noneWords: Set<String> = ["nil", "none", "null", "nothing", "无", "没有"]

  static func readView(_ text: String) -> Result<Answer, AnswerReadError> {
    var name = text
    for wrapper in ["\"", "'", "`"]
    where name.count >= 2 && name.hasPrefix(wrapper) && name.hasSuffix(wrapper) {
      name = String(name.dropFirst().dropLast())
    }
    if noneWords.contains(name.lowercased()) { return .success(.view(nil)) }
    // Latin and Chinese run together ("不是card", "round按钮") is a sentence, not a name.
    let mixed = name.contains(where: { $0.isASCII && $0.isLetter }) && name.contains(where: { !$0.isASCII })
    guard isName(name), !mixed else { return readNameInSentence(text) }
    return .success(.view(canonicalName(name)))
  }

  /// Other names the notes use for the chain's last responders: the app delegate is often written
  /// by its protocol's name. Only names that cannot mean anything else are listed.
  static let aliases: [String: String] = [
    "uiapplicationdelegate": "AppDelegate", "app-delegate": "AppDelegate", "app_delegate": "AppDelegate",
    "uiapplication.shared": "UIApplication",
  ]

  /// `name`, or the name the engine uses for it (`UIApplicationDelegate` → `AppDelegate`).
  static func canonicalName(_ name: String) -> String { aliases[name.lowercased()] ?? name }

  /// Words around a chain's names that are not names: "只有 purchase", "only tap", "a 和 b".
  static let chainFillers: Set<String> = ["只有", "只", "only", "just", "and", "then", "和", "与", "然后"]

  static func readChain(_ text: String) -> Result<Answer, AnswerReadError> {
    if noneWords.contains(text.lowercased()) || text == "[]" { return .success(.chain([])) }
    // The reason after the names is not part of the chain: "只有 purchase，因为 …".
    let answer = answerPart(text).trimmingWhitespace.trimmingCharacters(in: "，,;；。.—( （")
    if answer.isEmpty { return .failure(.empty) }
    if answer.contains(where: chineseNegations.contains)
      || answer.split(separator: " ").contains(where: {
        negations.contains($0.lowercased())
      })
    {
      return .failure(.negatedName(text))
    }
    var cleaned = answer
    for arrow in ["→", "->", "=>", "⟶", "＞", "，", "、"] {
      cleaned = cleaned.replacing(arrow, with: " ")
    }
    let names = cleaned.split(whereSeparator: { " \t,>[]()\"'".contains($0) }).map(String.init)
      .filter { !chainFillers.contains($0.lowercased()) }
    guard !names.isEmpty else { return .failure(.empty) }
    if let bad = names.first(where: { !isName($0) }) { return .failure(.notAName(bad)) }
    return .success(.chain(names.map(canonicalName)))
  }

  /// Words that answer yes or no, in English and Chinese (会/不会, 能/不能, 是/不是, 对/不对, 有/没有).
  static let yesWords: Set<String> = [
    "yes", "y", "true", "t", "yep", "yeah", "correct", "it does", "yes it does", "it is", "yes it is",
    "是", "是的", "对", "对的", "真", "会", "能", "可以", "有", "没错", "正确", "当然",
  ]
  static let noWords: Set<String> = [
    "no", "n", "false", "f", "nope", "not", "incorrect", "it does not", "it doesn't", "it is not",
    "it isn't", "no it does not", "否", "不", "不是", "不是的", "不对", "错", "假", "不会", "不能",
    "不可以", "没有", "没", "错误", "不正确",
  ]

  /// Yes or no, alone or in a sentence with its reason: "no, because it is hidden",
  /// "不会，因为它被隐藏了", "在，因为 …", "收不到，…", "tapCard 会识别成功". Text that starts with
  /// neither, or says both ("不在…在"), is refused: leniency never turns an unclear answer into a
  /// graded one (`AnswerReader+Sentences.swift`).
  static func readBool(_ text: String) -> Result<Answer, AnswerReadError> {
    let word = text.lowercased().trimmingCharacters(in: ".!。！")
    if yesWords.contains(word) { return .success(.bool(true)) }
    if noWords.contains(word) { return .success(.bool(false)) }
    return readBoolInSentence(text)
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

  /// Letters, digits, `_`, `-`, `.`; not starting with a digit (the names of docs/SCENE-SCRIPT.md, plus the dots of
  /// class names such as `UIApplication`'s neighbours in a chain).
  static func isName(_ s: String) -> Bool {
    guard let first = s.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return s.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
    }
  }
}
