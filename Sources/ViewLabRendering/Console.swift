import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel
import ViewLabSystem

/// A whole session as the outside world sees it: a line in, text (or one JSON object) out.
/// The REPL, `viewlab run` and the tutor all go through here.
public struct Console: Sendable {
  public var session: Session
  public var options: RenderOptions

  public init(options: RenderOptions = RenderOptions(), session: Session = Session()) {
    self.options = options
    self.session = session
  }

  public var scene: Scene { session.scene }

  /// Handles one line. `source` names the file the line came from, for error locations.
  public mutating func handle(
    line: String, lineNumber: Int, source: String? = nil, files: some System
  ) -> ConsoleResult {
    let verb = String((Lexer.tokens(line).first?.text ?? "").prefix(40))
    do throws(ScriptError) {
      guard let (command, outcome) = try session.run(line) else { return ConsoleResult() }
      let effect = try carryOut(outcome, line: line, files: files)
      var result = ConsoleResult(command: command, outcome: outcome)
      if options.json {
        var json = JSONRenderer.render(command.verb, outcome, in: session, language: options.language)
        if case .object(var fields) = json, let text = effect {
          fields.append(("text", .string(text)))
          json = .object(fields)
        }
        result.text = json.text
        result.json = json
      } else if case .draw = outcome {
        result.text = effect ?? ""
      } else {
        var text = effect ?? TextRenderer.render(outcome, in: session, style: options.style)
        text = confirmation(command, outcome, text)
        result.text = options.wraps ? TextWrap.block(text, width: options.width) : text
      }
      return result
    } catch {
      var result = ConsoleResult(error: error)
      result.ok = false
      if options.json {
        let json = JSONRenderer.error(
          verb, error, lineNumber: lineNumber, source: source, language: options.language)
        result.json = json
        result.text = json.text
      } else {
        result.text = ErrorRenderer.render(
          error, line: line, lineNumber: lineNumber, source: source, style: options.style,
          placement: options.errors, width: options.wraps ? options.width : Int.max,
          language: options.language,
          notes: usageNotes(error, line: line))
      }
      return result
    }
  }

  /// Effects that need files or the terminal width; returns text that replaces the default rendering.
  private mutating func carryOut(
    _ outcome: Outcome, line: String, files: some System
  ) throws(ScriptError) -> String? {
    let pathColumn = Lexer.tokens(line).dropFirst().first?.column ?? 1
    switch outcome {
    case .save(let path, let script):
      do { try files.writeAtomically(path, script) } catch {
        throw ScriptError(.file(path: path, .system(error)), column: pathColumn, length: path.count)
      }
    case .load(let path):
      let text: String
      do { text = try files.read(path) } catch {
        throw ScriptError(.file(path: path, .system(error)), column: pathColumn, length: path.count)
      }
      let (loaded, skipped) = try Self.replayed(text, path: path, column: pathColumn)
      session.replaceScene(with: loaded, verb: "load")
      // Markdown in a loaded `.m` or `.swift` file is named, as `viewlab run` names it.
      if !skipped.isEmpty {
        return
          ([TextRenderer.render(outcome, in: session, style: options.style)]
          + skipped.map { options.style.dim(PasteWords.skipped($0, line: $0.line, options.language)) })
          .joined(separator: "\n")
      }
    case .importDump(let path):
      let text: String
      do { text = try files.read(path) } catch {
        throw ScriptError(.file(path: path, .system(error)), column: pathColumn, length: path.count)
      }
      let imported: DumpImport
      do { imported = try DumpImporter.scene(from: text) } catch {
        throw ScriptError(.file(path: path, .notAHierarchy(error)), column: pathColumn, length: path.count)
      }
      session.replaceScene(with: imported.scene, verb: "import")
      return ExportText.imported(imported, path: path, style: options.style)
    case .export(let kind, let path):
      let text =
        switch kind {
        case .swift: SwiftExporter.render(session, language: options.language)
        case .svg: SVGExporter.render(session, language: options.language)
        case .html: HTMLExporter.render(session, language: options.language)
        }
      do { try files.writeAtomically(path, text) } catch {
        throw ScriptError(.file(path: path, .system(error)), column: pathColumn, length: path.count)
      }
      return ExportText.exported(kind, session, path: path, style: options.style)
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
    default:
      break
    }
    return nil
  }

  /// Runs a whole script on a fresh session; the first error is reported inside the file.
  public static func replay(_ text: String, path: String, column: Int = 1) throws(ScriptError) -> Scene {
    try replayed(text, path: path, column: column).scene
  }

  /// `replay`, and the Markdown lines the file's statements skipped.
  static func replayed(_ text: String, path: String, column: Int = 1) throws(ScriptError)
    -> (scene: Scene, skipped: [SkippedLine])
  {
    var session = Session()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The same statements as `viewlab run` of the file makes (its Markdown lines skipped).
    let isCode = path.hasSuffix(".swift") || path.hasSuffix(".m")
    let statements = CodeLines.assembled(lines, source: isCode ? .file : .prompt)
    for (number, line) in statements.map({ ($0.line, $0.text) }) {
      let i = number - 1
      do {
        guard let command = try Parser.parse(line) else { continue }
        switch command {
        case .edit, .ask, .code, .session(.reset): _ = try session.execute(command)
        // A loaded file builds a scene; it does not act on the session.
        case .session: continue
        }
      } catch {
        throw ScriptError(
          .inFile(path: path, line: i + 1, text: line, error), column: column, length: path.count)
      }
    }
    return (session.scene, statements.flatMap(\.skipped))
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
