import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem

/// The engine's `Console` as the REPL's session: the terminal width is set before each line so
/// `draw` follows resizes; `save`/`load`/`import` go through the host's files.
public struct ConsoleSession: REPLSession {
  public var console: Console
  public let host: System

  public init(options: RenderOptions, host: System) {
    console = Console(options: options)
    self.host = host
  }

  public var controllerClasses: Set<String> { console.session.pastedControllerClasses }

  public mutating func handle(line: String, lineNumber: Int, width: Int) -> REPLReply {
    run(line: line, lineNumber: lineNumber, width: width, joined: nil)
  }

  public mutating func handle(_ statement: AssembledStatement, lineNumber: Int, width: Int) -> REPLReply {
    run(line: statement.text, lineNumber: lineNumber, width: width, joined: statement)
  }

  private mutating func run(line: String, lineNumber: Int, width: Int, joined: AssembledStatement?)
    -> REPLReply
  {
    console.options.width = width
    console.options.height = host.terminalHeight()
    let result = console.handle(line: line, lineNumber: lineNumber, files: host, joined: joined)
    var reply = REPLReply(text: result.text, isError: !result.ok, quits: result.quit)
    switch result.outcome {
    case .lesson(let words)?: reply.tutor = .lesson(words)
    case .quiz(let words)?: reply.tutor = .quiz(words)
    case .stats(let words)?: reply.tutor = .stats(words)
    case .language(let language?)?: reply.language = language
    default: break
    }
    return reply
  }

  public var names: [String] { console.scene.allNames }
}
