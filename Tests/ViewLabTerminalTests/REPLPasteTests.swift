import Testing
import ViewLabRendering
import ViewLabSystem

@testable import ViewLabTerminal

/// Pastes at the prompt that used to lose lines: a Swift class whose method has a `//` comment
/// followed by more lines, an Objective-C class with comments before `@end`, Markdown pasted with
/// the code. Each class closes where the language says, and every line after it runs.
@Suite struct REPLPasteTests {
  func run(_ text: String) -> ScriptedSystem {
    let host = fakeHost()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      LineEvent.line(String($0))
    }
    let reader = ScriptedLineReader(lines)
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(), host: host), host: host, reader: reader,
      history: HistoryStore(host: host), interactive: true, welcome: Welcome(firstLesson: nil))
    _ = repl.run()
    return host
  }

  @Test func aSwiftClassWithACommentThenTheLinesAfterIt() {
    let host = run(
      """
      class Big: UIView {
          override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              // grow the area by 20 points
              return bounds.insetBy(dx: -20, dy: -20).contains(point)
          }
      }
      let b = Big(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
      view.addSubview(b)
      tap 85 85
      """)
    #expect(!host.output.contains("closing brace"), "\(host.output)")
    #expect(host.output.contains("overrides point(inside:with:) (line 2)"))
    #expect(host.output.contains("hit: b"), "\(host.output)")
  }

  @Test func anObjectiveCClassWithCommentsClosesAtEnd() {
    let host = run(
      """
      @implementation Round
      // only the inscribed circle
      - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event
      {
          /* a circle of radius 50 */
          return hypot(point.x - 50, point.y - 50) <= 50; // the test
      }
      @end
      Round *r = [[Round alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:r];
      tap 5 5
      """)
    #expect(host.output.contains("overrides pointInside:withEvent: (line 3)"), "\(host.output)")
    #expect(host.output.contains("Round.pointInside returned NO at line 6"), "\(host.output)")
  }

  @Test func markdownPastedWithTheCodeIsNamed() {
    let host = run(
      """
      ```objc
      @implementation Round
      ## 核心代码
      - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { return NO; }
      @end
      ```
      """)
    #expect(host.output.contains(#"skipped a code fence "```objc": Markdown, not code"#), "\(host.output)")
    #expect(host.output.contains("line 2: skipped a heading \"## 核心代码\""), "\(host.output)")
    #expect(host.output.contains("overrides pointInside:withEvent: (line 3)"), "\(host.output)")
  }

  @Test func aBlankLineDoesNotEndAnOpenStatement() {
    let host = run(
      "let v = UIView(frame: CGRect(x: 0, y: 0,\n\n  width: 10, height: 10))\nprint(v.frame, v.center)")
    #expect(host.output.contains("(0, 0, 10, 10) (5, 5)"), "\(host.output)")
  }
}
