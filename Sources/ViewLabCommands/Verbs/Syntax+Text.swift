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
    case .keyword(_, let words): return words.joined(separator: "|")
    case .onOff: return "on|off"
    case .viewClass: return "CLASS"
    case .path: return "FILE"
    case .optional(_, let inner): return "[" + Slot.text(inner) + "]"
    case .oneOrMore(let alternatives):
      return "OP… (" + alternatives.map { Slot.text($0) }.joined(separator: ", ") + ")"
    }
  }

  static func text(_ slots: [Slot]) -> String {
    slots.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
  }
}
