import ViewLabGeometry
import ViewLabModel

/// One typed position of a verb's syntax. A verb declares its forms as lists of slots; parsing,
/// completion and the `help` syntax line are all derived from them.
///
///     [.name("NAME"), .word("to"), .name("PARENT", role: "the new superview's name")]
///     // parses "move red to card", completes "move red t" → "to", and reads "NAME to PARENT"
public indirect enum Slot: Hashable, Sendable {
  /// An existing view (or controller) name. `label` shows in the syntax line and keys the value;
  /// `role` words the error when it is missing ("expected the new superview's name").
  case name(String, role: NameRole = .view)
  /// A name the learner makes up (`add NAME`): reserved words and class names are refused.
  case newName(String, role: NameRole)
  case number(String)
  case integer(String)
  /// `X Y`.
  case point
  /// `X Y W H`.
  case rect
  /// `W H`; `positive` refuses zero and negative sizes.
  case size(positive: Bool)
  /// A literal word that carries no value (`to`, `from`).
  case word(String)
  /// One of fixed words; the chosen one is the value under `key`.
  case keyword(String, [String])
  /// `on|off`, a Bool.
  case onOff
  /// A UIKit class that `add` can create.
  case viewClass
  /// The rest of the line as a file name.
  case path
  /// Any one word (a command name for `help`, a lesson id).
  case topic(String, completes: Completes)
  /// A language tag (`en`, `zh-Hans`), checked as it is read.
  case language
  /// The rest of the line as words (`quiz --topic geometry`).
  case rest(String)
  /// Slots that may be left out: taken only when the next token fits `when`.
  case optional(Lookahead, [Slot])
  /// One or more repetitions, each one of the alternatives (`rotate 45 scale 2`).
  case oneOrMore([[Slot]])

  /// What a free word completes to.
  public enum Completes: Hashable, Sendable { case command, lesson, nothing }
}

/// When an optional part is taken, judged from the next token alone.
public enum Lookahead: Hashable, Sendable {
  /// Any token at all.
  case any
  /// A token that reads as a number.
  case number
  /// One of these words.
  case words(Set<String>)
  /// A token starting with a letter, except these words.
  case letterExcept(Set<String>)
  /// Any token except these words.
  case except(Set<String>)

  func admits(_ token: Token?) -> Bool {
    guard let token else { return false }
    switch self {
    case .any: return true
    case .number: return (try? TokenCursor.number(token)) != nil
    case .words(let words): return words.contains(token.text)
    case .letterExcept(let words): return token.text.first?.isLetter == true && !words.contains(token.text)
    case .except(let words): return !words.contains(token.text)
    }
  }
}

/// A parsed argument.
public enum Argument: Hashable, Sendable {
  case name(NameRef)
  case number(Double)
  case integer(Int)
  case point(Point)
  case rect(Rect)
  case size(Size)
  case word(String)
  case bool(Bool)
  case viewClass(ViewClass)
  case text(String)
  case words([String])
}

/// The values of one parsed line, by slot key, and which form matched.
public struct ParsedArguments: Hashable, Sendable {
  /// The index of the form that matched, among the verb's forms.
  public var form = 0
  var values: [String: Argument] = [:]
  /// One entry per repetition of a `oneOrMore` slot, each with the alternative it matched.
  public var repeats: [ParsedArguments] = []

  public subscript(key: String) -> Argument? { values[key] }

  public func name(_ key: String) -> NameRef? { if case .name(let n)? = values[key] { n } else { nil } }
  public func number(_ key: String) -> Double? { if case .number(let n)? = values[key] { n } else { nil } }
  public func integer(_ key: String) -> Int? { if case .integer(let n)? = values[key] { n } else { nil } }
  public func word(_ key: String) -> String? { if case .word(let w)? = values[key] { w } else { nil } }
  public func bool(_ key: String) -> Bool? { if case .bool(let b)? = values[key] { b } else { nil } }
  public func text(_ key: String) -> String? { if case .text(let t)? = values[key] { t } else { nil } }
  public func words(_ key: String) -> [String] { if case .words(let w)? = values[key] { w } else { [] } }
  public var point: Point? { if case .point(let p)? = values["X Y"] { p } else { nil } }
  public var rect: Rect? { if case .rect(let r)? = values["X Y W H"] { r } else { nil } }
  public var size: Size? { if case .size(let s)? = values["W H"] { s } else { nil } }
  public var viewClass: ViewClass? { if case .viewClass(let c)? = values["CLASS"] { c } else { nil } }
}

extension Slot {
  /// The key a slot's value is stored under (its label in the syntax line).
  var key: String? {
    switch self {
    case .name(let label, _), .newName(let label, _), .number(let label), .integer(let label),
      .keyword(let label, _), .topic(let label, _), .rest(let label):
      return label
    case .point: return "X Y"
    case .rect: return "X Y W H"
    case .size: return "W H"
    case .onOff: return "on|off"
    case .viewClass: return "CLASS"
    case .path: return "FILE"
    case .language: return "LANGUAGE"
    case .word, .optional, .oneOrMore: return nil
    }
  }
}
