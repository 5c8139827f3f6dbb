import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// The real engine behind the tutor: a session whose every line yields the human text and the
/// typed outcome (`lastOutcome`, the values `viewlab run --json` renders), run by `TutorLines`
/// exactly as the REPL's console runs it. Files are out of reach: a lesson never reads or writes any.
public struct ConsoleEngine: SceneEngine, Sendable {
  public private(set) var console: TutorLines
  public private(set) var lastOutcome: Outcome?

  public var scene: Scene { console.session.scene }

  public var controllerClasses: Set<String> { console.session.pastedControllerClasses }

  public init(language: Language) { self.init(width: 80, color: false, language: language) }

  public init(width: Int, color: Bool, language: Language = .en) {
    // A learner types at the lesson's prompt: the error shows the line again, with no line number.
    // Its text is data too (explanations in the tutor's JSON): the tutor wraps it when it shows it.
    var options = RenderOptions(json: false, color: color, width: width, errors: .typed(promptColumns: nil))
    options.wraps = false
    options.language = language
    console = TutorLines(options: options)
  }

  public var width: Int {
    get { console.options.width }
    set { console.options.width = newValue }
  }

  /// The language the engine words its human text in.
  public var language: Language { console.options.language }

  public mutating func run(_ line: String) -> EngineReply { run(line, joined: nil) }

  /// An error in a statement joined from pasted lines names the line of the paste it is on
  /// (`3:5: error: …`) and shows that line, as at the REPL prompt. A class pasted as `line` runs
  /// with its `#line` marker, so its notes name the paste's lines too (below a comment line, the
  /// class's second line is the paste's third).
  public mutating func run(_ line: String, joined: AssembledStatement?) -> EngineReply {
    let source = joined.map { $0.isClass && $0.typed == line ? $0.text : line } ?? line
    let result = console.handle(line: source, lineNumber: joined?.line ?? 1, joined: joined)
    lastOutcome = result.outcome
    guard let error = result.error else { return EngineReply(text: result.text) }
    let (message, hint) = ErrorRenderer.message(error.problem, language)
    return EngineReply(
      text: result.text, failure: LineFailure(code: error.problem.code, message: message, hint: hint))
  }
}

extension ConsoleEngine {
  public func brief(field: ObservedField?) -> String? {
    lastOutcome.flatMap {
      BriefRenderer.brief($0, field: field, in: console.session, style: console.options.style)
    }
  }

}
