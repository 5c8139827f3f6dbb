/// The lines of a pasted dump, each with its line number in the file: Cycript's and Swift `po`'s
/// escaped newlines (`\n` inside one quoted string) become real ones, and a value printed over
/// several lines (a text view's text with real newlines in it) is joined back into its view line.
/// Copies are repaired here too, each repair noted as a guess: HTML escapes decoded, descriptions
/// a page or a book broke over lines joined, several descriptions on one line split apart.
enum DumpText {
  /// How many physical lines one quoted value may span before the quote is taken to be unclosed
  /// (a dump cut short inside it): then the view line stands alone and the next lines are read
  /// as they are.
  static let longestValue = 200

  /// How many physical lines a description broken by a page or a book may span.
  static let longestWrap = 20

  /// Calls `body` with each logical line and the number of the physical line it starts on; notes
  /// in `guesses` what had to be guessed to get there.
  ///
  /// - Complexity: O(characters). The lines are read as they come, not collected first: a dump of
  ///   100,000 lines held 5 MB of line records beside its text.
  static func forEachLine(_ text: String, _ guesses: inout DumpGuesses, _ body: (Int, String) -> Void) {
    var reader = PhysicalLines(text)
    var bars = ""
    while let (n, physical) = reader.next() {
      var line = String(physical)
      if DumpLine.hasAmpersand(line), let decoded = unescapeHTML(line) {
        line = decoded
        guesses.note(.htmlEscapes)
      }
      // `   |    |` alone, the description on the next line: the bars belong to it.
      if line.contains(where: DumpLine.isBar),
        line.allSatisfy({ DumpLine.isBar($0) || $0 == " " || $0 == "\t" })
      {
        bars += line
        continue
      }
      if !bars.isEmpty {
        line = bars + line
        bars = ""
        guesses.wrapped(at: n)
      }
      if isElision(line) { guesses.note(.elision(line: n)) }
      for part in splitEscaped(line) {
        var logical = part
        switch DumpLine.ending(Substring(part)) {
        case .insideQuote?: logical = joinQuoted(part, &reader)
        case .open?: logical = joinWrapped(part, at: n, &reader, &guesses)
        case .closed(let rest)?:
          // Most lines end at their `>`: only one with another `<` after it can hold more.
          guard rest.utf8.contains(UInt8(ascii: "<")) else {
            body(n, part)
            continue
          }
          if tailIsOpen(rest) { logical = joinWrapped(part, at: n, &reader, &guesses) }
        case nil:
          body(n, part)
          continue
        }
        for (i, piece) in splitSeveral(logical).enumerated() {
          if i > 0 { guesses.several(at: n) }
          body(n, piece)
        }
      }
    }
  }

  /// A value with real newlines in it (a text view's text): the next physical lines until its
  /// quote closes, joined with `⏎`; the line alone when it never closes (a dump cut inside it).
  static func joinQuoted(_ part: String, _ reader: inout PhysicalLines) -> String {
    var ahead = reader
    var joined = part
    var taken = 0
    while taken < longestValue, let (_, next) = ahead.next(), !looksLikeViewLine(next) {
      joined += "⏎" + next
      taken += 1
      if !DumpLine.endsInsideQuote(joined) {
        reader = ahead
        return joined
      }
    }
    return part
  }

  /// A description a page or a book broke over lines (`layer` / `= <CALayer: 0x…>>`,
  /// `userInteractionEnabled =` / `NO;`): the next lines, joined with a space, up to the `>` that
  /// closes it. Only a join that closes is kept: a line cut short stays as it is.
  static func joinWrapped(
    _ part: String, at n: Int, _ reader: inout PhysicalLines, _ guesses: inout DumpGuesses
  ) -> String {
    var ahead = reader
    var joined = part
    var taken = 0
    while taken < longestWrap, let (_, raw) = ahead.next() {
      var next = String(raw)
      if DumpLine.hasAmpersand(next), let decoded = unescapeHTML(next) { next = decoded }
      // `gestureRecognizers =` / `<NSArray: 0x…>; …`: after `=` or `:` a `<` is the value.
      let last = joined.last { $0 != " " && $0 != "\t" }
      guard last == "=" || last == ":" || !startsDescription(next) else { break }
      joined += " " + next.trimmingSpaces()
      taken += 1
      if !tailIsOpen(Substring(joined)) {
        reader = ahead
        for _ in 0..<taken { guesses.wrapped(at: n) }
        return joined
      }
    }
    return part
  }

  /// Whether the last description on a line is still open (several may share the line).
  static func tailIsOpen(_ line: Substring) -> Bool {
    var rest = line
    while true {
      switch DumpLine.ending(rest) {
      case .open?, .insideQuote?: return true
      case .closed(let after)?:
        guard DumpLine.start(of: after) != nil else { return false }
        rest = after
      case nil: return false
      }
    }
  }

