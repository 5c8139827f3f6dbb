import Testing
import ViewLabMCP
import ViewLabTerminal
import ViewLabTestSupport
import ViewLabTutor

/// Seeded mutations of real requests: whatever arrives, the server answers with at most one
/// well-formed JSON-RPC line and goes on serving.
@Suite struct MCPPropertyTests {
  static let requests = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#,
    #"{"jsonrpc":"2.0","id":"x","method":"tools/call","params":{"name":"run_script","arguments":{"script":"add a 0 0 9 9\ntap 1 1"}}}"#,
    #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"import_dump","arguments":{"dump":"<UIWindow: 0x1; frame = (0 0; 10 10)>","taps":[[1,1]]}}}"#,
    #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#,
  ]
  static let ping = #"{"jsonrpc":"2.0","id":99,"method":"ping"}"#

  /// Deletes, duplicates or replaces a few bytes (the replacement may be any byte, newline included).
  static func mutate(_ text: String, _ random: inout SeededRandom) -> [UInt8] {
    var bytes = Array(text.utf8)
    for _ in 0..<random.int(1...4) where !bytes.isEmpty {
      let i = random.int(0...bytes.count - 1)
      switch random.int(0...2) {
      case 0: bytes.remove(at: i)
      case 1: bytes.insert(bytes[i], at: i)
      default: bytes[i] = UInt8(random.int(0...255))
      }
    }
    return bytes
  }

  @Test(arguments: 0..<4) func mutatedRequestsNeverBreakTheServer(block: Int) throws {
    for n in 0..<100 {
      let seed = UInt64(block * 100 + n)
      var random = SeededRandom(seed: seed)
      var stdio = MCPStdio(server: MCPServer(version: "1"))
      let request = Self.requests[random.int(0...Self.requests.count - 1)]
      let lines = stdio.feed(Self.mutate(request, &random) + [0x0A] + Array(Self.ping.utf8) + [0x0A])
      for line in lines {
        #expect(line.hasSuffix("\n") && !line.dropLast().contains("\n"), "seed \(seed)")
        let reply = try #require(JSONValue(parsing: String(line.dropLast())), "seed \(seed): \(line)")
        #expect(reply["jsonrpc"] == .string("2.0"), "seed \(seed)")
        #expect((reply["result"] == nil) != (reply["error"] == nil), "seed \(seed)")
      }
      #expect(lines.last == #"{"jsonrpc":"2.0","id":99,"result":{}}"# + "\n", "seed \(seed)")
    }
  }
}
