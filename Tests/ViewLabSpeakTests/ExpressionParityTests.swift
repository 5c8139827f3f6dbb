import Testing
import ViewLabCommands
import ViewLabRendering

/// The same expression text means the same at the top level and inside a method body: one table of
/// operators and levels (`Operators`), the same casts, the same answers. Each row is printed by a
/// top-level `print` / `NSLog` and by the same line in a `touchesBegan` override run by a tap; the
/// two printed texts must be equal and equal to what the language prints.
@Suite struct ExpressionParityTests {
  /// `v` is a 100 × 100 view in the window at both places (`let v = self` in the body).
  static let swift: [(expression: String, printed: String)] = [
    ("1 + 2 * 3", "7"),
    ("(1 + 2) * 3", "9"),
    ("10 - 2 - 3", "5"),
    ("7 % 3", "1"),
    ("5 > 3", "true"),
    ("1 + 2 * 3 == 7 && !(2 > 3)", "true"),
    ("2 < 1 || 3 >= 3", "true"),
    ("false && true || true", "true"),
    ("false && (true || true)", "false"),
    ("v.frame.size.width == 100 && v.isHidden", "false"),
    ("v.frame.size.width != 100 || !v.isHidden", "true"),
    ("v.alpha > 0.5 ? 1 : 2", "1"),
    ("v.isHidden ? 1 : 0.5 * 4", "2"),
    ("v.alpha < 0.5 ? 1 : v.isHidden ? 2 : 3", "3"),
    ("(v as UIView).frame.size.width / 4 + 1", "26"),
    ("v.bounds.size.width + 1 as CGFloat", "101"),
    ("-v.frame.origin.x + 3", "3"),
    ("v.frame.size.width == 100 ? v.frame.origin.y : -1", "0"),
    ("Int(2.7)", "2"),
    ("Int(-2.7) + 1", "-1"),
    ("pow(2, 3) + hypot(3, 4)", "13"),
    ("sin(0) + cos(0) * sqrt(16)", "4"),
    ("NSStringFromCGRect(v.frame)", "{{0, 0}, {100, 100}}"),
    ("NSStringFromCGPoint(v.center)", "{50, 50}"),
    ("MIN(2, fmax(1, 3)) + floor(2.5) + round(2.5) + ceil(0.2) + fabs(-1)", "9"),
    ("v is UIButton", "false"),
    // A checked cast checks the class at both places; `??` ends an optional chain that met nil.
    ("(v as? UIButton) == nil ? \"nil\" : \"button\"", "nil"),
    ("(v as? UIButton)?.isEnabled ?? false", "false"),
    ("v is UIView && !(v is UIControl)", "true"),
    ("[1, 2].count", "2"),
    ("[1, 2, 3][1] * 2 + [4].count", "5"),
    ("[v, v].count + (v.subviews.isEmpty ? 1 : 0)", "3"),
    // One table of structs' members: CoreGraphics standardizes a rect's `width`; a transform's
    // fields read at both places.
    ("CGRect(x: 0, y: 0, width: -10, height: 5).width", "10"),
    ("v.transform.a + v.transform.d + v.transform.tx", "2"),
    ("\"n = \\(1 + 1)\" + \"!\"", "n = 2!"),
    ("[10, 20][1] / 4 == 5 ? \"int\" : \"float\"", "int"),
    // One floating literal makes the expression's literals `Double`: 10 / 4 is 2.5 here.
    ("10 / 4 * 2.0", "5"),
    // One table of struct functions and methods (`PlainCall`).
    ("v.frame.offsetBy(dx: 5, dy: 0).minX + CGPoint.init(x: 1, y: 2).y", "7"),
    ("CGRect(origin: v.center, size: v.bounds.size).maxX", "150"),
    // One table of what a view answers (`ViewRead`).
    ("v.contentOffset.y + CGFloat(v.tag) + CGFloat(v.subviews.count)", "0"),
    ("v.transform.inverted().isIdentity && v.frame.insetBy(dx: 10, dy: 10).contains(v.center)", "true"),
  ]

