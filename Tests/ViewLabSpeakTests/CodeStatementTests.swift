import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabTestSupport

/// Every supported statement form means the same as its command: one table row per form.
struct CodeStatementTests {
  static let setup = ["add v 10 10 100 100", "add w 200 200 50 50"]

  static let equivalents: [(code: String, command: String)] = [
    // Swift
    ("v.frame = CGRect(x: 1, y: 2, width: 3, height: 4)", "frame v 1 2 3 4"),
    ("v.frame.origin = CGPoint(x: 5, y: 6)", "frame v origin 5 6"),
    ("v.frame.size = CGSize(width: 7, height: 8)", "frame v size 7 8"),
    ("v.frame.origin.x += 5", "frame v origin 15 10"),
    ("v.bounds = CGRect(x: -10, y: 0, width: 50, height: 50)", "bounds v -10 0 50 50"),
    ("v.bounds.origin = CGPoint(x: 0, y: 20)", "bounds v origin 0 20"),
    ("v.bounds.size = CGSize(width: 20, height: 30)", "bounds v size 20 30"),
    ("v.center = CGPoint(x: 50, y: 60)", "center v 50 60"),
    ("v.center.y = 300", "center v 60 300"),
    ("v.layer.anchorPoint = CGPoint(x: 0, y: 0)", "anchor v 0 0"),
    ("v.layer.position = CGPoint(x: 1, y: 1)", "position v 1 1"),
    ("v.transform = CGAffineTransform(rotationAngle: .pi / 4)", "transform v rotate 45"),
    ("v.transform = CGAffineTransform(scaleX: 2, y: 3)", "transform v scale 2 3"),
    ("v.transform = CGAffineTransform(translationX: 5, y: 6)", "transform v translate 5 6"),
    (
      "v.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)",
      "transform v rotate 90 scale 2"
    ),
    (
      "v.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: CGFloat.pi / 6).translatedBy(x: 1, y: 2)",
      "transform v scale 2 rotate 30 translate 1 2"
    ),
    ("v.transform = .identity", "transform v identity"),
    ("v.isHidden = true", "hide v"),
    ("v.alpha = 0.5", "alpha v 0.5"),
    ("v.isUserInteractionEnabled = false", "interaction v off"),
    ("v.clipsToBounds = true", "clip v on"),
    ("v.layer.masksToBounds = true", "clip v on"),
    ("v.removeFromSuperview()", "remove v"),
    ("window.bringSubviewToFront(v)", "front v"),
    ("window.sendSubviewToBack(w)", "back w"),
    ("w.addSubview(v)", "move v to w"),
    ("window.insertSubview(w, at: 0)", "move w to window at 0"),
    ("window.insertSubview(w, belowSubview: v)", "move w to window at 0"),
    ("v.backgroundColor = .red", "tree"),
    ("window.insertSubview(v, aboveSubview: w)", "move v to window at 1"),
    ("v.layer.opacity = 0.5", "alpha v 0.5"),
    ("v.bounds.origin.y = 20", "bounds v origin 0 20"),
    ("v.frame = UIScreen.main.bounds", "frame v 0 0 375 667"),
    ("v.center = CGPoint(x: v.superview!.bounds.midX, y: 50)", "center v 187.5 50"),
    ("v.frame = CGRect(origin: .zero, size: CGSize(width: 10, height: 10))", "frame v 0 0 10 10"),
    ("v.frame = w.frame.insetBy(dx: 5, dy: 5)", "frame v 205 205 40 40"),
    ("v.center.x = w.center.x - w.bounds.width / 2", "center v 200 60"),
    ("let p = CGPoint(x: 3, y: 4); v.center = p", "center v 3 4"),
    // Objective-C
    ("v.hidden = YES;", "hide v"),
    ("v.userInteractionEnabled = NO;", "interaction v off"),
    ("[v setHidden:YES];", "hide v"),
    ("[v setFrame:CGRectMake(1, 2, 3, 4)];", "frame v 1 2 3 4"),
    ("v.frame = CGRectMake(1, 2, 3, 4);", "frame v 1 2 3 4"),
    ("v.frame = (CGRect){{1, 2}, {3, 4}};", "frame v 1 2 3 4"),
    ("v.center = CGPointMake(5, 5);", "center v 5 5"),
    ("v.transform = CGAffineTransformMakeRotation(M_PI_4);", "transform v rotate 45"),
    ("v.transform = CGAffineTransformMakeScale(2, 2);", "transform v scale 2"),
    ("v.transform = CGAffineTransformTranslate(v.transform, 5, 6);", "transform v translate 5 6"),
    ("v.alpha = 0.5f;", "alpha v 0.5"),
    ("v.layer.anchorPoint = CGPointMake(0, 1);", "anchor v 0 1"),
    ("[w addSubview:v];", "move v to w"),
    ("[v removeFromSuperview];", "remove v"),
    ("[window bringSubviewToFront:v];", "front v"),
    ("[window insertSubview:w atIndex:0];", "move w to window at 0"),
    ("[v setBackgroundColor:[UIColor redColor]];", "tree"),
    ("[v.layer setAnchorPoint:CGPointMake(0, 0)];", "anchor v 0 0"),
    ("[v setCenter:CGPointMake(CGRectGetMidX(w.frame), 0)];", "center v 225 0"),
    (
      "v.transform = CGAffineTransformConcat(CGAffineTransformMakeScale(2, 2), CGAffineTransformMakeRotation(M_PI_2));",
      "transform v scale 2 rotate 90"
    ),
    ("((UIView *)v).hidden = YES;", "hide v"),
    ("UIView *alias = v; alias.hidden = YES;", "hide v"),
    ("self.v.hidden = YES;", "hide v"),
  ]

