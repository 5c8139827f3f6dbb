/// A verb's help, as `help` and the suggestions read it: derived from its declaration in `Verbs`.
public struct CommandSpec: Hashable, Sendable {
  public typealias Group = Verb.Group

  public var verb: String
  public var group: Group
  public var syntax: String
  public var summary: String
  public var chineseSummary: String
  public var uikit: String
  public var example: String
  /// Long keyword lists, one line each (`EVENT: touchDown, touchDownRepeat, …`).
  public var choices: [String] = []
}

/// Every verb's help, in `help`'s order: the one table behind `help`, "did you mean" and completion.
public enum CommandCatalog {
  public static let all: [CommandSpec] = Verbs.all.map {
    CommandSpec(
      verb: $0.word, group: $0.group, syntax: $0.syntax, summary: $0.summary,
      chineseSummary: $0.chineseSummary, uikit: $0.uikit,
      example: $0.example, choices: $0.forms.flatMap(Slot.choiceLists))
  }

  public static let verbs: [String] = all.map(\.verb)

  public static func spec(_ verb: String) -> CommandSpec? { all.first { $0.verb == verb } }
}
