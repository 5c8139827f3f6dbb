import ViewLabCommands

/// What a command expects in a position: derived from the verbs' declarations.
public typealias ArgumentSlot = Expectation

/// The scene language's shape for Tab completion. Every verb's slots come from its one declaration
/// (`Verbs`), so a new verb completes as soon as it is declared.
public struct CompletionGrammar: Sendable {
  public init() {}

  /// What may come after `words` (the first is the verb) when the next word starts `partial`.
  public func slots(after words: [String], partial: String) -> [ArgumentSlot] {
    Verbs.expectations(after: words, partial: partial)
  }

  /// Every word the command line may start with.
  public var commands: [String] { Verbs.words.filter { $0.first?.isLetter == true } }

  /// The scene language and the REPL's session words.
  public static let standard = CompletionGrammar()
}