  @Test(arguments: equivalents)
  func statementMeansItsCommand(_ row: (code: String, command: String)) throws {
    let pasted = try session(Self.setup + [row.code])
    let typed = try session(Self.setup + [row.command])
    expectSameScene(pasted.scene, typed.scene)
  }

  static let creations: [(code: [String], command: String)] = [
    (
      ["let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))", "window.addSubview(v)"],
      "add v 1 2 3 4"
    ),
    (
      ["UIView *v = [[UIView alloc] initWithFrame:CGRectMake(1, 2, 3, 4)];", "[window addSubview:v];"],
      "add v 1 2 3 4"
    ),
    (
      ["UILabel *l = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];", "[window addSubview:l];"],
      "add l UILabel 0 0 10 10"
    ),
    (["let b = UIButton(type: .custom)", "window.addSubview(b)"], "add b UIButton"),
    (
      ["UIButton *b = [UIButton buttonWithType:UIButtonTypeCustom];", "[window addSubview:b];"],
      "add b UIButton"
    ),
    (["var s: UIScrollView = UIScrollView(frame: .zero)", "window.addSubview(s)"], "add s UIScrollView"),
    (["UIView *v = [UIView new];", "[window addSubview:v];"], "add v"),
    (
      ["let v = UIImageView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)); window.addSubview(v)"],
      "add v UIImageView 0 0 5 5"
    ),
  ]

  @Test(arguments: creations)
  func creatingAViewMeansAdd(_ row: (code: [String], command: String)) throws {
    expectSameScene(try session(row.code).scene, try session([row.command]).scene)
  }

  static let questions: [(code: String, command: String)] = [
    ("window.hitTest(CGPoint(x: 20, y: 20), with: nil)", "hittest window 20 20"),
    ("[window hitTest:CGPointMake(20, 20) withEvent:nil];", "hittest window 20 20"),
    ("print(v.hitTest(CGPoint(x: 1, y: 1), with: nil))", "hittest v 1 1"),
    ("v.convert(CGPoint(x: 1, y: 2), to: window)", "convert 1 2 from v to window"),
    ("window.convert(CGPoint(x: 1, y: 2), from: v)", "convert 1 2 from v to window"),
    ("[v convertPoint:CGPointMake(1, 2) toView:w];", "convert 1 2 from v to w"),
    ("CGPoint q = [v convertPoint:CGPointMake(1, 2) fromView:nil];", "convert 1 2 from window to v"),
    ("v.point(inside: CGPoint(x: 1, y: 1), with: nil)", "inside v 1 1"),
    ("BOOL b = [v pointInside:CGPointMake(-1, 1) withEvent:nil];", "inside v -1 1"),
    ("let hit = window.hitTest(CGPoint(x: 210, y: 210), with: nil)", "hittest window 210 210"),
  ]

  @Test(arguments: questions)
  func questionMeansItsCommand(_ row: (code: String, command: String)) throws {
    var a = try session(Self.setup)
    var b = a
    let pasted = try #require(try a.run(row.code))
    let typed = try #require(try b.run(row.command))
    // Same command (its names point at different columns), same answer, recorded alike.
    #expect(pasted.0.verb == typed.0.verb)
    #expect(pasted.1 == typed.1)
    #expect(a.asked.map(\.verb) == b.asked.map(\.verb))
  }
}
