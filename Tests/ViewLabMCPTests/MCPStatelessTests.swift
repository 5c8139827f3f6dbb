import Testing
import ViewLabMCP
import ViewLabRendering
import ViewLabTutor

/// The 2026-07-28 revision: no handshake; each request carries its version in `params._meta`.
@Suite struct MCPStatelessTests {
  static let envelope =
    #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#

  private func reply(_ line: String) -> String? {
    var server = MCPServer(version: "2.0.0")
    return server.handle(line)?.text
  }

  @Test func discoverNamesTheVersionsAndStampsTheResult() {
    #expect(
      reply(#"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{\#(Self.envelope)}}"#)
        == #"{"jsonrpc":"2.0","id":1,"result":{"supportedVersions":["2026-07-28"],"capabilities":{"tools":{"listChanged":false}},"instructions":\#(JSON.string(instructions).text),"ttlMs":3600000,"cacheScope":"public","resultType":"complete","_meta":{"io.modelcontextprotocol/serverInfo":{"name":"viewlab","title":"ViewLab","version":"2.0.0"}}}}"#
    )
  }

  private var instructions: String {
    var server = MCPServer(version: "2.0.0")
    let line = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#
    return server.handle(line).flatMap { JSON(parsing: $0.text) }?["result"]?["instructions"]?.stringValue
      ?? ""
  }

  @Test func aToolCallWithTheEnvelopeIsStamped() throws {
    let line =
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_script","arguments":{"script":"add a 0 0 10 10"},\#(Self.envelope)}}"#
    let answer = try #require(reply(line).flatMap(JSON.init(parsing:)))
    #expect(answer["result"]?["resultType"] == .string("complete"))
    #expect(answer["result"]?["isError"] == .bool(false))
    #expect(answer["result"]?["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == .string("viewlab"))
  }

  @Test(arguments: [
    (
      #"{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01","io.modelcontextprotocol/clientCapabilities":{}}}}"#,
      #"{"jsonrpc":"2.0","id":3,"error":{"code":-32022,"message":"Unsupported protocol version 2099-01-01; supported: 2026-07-28.","data":{"supported":["2026-07-28"],"requested":"2099-01-01"}}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":4,"method":"server/discover"}"#,
      #"{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Invalid params: params._meta is missing io.modelcontextprotocol/protocolVersion, io.modelcontextprotocol/clientCapabilities."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
      #"{"jsonrpc":"2.0","id":5,"error":{"code":-32602,"message":"Invalid params: params._meta is missing io.modelcontextprotocol/clientCapabilities."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":6,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":7,"io.modelcontextprotocol/clientCapabilities":{}}}}"#,
      #"{"jsonrpc":"2.0","id":6,"error":{"code":-32602,"message":"Invalid params: params._meta is missing io.modelcontextprotocol/protocolVersion."}}"#
    ),
  ])
  func envelopeProblems(line: String, expected: String) {
    #expect(reply(line) == expected)
  }

  @Test func handshakeRequestsAreNotStamped() throws {
    let answer = try #require(
      reply(#"{"jsonrpc":"2.0","id":7,"method":"tools/list"}"#).flatMap(JSON.init(parsing:)))
    #expect(answer["result"]?["resultType"] == nil)
    #expect(answer["result"]?["ttlMs"] == nil)
  }
}
