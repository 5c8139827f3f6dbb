import Testing
import ViewLabRendering
import ViewLabSystem

@testable import ViewLabTerminal

/// A class pasted at the prompt keeps its lines (blank ones and comments too) until `@end` or its
/// closing brace, then runs as one statement; its overrides run in the taps that follow.
@Suite struct REPLClassTests {
  func run(_ lines: [String]) -> ScriptedSystem {
    let host = fakeHost()
    let reader = ScriptedLineReader(lines.map { .line($0) })
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(), host: host), host: host, reader: reader,
      history: HistoryStore(host: host), interactive: true, welcome: Welcome(firstLesson: nil))
    _ = repl.run()
    return host
  }

  @Test func anObjectiveCClassPastedAtThePrompt() {
    let host = run([
      "@interface Round : UIButton", "@end",
      "@implementation Round",
      "// only the inscribed circle",
      "- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event",
      "{",
      "",
      "    return hypot(point.x - 50, point.y - 50) <= 50;",
      "}",
      "@end",
      "Round *r = [[Round alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];",
      "[self.view addSubview:r];",
      "tap 50 50", "tap 5 5",
    ])
    // Lines count from the first line pasted.
    #expect(host.output.contains("overrides pointInside:withEvent: (line 3)"), "\(host.output)")
    #expect(host.output.contains("hit: r"))
    #expect(host.output.contains("Round.pointInside returned NO at line 6"))
  }

  @Test func aSwiftClassPastedAtThePrompt() {
    let host = run([
      "class Big: UIView {",
      "    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {",
      "        bounds.insetBy(dx: -20, dy: -20).contains(point)",
      "    }",
      "}",
      "let b = Big(frame: CGRect(x: 100, y: 100, width: 10, height: 10))",
      "view.addSubview(b)",
      "tap 85 85",
    ])
    #expect(host.output.contains("hit: b"), "\(host.output)")
  }
}
