/// What a command expects in each position, for completion.
public enum ArgumentSlot: Equatable, Sendable {
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

/// The scene language's shape, position by position. Optional parts make positions ambiguous
/// (`add NAME [CLASS] [X Y W H] [to PARENT]`), so `slots(after:partial:)` also looks at the previous word.
public struct CompletionGrammar: Sendable {
  public var verbs: [String: [ArgumentSlot]]

  public init(verbs: [String: [ArgumentSlot]]) { self.verbs = verbs }

  /// What may come after `words` (the first is the verb) when the next word starts `partial`.
  public func slots(after words: [String], partial: String) -> [ArgumentSlot] {
    guard let verb = words.first else { return [.command] }
    let index = words.count - 1
    if index > 0, let previous = words.last, ["to", "from", "for"].contains(previous) {
      return [.view]
    }
    switch verb {
    case "add":
      if index == 0 { return [.newName] }
      if index == 1 { return [.viewClass, .keyword(["to"])] }
      // Numbers may come next; offer `to` only once the user has started a word.
      return partial.isEmpty ? [] : [.keyword(["to"])]
    case "transform" where index >= 1:
      if ["rotate", "scale", "translate"].contains(words.last) { return [] }
      return [.keyword(["rotate", "scale", "translate", "identity"])]
    default:
      let slots = verbs[verb] ?? []
      return index < slots.count ? [slots[index]] : []
    }
  }

  /// The same grammar knowing `verbs` too (e.g. every verb of `CommandCatalog`).
  public func including(verbs more: [String]) -> CompletionGrammar {
    var copy = self
    for verb in more where copy.verbs[verb] == nil { copy.verbs[verb] = [] }
    return copy
  }

  /// Every word the command line may start with.
  public var commands: [String] { verbs.keys.sorted() }

  /// The scene language of DESIGN.md plus the REPL's session words.
  public static let standard = CompletionGrammar(verbs: [
    "window": [.number, .number],
    "add": [.newName, .viewClass],
    "remove": [.view], "front": [.view], "back": [.view], "hide": [.view], "show": [.view],
    "move": [.view, .keyword(["to"]), .view, .keyword(["at"]), .number],
    "frame": [.view, .keyword(["origin", "size"])],
    "bounds": [.view, .keyword(["origin", "size"])],
    "center": [.view], "position": [.view], "anchor": [.view], "alpha": [.view],
    "transform": [.view],
    "interaction": [.view, .keyword(["on", "off"])],
    "clip": [.view, .keyword(["on", "off"])],
    "passthrough": [.view, .keyword(["on", "off"])],
    "controller": [.newName, .keyword(["for"]), .view],
    "shape": [.view, .keyword(["circle", "rect"])],
    "expand": [.view],
    "redirect": [.view, .keyword(["to", "off"]), .view],
    "touches": [.view, .keyword(["handle", "super", "none"])],
    "tap": [], "hittest": [.view], "inside": [.view],
    "convert": [.number, .number, .keyword(["from"]), .view, .keyword(["to"]), .view],
    "explain": [.view], "why": [.view], "tree": [], "draw": [],
    "undo": [], "redo": [], "reset": [],
    "save": [.file], "load": [.file], "import": [.file],
    "export": [.keyword(["swift", "svg"]), .file],
    "help": [.command], "quit": [], "exit": [],
    "lesson": [.lesson], "lessons": [], "quiz": [], "stats": [],
  ])
}
