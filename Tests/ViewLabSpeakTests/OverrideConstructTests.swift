import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// Runs a pasted file's text as `viewlab run` would: its statements (a class is one), one by one.
struct CodeRun {
  var console = Console(options: RenderOptions(color: false, width: 200))
  var results: [ConsoleResult] = []

  init(_ text: String, language: Language = .en) {
    console.options.language = language
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (n, line) in CodeLines.statements(lines) where !line.isEmpty {
      results.append(console.handle(line: line, lineNumber: n, files: MemoryFiles()))
    }
  }

  /// The view each tap hit (nil: none, or the tap failed).
  var hits: [String?] {
    results.compactMap { r -> String?? in
      if case .tap(let t, _)? = r.outcome { return .some(t.hitTest.hit.map { console.scene[$0].name }) }
      if !r.ok, r.text.contains("tap") { return .some(nil) }
      return nil
    }
  }

  var errors: [String] { results.filter { !$0.ok }.map(\.text) }
  var text: String { results.map(\.text).joined(separator: "\n") }
}

/// One construct per case: a `point(inside:)` body that is true away from the top-left 20-point
/// band, on a 100×100 view at the window's origin; tapped at (50, 50) and (10, 10).
@Suite struct OverrideConstructTests {
  static func objectiveC(_ body: String) -> String {
    """
    @interface T : UIView
    @end
    @implementation T
    - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {
    \(body)
    }
    @end
    T *t = [[T alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
    [self.view addSubview:t];
    tap 50 50
    tap 10 10
    """
  }

  static func swift(_ body: String) -> String {
    """
    class T: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    \(body)
        }
    }
    let t = T(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.addSubview(t)
    tap 50 50
    tap 10 10
    """
  }

  static let objectiveCBodies: [String] = [
    "CGFloat dx = point.x - 50; CGFloat dy = point.y - 50; return sqrt(dx * dx + dy * dy) <= 30;",
    "return hypot(point.x - 50, point.y - 50) < pow(30, 1);",
    "return MAX(fabs(point.x - 50), fabs(point.y - 50)) <= MIN(30, 40);",
    "return CGRectContainsPoint(CGRectInset(self.bounds, 20, 20), point);",
    "BOOL inside = NO;\nif (point.x > 20 && point.y > 20) {\n inside = YES;\n} else {\n inside = NO;\n}\nreturn inside;",
    "return !(point.x < 20 || point.y < 20) ? YES : NO;",
    "int n = 0;\nwhile (n < 3) { n++; }\nreturn point.x > 17 + n;",
    "int i;\nfor (i = 0; i < 10; i++) { if (i == 2) break; }\nreturn point.x > 18 + i;",
    "if (point.x < 20) return NO;\nreturn [super pointInside:point withEvent:event];",
    "CGPoint p = point;\np.x = p.x - 20;\nreturn p.x > 0;",
    "return point.x > self.bounds.size.width / 5 && point.y > self.frame.origin.y + 20;",
    "double d = (double)point.x;\nreturn (int)d / 20 >= 1;",
    "NSInteger count = (NSInteger)self.subviews.count;\nreturn point.x > 20 + count;",
    "CGRect r = CGRectMake(20, 20, 80, 80);\nreturn CGRectContainsPoint(r, point) == YES;",
    "if (point.x > 20) {\n  if (point.y > 20) { return YES; }\n}\nreturn NO;",
    "return [self convertPoint:point toView:self.superview].x > 20;",
  ]

  static let swiftBodies: [String] = [
    "let dx = point.x - 50\nlet dy = point.y - 50\nreturn sqrt(dx * dx + dy * dy) <= 30",
    "guard point.x > 20 else { return false }\nreturn true",
    "bounds.insetBy(dx: 20, dy: 20).contains(point)",
    "var inside = false\nif point.y > 20 { inside = true }\nreturn inside",
    "return super.point(inside: point, with: event) && point.x > 20",
    "let p = convert(point, to: superview)\nreturn p.x > 20 && p.y > 20",
    "var n = 0\nfor _ in subviews.reversed() { n += 1 }\nreturn point.x > 20 + CGFloat(n)",
    "if let parent = superview { return parent.bounds.width > 0 && point.x > 20 }\nreturn false",
    "let r = CGRect(x: 20, y: 20, width: 80, height: 80)\nreturn r.contains(point)",
    "return max(abs(point.x - 50), abs(point.y - 50)) <= min(30, 40)",
  ]

