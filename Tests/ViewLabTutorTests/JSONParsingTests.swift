import Testing
import ViewLabTutor

/// The JSON reader's strings: every escape, and text around escapes kept in order.
@Suite struct JSONParsingTests {
  @Test(arguments: [
    (#""plain""#, "plain"),
    (#""a\nb\tc\rd\be\ff""#, "a\nb\tc\rd\u{08}e\u{0C}f"),
    (#""quote \" slash \\ solidus \/""#, "quote \" slash \\ solidus /"),
    (#""\u00e9t\u00E9""#, "été"),
    (#""\ud83d\ude00 smile""#, "😀 smile"),
    (#""\ud83d alone""#, "\u{FFFD} alone"),
    (#""中文\n响应者链""#, "中文\n响应者链"),
    (#""""#, ""),
  ])
  func strings(text: String, expected: String) {
    #expect(JSONValue(parsing: text)?.stringValue == expected)
  }

  @Test(arguments: [#""unterminated"#, #""bad \u12""#, #""ends in \"#])
  func brokenStrings(text: String) {
    #expect(JSONValue(parsing: text) == nil)
  }

  @Test func aLongStringWithManyEscapesComesBackWhole() {
    let line = "<UIView: 0x7f9127220430; frame = (0 0; 414 896); layer = <CALayer>>\n\t\"é\""
    let text = String(repeating: line, count: 2000)
    #expect(JSONValue(parsing: JSONValue.string(text).text)?.stringValue == text)
  }
}
