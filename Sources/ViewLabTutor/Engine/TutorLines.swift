import ViewLabCommands
import ViewLabModel
import ViewLabRendering
import ViewLabSystem

/// The tutor's own line runner: `Session` runs the line, `LineRenderer` words the outcome, and
/// no file is ever touched — `save`, `load`, `import` and `export` are refused as a lesson's
/// sandbox refuses them (`FileRefusal.Kind.unavailable`).
///
/// Why not the app's `Console` behind a protocol the tutor owns: the tutor needs nothing of the
/// app but running a line and its words, and both already live below it (commands and
/// rendering). Running them directly keeps the tutor free of the system's door and of the app,
/// with no conformance to wire up in every caller; the app's `Console` adds only the file
/// effects, which a lesson or a quiz must not have.
public struct TutorLines: Sendable {
  public internal(set) var session = Session()
  public internal(set) var options: RenderOptions

  init(options: RenderOptions) { self.options = options }

  public var scene: Scene { session.scene }

  /// Runs `line`; `joined`: the statement it was joined from when it spans pasted lines, so that an
  /// error names the line it is on (`lineNumber` is then the statement's first line's).
  mutating func handle(line: String, lineNumber: Int, joined: AssembledStatement? = nil) -> ConsoleResult {
    do throws(ScriptError) {
      guard
        let (command, outcome) = try session.run(
          line, lifecycle: joined?.lifecycle, controller: joined?.controllerClass)
      else {
        return ConsoleResult()
      }
      if let path = Self.filePath(of: outcome) {
        let column = Lexer.tokens(line).dropFirst().first?.column ?? 1
        let refusal = FileRefusal(.unavailable, reason: SystemError.unavailable(path: path).reason)
        throw ScriptError(.file(path: path, .system(refusal)), column: column, length: path.count)
      }
      let shown = LineRenderer.shown(outcome, in: session, options: &options)
      return LineRenderer.result(command, outcome, shown: shown, in: session, options: options)
    } catch {
      if let joined,
        let located = LineRenderer.failure(
          error, joined: joined, lineNumber: lineNumber, source: nil, in: session.scene, options: options)
      {
        return located
      }
      return LineRenderer.failure(
        error, line: line, lineNumber: lineNumber, source: nil, in: session.scene, options: options)
    }
  }

  /// The file an outcome would read or write, if it is a file effect.
  static func filePath(of outcome: Outcome) -> String? {
    switch outcome {
    case .save(let path, _), .load(let path), .importDump(let path), .export(_, let path): path
    case .changed, .tap, .touch, .hitTest, .inside, .convert, .explain, .why, .whyGesture, .explainGesture,
      .under, .tree, .draw, .undone, .redone, .reset, .help, .quit, .lesson, .quiz, .stats, .language:
      nil
    }
  }
}