  @Test(arguments: objectiveCBodies)
  func objectiveCConstruct(_ body: String) {
    let run = CodeRun(Self.objectiveC(body))
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(run.hits == ["t", "view"], "\(run.text)")
  }

  @Test(arguments: swiftBodies)
  func swiftConstruct(_ body: String) {
    let run = CodeRun(Self.swift(body))
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(run.hits == ["t", "view"], "\(run.text)")
  }

  /// hitTest bodies: a container `c` (0, 0, 100, 100) with a subview `s` (0, 0, 50, 50).
  static let hitTestBodies: [(String, [String?])] = [
    // A Swift loop over the subviews, front to back, and itself only right of x = 20.
    (
      "for sub in subviews.reversed() {\n let p = convert(point, to: sub)\n if let hit = sub.hitTest(p, with: event) { return hit }\n}\nreturn point.x > 20 ? self : nil",
      ["s", "c", "view"]
    ),
    // super, and nil where super would answer itself.
    ("let v = super.hitTest(point, with: event)\nreturn v == self ? nil : v", ["s", "view", "view"]),
    // `??`: the subview's answer, or the container itself.
    (
      "let sub = subviews[0]\nreturn sub.hitTest(convert(point, to: sub), with: event) ?? (point.x > 20 ? self : nil)",
      ["s", "c", "view"]
    ),
    // A while loop walking the subviews by index.
    (
      "var i = subviews.count - 1\nwhile i >= 0 {\n let sub = subviews[i]\n if sub.point(inside: convert(point, to: sub), with: event) { return sub }\n i -= 1\n}\nreturn self",
      ["s", "c", "c"]
    ),
  ]

  @Test(arguments: hitTestBodies)
  func swiftHitTest(_ body: String, _ hits: [String?]) {
    let text = """
      class C: UIView {
          override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      \(body)
          }
      }
      let c = C(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.addSubview(c)
      let s = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      c.addSubview(s)
      tap 10 10
      tap 80 80
      tap 10 80
      """
    let run = CodeRun(text)
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(run.hits == hits, "\(run.text)")
  }

  @Test func logsAppearInTheTraceInOrder() {
    let run = CodeRun(
      Self.objectiveC(
        "NSLog(@\"first %d\", 1);\nBOOL ok = [super pointInside:point withEvent:event];\nNSLog(@\"then %@ at %.1f\", ok ? @\"in\" : @\"out\", point.x);\nreturn ok;"
      ))
    let text = run.text
    let first = text.range(of: "first 1")
    let then = text.range(of: "then in at 50.0")
    #expect(first != nil && then != nil && first!.lowerBound < then!.lowerBound, "\(text)")
  }

  @Test func enumerationStopsAtStop() {
    let run = CodeRun(
      """
      @interface C : UIView
      @end
      @implementation C
      - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
          __block UIView *found = nil;
          __block int asked = 0;
          [self.subviews enumerateObjectsWithOptions:NSEnumerationReverse usingBlock:^(UIView *obj, NSUInteger idx, BOOL *stop) {
              asked++;
              if (idx == 1) { found = obj; *stop = YES; }
          }];
          NSLog(@"asked %d", asked);
          return found;
      }
      @end
      C *c = [[C alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:c];
      UIView *a = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      [c addSubview:a];
      UIView *b = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      [c addSubview:b];
      UIView *d = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      [c addSubview:d];
      tap 50 50
      """)
    #expect(run.hits == ["b"], "\(run.text)")
    #expect(run.text.contains("asked 2"), "\(run.text)")
  }

