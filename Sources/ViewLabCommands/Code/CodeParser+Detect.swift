extension CodeParser {
  /// Every word the command parser knows as a verb (with its aliases).
  static let commandVerbs: Set<String> = Set(CommandCatalog.verbs + Array(Parser.aliases.keys) + ["lessons"])
  static let modules: Set<String> = [
    "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "PlaygroundSupport",
  ]

  /// Is this line pasted code rather than a command? A line whose first word is no verb and that
  /// has code punctuation (`.`, `=`, `[`, `(`, `;`, braces) or starts a declaration; also
  /// `import UIKit` (but `import dump.txt` is the command).
  static func isCode(_ line: String, verb: String) -> Bool {
    if verb == "import" {
      let words = line.split(whereSeparator: { $0 == " " || $0 == ";" })
      return words.count == 2 && modules.contains(String(words[1]))
    }
    let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
    // lldb's `po EXPR`, pasted from a debugging session.
    if verb == "po", trimmed.count > 3 { return true }
    if commandVerbs.contains(verb) {
      // `present(vc, animated: true)`: a verb followed at once by `(` is a call, never a command.
      return trimmed.hasPrefix(verb + "(")
    }
    if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") { return true }
    if ["let", "var", "import", "class", "func", "override", "//", "}", "{"].contains(verb) { return true }
    // A statement starts with a name, a message send, `@`, a brace or an Objective-C method
    // declaration (`- (…)`, or `-(…)` without the space); a tuple or a number (`(1, 2)`, `106.5`: answers to a question) is no code.
    guard let first = trimmed.first else { return false }
    let startsLikeCode =
      first.isLetter || first == "_" || first == "[" || first == "@" || first == "{" || first == "}"
      || trimmed.hasPrefix("- (") || trimmed.hasPrefix("+ (") || trimmed.hasPrefix("-(")
      || trimmed.hasPrefix("+(") || trimmed.hasPrefix("((")
    return startsLikeCode && line.contains { ".=[(;{}@".contains($0) }
  }
}
