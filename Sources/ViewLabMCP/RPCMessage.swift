import ViewLabLanguage
import ViewLabRendering
import ViewLabTutor

/// A JSON-RPC 2.0 request id: a number or a string (`null` only in an error about a message whose
/// id could not be read).
public enum RPCID: Hashable, Sendable {
  case number(Double)
  case string(String)

  var json: JSON {
    switch self {
    case .number(let n): .number(n)
    case .string(let s): .string(s)
    }
  }
}

/// One message read from the client, classified; what is wrong with it is data (`RPCProblem`).
///
///     RPCMessage.read(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)  // .request(id: .number(1), method: "ping", params: nil)
public enum RPCMessage: Hashable, Sendable {
  /// A call that wants an answer.
  case request(id: RPCID, method: String, params: JSON?)
  /// A call without an id: never answered, not even with an error.
  case notification(method: String, params: JSON?)
  /// The client answering a request of ours (the server sends none, so these are dropped).
  case response(id: RPCID?)
  /// Not a message we can act on; `id` when it could be read, so the error can be matched.
  case invalid(id: RPCID?, RPCProblem)

  /// Classifies one line of input (one JSON-RPC message, no batches).
  public static func read(_ text: String) -> RPCMessage {
    guard let value = JSON(parsing: text) else { return .invalid(id: nil, .notJSON) }
    guard case .object = value else {
      if case .array = value { return .invalid(id: nil, .batch) }
      return .invalid(id: nil, .notAnObject)
    }
    let id: RPCID?
    switch value["id"] {
    case nil, .null?: id = nil
    case .number(let n)?: id = .number(n)
    case .string(let s)?: id = .string(s)
    case .bool?, .array?, .object?: return .invalid(id: nil, .badID)
    }
    guard value["jsonrpc"] == .string("2.0") else { return .invalid(id: id, .notVersion2) }
    guard let methodValue = value["method"] else {
      if value["result"] != nil || value["error"] != nil { return .response(id: id) }
      return .invalid(id: id, .noMethod)
    }
    guard case .string(let method) = methodValue else { return .invalid(id: id, .noMethod) }
    let params = value["params"]
    switch params {
    case nil, .object?, .array?: break
    case .null?, .bool?, .number?, .string?: return .invalid(id: id, .paramsNotStructured)
    }
    guard let id else { return .notification(method: method, params: params) }
    return .request(id: id, method: method, params: params)
  }
}

/// What the server answers: a result or an error for one id, one line of JSON.
public enum RPCReply: Hashable, Sendable {
  case result(id: RPCID, JSON)
  case error(id: RPCID?, RPCProblem, Language)

  /// The line written to standard output (no newline: JSON text never contains a raw one).
  public var text: String {
    switch self {
    case .result(let id, let result):
      return JSON.object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)]).text
    case .error(let id, let problem, let language):
      var error: [(String, JSON)] = [
        ("code", .number(Double(problem.code.rawValue))),
        ("message", .string(MCPWords.problem(problem, language))),
      ]
      if let data = problem.data { error.append(("data", data)) }
      return JSON.object([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", .object(error))])
        .text
    }
  }
}
