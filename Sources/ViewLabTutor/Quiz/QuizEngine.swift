import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// The quiz generators' session: scene lines and a query run exactly as `viewlab run --json` runs
/// them (`TutorLines`), so an expected answer is the engine's typed value by construction (the
/// lessons' grader uses `ConsoleEngine`, the same lines in the learner's words).
public struct QuizEngine: Sendable {
  var json = TutorLines(options: RenderOptions(json: true))
  var lineNumber = 0
  /// What the last line computed.
  var lastOutcome: Outcome?

  public init() {}

  /// A session with `lines` run; nil if any line fails (a generator bug, never shown to a learner).
  public init?(scene lines: [String]) {
    for line in lines {
      guard run(line).ok else { return nil }
    }
  }

  /// The model behind the console, for generators choosing taps.
  public var scene: Scene { json.scene }

  /// Runs one line; the reply is the JSON object `viewlab run --json` prints for it.
  @discardableResult
  public mutating func run(_ line: String) -> (ok: Bool, object: JSONValue) {
    lineNumber += 1
    let result = json.handle(line: line, lineNumber: lineNumber)
    lastOutcome = result.outcome
    return (result.ok, result.json ?? .null)
  }

  /// The query's field as an answer of `kind`, with the field as JSON; nil if it does not fit.
  public static func answer(
    scene: [String], query: String, field: String, kind: AnswerKind, engine ran: QuizEngine? = nil
  ) -> (answer: Answer, json: JSONValue)? {
    guard var engine = ran ?? QuizEngine(scene: scene) else { return nil }
    guard engine.run(query).ok, let field = AnswerField(field), let outcome = engine.lastOutcome,
      let value = field.value(in: outcome, scene: engine.scene),
      let answer = Answer(observation: value, kind: kind)
    else { return nil }
    return (answer, JSON(value))
  }

  /// What a person sees for `lines` after `scene`: the trace, the derivation, the drawing, worded
  /// in `language`.
  public static func humanText(scene: [String], lines: [String], width: Int = 72, language: Language = .en)
    -> String
  {
    var options = RenderOptions(json: false, color: false, width: width, language: language)
    options.wraps = false  // the quiz's renderer wraps what it shows, to the terminal's width
    var console = TutorLines(options: options)
    for (i, line) in scene.enumerated() {
      _ = console.handle(line: line, lineNumber: i + 1)
    }
    return lines.enumerated().map { i, line in
      console.handle(line: line, lineNumber: scene.count + i + 1).text
    }.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
