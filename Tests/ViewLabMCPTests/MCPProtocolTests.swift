import Testing
import ViewLabLanguage
import ViewLabMCP
import ViewLabRendering
import ViewLabTutor

/// One server, lines in, exact reply lines out.
private func replies(_ lines: [String], language: Language = .en) -> [String?] {
  var server = MCPServer(version: "9.9.9", language: language)
  return lines.map { server.handle($0)?.text }
}

private func reply(_ line: String, language: Language = .en) -> String? {
  replies([line], language: language)[0]
}

@Suite struct MCPProtocolTests {
  @Test func initializeSettlesOnTheAskedVersionOrTheNewest() throws {
    for (asked, settled) in [
      ("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"),
      ("1999-01-01", "2025-11-25"),
    ] {
      let line =
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(asked)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
      let answer = try #require(reply(line).flatMap(JSON.init(parsing:)))
      #expect(answer["id"] == .number(1))
      #expect(answer["result"]?["protocolVersion"] == .string(settled))
      #expect(answer["result"]?["capabilities"]?.text == #"{"tools":{"listChanged":false}}"#)
      #expect(
        answer["result"]?["serverInfo"]?.text == #"{"name":"viewlab","title":"ViewLab","version":"9.9.9"}"#)
      #expect(answer["result"]?["instructions"]?.stringValue?.contains("响应者链") == true)
    }
  }

  @Test(arguments: [
    // Pings and ids of either kind come back as sent.
    (#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":7,"result":{}}"#),
    (#"{"jsonrpc":"2.0","id":"a-1","method":"ping"}"#, #"{"jsonrpc":"2.0","id":"a-1","result":{}}"#),
    // Malformed messages: protocol errors, with the id when it could be read.
    (
      "{not json",
      #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the message is not JSON text."}}"#
    ),
    (
      #"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
      #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: batches (JSON arrays) are not supported; send one message per line."}}"#
    ),
    (
      "42",
      #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: a message must be a JSON object."}}"#
    ),
    (
      #"{"jsonrpc":"1.0","id":3,"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":3,"error":{"code":-32600,"message":"Invalid request: jsonrpc must be \"2.0\"."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":{"x":1},"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request: id must be a number or a string."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":4,"method":5}"#,
      #"{"jsonrpc":"2.0","id":4,"error":{"code":-32600,"message":"Invalid request: method must be a string."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":5,"method":"ping","params":"x"}"#,
      #"{"jsonrpc":"2.0","id":5,"error":{"code":-32600,"message":"Invalid request: params must be an object or an array."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":6,"method":"resources/list"}"#,
      #"{"jsonrpc":"2.0","id":6,"error":{"code":-32601,"message":"Method not found: resources/list","data":{"method":"resources/list"}}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"rm_rf","arguments":{}}}"#,
      #"{"jsonrpc":"2.0","id":8,"error":{"code":-32602,"message":"Unknown tool: rm_rf. Tools: run_script, import_dump, list_lessons, script_help.","data":{"tool":"rm_rf","tools":["run_script","import_dump","list_lessons","script_help"]}}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"arguments":{}}}"#,
      #"{"jsonrpc":"2.0","id":9,"error":{"code":-32602,"message":"Invalid params: tools/call needs a string name and an object of arguments."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"run_script","arguments":[1]}}"#,
      #"{"jsonrpc":"2.0","id":10,"error":{"code":-32602,"message":"Invalid params: tools/call needs a string name and an object of arguments."}}"#
    ),
    (
      #"{"jsonrpc":"2.0","id":11,"method":"initialize","params":{}}"#,
      #"{"jsonrpc":"2.0","id":11,"error":{"code":-32602,"message":"Invalid params: initialize needs a string protocolVersion."}}"#
    ),
  ])
  func oneLineOneReply(line: String, expected: String) {
    #expect(reply(line) == expected)
  }

  @Test(arguments: [
    #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#,
    #"{"jsonrpc":"2.0","method":"no/such/notification"}"#,
    #"{"jsonrpc":"2.0","id":1,"result":{}}"#,
    #"{"jsonrpc":"2.0","id":2,"error":{"code":-1,"message":"x"}}"#,
  ])
  func notificationsAndResponsesGetNoReply(line: String) {
    #expect(reply(line) == nil)
  }

  @Test func errorsComeInTheServersLanguage() {
    #expect(
      reply("{", language: .zhHans)
        == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"解析错误：消息不是 JSON 文本。"}}"#)
  }

  @Test func toolsListGivesEachToolASchemaAndBothLanguages() throws {
    let answer = try #require(
      reply(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#).flatMap(JSON.init(parsing:)))
    let tools = try #require(answer["result"]?["tools"]?.arrayValue)
    #expect(
      tools.compactMap { $0["name"]?.stringValue } == [
        "run_script", "import_dump", "list_lessons", "script_help",
      ])
    for tool in tools {
      #expect(tool["inputSchema"]?["type"] == .string("object"))
      #expect(tool["inputSchema"]?["additionalProperties"] == .bool(false))
      let description = tool["description"]?.stringValue ?? ""
      #expect(description.contains("\n"), "English, then Chinese")
      #expect(description.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    }
    #expect(tools[0]["inputSchema"]?["required"]?.text == #"["script"]"#)
    #expect(tools[1]["inputSchema"]?["required"]?.text == #"["dump"]"#)
    #expect(tools[1]["inputSchema"]?["properties"]?["dump"]?["maxLength"] == .number(1_048_576))
  }

  @Test func theServerGoesOnAfterEveryKindOfBadInput() {
    let answers = replies([
      "garbage", "[]", #"{"jsonrpc":"2.0","id":1,"method":"nope"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_script","arguments":{"script":5}}}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#,
    ])
    #expect(answers.last == #"{"jsonrpc":"2.0","id":3,"result":{}}"#)
    #expect(answers.allSatisfy { $0 != nil })
  }
}
