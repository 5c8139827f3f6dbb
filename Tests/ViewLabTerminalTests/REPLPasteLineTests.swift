import Testing
import ViewLabRendering
import ViewLabSystem

@testable import ViewLabTerminal

/// Lines pasted at once are numbered from the paste's first line: a class's messages and an error
/// in a statement over several lines name the line of the paste it is on, as a file's would.
@Suite struct REPLPasteLineTests {
  func run(_ lines: [String], pasted: Bool) -> String {
    let host = fakeHost()
    let reader = ScriptedLineReader(lines.map { .line($0) })
    reader.pasted = pasted
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(), host: host), host: host, reader: reader,
      history: HistoryStore(host: host), interactive: true, welcome: Welcome(firstLesson: nil))
    _ = repl.run()
    return host.output
  }

  static let paste = [
    "@interface Round : UIButton", "@end",
    "@implementation Round",
    "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {",
    "    return hypot(point.x - 50, point.y - 50) <= 50;",
    "}",
    "@end",
    "Round *r = [[Round alloc] initWithFrame:CGRectMake(0, 0,",
    "    100, zork)];",
  ]

  @Test func aPasteIsNumberedFromItsFirstLine() {
    let out = run(Self.paste, pasted: true)
    #expect(out.contains("overrides pointInside:withEvent: (line 4)"), "\(out)")
    #expect(out.contains("9:10: error: unknown view 'zork'\n      100, zork)];\n           ^^^^"), "\(out)")
  }

  @Test func linesTypedOneByOneCountFromTheirStatement() {
    let out = run(Self.paste, pasted: false)
    #expect(out.contains("overrides pointInside:withEvent: (line 2)"), "\(out)")
    #expect(out.contains("2:10: error: unknown view 'zork'"), "\(out)")
  }
}
