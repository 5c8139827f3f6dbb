import Testing
import ViewLabCommands
import ViewLabTestSupport

/// Where a paste's statements end is decided by the language's structure alone: brackets, braces,
/// `@end`, strings and comments; Markdown lines never run and are named.
@Suite struct StatementAssemblerTests {
  static func assemble(_ text: String, _ source: StatementAssembler.Source = .prompt) -> [AssembledStatement]
  {
    CodeLines.assembled(
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), source: source)
  }

  /// `(first line, text)` of each statement that runs.
  static func runs(_ text: String, _ source: StatementAssembler.Source = .prompt) -> [(Int, String)] {
    assemble(text, source).filter { !$0.isNoise && !$0.text.isEmpty }.map { ($0.line, $0.text) }
  }

  @Test func aCommentInAnObjectiveCMethodDoesNotHideTheEnd() {
    let paste = """
      @implementation Round
      - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
          // only the circle { counts
          return YES; /* a { brace in a comment */
      }
      @end
      Round *r = [[Round alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      """
    let statements = Self.runs(paste)
    #expect(statements.count == 2)
    #expect(statements[0].1.hasSuffix("@end") && statements[0].1.hasPrefix("#line 1\n@implementation"))
    #expect(statements[1] == (7, "Round *r = [[Round alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];"))
  }

  @Test func aSwiftCommentThenLinesAfterTheBrace() {
    let paste = """
      class Big: UIView {
          override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              // grow by 20 points
              return bounds.insetBy(dx: -20, dy: -20).contains(point)
          }
      }
      let b = Big(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.addSubview(b)
      """
    let statements = Self.runs(paste)
    #expect(statements.map(\.0) == [1, 7, 8])
    #expect(statements[0].1.hasSuffix("\n}"))
  }

  @Test func codeAfterAClosingBraceOnTheSameLineIsTheNextStatement() {
    let statements = Self.runs("class A: UIView { }; let a = A(); view.addSubview(a)")
    #expect(statements.map(\.1) == ["#line 1\nclass A: UIView { }", "let a = A(); view.addSubview(a)"])
    let objc = Self.runs("@interface A : UIView @end @implementation A @end")
    #expect(objc.map(\.1) == ["#line 1\n@interface A : UIView @end", "#line 1\n@implementation A @end"])
  }

  @Test func bracketsInStringsAndCommentsDoNotCount() {
    #expect(Self.runs("print(\"(\") // (").count == 1)
    #expect(Self.runs("NSLog(@\"[%@\", v); /* [ */").count == 1)
    #expect(Self.runs("let s = \"}\"\nview.addSubview(v)").map(\.0) == [1, 2])
  }

  @Test func aBlockCommentSpansLines() {
    let statements = Self.runs("/* a comment\n   with a { brace\n*/\nview.addSubview(v)")
    #expect(statements.last?.0 == 4 && statements.last?.1 == "view.addSubview(v)")
  }

  @Test func blankLinesAndCommentsInsideAStatementDoNotEndIt() {
    let statements = Self.runs(
      "let v = UIView(frame: CGRect(x: 0, // x\n\n  y: 0, width: 1, height: 1))\ntap 1 1")
    #expect(statements.map(\.0) == [1, 4])
    #expect(statements[0].1 == "let v = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))")
  }

  @Test func anObjectiveCMethodHeaderTakesItsBodyFromTheNextLine() {
    let paste =
      "- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event\n{\n    // move\n    x = 1;\n}"
    #expect(Self.runs(paste).count == 1)
    // A list of declarations is no body: each header is a statement of its own.
    let list =
      "- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event\n// a comment\n- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event"
    #expect(Self.runs(list).map(\.0) == [1, 3])
  }

  @Test func markdownInAFileIsSkippedAndNamed() {
    let file = """
      ```objc
      #####在FZQButton.m中通过touchMove方法实现按钮拖动(详见下面代码）
      #import <UIKit/UIKit.h>
      - 新建一个继承自UIButton的按钮
      @implementation FZQButton
      ##  核心代码
      - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event { }
      @end
      ```
      """
    let statements = Self.assemble(file, .file)
    let skipped = statements.flatMap(\.skipped)
    #expect(skipped.map(\.line) == [1, 2, 4, 6, 9])
    #expect(skipped.map(\.kind) == [.fence, .heading, .bullet, .heading, .fence])
    #expect(Self.runs(file, .file).map(\.0) == [3, 5])
    // The class keeps its line numbers: the heading is an empty line in it.
    #expect(
      Self.runs(file, .file)[1].1
        == "#line 5\n@implementation FZQButton\n\n- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event { }\n@end"
    )
  }

  @Test func atThePromptAHashLineIsAComment() {
    #expect(PastedMarkdown.kind(of: "# see (note", hashComments: true) == nil)
    #expect(Self.runs("# see (note\ntap 1 1").map(\.0) == [1, 2])
    #expect(Self.assemble("```swift\ntap 1 1\n```").flatMap(\.skipped).map(\.line) == [1, 3])
    #expect(PastedMarkdown.kind(of: "#import <UIKit/UIKit.h>", hashComments: false) == nil)
    #expect(PastedMarkdown.kind(of: "#pragma mark - Touches", hashComments: false) == nil)
    #expect(PastedMarkdown.kind(of: "- (void)foo", hashComments: false) == nil)
  }

  @Test func aLessonAnswerOpensOnlyForCode() {
    #expect(Self.assemble("(10, 20\n30", .answer).count == 2)
    #expect(
      Self.assemble("let v = UIView(frame: CGRect(x: 1,\ny: 2, width: 3, height: 4))", .answer).count == 1)
  }

  @Test func aMethodChainContinuesInAFileOnly() {
    let text = "card.transform = CGAffineTransform(rotationAngle: .pi) // turn\n    .scaledBy(x: 2, y: 2)"
    #expect(
      Self.runs(text, .file).map(\.1) == [
        "card.transform = CGAffineTransform(rotationAngle: .pi) .scaledBy(x: 2, y: 2)"
      ])
    #expect(Self.runs(text, .prompt).count == 2)
  }

  @Test func theInputEndingInsideAStatementGivesItBackOpen() {
    var assembler = StatementAssembler(.prompt)
    #expect(assembler.feed("class A: UIView {").isEmpty)
    #expect(assembler.isOpen)
    let rest = assembler.finish()
    #expect(rest.count == 1 && rest[0].isClass && !rest[0].isClosed)
    #expect(!assembler.isOpen)
  }

  @Test func aRunawayStatementIsCutAtItsSpan() {
    let lines = ["foo("] + Array(repeating: "1,", count: StatementAssembler.maxSpan + 5) + [")"]
    let statements = CodeLines.assembled(lines, source: .prompt)
    #expect(statements[0].lineCount == StatementAssembler.maxSpan)
  }

  /// The pastes the property test cuts up: classes in both languages with comments, blank lines
  /// and noise, statements over lines, commands.
  static let pieces: [String] = [
    "@interface Round : UIButton\n@end",
    "@implementation Round\n// a circle { only\n- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event\n{\n\n    return hypot(point.x - 50, point.y - 50) <= 50; /* } */\n}\n@end",
    "class Big: UIView {\n    // grow\n    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n        return true\n    }\n}",
    "let v = UIView(frame: CGRect(x: 0,\n    y: 0, // here\n    width: 10, height: 10))",
    "view.addSubview(v)",
    "tap 5 5",
    "```objc",
    "# a comment (with a bracket",
    "/* spanning\n   lines { */",
    "print(v.frame, v.center)",
    "",
    "frame v (1, 2,\n3, 4)",
  ]

  @Test func feedingLineByLineGivesTheSameStatementsAsAWholePaste() {
    var random = SeededRandom(seed: 24)
    for round in 0..<300 {
      let count = random.int(1...8)
      let paste = (0..<count).map { _ in Self.pieces[random.int(0...(Self.pieces.count - 1))] }
        .joined(separator: "\n")
      for source in [StatementAssembler.Source.prompt, .file, .answer] {
        var whole = StatementAssembler(source)
        let expected = whole.feed(lines: paste) + whole.finish()
        // Cut the paste at a random line boundary into chunks, fed one after the other.
        let lines = paste.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var pieces = StatementAssembler(source)
        var got: [AssembledStatement] = []
        var start = 0
        while start < lines.count {
          let end = min(lines.count, start + random.int(1...4))
          got += pieces.feed(lines: lines[start..<end].joined(separator: "\n"))
          start = end
        }
        got += pieces.finish()
        #expect(got == expected, "round \(round), \(source): \(paste)")
        // Every line is accounted for: run, skipped or taken into a statement.
        #expect(expected.map(\.lineCount).reduce(0, +) == lines.count, "round \(round): \(paste)")
      }
    }
  }
}
