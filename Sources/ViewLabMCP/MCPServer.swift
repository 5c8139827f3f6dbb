import ViewLabLanguage
import ViewLabRendering
import ViewLabTutor

/// The Model Context Protocol server as a value: one message in, at most one reply out. No I/O:
/// the edge reads lines from standard input and writes each reply's `text` as a line.
///
/// It speaks both eras of the protocol: the 2026-07-28 revision, where every request carries its
/// protocol version in `params._meta` and `server/discover` replaces the handshake, and the
/// `initialize` handshake of 2024-11-05 to 2025-11-25.
///
///     var server = MCPServer(version: "1.0.0")
///     server.handle(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)?.text
///     // {"jsonrpc":"2.0","id":1,"result":{}}
public struct MCPServer {
  /// The per-request (stateless) revisions, newest first.
  public static let statelessVersions = ["2026-07-28"]
  /// The revisions reached through `initialize`, newest first; an unknown version asked for
  /// gets the newest, and the client decides whether it can go on.
  public static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

  static let versionKey = "io.modelcontextprotocol/protocolVersion"
  static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
  static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

  /// The language of errors and results when a call names none.
  public var language: Language
  /// What `initialize` settled on; nil before it (and for 2026-07-28 clients, which never send it).
  public private(set) var protocolVersion: String?
  let version: String
  let runner: ToolRunner

  /// `lessons` is asked for on each `list_lessons` (the edge keeps what it loaded).
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
      let stateless: Bool
      switch Self.envelope(method, params) {
      case .failure(let problem): return .error(id: id, problem, language)
      case .success(let found): stateless = found
      }
      switch answer(method, params, stateless: stateless) {
      case .success(let result): return .result(id: id, stateless ? stamped(result) : result)
      case .failure(let problem): return .error(id: id, problem, language)
      }
    }
  }

  /// The reply to a line too long to read (its id unknown, so `null`).
  public func tooLarge(limit: Int = MCPLimits.messageBytes) -> RPCReply {
    .error(id: nil, .messageTooLarge(limit: limit), language)
  }

  /// Whether a request is of the 2026-07-28 revision (its `_meta` names a protocol version, or it
  /// is `server/discover`), checked as that revision requires.
  static func envelope(_ method: String, _ params: JSON?) -> Result<Bool, RPCProblem> {
    let meta = params?["_meta"]
    guard method == "server/discover" || meta?[versionKey] != nil else { return .success(false) }
    let missing = [versionKey, capabilitiesKey].filter { meta?[$0] == nil }
    guard missing.isEmpty else { return .failure(.missingEnvelope(missing)) }
    guard case .string(let asked)? = meta?[versionKey] else {
      return .failure(.missingEnvelope([versionKey]))
    }
    guard statelessVersions.contains(asked) else { return .failure(.unsupportedVersion(asked)) }
    return .success(true)
  }

  private mutating func answer(_ method: String, _ params: JSON?, stateless: Bool) -> Result<JSON, RPCProblem>
  {
    switch method {
    case "initialize":
      guard let asked = params?["protocolVersion"]?.stringValue else { return .failure(.badInitialize) }
      let settled = Self.handshakeVersions.contains(asked) ? asked : Self.handshakeVersions[0]
      protocolVersion = settled
      return .success(
        .object([
          ("protocolVersion", .string(settled)), ("capabilities", capabilities), ("serverInfo", serverInfo),
          ("instructions", .string(MCPWords.instructions)),
        ]))
    case "server/discover":
      return .success(
        .object(
          [
            ("supportedVersions", .array(Self.statelessVersions.map(JSON.string))),
            ("capabilities", capabilities),
            ("instructions", .string(MCPWords.instructions)),
          ] + Self.cacheHints))
    case "ping":
      return .success(.object([]))
    case "tools/list":
      let tools: (String, JSON) = ("tools", .array(MCPTool.allCases.map(\.listing)))
      return .success(.object([tools] + (stateless ? Self.cacheHints : [])))
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

  private var capabilities: JSON { .object([("tools", .object([("listChanged", .bool(false))]))]) }

  private var serverInfo: JSON {
    .object([("name", .string("viewlab")), ("title", .string("ViewLab")), ("version", .string(version))])
  }

  /// The tool list and the discovery answer change only with the binary: an hour is safe, and
  /// they are the same for every user.
  private static let cacheHints: [(String, JSON)] = [
    ("ttlMs", .number(3_600_000)), ("cacheScope", .string("public")),
  ]

  /// A 2026-07-28 result: `resultType` and the server's identity in `_meta`, as that revision requires.
  private func stamped(_ result: JSON) -> JSON {
    guard case .object(var fields) = result else { return result }
    fields.append(("resultType", .string("complete")))
    fields.append(("_meta", .object([(Self.serverInfoKey, serverInfo)])))
    return .object(fields)
  }

  /// A valid `lang` among arguments that failed for another reason, so the error is in it.
  private static func askedLanguage(_ arguments: JSON?) -> Language? {
    arguments?["lang"]?.stringValue.flatMap(Language.init(rawValue:))
  }
}
