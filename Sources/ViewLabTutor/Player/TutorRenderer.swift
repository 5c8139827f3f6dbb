/// Turns the player's effects into what is printed: text for a person, or the tutor JSON contract's
/// lines (only graded answers and the final summary) for a program.
public enum TutorRenderer {
  /// The text to print for `effect`, or nil for effects that print nothing.
  public static func text(_ effect: TutorEffect, _ words: TutorText) -> String? {
    switch effect {
    case .prose(let markdown): return markdown
    case .scene(let commands, let drawing):
      let script = commands.map { "  " + $0 }.joined(separator: "\n")
      return [script, drawing].filter { !$0.isEmpty }.joined(separator: "\n\n")
    case .ask(let prompt): return words.question(prompt)
    case .engineOutput(let text): return text.isEmpty ? nil : text
    case .notice(let notice): return words.notice(notice)
    case .graded(let grade, let final):
      var parts = [words.verdict(grade, final: final)]
      if grade.correct { parts.append(words.brief(grade)) } else if final { parts.append(grade.explanation) }
      return parts.joined(separator: "\n")
    case .summary(let summary): return words.summary(summary)
    case .saveProgress, .finished: return nil
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
