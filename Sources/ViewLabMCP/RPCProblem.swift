import ViewLabRendering

/// Why a message got a JSON-RPC error instead of a result (worded in `MCPWords`).
public enum RPCProblem: Error, Hashable, Sendable {
  /// The line is not JSON text.
  case notJSON
  /// A JSON array: a batch (MCP has had none since its 2025-06-18 revision).
  case batch
  /// JSON, but not an object.
  case notAnObject
  /// `id` is neither a number nor a string.
  case badID
  /// `jsonrpc` is missing or not `"2.0"`.
  case notVersion2
  /// `method` is missing or not a string.
  case noMethod
  /// `params` is present but neither an object nor an array.
  case paramsNotStructured
  /// The line is longer than the server reads (`MCPLimits.messageBytes`).
  case messageTooLarge(limit: Int)
  /// A method the server does not have.
  case unknownMethod(String)
  /// `tools/call` without a string `name`, or with `arguments` that is not an object.
  case badCallParams
  /// `tools/call` names a tool the server does not have.
  case unknownTool(String)
  /// `initialize` without the fields the protocol requires.
  case badInitialize
  /// A 2026-07-28 request whose `params._meta` lacks the envelope keys it must carry.
  case missingEnvelope([String])
  /// A 2026-07-28 request for a protocol version the server does not speak.
  case unsupportedVersion(String)

  /// The JSON-RPC error code.
  public enum Code: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    /// MCP 2026-07-28: the request's protocol version is not one the server speaks.
    case unsupportedProtocolVersion = -32022
  }

  public var code: Code {
    switch self {
    case .notJSON: .parseError
    case .batch, .notAnObject, .badID, .notVersion2, .noMethod, .paramsNotStructured, .messageTooLarge:
      .invalidRequest
    case .unknownMethod: .methodNotFound
    case .badCallParams, .unknownTool, .badInitialize, .missingEnvelope: .invalidParams
    case .unsupportedVersion: .unsupportedProtocolVersion
    }
  }

  /// Machine-readable detail for the client, beside the sentence.
  var data: JSON? {
    switch self {
    case .unknownTool(let name):
      .object([("tool", .string(name)), ("tools", .array(MCPTool.allCases.map { .string($0.rawValue) }))])
    case .unknownMethod(let method): .object([("method", .string(method))])
    case .messageTooLarge(let limit): .object([("limitBytes", .number(Double(limit)))])
    case .unsupportedVersion(let asked):
      .object([
        ("supported", .array(MCPServer.statelessVersions.map(JSON.string))), ("requested", .string(asked)),
      ])
    case .notJSON, .batch, .notAnObject, .badID, .notVersion2, .noMethod, .paramsNotStructured,
      .badCallParams,
      .badInitialize, .missingEnvelope:
      nil
    }
  }
}
