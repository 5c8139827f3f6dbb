import ViewLabCommands

/// `help` and `help COMMAND`, from the command catalog, in the style's language. Syntax lines,
/// UIKit code and examples are commands and stay as they are.
enum HelpRenderer {
  static func render(_ topic: String?, _ s: Style) -> String {
    guard let topic else { return overview(s) }
    guard
      let spec = CommandCatalog.spec(topic) ?? Verbs.named(topic).flatMap({ CommandCatalog.spec($0.word) })
    else {
      return HelpWords.noCommand(
        topic, suggestion: Suggestion.nearest(to: topic, in: CommandCatalog.verbs), s.language)
    }
    // A verb with several long forms shows one form a line.
    let forms = spec.syntax.count > 70 ? spec.syntax.split(separator: " | ").map(String.init) : [spec.syntax]
    var lines = forms.map(s.heading) + spec.choices.map { "  " + $0 }
    lines.append("  " + s.pick(spec.summary, spec.chineseSummary))
    if !spec.uikit.isEmpty { lines.append("  " + HelpWords.uikitLabel(s.language) + s.code(spec.uikit)) }
    lines.append("  " + HelpWords.exampleLabel(s.language) + s.code(spec.example))
    return lines.joined(separator: "\n")
  }

  static func overview(_ s: Style) -> String {
    var lines: [String] = []
    for group in CommandSpec.Group.allCases {
      lines.append(s.heading(s.pick(group.rawValue, group.chineseTitle)))
      for spec in CommandCatalog.all where spec.group == group {
        lines.append("  " + spec.verb.padded(to: 13) + s.pick(spec.summary, spec.chineseSummary))
      }
    }
    lines.append(HelpWords.footer(s.language))
    return lines.joined(separator: "\n")
  }
}