  /// Whether a line starts a description of its own (a view or a `(layer)` line), so it cannot
  /// continue the line before: `|` first, or `<Class` that is a view or a printed layer line.
  static func startsDescription(_ line: String) -> Bool {
    let rest = line.drop { $0 == " " || $0 == "\t" || $0 == "`" || $0 == "\"" }
    if let first = rest.first, DumpLine.isBar(first) { return true }
    guard rest.first == "<" else { return false }
    return line.contains("(layer)") || DumpLine.parse(line) != nil
  }

  /// Several descriptions on one line (a dump whose line breaks were lost, or several views
  /// printed side by side): split after each description that closes where the next `<Class:`
  /// follows only bars, spaces, commas or quotes, or bars after a trailer (`> - (null) | | <…`),
  /// each piece keeping the bars before it.
  static func splitSeveral(_ line: String) -> [String] {
    var pieces: [String] = []
    var rest = Substring(line)
    while case .closed(let after)? = DumpLine.ending(rest), let next = DumpLine.start(of: after) {
      let gap = after[..<next]
      let plain = gap.allSatisfy { DumpLine.isBar($0) || " \t,\"'`)#@[".contains($0) }
      guard plain || DumpLine.depth(of: gap) > 0, DumpLine.parse(String(after[next...])) != nil else {
        break
      }
      pieces.append(String(rest[..<after.startIndex]))
      rest = after
    }
    pieces.append(String(rest))
    return pieces
  }

  /// `   |    | ......` or `……`: the one who copied the dump left views out here.
  static func isElision(_ line: String) -> Bool {
    var dots = 0
    var other = false
    for c in line {
      switch c {
      case ".": dots += 1
      case "…", "⋯", "⋮": other = true
      case " ", "\t": continue
      default: if !DumpLine.isBar(c) { return false }
      }
    }
    return dots >= 3 || other
  }

  /// The line with `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&#39;`, `&nbsp;` decoded; `nil` when it
  /// holds none of them.
  static func unescapeHTML(_ line: String) -> String? {
    let entities: [(String, String)] = [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
      ("&nbsp;", " "), ("&amp;", "&"),
    ]
    var out = ""
    var changed = false
    var i = line.startIndex
    outer: while i < line.endIndex {
      if line[i] == "&" {
        for (entity, plain) in entities where line[i...].hasPrefix(entity) {
          out += plain
          i = line.index(i, offsetBy: entity.count)
          changed = true
          continue outer
        }
      }
      out.append(line[i])
      i = line.index(after: i)
    }
    return changed ? out : nil
  }

  /// The non-empty physical lines of a text with their line numbers; lines end at \n, \r\n or \r.
  /// A value: a copy reads ahead without moving the original.
  struct PhysicalLines {
    let text: String
    var index: String.Index
    var number = 0

    init(_ text: String) {
      self.text = text
      index = text.startIndex
    }

    mutating func next() -> (Int, Substring)? {
      while index < text.endIndex {
        let start = index
        while index < text.endIndex, !Self.isBreak(text[index]) { index = text.index(after: index) }
        let line = text[start..<index]
        if index < text.endIndex { index = text.index(after: index) }
        number += 1
        if !line.isEmpty { return (number, line) }
      }
      return nil
    }

    static func isBreak(_ c: Character) -> Bool { c == "\n" || c == "\r" || c == "\r\n" }
  }

  /// `   |    | <UILabel: 0x…`: a line that starts (after prompts' bars and spaces) with a view.
  static func looksLikeViewLine(_ line: Substring) -> Bool {
    let rest = line.drop { $0 == " " || $0 == "|" || $0 == "\t" || $0 == "`" || $0 == "\"" }
    guard rest.first == "<" else { return false }
    let next = rest.dropFirst().first
    return (next?.isLetter == true || next == "_" || next == "<") && rest.contains(": 0x")
  }

  /// Splits at a literal `\n` that is followed by spaces and `|` or `<` (the next view line).
  static func splitEscaped(_ line: String) -> [String] {
    // A byte scan: asked of every line of a dump, and a substring search costs 30 times more.
    var previous: UInt8 = 0
    let escapes = line.utf8.contains { b in
      defer { previous = b }
      return previous == UInt8(ascii: "\\") && b == UInt8(ascii: "n")
    }
    guard escapes else { return [line] }
    let chars = Array(line)
    var parts: [String] = []
    var current = ""
    var i = 0
    while i < chars.count {
      if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "n" {
        var j = i + 2
        while j < chars.count, chars[j] == " " { j += 1 }
        if j < chars.count, chars[j] == "|" || chars[j] == "<" {
          parts.append(current)
          current = ""
          i += 2
          continue
        }
      }
      current.append(chars[i])
      i += 1
    }
    parts.append(current)
    return parts
  }
}