  @Test func whyAndExplainNameTheOverride() {
    let run = CodeRun(
      Self.objectiveC("if (point.x < 20) return NO;\nreturn YES;") + "\nwhy t 10 10\nexplain t")
    #expect(
      run.text.contains("T.pointInside returned NO at line 5 (if (point.x < 20) return NO;)"), "\(run.text)")
    #expect(run.text.contains("overrides pointInside:withEvent:, lines 4–7"), "\(run.text)")
  }

  @Test func aClassInheritsItsSuperclassDefaults() {
    let run = CodeRun(
      """
      @interface Photo : UIImageView
      @end
      Photo *p = [[Photo alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:p];
      tap 50 50
      p.userInteractionEnabled = YES;
      tap 50 50
      """)
    #expect(run.hits == ["view", "p"], "\(run.text)")
  }

  @Test func redefiningAClassUpdatesItsViews() {
    let run = CodeRun(
      Self.objectiveC("return YES;")
        + "\n@implementation T\n- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { return NO; }\n@end\ntap 50 50"
    )
    #expect(run.hits == ["t", "t", "view"], "\(run.text)")
  }

  /// A `.vl` line or a task's answer holds a whole Objective-C class part on one line, ending in
  /// `@end`: it is read as the class, not left open waiting for an `@end` line.
  @Test func objectiveCClassWholeOnOneLine() {
    let interface = "@interface T : UIView @end"
    let implementation =
      "@implementation T - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { return point.x > 20; } @end"
    #expect(!CodeLines.classIsOpen(interface))
    #expect(!CodeLines.classIsOpen(implementation + "  "))
    #expect(
      CodeLines.classIsOpen("@implementation T - (BOOL)pointInside:(CGPoint)p withEvent:(UIEvent *)e {"))
    #expect(CodeLines.classIsOpen("@interface T : UIView"))
    var console = Console(options: RenderOptions(color: false, width: 200))
    var hits: [String?] = []
    let lines = [
      interface, implementation,
      "T *t = [[T alloc] initWithFrame:CGRectMake(0, 0, 100, 100)]; [window addSubview:t];",
      "tap 50 50", "tap 10 10",
    ]
    for (n, line) in lines.enumerated() {
      let r = console.handle(line: line, lineNumber: n + 1, files: MemoryFiles())
      #expect(r.ok, "\(line): \(r.text)")
      if case .tap(let t, _)? = r.outcome { hits.append(t.hitTest.hit.map { console.scene[$0].name }) }
    }
    #expect(hits == ["t", "window"])
  }

  @Test func swiftClassWithAPropertyWholeOnOneLine() {
    var console = Console(options: RenderOptions(color: false, width: 200))
    var hits: [String?] = []
    let lines = [
      "add b UIButton 0 0 50 50",
      "class C: UIView { var btn: UIButton!; override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { let p = convert(point, to: btn); if btn.point(inside: p, with: event) { return btn }; return super.hitTest(point, with: event) } }",
      "let c = C(frame: CGRect(x: 20, y: 20, width: 100, height: 100))", "window.addSubview(c)", "c.btn = b",
      "tap 30 30", "tap 80 80",
    ]
    for (n, line) in lines.enumerated() {
      let r = console.handle(line: line, lineNumber: n + 1, files: MemoryFiles())
      #expect(r.ok, "\(line): \(r.text)")
      if case .tap(let t, _)? = r.outcome { hits.append(t.hitTest.hit.map { console.scene[$0].name }) }
    }
    #expect(hits == ["b", "c"])
  }

  @Test func chineseTrace() {
    let run = CodeRun(Self.objectiveC("return point.x > 20;"), language: .zhHans)
    #expect(run.text.contains("T.pointInside 在第 5 行返回 NO"), "\(run.text)")
  }
}

@Suite struct OverrideExportTests {
  @Test func exportWritesTheClassBackAsSwift() throws {
    let text = try String(
      contentsOf: OverrideFixtureTests.folder.appendingPathComponent("button-beneath.m"), encoding: .utf8)
    let run = CodeRun(text)
    let swift = SwiftExporter.render(run.console.session)
    #expect(swift.contains("class YellowView: UIView {"), "\(swift)")
    #expect(swift.contains("    var btn: UIView?"))
    #expect(swift.contains("override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {"))
    #expect(swift.contains("var btnP: CGPoint = self.convert(point, to: self.btn)"))
    #expect(swift.contains("if self.btn.point(inside: btnP, with: event) {"))
    #expect(swift.contains("return super.hitTest(point, with: event)"))
    #expect(swift.contains("let yellow = YellowView(frame: .zero)"))
    #expect(swift.contains("yellow.btn = blue"))
  }

  @Test func aSwiftClassRoundTrips() {
    let run = CodeRun(OverrideConstructTests.swift("bounds.insetBy(dx: 20, dy: 20).contains(point)"))
    let swift = SwiftExporter.render(run.console.session)
    #expect(
      swift.contains(
        "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {\n        bounds.insetBy(dx: 20, dy: 20).contains(point)"
      ), "\(swift)")
  }
}
