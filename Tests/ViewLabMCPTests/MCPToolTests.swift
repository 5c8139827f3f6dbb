import Testing
import ViewLabApp
import ViewLabLanguage
import ViewLabMCP
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport
import ViewLabTutor

/// `tools/call` through the whole server: arguments in, the result's texts and `isError` out.
private func call(_ tool: String, _ arguments: String, language: Language = .en) throws -> (
  texts: [String], isError: Bool, structured: JSON?
) {
  var server = MCPServer(version: "1", language: language)
  let line =
    #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
  let answer = try #require(server.handle(line).flatMap { JSON(parsing: $0.text) })
  let result = try #require(answer["result"])
  let texts = try #require(result["content"]?.arrayValue).compactMap { $0["text"]?.stringValue }
  return (texts, result["isError"] == .bool(true), result["structuredContent"])
}

/// A JSON string literal of `text`.
private func quoted(_ text: String) -> String { JSON.string(text).text }

@Suite struct MCPToolTests {
  @Test func runScriptAnswersWhatRunJSONPrints() throws {
    let script = "add red 0 0 300 300\nadd blue UIButton 50 50 100 100 to red\nhide red\ntap 100 100"
    var console = Console(options: RenderOptions(json: true, width: 80))
    let expected = script.split(separator: "\n").enumerated().map {
      console.handle(line: String($0.element), lineNumber: $0.offset + 1, files: MemoryFiles()).text
    }
    let result = try call("run_script", #"{"script":\#(quoted(script))}"#)
    #expect(!result.isError)
    #expect(result.texts == [expected.joined(separator: "\n")])
    #expect(result.texts[0].contains(#""hit":"window""#))
    #expect(result.structured?["lines"]?.arrayValue?.count == 4)
  }

  @Test func aFailedLineIsAnErrorNamingTheLine() throws {
    let result = try call("run_script", #"{"script":"add green 0 0 10 10\ntap 1 1\nexplain gren\ntap 2 2"}"#)
    #expect(result.isError)
    #expect(result.texts.count == 2)
    #expect(result.texts[0].split(separator: "\n").count == 3, "stops at the failed line, as run --json does")
    #expect(result.texts[1].hasPrefix("Line 3 failed: "))
    #expect(result.texts[1].contains("green"))
  }

  @Test func keepGoingRunsEveryLine() throws {
    let result = try call("run_script", #"{"script":"explain nobody\nadd a 0 0 1 1","keepGoing":true}"#)
    #expect(result.isError)
    #expect(result.texts[0].split(separator: "\n").count == 2)
  }

  @Test func langWordsTheSentences() throws {
    let result = try call("run_script", #"{"script":"explain gren","lang":"zh-Hans"}"#)
    #expect(result.texts[1].hasPrefix("第 1 行出错："))
  }

  @Test func pastedSwiftClassesSpanLines() throws {
    let script = """
      class Pass: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { return false }
      }
      let a = Pass(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.addSubview(a)
      tap 10 10
      """
    let result = try call("run_script", #"{"script":\#(quoted(script))}"#)
    #expect(!result.isError, "\(result.texts)")
    #expect(
      result.texts[0].contains(
        #""hit":"view","chain":["view","viewController","window","UIApplication","AppDelegate"],"handledBy":[],"visited":["window","view","a"]"#
      ))
  }

  @Test func importDumpAnswersImportThenEachTapWithItsAddress() throws {
    let dump = try LocalSystem().read(
      TestPaths.inRepository("Tests/ViewLabSpeakTests/Dumps/lldb-ios13-414x896-table.txt"))
    let result = try call("import_dump", #"{"dump":\#(quoted(dump)),"taps":[[200,400],[-5,-5]]}"#)
    #expect(!result.isError, "\(result.texts)")
    let lines = result.texts[0].split(separator: "\n").compactMap { JSON(parsing: String($0)) }
    #expect(lines.map { $0["command"]?.stringValue } == ["import", "tap", "tap"])
    #expect(lines[1]["hitAddress"]?.stringValue?.hasPrefix("0x") == true)
    #expect(lines[2]["hit"] == .null)
    #expect(result.structured?["taps"]?.arrayValue?.count == 2)
  }

  @Test func aDumpWithoutViewsIsAnError() throws {
    let result = try call("import_dump", #"{"dump":"hello\nworld"}"#)
    #expect(result.isError)
    #expect(result.texts[1].hasPrefix("The dump could not be imported: "))
  }

  @Test(arguments: [
    ("run_script", "{}", #"run_script: the argument "script" is required."#),
    ("run_script", #"{"script":42}"#, #"run_script: "script" must be a string."#),
    (
      "run_script", #"{"script":"tap 1 1","keepGoing":"yes"}"#,
      #"run_script: "keepGoing" must be true or false."#
    ),
    (
      "run_script", #"{"script":"tap 1 1","lang":"fr"}"#,
      #"run_script: lang must be "en" or "zh-Hans", not "fr"."#
    ),
    ("run_script", #"{"script":"tap 1 1","extra":1}"#, #"run_script: unknown argument "extra"."#),
    (
      "import_dump", #"{"dump":"x","taps":"1,2"}"#, #"import_dump: "taps" must be an array of [x, y] points."#
    ),
    (
      "import_dump", #"{"dump":"x","taps":[[1,2],[3]]}"#,
      "import_dump: taps[1] must be [x, y] with two finite numbers."
    ),
    (
      "import_dump", #"{"dump":"x","taps":[[1,"2"]]}"#,
      "import_dump: taps[0] must be [x, y] with two finite numbers."
    ),
  ])
  func wrongArgumentsAreToolErrors(tool: String, arguments: String, message: String) throws {
    let result = try call(tool, arguments)
    #expect(result.isError)
    #expect(result.texts == [message])
  }

  @Test func aHugeDumpIsRefusedWithTheLimit() throws {
    // One byte over, without escapes: the JSON reader's fast path (a debug build reads an escaped
    // megabyte slowly).
    let dump = String(repeating: "x", count: MCPLimits.dumpBytes + 1)
    let result = try call("import_dump", #"{"dump":\#(quoted(dump))}"#)
    #expect(result.isError)
    #expect(
      result.texts == [
        #"import_dump: "dump" is \#(dump.utf8.count) bytes; the limit is 1048576 bytes (1 MiB)."#
      ])
  }

  @Test func tooManyTaps() throws {
    let taps = "[" + Array(repeating: "[1,1]", count: 1001).joined(separator: ",") + "]"
    let result = try call("import_dump", #"{"dump":"x","taps":\#(taps)}"#)
    #expect(result.texts == ["import_dump: 1001 taps; at most 1000 in one call."])
  }

  @Test func scriptHelpShowsACommand() throws {
    let result = try call("script_help", #"{"command":"tap"}"#)
    #expect(!result.isError)
    #expect(result.texts[0].contains("tap"))
    let near = try call("script_help", #"{"command":"tapp"}"#)
    #expect(near.texts[0].contains("did you mean 'tap'?"))
  }

  @Test func listLessonsWithoutAFolderIsAnError() throws {
    let result = try call("list_lessons", "{}")
    #expect(result.isError)
  }
}
