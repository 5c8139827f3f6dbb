import ViewLabCommands

/// `help` and `help COMMAND`, from the command catalog.
enum HelpRenderer {
  static func render(_ topic: String?, _ s: Style) -> String {
    guard let topic else { return overview(s) }
    guard let spec = CommandCatalog.spec(topic) else {
      let suggestion = Suggestion.nearest(to: topic, in: CommandCatalog.verbs)
      return "no command '\(topic)'" + (suggestion.map { " — did you mean '\($0)'?" } ?? "")
        + "; 'help' lists them all"
    }
    // A verb with several long forms shows one form a line.
    let forms = spec.syntax.count > 70 ? spec.syntax.split(separator: " | ").map(String.init) : [spec.syntax]
    var lines = forms.map(s.heading) + spec.choices.map { "  " + $0 } + ["  \(spec.summary)"]
    if !spec.uikit.isEmpty { lines.append("  UIKit:   " + s.code(spec.uikit)) }
    lines.append("  example: " + s.code(spec.example))
    return lines.joined(separator: "\n")
  }

  static func overview(_ s: Style) -> String {
    var lines: [String] = []
    for group in CommandSpec.Group.allCases {
      lines.append(s.heading(group.rawValue))
      for spec in CommandCatalog.all where spec.group == group {
        lines.append("  " + spec.verb.padded(to: 13) + spec.summary)
      }
    }
    lines.append("'help COMMAND' shows its syntax, its UIKit meaning and an example.")
    return lines.joined(separator: "\n")
  }
}
