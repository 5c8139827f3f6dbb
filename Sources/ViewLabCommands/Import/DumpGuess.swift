/// What the importer had to guess to read a dump as people copy it (a web page, a book, a chat), in
/// the order first met. The import report lists each one, so nothing is read silently.
public enum DumpGuess: Hashable, Sendable {
  /// `&lt;`, `&gt;`, `&amp;` read as `<`, `>`, `&` (a copy from an HTML page).
  case htmlEscapes
  /// A description broken over several lines (`layer` / `= <CALayer: …>>`) joined back: how many
  /// lines were joined, and the first line that was.
  case wrappedLines(count: Int, firstLine: Int)
  /// Several descriptions on one physical line split apart (a dump whose line breaks were lost).
  case severalPerLine(count: Int, firstLine: Int)
  /// No `|` before the descriptions: the depth was read from the indentation.
  case depthFromIndentation
  /// A frame read from a custom `-description` (`Frame: (x, y, w, h)`), not UIKit's format.
  case customDescription(className: String, line: Int)
  /// A negative width or height, standardized as UIKit does (the bounds origin takes the
  /// negative part).
  case negativeSize(className: String, line: Int)
  /// `......` or `……` where the one who copied the dump left views out.
  case elision(line: Int)
  /// A description that stops before its closing `>` (the copy was cut there).
  case cutShort(className: String, line: Int)
  /// A view whose content is printed only as `(layer)` lines (SwiftUI draws into layers, not
  /// views): inside it, nothing deeper can be hit.
  case layersOnly(className: String, line: Int)
}

/// The guesses of one import as they are made: each once, joined lines and split lines counted.
struct DumpGuesses {
  private(set) var list: [DumpGuess] = []
  private var seen: Set<DumpGuess> = []
  private var wrappedAt: Int?
  private var severalAt: Int?

  mutating func note(_ guess: DumpGuess) {
    guard seen.insert(guess).inserted else { return }
    list.append(guess)
  }

  /// One more physical line joined to the line before it.
  mutating func wrapped(at line: Int) {
    if let i = wrappedAt, case .wrappedLines(let count, let first) = list[i] {
      list[i] = .wrappedLines(count: count + 1, firstLine: first)
    } else {
      wrappedAt = list.count
      list.append(.wrappedLines(count: 1, firstLine: line))
    }
  }

  /// One more description split off a line.
  mutating func several(at line: Int) {
    if let i = severalAt, case .severalPerLine(let count, let first) = list[i] {
      list[i] = .severalPerLine(count: count + 1, firstLine: first)
    } else {
      severalAt = list.count
      list.append(.severalPerLine(count: 1, firstLine: line))
    }
  }
}
