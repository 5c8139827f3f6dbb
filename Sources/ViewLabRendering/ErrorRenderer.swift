import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel

/// The one place where errors are worded: a message, then the line with a caret, then a hint.
public enum ErrorRenderer {
  /// "unknown view 'gren'" and, separately, "did you mean 'green'?", in `language`.
  public static func message(_ problem: Problem, _ language: Language = .en) -> (
    message: String, hint: String?
  ) {
    let (m, h) = unclipped(problem, language)
    return (clipQuotes(m), h.map(clipQuotes))
  }

  /// Shortens every quoted token longer than 40 characters ('xxxx…'), so a 100 KB token cannot
  /// flood the screen.
  static func clipQuotes(_ text: String) -> String {
    let parts = text.split(separator: "'", omittingEmptySubsequences: false)
    guard parts.count >= 3 else { return text }
    return parts.enumerated().map { i, part in
      i % 2 == 1 && part.count > 40 ? part.prefix(40) + "…" : part
    }.joined(separator: "'")
  }

  static func unclipped(_ problem: Problem, _ language: Language) -> (message: String, hint: String?) {
    ErrorWords.message(problem, language)
  }

  /// The full human message: `line:column: error: …`, the line, a caret, and the hint; at a
  /// prompt (`placement` `.typed`), the caret under the line just typed and no line number.
  /// `notes` follow the hint (a verb's usage line, a value now). Message lines wrap to `width`; the
  /// language is the style's unless given.
  public static func render(
    _ error: ScriptError, line: String, lineNumber: Int, source: String? = nil, style: Style = .plain,
    placement: ErrorPlacement = .script, width: Int = 80, language: Language? = nil, notes: [String] = []
  ) -> String {
    let language = language ?? style.language
    if case .inFile(let path, let inner_line, let text, let inner) = error.problem {
      let outer = render(
        ScriptError(.file(path: path, .hasError), column: error.column, length: error.length),
        line: line, lineNumber: lineNumber, source: source, style: style, placement: placement, width: width,
        language: language)
      return outer + "\n"
        + render(
          inner, line: text, lineNumber: inner_line, source: path, style: style, width: width,
          language: language)
    }
    // A problem inside a pasted class points into the class; one found while a command ran (a
    // tap whose override failed) is shown like any other error of that command.
    if case .override(let p) = error.problem, p.isPasted {
      return OverrideWords.render(
        p, error, text: line, lineNumber: lineNumber, source: source, style: style, language: language)
    }
    let (message, hint) = self.message(error.problem, language)
    let label = language.pick(style.error("error:") + " ", style.error("错误：")) + message
    let underline = String(repeating: "^", count: min(error.length, max(1, 60)))
    var out: [String] = []
    let (shown, caretColumn) = excerpt(line, column: error.column)
    let caretOffset = TerminalWidth.of(String(shown.prefix(max(0, caretColumn - 1))))
    switch placement {
    case .typed(let prompt?) where prompt + TerminalWidth.of(line) < width && shown == line:
      out.append(String(repeating: " ", count: prompt + caretOffset) + style.error(underline))
      out.append(TextWrap.block(label, width: width))
    case .typed:
      out.append(TextWrap.block(label, width: width))
      out.append("  \(shown)")
      out.append("  " + String(repeating: " ", count: caretOffset) + style.error(underline))
    case .script:
      let location = (source.map { "\($0):" } ?? "") + "\(lineNumber):\(error.column)"
      out.append(TextWrap.block("\(location): " + label, width: width))
      out.append("  \(shown)")
      out.append("  " + String(repeating: " ", count: caretOffset) + style.error(underline))
    }
    if let hint { out.append(TextWrap.block("  " + style.hint(hint), width: width, hang: 0)) }
    for note in notes { out.append(TextWrap.block("  " + note, width: width, hang: 2)) }
    return out.joined(separator: "\n")
  }

  /// At most ~100 characters of a long line, around the column; control bytes made visible.
  static func excerpt(_ line: String, column: Int) -> (String, Int) {
    let chars = Array(line).map { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue == 0x7F) ? "·" : $0 }
    let limit = 100
    if chars.count <= limit { return (String(chars), column) }
    let start = max(0, min(column - 1 - limit / 2, chars.count - limit))
    let end = min(chars.count, start + limit)
    let prefix = start > 0 ? "…" : ""
    let suffix = end < chars.count ? "…" : ""
    return (prefix + String(chars[start..<end]) + suffix, column - start + prefix.count)
  }
}
