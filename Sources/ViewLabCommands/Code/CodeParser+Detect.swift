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
    if commandVerbs.contains(verb) { return false }
    let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
    if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") { return true }
    if ["let", "var", "import", "class", "func", "override", "//", "}", "{"].contains(verb) { return true }
    return line.contains { ".=[(;{}@".contains($0) }
  }
}
