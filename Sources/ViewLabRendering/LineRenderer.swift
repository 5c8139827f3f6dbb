import ViewLabCommands
import ViewLabLanguage
import ViewLabModel

/// One line's outcome (or error) as a person or a program reads it: human text in the session's
/// language, or the line's JSON object. Pure: the session ran the line already, and the app
/// carried out any file effect (`save`, `load`, `import`, `export`) before asking for words.
public enum LineRenderer {
  /// What `outcome` shows instead of its default rendering when no file is involved: the drawing
  /// (sized to the terminal), the tree or help as plain text inside a JSON object, the language
  /// now in use. `lang` is the one outcome that changes how later lines are worded, so the options
  /// are handed in to be switched. Nil: the default rendering.
  public static func shown(_ outcome: Outcome, in session: Session, options: inout RenderOptions) -> String? {
    switch outcome {
    case .draw(let all):
      // Room for the legend and the next prompt under the picture.
      let rows = options.height.map { max(12, $0 - 7) } ?? 36
      return SceneDrawing.render(
        session.scene, lastTap: session.lastTap, width: options.width, maxRows: rows, whole: all,
        style: options.style, language: options.language)
    case .tree where options.json:
      return TreeRenderer.render(session.scene, .plain)
    case .help(let topic) where options.json:
      return HelpRenderer.render(topic, Style(colored: false, language: options.language))
    case .language(let language):
      guard let language else { return HelpWords.current(options.language) }
      options.language = language
      return HelpWords.switched(options.language)
    case .changed, .tap, .touch, .hitTest, .inside, .convert, .explain, .why, .whyGesture, .explainGesture,
      .under, .tree, .undone, .redone, .reset, .help, .save, .load, .importDump, .export, .quit, .lesson,
      .quiz, .stats:
      return nil
    }
  }

  /// The result of a line that ran: `shown` (what an effect printed) replaces the default text,
  /// and rides along in a JSON object as its `text`.
  public static func result(
    _ command: Command, _ outcome: Outcome, shown: String?, in session: Session, options: RenderOptions
  ) -> ConsoleResult {
    var result = ConsoleResult(command: command, outcome: outcome)
    if options.json {
      var json = JSONRenderer.render(command.verb, outcome, in: session, language: options.language)
      if case .object(var fields) = json, let text = shown {
        fields.append(("text", .string(text)))
        json = .object(fields)
      }
      result.text = json.text
      result.json = json
    } else if case .draw = outcome {
      result.text = shown ?? ""
    } else {
      var text = shown ?? TextRenderer.render(outcome, in: session, style: options.style)
      text = confirmation(command, outcome, text, scene: session.scene, options: options)
      result.text = options.wraps ? TextWrap.block(text, width: options.width) : text
    }
    return result
  }

  /// The result of a line that failed: the message, caret and hint (with the verb's usage when
  /// the line ended too soon), or the JSON error object with its stable `code`.
  public static func failure(
    _ error: ScriptError, line: String, lineNumber: Int, source: String?, in scene: Scene,
    options: RenderOptions
  ) -> ConsoleResult {
    var result = ConsoleResult(error: error)
    result.ok = false
    if options.json {
      let verb = String((Lexer.tokens(line).first?.text ?? "").prefix(40))
      let json = JSONRenderer.error(
        verb, error, lineNumber: lineNumber, source: source, language: options.language)
      result.json = json
      result.text = json.text
    } else {
      result.text = ErrorRenderer.render(
        error, line: line, lineNumber: lineNumber, source: source, style: options.style,
        placement: options.errors, width: options.wraps ? options.width : Int.max,
        language: options.language,
        notes: usageNotes(error, line: line, scene: scene, options: options))
    }
    return result
  }

  /// An error in a statement joined from several pasted lines, moved to the line it is on: named by
  /// that line's number (`lineNumber` is the statement's first line's) and shown with that line, as
  /// the caret cannot sit under a joined line nobody typed. nil when the statement is one line.
  public static func failure(
    _ error: ScriptError, joined: AssembledStatement, lineNumber: Int, source: String?, in scene: Scene,
    options: RenderOptions
  ) -> ConsoleResult? {
    guard let (moved, at, text) = joined.located(error) else { return nil }
    var shown = options
    shown.errors = .script
    return failure(
      moved, line: text, lineNumber: lineNumber + at - joined.line, source: source, in: scene, options: shown)
  }

  /// The note for a skipped Markdown line: text, or one JSON object
  /// (`{"command":"markdown","ok":true,"line":N,"skipped":"…","notes":["…"]}`).
  public static func skipped(_ line: SkippedLine, options: RenderOptions) -> ConsoleResult {
    var result = ConsoleResult()
    let note = PasteWords.skipped(line, line: line.line, options.language)
    if options.json {
      let json = JSON.object([
        ("command", .string("markdown")), ("ok", .bool(true)), ("line", .number(Double(line.line))),
        ("skipped", .string(line.text)), ("notes", .array([.string(note)])),
      ])
      result.json = json
      result.text = json.text
    } else {
      result.text = options.style.dim(note)
    }
    return result
  }
}

/// What one line produced.
public struct ConsoleResult: Sendable {
  /// Text to print: human output, or one JSON object in JSON mode. Empty for blank lines.
  public var text = ""
  public var ok = true
  public var command: Command?
  public var outcome: Outcome?
  public var error: ScriptError?
  public var json: JSON?

  public init(command: Command? = nil, outcome: Outcome? = nil, error: ScriptError? = nil) {
    self.command = command
    self.outcome = outcome
    self.error = error
  }

  /// The line asked to leave.
  public var quit: Bool { if case .quit? = outcome { true } else { false } }
}
