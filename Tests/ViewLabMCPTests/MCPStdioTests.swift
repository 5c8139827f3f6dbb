import Testing
import ViewLabMCP
import ViewLabTerminal

/// The transport's framing: lines cut wherever the bytes arrive, blank lines skipped, an
/// over-long line answered without being held.
@Suite struct MCPStdioTests {
  private func feed(_ chunks: [String], limit: Int = MCPLimits.messageBytes) -> [String] {
    var stdio = MCPStdio(server: MCPServer(version: "1"), limit: limit)
    return chunks.flatMap { stdio.feed(Array($0.utf8)) } + stdio.finish()
  }

  @Test func linesSplitAcrossChunks() {
    let out = feed([
      #"{"jsonrpc":"2.0","id":1,"#, "\"method\":\"ping\"}\n\n  \n",
      #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
    ])
    #expect(
      out == [
        #"{"jsonrpc":"2.0","id":1,"result":{}}"# + "\n", #"{"jsonrpc":"2.0","id":2,"result":{}}"# + "\n",
      ])
  }

  @Test func aLineOverTheLimitIsAnsweredAndTheNextOneServed() {
    let big = String(repeating: "x", count: 300)
    let ping = #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#
    let out = feed([big, big, big, big, "\n", ping + "\n"], limit: 1000)
    #expect(out.count == 2)
    #expect(
      out[0]
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: the message is longer than 1000 bytes; it was not read.","data":{"limitBytes":1000}}}"#
        + "\n")
    #expect(out[1] == #"{"jsonrpc":"2.0","id":3,"result":{}}"# + "\n")
  }

  @Test func aLineAtTheLimitIsRead() {
    let ping = #"{"jsonrpc":"2.0","id":4,"method":"ping"}"#
    #expect(feed([ping + "\n"], limit: ping.utf8.count) == [#"{"jsonrpc":"2.0","id":4,"result":{}}"# + "\n"])
    #expect(feed([ping + "\n"], limit: ping.utf8.count - 1)[0].contains("-32600"))
  }

  @Test func invalidUTF8IsAParseErrorNotACrash() {
    var stdio = MCPStdio(server: MCPServer(version: "1"))
    let out = stdio.feed([0xFF, 0xFE, 0x7B, 0x0A])
    #expect(out.count == 1)
    #expect(out[0].contains("-32700"))
  }
}
