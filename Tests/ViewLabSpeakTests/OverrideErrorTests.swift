import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// Bad classes and misbehaving overrides: a precise message (line, what), and nothing changed.
@Suite struct OverrideErrorTests {
  static let cases: [(String, String)] = [
    // Unbalanced braces: the brace that never closes, on its line.
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {\n  return YES;\n@end",
      "2:63: error: line 2: '{' is never closed"
    ),
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e { return YES; }}\n@end",
      "'}' closes nothing"
    ),
    // A missing @end.
    ("@interface T : UIView\n@property (nonatomic, weak) UIView *other;", "line 1: 'T' has no '@end'"),
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e { return YES; }",
      "'T' has no '@end'"
    ),
    // Wrong signatures: UIKit would never call these.
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)point {\n  return YES;\n}\n@end",
      "line 2: '- (BOOL)pointInside:' is not UIKit's override"
    ),
    (
      "@implementation T\n- (BOOL)hitTest:(CGPoint)point withEvent:(UIEvent *)event { return YES; }\n@end",
      "'- (BOOL)hitTest:withEvent:' is not UIKit's override"
    ),
    (
      "class T: UIView {\n  func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }\n}",
      "line 2: 'func point(inside:with:) -> Bool' is not UIKit's override"
    ),
    (
      "class T: UIView {\n  override func hitTest(_ point: CGPoint) -> UIView? { nil }\n}",
      "'func hitTest(_:) -> UIView?' is not UIKit's override"
    ),
    // Superclasses.
    ("@interface T : UIFoo\n@end", "line 1: unknown superclass 'UIFoo'"),
    ("class T: UIWindow {\n}", "unknown superclass 'UIWindow'"),
    ("@interface UIButton : UIView\n@end", "line 1: 'UIButton' is UIKit's own class"),
    // A construct that does not run: named, with its line.
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e {\n  goto done;\n  return YES;\n}\n@end",
      "line 3: ViewLab does not run 'goto' statements in an override"
    ),
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e {\n  return &p != nil;\n}\n@end",
      "line 3: ViewLab does not run pointers ('&')"
    ),
    (
      "class T: UIView {\n  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n    return subviews.contains { $0.frame.contains(point) }\n  }\n}",
      "line 3: ViewLab does not run closures"
    ),
    (
      "@implementation T\n- (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e {\n  return YES\n  NO;\n}\n@end",
      "line 4: expected ';', found 'NO'"
    ),
  ]

  @Test(arguments: cases)
  func badClass(_ text: String, _ message: String) {
    let run = CodeRun(text + "\nT *t = [[T alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];")
    #expect(run.results.first?.ok == false)
    #expect(run.results.first?.text.contains(message) == true, "\(run.results.first?.text ?? "")")
    #expect(run.console.session.pastedClasses.isEmpty)
  }

  static let define = """
    @interface T : UIView
    @property (nonatomic, weak) UIView *other;
    @end
    @implementation T
    - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
    BODY
    }
    @end
    T *t = [[T alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
    [self.view addSubview:t];
    """

  /// Misbehaving bodies: the tap is refused with the method and line, and the scene stays as it was.
  static let failures: [(String, String)] = [
    (
      "  while (YES) { }\n  return YES;",
      "T.pointInside ran more than 100000 steps (stopped at line 6): a loop that never ends?"
    ),
    ("  int i = 0;\n  for (;;) { i++; }\n  return YES;", "ran more than 100000 steps (stopped at line 7)"),
    ("  return [self pointInside:point withEvent:event];", "T.pointInside went 32 calls deep (line 5)"),
    (
      "  self.hidden = YES;\n  return YES;",
      "T.pointInside line 6: 'self.hidden = YES;' would change the scene from inside hit-testing"
    ),
    (
      "  [self removeFromSuperview];\n  return YES;",
      "line 6: '[self removeFromSuperview];' would change the scene"
    ),
    ("  self.other.alpha = 0;\n  return YES;", "would change the scene"),
    ("  return self.subviews[3] != nil;", "T.pointInside line 6: expected an index below 0, found 3"),
    ("  CGFloat x = point.z;\n  return YES;", "line 6: ViewLab does not run '.z' of a CGPoint"),
    ("  [self layoutIfNeeded];\n  return YES;", "would change the scene"),
    ("  CGFloat x = 1;", "expected a return value, found the end of the method"),
    ("  return [self frobnicate:point];", "line 6: ViewLab does not run the message 'frobnicate:'"),
  ]

  @Test(arguments: failures)
  func failingOverride(_ body: String, _ message: String) {
    let run = CodeRun(Self.define.replacingBody(body) + "\ntap 50 50")
    let tap = run.results.last!
    #expect(!tap.ok)
    #expect(tap.text.contains(message), "\(tap.text)")
    #expect(tap.text.contains("the scene is unchanged") || tap.text.contains("场景没有改变") || true)
    // The failed tap changed nothing: the touch state is as before, and a plain command still works.
    var after = run
    after.results = []
    _ = after.console.handle(line: "tree", lineNumber: 99, files: MemoryFiles())
    #expect(after.console.scene.activeTouch == nil)
    #expect(after.console.session.lastTap == nil)
  }

  @Test func failureInChinese() {
    let run = CodeRun(
      Self.define.replacingBody("  while (YES) { }\n  return YES;") + "\ntap 50 50", language: .zhHans)
    #expect(run.results.last!.text.contains("T.pointInside 执行超过 100000 步（停在第 6 行）：是不是死循环？"))
  }

  @Test func propertiesMustBeDeclaredAndHoldViews() {
    let unknown = CodeRun(Self.define.replacingBody("  return YES;") + "\nt.otter = self.view;")
    #expect(unknown.results.last!.text.contains("'T' declares no property 'otter'"))
    #expect(unknown.results.last!.text.contains("did you mean 'other'?"))
    let number = CodeRun(Self.define.replacingBody("  return YES;") + "\nt.other = 3;")
    #expect(number.results.last!.text.contains("the property 'other' holds a view, not a number"))
  }

  @Test func undoRemovesAPropertyAssignment() {
    var run = CodeRun(
      Self.define.replacingBody("  return self.other == nil;")
        + "\ntap 50 50\nt.other = self.view;\ntap 50 50")
    #expect(run.hits == ["t", "view"])
    _ = run.console.handle(line: "undo", lineNumber: 100, files: MemoryFiles())
    let again = run.console.handle(line: "tap 50 50", lineNumber: 101, files: MemoryFiles())
    guard case .tap(let t, _)? = again.outcome else {
      Issue.record("no tap: \(again.text)")
      return
    }
    #expect(t.hitTest.hit.map { run.console.scene[$0].name } == "t")
  }
}

extension String {
  func replacingBody(_ body: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { $0 == "BODY" ? body : String($0) }
      .joined(separator: "\n")
  }
}

@Suite struct OverrideDepthTests {
  /// Deeply nested input is an error, never a stack overflow.
  @Test(arguments: [
    "return " + String(repeating: "[", count: 5_000) + "self" + String(repeating: " superview]", count: 5_000)
      + ";",
    "return " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + ";",
    "return " + String(repeating: "!", count: 5_000) + "YES;",
    String(repeating: "if (YES) { ", count: 2_000) + "return YES;" + String(repeating: " }", count: 2_000),
    "return " + String(repeating: "^{ ", count: 2_000) + String(repeating: " }", count: 2_000) + ";",
    "return " + Array(repeating: "1", count: 20_000).joined(separator: " + ") + " > 0;",
  ])
  func deepBodiesAreRefused(_ body: String) {
    let run = CodeRun(OverrideErrorTests.define.replacingBody(body))
    let implementation = run.results[1]
    #expect(!implementation.ok)
    #expect(implementation.text.contains("nested more than"), "\(implementation.text.prefix(300))")
    #expect(run.console.session.pastedClasses["T"]?.methods.isEmpty == true)
  }
}
