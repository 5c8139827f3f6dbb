import Testing
import ViewLabCommands
import ViewLabRendering

/// Lines of an `@implementation` that declare without code to run are read and named with their
/// line in the class's note, never dropped silently; prose between methods is still an error.
@Suite struct ClassDeclarationTests {
  static func note(_ implementation: String) -> (ok: Bool, text: String) {
    var lab = Lab()
    lab.run("@interface RoundButton : UIButton\n@end")
    let r = lab.run(implementation)
    return (r.ok, r.text)
  }

  static let declared: [(line: String, text: String)] = [
    ("UIView *cached;", "UIView *cached;"),
    ("static CGFloat inset = 10;", "static CGFloat inset = 10;"),
    ("CGRect last = CGRectMake(0, 0, 1, 1);", "CGRect last = CGRectMake(0, 0, 1, 1);"),
    ("- (void)tapped:(id)sender;", "- (void)tapped:(id)sender;"),
    ("@synthesize radius;", "@synthesize radius;"),
  ]

  @Test(arguments: declared)
  func declarationIsNamedWithItsLine(_ row: (line: String, text: String)) {
    let r = Self.note(
      """
      @implementation RoundButton
      - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
        return YES;
      }
      \(row.line)
      @end
      """)
    #expect(r.ok, "\(r.text)")
    let joined = r.text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined(separator: " ")
    #expect(
      joined.contains("read, nothing to run: line 5 '\(row.text)' (declarations change no view)"), "\(r.text)"
    )
    #expect(joined.contains("overrides pointInside:withEvent: (line 2)"), "\(r.text)")
  }

  @Test func instanceVariableBlockIsNamed() {
    let r = Self.note("@implementation RoundButton {\n  UIView *_badge;\n}\n@end")
    #expect(r.ok, "\(r.text)")
    #expect(r.text.contains("read, nothing to run: line 1 '@implementation RoundButton {'"), "\(r.text)")
  }

  @Test func proseBetweenMethodsIsStillAnError() {
    let r = Self.note(
      """
      @implementation RoundButton
      这里是说明文字
      - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { return YES; }
      @end
      """)
    #expect(!r.ok)
    #expect(r.text.contains("line 2"), "\(r.text)")
  }
}
