import ViewLabLanguage

/// What a command expects in a position, for Tab completion.
public enum Expectation: Equatable, Sendable {
  /// An existing view (or controller) name.
  case view
  /// A name the user makes up: nothing to offer.
  case newName
  /// A UIKit class name.
  case viewClass
  /// One of fixed words.
  case keyword([String])
  case number
  case file
  case lesson
  case command
}

/// Completion derived from the slots: the words typed so far are matched against every form at
/// once (optional parts both taken and skipped), and what the surviving forms expect next is offered.
enum SyntaxCompleter {
  static func expectations(_ forms: [[Slot]], after words: [String]) -> [Expectation] {
    var states = forms
    for word in words {
      states = states.flatMap { advance($0, over: word) }
      if states.isEmpty { return [] }
    }
    var out: [Expectation] = []
    for state in states {
      for e in firsts(state) where !out.contains(e) { out.append(e) }
    }
    return out
  }

  /// The remaining slots after `word` is read from the front of `slots`, for every way it can be.
  static func advance(_ slots: [Slot], over word: String) -> [[Slot]] {
    guard let first = slots.first else { return [] }
    let rest = Array(slots.dropFirst())
    let isNumber = Double(word) != nil
    switch first {
    case .name, .newName, .topic, .language: return [rest]
    case .path, .rest: return [slots]
    case .number, .integer: return isNumber ? [rest] : []
    case .point: return advance([.number("X"), .number("Y")] + rest, over: word)
    case .size: return advance([.number("W"), .number("H")] + rest, over: word)
    case .rect: return advance([.number("X"), .number("Y"), .number("W"), .number("H")] + rest, over: word)
    case .word(let w): return w == word ? [rest] : []
    case .keyword(_, let words): return words.contains(word) ? [rest] : []
    case .onOff: return ["on", "off"].contains(word) ? [rest] : []
    case .viewClass: return word.first?.isLetter == true ? [rest] : []
    case .optional(_, let inner): return advance(inner + rest, over: word) + advance(rest, over: word)
    case .oneOrMore(let alternatives):
      let again = Slot.optional(.any, [.oneOrMore(alternatives)])
      return alternatives.flatMap { advance($0 + [again] + rest, over: word) }
    }
  }

  /// What may come first in `slots`.
  static func firsts(_ slots: [Slot]) -> [Expectation] {
    guard let first = slots.first else { return [] }
    let rest = Array(slots.dropFirst())
    switch first {
    case .name: return [.view]
    case .newName: return [.newName]
    case .number, .integer, .point, .rect, .size: return [.number]
    case .word(let w): return [.keyword([w])]
    case .keyword(_, let words): return [.keyword(words)]
    case .onOff: return [.keyword(["on", "off"])]
    case .viewClass: return [.viewClass]
    case .path: return [.file]
    case .language: return [.keyword(Language.tags)]
    case .topic(_, .command): return [.command]
    case .topic(_, .lesson): return [.lesson]
    case .topic(_, .nothing): return [.newName]
    case .rest: return []
    case .optional(_, let inner): return firsts(inner) + firsts(rest)
    case .oneOrMore(let alternatives): return alternatives.flatMap(firsts)
    }
  }
}
