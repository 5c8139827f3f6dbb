import ViewLabRendering

/// What a tool call answers: text for the assistant to read, the same as structured JSON, and
/// whether the call failed (`isError`: the problem is in the text, the connection is fine).
public struct ToolResult: Hashable, Sendable {
  public var texts: [String]
  public var structured: JSON?
  public var isError: Bool

  public init(texts: [String], structured: JSON? = nil, isError: Bool = false) {
    self.texts = texts
    self.structured = structured
    self.isError = isError
  }

  /// The `result` of `tools/call`.
  var json: JSON {
    var fields: [(String, JSON)] = [
      ("content", .array(texts.map { .object([("type", .string("text")), ("text", .string($0))]) }))
    ]
    if let structured { fields.append(("structuredContent", structured)) }
    fields.append(("isError", .bool(isError)))
    return .object(fields)
  }
}
