import ViewLabLanguage

/// The syntax line `help` shows, derived from the slots: `move NAME to PARENT [at INDEX]`.
extension Slot {
  var text: String {
    switch self {
    case .name(let label, _), .newName(let label, _), .number(let label), .integer(let label),
      .topic(let label, _), .rest(let label):
      return label
    case .point: return "X Y"
    case .rect: return "X Y W H"
    case .size: return "W H"
    case .word(let word): return word
    case .keyword(let key, let words):
      return words.count > Slot.inlineChoices ? key : words.joined(separator: "|")
    case .onOff: return "on|off"
    case .viewClass: return "CLASS"
    case .path: return "FILE"
    case .language: return Language.tags.joined(separator: "|")
    case .optional(_, let inner): return "[" + Slot.text(inner) + "]"
    case .oneOrMore(let alternatives):
      return "OP… (" + alternatives.map { Slot.text($0) }.joined(separator: ", ") + ")"
    }
  }

  /// More choices than this show as their label (`EVENT`), listed under the syntax line.
  static let inlineChoices = 6

  /// The long keyword lists of `slots`, for the lines under the syntax: `EVENT: touchDown, …`.
  static func choiceLists(_ slots: [Slot]) -> [String] {
    slots.flatMap { slot -> [String] in
      switch slot {
      case .keyword(let key, let words) where words.count > inlineChoices:
        return ["\(key): " + words.joined(separator: ", ")]
      case .optional(_, let inner): return choiceLists(inner)
      case .oneOrMore(let alternatives): return alternatives.flatMap(choiceLists)
      default: return []
      }
    }
  }

  static func text(_ slots: [Slot]) -> String {
    slots.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
  }
}
