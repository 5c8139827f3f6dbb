import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering

/// What the REPL loop drives: one line in, text out. The real one wraps the app's `Console`;
/// tests use a scripted one.
public protocol REPLSession {
  /// Runs one line typed by the user. `width` is the terminal's width at that moment.
  mutating func handle(line: String, lineNumber: Int, width: Int) -> REPLReply
  /// Runs one assembled statement (its `text`); an error in one joined from several lines names
  /// the line it is on.
  mutating func handle(_ statement: AssembledStatement, lineNumber: Int, width: Int) -> REPLReply
  /// View and controller names in the scene now, for completion.
  var names: [String] { get }
  /// Pasted view controller classes, so the next paste of one's `@implementation` reads as a
  /// controller's even when its name does not end in `Controller`.
  var controllerClasses: Set<String> { get }
}

extension REPLSession {
  public mutating func handle(_ statement: AssembledStatement, lineNumber: Int, width: Int) -> REPLReply {
    handle(line: statement.text, lineNumber: lineNumber, width: width)
  }
}

/// The session's answer to one line.
public struct REPLReply: Equatable, Sendable {
  /// What to print; a trailing newline is added when missing.
  public var text: String
  public var isError: Bool
  /// The user asked to leave (`quit`, `exit`).
  public var quits: Bool
  /// The user asked for a lesson or a quiz.
  public var tutor: TutorRequest?
  /// The user switched the language of messages (`lang zh-Hans`).
  public var language: Language?

  public init(text: String, isError: Bool = false, quits: Bool = false) {
    self.text = text
    self.isError = isError
    self.quits = quits
  }
}

/// `lesson …`, `quiz …` or `stats …` typed at the prompt, with the words after the verb.
public enum TutorRequest: Equatable, Sendable {
  case lesson([String])
  case quiz([String])
  case stats([String])
}
