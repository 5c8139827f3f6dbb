import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering
import ViewLabSystem

/// A whole session as the outside world sees it: a line in, effects out (files written and read
/// through the system it is handed, the language switched) and the line's text or JSON object.
/// The REPL, `viewlab run` and the MCP server go through here; the words come from the pure
/// `LineRenderer`. The tutor runs its lines on `Session` and the same renderer, without files.
public struct Console: Sendable {
  public var session: Session
  public var options: RenderOptions

  public init(options: RenderOptions = RenderOptions(), session: Session = Session()) {
    self.options = options
    self.session = session
  }

  public var scene: Scene { session.scene }

  /// Handles one line. `source` names the file the line came from, for error locations.
  /// `joined`: the statement `line` was joined from, when it spans lines: an error then names the
  /// line it is on and shows that line.
  public mutating func handle(
    line: String, lineNumber: Int, source: String? = nil, files: some System,
    joined: AssembledStatement? = nil
  ) -> ConsoleResult {
    do throws(ScriptError) {
      guard
        let (command, outcome) = try session.run(
          line, lifecycle: joined?.lifecycle, controller: joined?.controllerClass)
      else {
        return ConsoleResult()
      }
      let shown =
        try carryOut(outcome, line: line, files: files)
        ?? LineRenderer.shown(outcome, in: session, options: &options)
      return LineRenderer.result(command, outcome, shown: shown, in: session, options: options)
    } catch {
      if let joined,
        let located = LineRenderer.failure(
          error, joined: joined, lineNumber: lineNumber, source: source, in: session.scene, options: options)
      {
        return located
      }
      return LineRenderer.failure(
        error, line: line, lineNumber: lineNumber, source: source, in: session.scene, options: options)
    }
  }

  /// The file effects, through the system the session was handed; returns text that replaces the
  /// default rendering (nil for every other outcome: `LineRenderer.shown` words those).
  private mutating func carryOut(
    _ outcome: Outcome, line: String, files: some System
  ) throws(ScriptError) -> String? {
    let pathColumn = Lexer.tokens(line).dropFirst().first?.column ?? 1
    func refused(_ path: String, _ error: SystemError) -> ScriptError {
      ScriptError(.file(path: path, .system(FileRefusal(error))), column: pathColumn, length: path.count)
    }
    switch outcome {
    case .save(let path, let script):
      do { try files.writeAtomically(path, script) } catch { throw refused(path, error) }
    case .load(let path):
      let text: String
      do { text = try files.read(path) } catch { throw refused(path, error) }
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
      do { text = try files.read(path) } catch { throw refused(path, error) }
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
      do { try files.writeAtomically(path, text) } catch { throw refused(path, error) }
      return ExportText.exported(kind, session, path: path, style: options.style)
    case .changed, .tap, .touch, .hitTest, .inside, .convert, .explain, .why, .whyGesture, .explainGesture,
      .under, .tree, .draw, .undone, .redone, .reset, .help, .quit, .lesson, .quiz, .stats, .language:
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
