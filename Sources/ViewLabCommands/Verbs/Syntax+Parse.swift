import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// Parsing a line by a verb's forms: each form is tried on its own copy of the cursor; the first
/// that reads the whole line wins. When none does, the error of the form that read furthest is
/// reported (ties: the forms' expectations at that token are merged, "'to' or 'off'").
enum SyntaxParser {
  static func parse(_ forms: [[Slot]], _ cursor: inout TokenCursor) throws(ScriptError) -> ParsedArguments {
    var failures: [(reached: Int, error: ScriptError)] = []
    for (index, form) in forms.enumerated() {
      var c = cursor
      var args = ParsedArguments(form: index)
      do {
        try read(form, &c, into: &args)
        try c.end()
        cursor = c
        return args
      } catch {
        failures.append((c.index, error))
      }
    }
    let furthest = failures.map(\.reached).max() ?? 0
    throw merged(failures.filter { $0.reached == furthest }.map(\.error))
  }

  /// Several forms failing at the same token: one error naming every word they expected there.
  static func merged(_ errors: [ScriptError]) -> ScriptError {
    guard let first = errors.first, errors.count > 1,
      errors.allSatisfy({ $0.column == first.column })
    else { return errors.first ?? ScriptError(.expected(.argument, found: nil), column: 1) }
    var words: [String] = []
    var found: String?
    var suggestion: String?
    for error in errors {
      switch error.problem {
      case .unknownKeyword(let text, let expected, let near):
        words += expected
        found = text
        suggestion = suggestion ?? near
      case .expected(.words(let expected), nil):
        words += expected
      default:
        return first
      }
    }
    var unique: [String] = []
    for word in words where !unique.contains(word) { unique.append(word) }
    if let found {
      return ScriptError(
        .unknownKeyword(
          found, expected: unique, suggestion: suggestion ?? Suggestion.nearest(to: found, in: unique)),
        column: first.column, length: first.length)
    }
    return ScriptError(
      .expected(.words(unique), found: nil), column: first.column)
  }

  static func read(_ slots: [Slot], _ c: inout TokenCursor, into args: inout ParsedArguments)
    throws(ScriptError)
  {
    for slot in slots { try read(slot, &c, into: &args) }
  }

  static func read(_ slot: Slot, _ c: inout TokenCursor, into args: inout ParsedArguments) throws(ScriptError)
  {
    let key = slot.key ?? ""
    switch slot {
    case .name(_, let role): args.values[key] = .name(try c.name(.name(role)))
    case .newName(_, let role):
      let token = c.peek
      let name = try c.name(.name(role))
      if TokenCursor.reserved.contains(name.text) || ViewClass(rawValue: name.text) != nil {
        throw ScriptError(.reservedName(name.text), column: token!.column, length: name.text.count)
      }
      args.values[key] = .name(name)
    case .number(let label): args.values[key] = .number(try c.number(.slot(label)))
    case .integer(let label): args.values[key] = .integer(try c.integer(.slot(label)))
    case .point: args.values[key] = .point(try c.point())
    case .rect: args.values[key] = .rect(try c.rect())
    case .size(let positive): args.values[key] = .size(try c.size(allowNegative: !positive))
    case .word(let word): _ = try c.keyword([word])
    case .keyword(_, let words): args.values[key] = .word(try c.keyword(words))
    case .onOff: args.values[key] = .bool(try c.onOff())
    case .viewClass:
      guard let t = c.next() else { throw c.missing(.className) }
      guard let cls = ViewClass(rawValue: t.text), cls != .UIWindow else {
        let suggestion = Suggestion.nearest(to: t.text, in: ViewClass.addable.map(\.rawValue))
        throw ScriptError(.unknownClass(t.text, suggestion: suggestion), at: t)
      }
      args.values[key] = .viewClass(cls)
    case .path: args.values[key] = .text(try c.path())
    case .topic(let label, _):
      guard let t = c.next() else { throw c.missing(.slot(label)) }
      args.values[key] = .text(t.text)
    case .language:
      guard let t = c.next() else { throw c.missing(.words(Language.tags)) }
      args.values[key] = .text(try Verbs.languageTag(t))
    case .rest:
      args.values[key] = .words(c.tokens[c.index...].map(\.text))
      c.index = c.tokens.count
    case .optional(let lookahead, let inner):
      if lookahead.admits(c.peek) { try read(inner, &c, into: &args) }
    case .oneOrMore(let alternatives):
      repeat { args.repeats.append(try parse(alternatives, partOf: &c)) } while !c.atEnd
    }
  }

  /// One repetition: the alternative whose first word is the next token.
  static func parse(_ alternatives: [[Slot]], partOf c: inout TokenCursor) throws(ScriptError)
    -> ParsedArguments
  {
    let starts = alternatives.map { $0.first?.startWords ?? [] }
    let next = c.peek.map { [$0.text, $0.text.lowercased()] } ?? []
    guard let index = starts.firstIndex(where: { !Set($0).isDisjoint(with: next) }) else {
      _ = try c.keyword(starts.flatMap { $0 })  // throws: every alternative's word is named
      return ParsedArguments()
    }
    var args = ParsedArguments(form: index)
    try read(alternatives[index], &c, into: &args)
    return args
  }
}

extension Slot {
  /// The words a slot must start with, when it is a word or a keyword.
  var startWords: [String]? {
    switch self {
    case .word(let w): return [w]
    case .keyword(_, let words): return words
    default: return nil
    }
  }
}
