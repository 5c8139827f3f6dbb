import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// The tutor's one view of the engine: a scene session that runs scene-script lines and answers with
/// the JSON object of docs/JSON.md and the human text a person would see.
///
/// The tutor grades on the engine's typed values (`observe`: the `field` of the last line's outcome,
/// the same value the JSON object renders), never on rendered text. `ConsoleEngine` adapts
/// `ViewLabRendering.Console`.
public protocol SceneEngine {
  /// A fresh session (the 375×667 `window` alone) whose human text — traces, derivations, errors —
  /// is worded in `language`. The JSON objects are the same in every language.
  init(language: Language)
  /// The columns a drawing is made for (the terminal's width).
  var width: Int { get set }
  /// Runs one line (a command, a comment, pasted Swift); never crashes, never changes the scene on error.
  mutating func run(_ line: String) -> EngineReply
  /// Runs `line`, joined from the statement `joined` pasted over several lines (nil for a line typed
  /// as one): an error then names the line of the paste it is on.
  mutating func run(_ line: String, joined: AssembledStatement?) -> EngineReply
  /// What the last line computed, typed (nil after a blank, comment or failed line).
  var lastOutcome: Outcome? { get }
  /// The scene as the last line left it.
  var scene: Scene { get }
  /// The view controller classes pasted so far (`@interface VC : UIViewController`): an
  /// `@implementation VC` pasted later is then read as the controller's code, as at the REPL.
  var controllerClasses: Set<String> { get }
  /// The lines of the last line's derivation that derive `field` of its JSON object, chosen from
  /// the engine's typed outcome in the session's language; nil when none does.
  func brief(field: ObservedField?) -> String?
}

/// One line's answer as a person sees it: the text the REPL prints, and what went wrong when the
/// line failed (the typed outcome is the engine's `lastOutcome`).
public struct EngineReply: Equatable, Sendable {
  /// A trace, a derivation, a drawing, or the error with its caret.
  public var text: String
  /// Nil when the line ran.
  public var failure: LineFailure?

  public init(text: String, failure: LineFailure? = nil) {
    self.text = text
    self.failure = failure
  }

  public var ok: Bool { failure == nil }

  /// The error's one-line message with its hint (for `file:line: message`), when the line failed.
  public var errorMessage: String? {
    guard let failure else { return nil }
    guard let hint = failure.hint, !hint.isEmpty else { return failure.message }
    return "\(failure.message) — \(hint)"
  }
}

/// A failed line: its stable `code` (docs/JSON.md) and its message and hint in the engine's language.
public struct LineFailure: Equatable, Sendable {
  public var code: String
  public var message: String
  public var hint: String?

  public init(code: String, message: String, hint: String?) {
    self.code = code
    self.message = message
    self.hint = hint
  }
}

extension SceneEngine {
  /// An engine that cannot place an error on a pasted line runs the joined line as it is.
  public mutating func run(_ line: String, joined: AssembledStatement?) -> EngineReply { run(line) }

  /// An engine that reads no pasted code knows no controller classes.
  public var controllerClasses: Set<String> { [] }

  /// The value of `field` in the last line's outcome; nil when that outcome has no such field.
  public func observe(_ field: AnswerField) -> Observation? {
    lastOutcome.flatMap { field.value(in: $0, scene: scene) }
  }

  /// Every one-value field of the last line's outcome, in its JSON object's order.
  public func observations() -> [(field: ObservedField, value: Observation)] {
    lastOutcome?.observations(in: scene) ?? []
  }

  /// Runs a command the tutor composed (a hint's what-if change, a probe's query), printed by the
  /// one command printer so its line is the one a learner would type.
  @discardableResult
  public mutating func run(_ edit: SceneEdit) -> EngineReply { run(edit.line) }

  @discardableResult
  public mutating func run(_ query: Query) -> EngineReply { run(query.line) }

  /// A fresh session in English.
  public init() { self.init(language: .en) }

  /// A fresh session with `lines` run in order; stops at the first failing line and returns it.
  public static func replaying(_ lines: [SourceLine], language: Language = .en)
    -> (engine: Self, failure: (SourceLine, EngineReply)?)
  {
    var engine = Self(language: language)
    for line in lines {
      let reply = engine.run(line.text)
      if !reply.ok { return (engine, (line, reply)) }
    }
    return (engine, nil)
  }
}

/// Every object of a scene (views, controllers and recognizers, by name) with its properties as
/// typed values: what a task's `only` and `keep` compare before and after the learner's change.
///
///     states["door"]?["position"]   // .point((160, 240))
public typealias ObjectStates = [String: ObjectState]

/// One object's properties by name (`frame`, `hidden`, `pointInside`, …), compared as values.
public struct ObjectState: Hashable, Sendable {
  public var properties: [String: Observation]

  public init(_ properties: [String: Observation]) { self.properties = properties }

  public subscript(property: String) -> Observation? { properties[property] }
}

extension ObjectStates {
  /// The names whose properties differ between `self` and `other`, or that exist in only one.
  public func changedNames(comparedWith other: ObjectStates) -> Set<String> {
    Set(keys).union(other.keys).filter { self[$0] != other[$0] }
  }

  /// What each object itself holds: the states without what follows from the superviews
  /// (`frameInWindow`), and with `names` left out of every subview list.
  public func ownStates(ignoringSubviews names: Set<String>) -> ObjectStates {
    mapValues { state in
      var copy = state
      copy.properties["frameInWindow"] = nil
      if case .names(let list)? = state["subviews"] {
        copy.properties["subviews"] = .names(list.filter { !names.contains($0) })
      }
      return copy
    }
  }
}

extension Observation {
  /// The value as a learner reads it in a message (`(160, 240)`, `true`, `a,b`, `nil`).
  public var text: String {
    switch self {
    case .name(let name): name ?? "nil"
    case .names(let names): names.joined(separator: ",")
    case .point(let p): "\(p)"
    case .rect(let r): "\(r)"
    case .number(let n): "\(n)"
    case .numbers(let n): "\(n)"
    case .flag(let b): "\(b)"
    case .word(let w): w
    }
  }
}
