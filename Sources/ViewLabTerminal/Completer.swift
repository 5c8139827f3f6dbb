/// Grammar-aware Tab completion: commands first, then what the command expects in that position.
///
///     completer.complete("hide gr")      // view names starting "gr"
///     completer.complete("add box UIB")  // "UIButton "
///     completer.complete("load less")    // files in the current directory
public struct Completer {
  public var grammar: CompletionGrammar
  /// The live names, asked at each Tab.
  public var viewNames: () -> [String]
  public var classNames: [String]
  public var lessonIDs: () -> [String]
  /// Entries of a directory ("" is the current one); directories end in "/".
  public var directoryEntries: (String) -> [String]

  public init(
    grammar: CompletionGrammar = .standard,
    viewNames: @escaping () -> [String],
    classNames: [String],
    lessonIDs: @escaping () -> [String] = { [] },
    directoryEntries: @escaping (String) -> [String] = { _ in [] }
  ) {
    self.grammar = grammar
    self.viewNames = viewNames
    self.classNames = classNames
    self.lessonIDs = lessonIDs
    self.directoryEntries = directoryEntries
  }

  /// Completes the last word of `textBeforeCursor`.
  public func complete(_ textBeforeCursor: String) -> Completion {
    let endsInSpace = textBeforeCursor.last.map { $0 == " " || $0 == "\t" } ?? true
    var words = textBeforeCursor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let partial = endsInSpace ? "" : (words.popLast() ?? "")
    let slots = grammar.slots(after: words, partial: partial)
    if slots.contains(.file) { return completeFile(partial) }
    return Completion(word: partial, candidates: slots.flatMap { candidates(for: $0) })
  }

  func candidates(for slot: ArgumentSlot) -> [String] {
    switch slot {
    case .view: return viewNames()
    case .viewClass: return classNames
    case .keyword(let words): return words
    case .lesson: return lessonIDs()
    case .command: return grammar.commands
    case .newName, .number, .file: return []
    }
  }

  /// File names: the directory part of the word stays, the last part is completed.
  func completeFile(_ partial: String) -> Completion {
    let directory: String
    let name: String
    if let slash = partial.lastIndex(of: "/") {
      directory = String(partial[...slash])
      name = String(partial[partial.index(after: slash)...])
    } else {
      directory = ""
      name = partial
    }
    let entries = directoryEntries(directory).filter { name.hasPrefix(".") || !$0.hasPrefix(".") }
    let inner = Completion(word: name, candidates: entries)
    return Completion(insertion: inner.insertion, choices: inner.choices)
  }
}
