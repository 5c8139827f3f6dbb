import ViewLabRendering

/// Turns the player's effects into what is printed: text for a person, or the tutor JSON contract's
/// lines (only graded answers and the final summary) for a program.
public enum TutorRenderer {
  /// The text to print for `effect`, laid out for `page`, or nil for effects that print nothing.
  /// Lesson prose is Markdown, rendered for the terminal; the rest wraps to the page's width.
  public static func text(_ effect: TutorEffect, _ words: TutorText, page: TextPage = TextPage()) -> String? {
    switch effect {
    case .prose(let markdown): return page.markdown(markdown)
    case .scene(let commands, let drawing):
      let script = commands.map { "  " + page.style.code($0) }.joined(separator: "\n")
      // The drawing is made for the page's width; a long tree line wraps under its rails.
      return [script, page.wrap(drawing)].filter { !$0.isEmpty }.joined(separator: "\n\n")
    case .ask(var prompt):
      prompt.prompt = TerminalMarkdown.inline(prompt.prompt, page.style)
      prompt.choices = prompt.choices.map { TerminalMarkdown.inline($0, page.style) }
      // A wrapped question continues two columns in (a hanging indent), so it reads as one item.
      return page.wrap(words.question(prompt), hang: 2)
    case .engineOutput(let text): return text.isEmpty ? nil : page.wrap(text)
    case .notice(let notice):
      return page.wrap(TerminalMarkdown.inline(words.notice(notice), page.style), hang: 0)
    case .graded(let grade, let final):
      var parts = [words.verdict(grade, final: final)]
      if grade.correct { parts.append(words.brief(grade)) } else if final { parts.append(grade.explanation) }
      return page.wrap(TerminalMarkdown.inline(parts.joined(separator: "\n"), page.style), hang: 0)
    case .summary(let summary): return page.wrap(words.summary(summary), hang: 0)
    case .saveProgress, .practised, .finished: return nil
    }
  }

  /// The JSON line for `effect` in `--json` mode, or nil.
  public static func json(_ effect: TutorEffect) -> String? {
    switch effect {
    case .graded(let grade, _): return grade.json.text
    case .summary(let summary): return summary.json.text
    default: return nil
    }
  }
}
