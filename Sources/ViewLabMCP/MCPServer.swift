import ViewLabRendering
import ViewLabTutor

/// The Model Context Protocol server as a value: one message in, at most one reply out. No I/O:
/// the edge reads lines from standard input and writes each reply's `text` as a line.
///
///     var server = MCPServer(version: "1.0.0")
///     server.handle(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)?.text
///     // {"jsonrpc":"2.0","id":1,"result":{}}
public struct MCPServer {
  /// The protocol versions the server speaks, newest first; an unknown version asked for by a
  /// client gets the newest, and the client decides whether it can go on.
  public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

  /// The language of errors and results when a call names none.
  public var language: Language
  /// What `initialize` settled on; nil before it.
  public private(set) var protocolVersion: String?
  let version: String
  let runner: ToolRunner

  /// `lessons` is asked for on the first `list_lessons` (and again each time it returns nil).
  public init(version: String, language: Language = .en, lessons: @escaping () -> LessonLibrary? = { nil }) {
    self.version = version
    self.language = language
    self.runner = ToolRunner(lessons: lessons)
  }

  /// Handles one line of input; nil when nothing is to be answered (notifications, responses).
  public mutating func handle(_ line: String) -> RPCReply? {
    switch RPCMessage.read(line) {
    case .invalid(let id, let problem): return .error(id: id, problem, language)
    case .notification, .response: return nil
    case .request(let id, let method, let params):
      switch answer(method, params) {
      case .success(let result): return .result(id: id, result)
      case .failure(let problem): return .error(id: id, problem, language)
      }
    }
  }

  /// The reply to a line too long to read (its id unknown, so `null`).
  public func tooLarge() -> RPCReply {
    .error(id: nil, .messageTooLarge(limit: MCPLimits.messageBytes), language)
  }

  private mutating func answer(_ method: String, _ params: JSON?) -> Result<JSON, RPCProblem> {
    switch method {
    case "initialize":
      guard let asked = params?["protocolVersion"]?.stringValue else { return .failure(.badInitialize) }
      let settled = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
      protocolVersion = settled
      return .success(initializeResult(settled))
    case "ping":
      return .success(.object([]))
    case "tools/list":
      return .success(.object([("tools", .array(MCPTool.allCases.map(\.listing)))]))
    case "tools/call":
      guard let name = params?["name"]?.stringValue else { return .failure(.badCallParams) }
      let arguments = params?["arguments"]
      switch arguments {
      case nil, .null?, .object?: break
      case .bool?, .number?, .string?, .array?: return .failure(.badCallParams)
      }
      guard let tool = MCPTool(rawValue: name) else { return .failure(.unknownTool(name)) }
      switch ToolCall.read(tool, arguments) {
      case .failure(let problem):
        let l = Self.askedLanguage(arguments) ?? language
        return .success(ToolResult(texts: [MCPWords.argument(problem, tool, l)], isError: true).json)
      case .success(let call):
        return .success(runner.run(call, language: language).json)
      }
    default:
      return .failure(.unknownMethod(method))
    }
  }

  private func initializeResult(_ version: String) -> JSON {
    .object([
      ("protocolVersion", .string(version)),
      ("capabilities", .object([("tools", .object([("listChanged", .bool(false))]))])),
      (
        "serverInfo",
        .object([
          ("name", .string("viewlab")), ("title", .string("ViewLab")), ("version", .string(self.version)),
        ])
      ),
      ("instructions", .string(MCPWords.instructions)),
    ])
  }

  /// A valid `lang` among arguments that failed for another reason, so the error is in it.
  private static func askedLanguage(_ arguments: JSON?) -> Language? {
    arguments?["lang"]?.stringValue.flatMap(Language.init(rawValue:))
  }
}