  /// With the `NSLog` specifier each row's value needs (`%d` shows a BOOL as 1 or 0).
  static let objectiveC: [(format: String, expression: String, printed: String)] = [
    ("%d", "(int)3.7 + 1", "4"),
    ("%d", "(NSInteger)(7 / 2.0)", "3"),
    ("%.2f", "(CGFloat)1 / 4", "0.25"),
    ("%f", "v.frame.size.width / 8", "12.500000"),
    ("%d", "1 + 2 * 3 == 7 && !(2 > 3)", "1"),
    ("%d", "v.frame.size.width == 100 && !v.hidden", "1"),
    ("%d", "v.alpha > 0.5 ? 1 : 2", "1"),
    ("%@", "((UIView *)v).frame.size.width", "100"),
    ("%d", "v.hidden ?: 7", "7"),
    ("%d", "[v isKindOfClass:[UIView class]] && ![v isMemberOfClass:[UIButton class]]", "1"),
    // One table of constants: each was known at one place only.
    ("%d", "CGFLOAT_MAX > 1000 && TRUE", "1"),
    ("%f", "CGSizeZero.width + CGRectGetWidth(CGRectZero)", "0.000000"),
    ("%.1f", "M_1_PI * M_PI", "1.0"),
    ("%d", "7 / 2 + 7 % 3", "4"),
    // A condition reads nil as false and an object as true, as C does.
    ("%d", "v.superview && !v.window.superview ? 1 : 2", "1"),
    ("%d", "CGAffineTransformIsIdentity(v.transform)", "1"),
    ("%d", "CGPointEqualToPoint(v.center, CGPointMake(50, 50))", "1"),
    ("%f", "CGAffineTransformInvert(CGAffineTransformMakeScale(2, 4)).d", "0.250000"),
  ]

  static func topLevel(_ code: String) -> String {
    var lab = Lab()
    lab.run("let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))")
    lab.run("self.view.addSubview(v)")
    let r = lab.run(code)
    return r.ok ? r.text : "error: \(r.text)"
  }

  /// What the override logged when a tap reached it (the text after `log (line N): `).
  static func body(_ pasted: String...) -> String {
    var lab = Lab()
    for piece in pasted {
      let defined = lab.run(piece)
      guard defined.ok else { return "error: \(defined.text)" }
    }
    lab.run("let p = P(frame: CGRect(x: 0, y: 0, width: 100, height: 100))")
    lab.run("self.view.addSubview(p)")
    let text = lab.run("tap 5 5").text
    guard let logged = text.split(separator: "\n").first(where: { $0.contains("log (line ") }) else {
      return "nothing logged: \(text)"
    }
    return String(logged.split(separator: ": ", maxSplits: 1)[1])
  }

  /// A chain of operators `count` long: `1 + 1 + … + 1`.
  static func chain(_ count: Int) -> String {
    Array(repeating: "1", count: count + 1).joined(separator: " + ")
  }

  /// A long operator chain is capped at the same nesting (64) at both places: under the cap it is
  /// printed the same, over it both refuse it with the same limit named.
  @Test func operatorChainsShareTheNestingCap() {
    let under = Self.chain(50)
    #expect(Self.topLevel("print(\(under))") == "51")
    #expect(Self.body(Self.touchesBegan("print(\(under))")) == "51")
    let over = Self.chain(70)
    let top = Self.topLevel("print(\(over))")
    let inside = Self.body(Self.touchesBegan("print(\(over))"))
    #expect(top.hasPrefix("error: ") && top.contains("64"), "\(top)")
    #expect(inside.hasPrefix("error: ") && inside.contains("64"), "\(inside)")
  }

  /// A Swift `touchesBegan` of class `P` with `let v = self` and then `line`.
  static func touchesBegan(_ line: String) -> String {
    """
    class P: UIView {
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let v = self
        \(line)
      }
    }
    """
  }

  /// A Swift line may end with `;`: its cast is still read.
  @Test func swiftCastOnALineEndingWithASemicolon() {
    #expect(Self.topLevel("print((v as! UIView).frame.size.width);") == "100")
    #expect(Self.topLevel("let w = v as? UIView; print(w.frame.size.width)") == "w = v\n100")
  }

  @Test(arguments: swift)
  func swiftExpression(_ row: (expression: String, printed: String)) {
    let top = Self.topLevel("print(\(row.expression))")
    let inside = Self.body(Self.touchesBegan("print(\(row.expression))"))
    #expect(top == row.printed, "top level: \(row.expression)")
    #expect(inside == row.printed, "method body: \(row.expression)")
  }

  @Test(arguments: objectiveC)
  func objectiveCExpression(_ row: (format: String, expression: String, printed: String)) {
    let top = Self.topLevel("NSLog(@\"\(row.format)\", \(row.expression));")
    let inside = Self.body(
      "@interface P : UIView\n@end",
      """
      @implementation P
      - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event { UIView *v = self; NSLog(@"\(row.format)", \(row.expression));
      }
      @end
      """)
    #expect(top == row.printed, "top level: \(row.expression)")
    #expect(inside == row.printed, "method body: \(row.expression)")
  }
}
