import Testing
import ViewLabMCP
import ViewLabTerminal

/// The transport's framing: lines cut wherever the bytes arrive, blank lines skipped, an
/// over-long line answered without being held.
@Suite struct MCPStdioTests {
  private func feed(_ chunks: [String]) -> [String] {
    var stdio = MCPStdio(server: MCPServer(version: "1"))
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
    let big = String(repeating: "x", count: MCPLimits.messageBytes / 4)
    let out = feed([big, big, big, big, big, "\n", #"{"jsonrpc":"2.0","id":3,"method":"ping"}"# + "\n"])
    #expect(out.count == 2)
    #expect(out[0].contains(#""code":-32600"#))
    #expect(out[1] == #"{"jsonrpc":"2.0","id":3,"result":{}}"# + "\n")
  }

  @Test func invalidUTF8IsAParseErrorNotACrash() {
    var stdio = MCPStdio(server: MCPServer(version: "1"))
    let out = stdio.feed([0xFF, 0xFE, 0x7B, 0x0A])
    #expect(out.count == 1)
    #expect(out[0].contains("-32700"))
  }
}
