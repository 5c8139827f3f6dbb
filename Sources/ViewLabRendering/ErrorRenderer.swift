import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The one place where errors are worded: a message, then the line with a caret, then a hint.
public enum ErrorRenderer {
  /// "unknown view 'gren'" and, separately, "did you mean 'green'?".
  public static func message(_ problem: Problem) -> (message: String, hint: String?) {
    let (m, h) = unclipped(problem)
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

  static func unclipped(_ problem: Problem) -> (message: String, hint: String?) {
    switch problem {
    case .unknownCommand(let w, let s):
      return (
        "unknown command '\(w)'",
        s.map { "did you mean '\($0)'? (type 'help' for all commands)" }
          ?? "type 'help' to see every command"
      )
    case .expected(let what, nil): return ("expected \(what), but the line ends here", nil)
    case .expected(let what, let found?): return ("expected \(what), found '\(found)'", nil)
    case .extraArgument(let t): return ("unexpected '\(t)': the command is complete without it", "remove it")
    case .badNumber(let t, .notFinite):
      return ("'\(t)' is not a finite number", "use an ordinary number such as 12.5")
    case .badNumber(let t, .tooLarge):
      return ("'\(t)' is too large: numbers must be within ±1e9", nil)
    case .badNumber(let t, .notWhole): return ("'\(t)' must be a whole number", nil)
    case .badNumber(let t, .malformed):
      return ("'\(t)' is not a number", "numbers look like 10, -12.5 or 1e3")
    case .badName(let n):
      return ("'\(n)' is not a valid name", "names use letters, digits, '_' and '-', and start with a letter")
    case .reservedName(let n):
      return ("'\(n)' is a reserved word and cannot name a view", "pick another name")
    case .unknownView(let n, let s):
      return ("unknown view '\(n)'", s.map { "did you mean '\($0)'?" } ?? "'tree' lists the views")
    case .notAView(let n):
      return (
        "'\(n)' is a view controller, not a view", "use its root view's name (controllers are not hit-tested)"
      )
    case .unknownResponder(let n, let s):
      return ("unknown view or controller '\(n)'", s.map { "did you mean '\($0)'?" })
    case .unknownGesture(let n, let s):
      return (
        "unknown gesture recognizer '\(n)'",
        s.map { "did you mean '\($0)'?" } ?? "make one with 'gesture \(n) tap on VIEW'"
      )
    case .unknownController(let n, let s):
      return (
        "unknown view controller '\(n)'",
        s.map { "did you mean '\($0)'?" } ?? "make one with 'controller \(n) for VIEW'"
      )
    case .touch(.alreadyDown):
      return (
        "a finger is already down (ViewLab follows one finger at a time)",
        "lift it with 'touch up' or 'touch cancel' first"
      )
    case .touch(.noTouch):
      return ("no finger is down", "start a touch with 'touch down X Y' (or use 'tap X Y')")
    case .touch(.badDuration(let d)):
      return ("cannot wait \(Number.format(d)) seconds", "time only moves forward: give 0 or more seconds")
    case .unknownClass(let n, let s):
      let all = ViewClass.addable.map(\.rawValue).joined(separator: ", ")
      return ("unknown class '\(n)'", s.map { "did you mean '\($0)'?" } ?? "classes: \(all)")
    case .unknownKeyword(let w, let expected, let s):
      let list = expected.map { "'\($0)'" }.joined(separator: " or ")
      return ("expected \(list), found '\(w)'", s.map { "did you mean '\($0)'?" })
    case .negativeSize: return ("the window needs a positive width and height", nil)
    case .scene(let e): return sceneMessage(e)
    case .file(let path, let reason): return ("cannot use '\(path)': \(reason)", nil)
    case .inFile(let path, let line, _, let inner):
      let (m, h) = message(inner.problem)
      return ("in \(path), line \(line): \(m)", h)
    case .unsupported(let what): return ("ViewLab does not model \(what)", nil)
    case .override(let p): return OverrideWords.message(p, .en)
    case .nothingToUndo: return ("nothing to undo", nil)
    case .nothingToRedo: return ("nothing to redo", nil)
    }
  }

  static func sceneMessage(_ e: SceneError) -> (String, String?) {
    switch e {
    case .nameTaken(let n, .view):
      return ("a view named '\(n)' already exists", "names belong to one object; pick another")
    case .nameTaken(let n, .controller):
      return ("a view controller named '\(n)' already exists", "names belong to one object; pick another")
    case .windowIsFixed(let verb):
      return ("the window cannot be used with '\(verb)'", "the window is always the root")
    case .wouldCreateCycle(let v, let p):
      return ("cannot move '\(v)' into '\(p)': '\(p)' is inside '\(v)'", "a view cannot contain itself")
    case .indexOutOfRange(let i, let count):
      return (
        "index \(i) is out of range: the new superview would have \(count + 1) subviews", "use 0…\(count)"
      )
    case .alreadyManaged(let v, let c): return ("'\(v)' is already the root view of '\(c)'", nil)
    case .windowCannotBeControllerView:
      return ("the window cannot be a controller's view", "use a full-window subview: add root 0 0 375 667")
    case .redirectToSelf(let v):
      return ("'\(v)' cannot redirect to itself", "redirect NAME off removes the override")
    case .nameTaken(let n, .gesture):
      return ("a gesture recognizer named '\(n)' already exists", "names belong to one object; pick another")
    case .gestureRequiresItself(let g):
      return ("'\(g)' cannot require itself to fail", nil)
    case .requirementCycle(let g, let r):
      return (
        "'\(g)' cannot require '\(r)' to fail: '\(r)' already waits for '\(g)'", "each would wait forever"
      )
    case .notAControl(let v):
      return ("'\(v)' is not a UIControl", "controls: UIControl, UIButton, UISwitch, …")
    case .notAScrollView(let v): return ("'\(v)' is not a UIScrollView", nil)
    case .presentsItself(let c): return ("'\(c)' cannot present itself", nil)
    case .alreadyPresented(let c, let by): return ("'\(c)' is already presented by '\(by)'", nil)
    case .alreadyPresenting(let c, let other): return ("'\(c)' is already presenting '\(other)'", nil)
    case .wouldCreateResponderCycle(let v):
      return (
        "'\(v)' would make the responder chain loop", "a presenter's view cannot sit inside what it presented"
      )
    }
  }

  /// The full human message: `line:column: error: …`, the line, a caret, and the hint; at a
  /// prompt (`placement` `.typed`), the caret under the line just typed and no line number.
  /// `notes` follow the hint (a verb's usage line, a value now). Message lines wrap to `width`.
  public static func render(
    _ error: ScriptError, line: String, lineNumber: Int, source: String? = nil, style: Style = .plain,
    placement: ErrorPlacement = .script, width: Int = 80, language: Language = .en, notes: [String] = []
  ) -> String {
    if case .inFile(let path, let inner_line, let text, let inner) = error.problem {
      let outer = render(
        ScriptError(.file(path: path, reason: "it has an error"), column: error.column, length: error.length),
        line: line, lineNumber: lineNumber, source: source, style: style, placement: placement, width: width,
        language: language)
      return outer + "\n"
        + render(inner, line: text, lineNumber: inner_line, source: path, style: style, width: width)
    }
    if case .override(let p) = error.problem {
      return OverrideWords.render(
        p, error, text: line, lineNumber: lineNumber, source: source, style: style, language: language)
    }
    let (message, hint) = self.message(error.problem)
    let label = style.error("error:")
    let underline = String(repeating: "^", count: min(error.length, max(1, 60)))
    var out: [String] = []
    let (shown, caretColumn) = excerpt(line, column: error.column)
    let caretOffset = TerminalWidth.of(String(shown.prefix(max(0, caretColumn - 1))))
    switch placement {
    case .typed(let prompt?) where prompt + TerminalWidth.of(line) < width && shown == line:
      out.append(String(repeating: " ", count: prompt + caretOffset) + style.error(underline))
      out.append(TextWrap.block("\(label) \(message)", width: width))
    case .typed:
      out.append(TextWrap.block("\(label) \(message)", width: width))
      out.append("  \(shown)")
      out.append("  " + String(repeating: " ", count: caretOffset) + style.error(underline))
    case .script:
      let location = (source.map { "\($0):" } ?? "") + "\(lineNumber):\(error.column)"
      out.append(TextWrap.block("\(location): \(label) \(message)", width: width))
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
