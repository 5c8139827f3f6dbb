import Foundation
import Testing
import ViewLabLanguage
import ViewLabRendering

/// Where a study note's loose claim is embodied in pasted code or a command, the output says the truth
/// in one short note, in both languages. Contracts: a script in, the exact `--json` notes out.
@Suite struct LooseClaimNoteTests {
  static func objects(_ script: String, ext: String = "m", language: Language = .en) throws -> [[String: Any]]
  {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "claim-\(UUID().uuidString).\(ext)")
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return AliveCodeTests.parse(AliveCodeTests.run(path: url.path, json: true, language: language))
  }

  static func notes(_ o: [String: Any]) -> [String] { o["notes"] as? [String] ?? [] }

  static let anchorScript = """
    UIView *v = [[UIView alloc] initWithFrame:CGRectMake(100, 100, 100, 50)];
    [self.view addSubview:v];
    v.layer.anchorPoint = CGPointMake(1.5, 0);
    v.layer.anchorPoint = CGPointMake(1, 0);
    anchor v -0.5 0.5
    """

  @Test func anchorPointOutsideUnitIsAllowedWithANote() throws {
    let all = try Self.objects(Self.anchorScript)
    #expect(all.count == 5)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true })
    #expect(
      Self.notes(all[2]) == [
        "v.layer.anchorPoint is (1.5, 0), outside 0…1: UIKit allows it (notes that say 0…1 only are wrong)."
          + " The anchor is a point outside the bounds; position stays, so the view moves"
          + " (frame.origin = position − anchorPoint × bounds.size) and a transform turns about that outside point"
      ])
    // (1, 0) is inside 0…1: nothing to correct.
    #expect(Self.notes(all[3]).isEmpty)
    // The command says the same.
    #expect(all[4]["command"] as? String == "anchor")
    #expect(Self.notes(all[4]).first?.hasPrefix("v.layer.anchorPoint is (-0.5, 0.5), outside 0…1") == true)
  }

  @Test func anchorPointNoteInChinese() throws {
    let all = try Self.objects(Self.anchorScript, language: .zhHans)
    #expect(
      Self.notes(all[2]) == [
        "v.layer.anchorPoint 是 (1.5, 0)，超出了 0…1：UIKit 允许这样设置（说“取值范围只能是 0~1”的资料不对）。"
          + "锚点落在 bounds 之外；position 不变，所以视图会移动（frame.origin = position − anchorPoint × bounds.size），"
          + "transform 也绕这个外面的点旋转、缩放"
      ])
  }

  /// The view really moves: position stays (150, 125), so frame.origin = (150 − 1.5 × 100, 125 − 0).
  @Test func anchorOutsideUnitMovesTheView() throws {
    let all = try Self.objects(
      """
      UIView *v = [[UIView alloc] initWithFrame:CGRectMake(100, 100, 100, 50)];
      [self.view addSubview:v];
      v.layer.anchorPoint = CGPointMake(1.5, 0);
      tap 10 130
      tap 120 110
      """)
    #expect(all[3]["hit"] as? String == "v")
    #expect(all[4]["hit"] as? String == "view")
  }

  static let roundButton = """
    @interface RoundButton : UIButton
    @end
    @implementation RoundButton
    - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event
    {
        CGFloat x2 = self.frame.size.width / 2; // the radius from frame
        CGFloat y2 = self.frame.size.height / 2;
        double dis = sqrt((point.x - x2) * (point.x - x2) + (point.y - y2) * (point.y - y2));
        return dis <= self.frame.size.width / 2;
    }
    @end
    RoundButton *b = [[RoundButton alloc] initWithFrame:CGRectMake(100, 100, 100, 100)];
    [self.view addSubview:b];
    tap 150 150
    b.transform = CGAffineTransformMakeScale(0.5, 0.5);
    tap 150 150
    """

  @Test func selfFrameInPointInsideGetsANote() throws {
    let all = try Self.objects(Self.roundButton)
    #expect(
      Self.notes(all[1]).last
        == "RoundButton.pointInside:withEvent: reads self.frame (line 6), but its point is in RoundButton's own"
        + " coordinates, the bounds'. frame is in the superview's, and Apple calls it undefined once the transform"
        + " is not the identity (a scale changes frame.size, a rotation gives its bounding box). Use self.bounds"
    )
    // Without a transform frame.size is bounds.size: the centre is hit. Under a scale of 0.5 the radius
    // read from frame is 25 while the point is in bounds coordinates (50, 50): the centre misses.
    #expect(all[4]["hit"] as? String == "b")
    #expect(all[6]["hit"] as? String == "view")
  }

  @Test func selfFrameNoteInChinese() throws {
    let all = try Self.objects(Self.roundButton, language: .zhHans)
    #expect(
      Self.notes(all[1]).last
        == "RoundButton.pointInside:withEvent: 读取了 self.frame（第 6 行），但 point 在 RoundButton 自己的坐标系（bounds）中。"
        + "frame 在父视图的坐标系中，transform 不是 identity 时 Apple 文档称其未定义（缩放会改变 frame.size，"
        + "旋转得到的是外接矩形）。请用 self.bounds")
  }

  @Test func swiftBareFrameInHitTestGetsANoteButBoundsAndOtherFramesDoNot() throws {
    let all = try Self.objects(
      """
      class Half: UIView {
          override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
              // frame here would be wrong
              return point.x < frame.width / 2 ? self : nil
          }
      }
      class Fine: UIView {
          override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              return bounds.contains(point) && superview!.frame.width > 0
          }
      }
      """, ext: "swift")
    let half = all.flatMap(Self.notes).filter { $0.hasPrefix("Half.") }
    #expect(half.count == 1)
    #expect(half.first?.hasPrefix("Half.hitTest(_:with:) reads frame (line 4)") == true)
    #expect(half.first?.hasSuffix("Use bounds") == true)
    #expect(all.flatMap(Self.notes).allSatisfy { !$0.hasPrefix("Fine.") })
  }

  static let alphaGate = """
    @interface Gate : UIView
    @end
    @implementation Gate
    - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
      if (self.hidden || !self.userInteractionEnabled || self.alpha <= 0.01) return nil;
      return [super hitTest:point withEvent:event];
    }
    @end
    Gate *g = [[Gate alloc] initWithFrame:CGRectMake(100, 100, 100, 100)];
    [self.view addSubview:g];
    g.alpha = 0.01;
    tap 150 150
    """

  /// The notes write the gate `alpha <= 0.01`; Apple says less than 0.01. The note says why the two
  /// agree here, and the engine shows it: alpha 0.01 is stored below 0.01, so the tap passes g by.
  @Test func alphaAtOrBelowGetsANoteInBothLanguages() throws {
    let all = try Self.objects(Self.alphaGate)
    #expect(
      Self.notes(all[1]).last
        == "Gate.hitTest:withEvent: tests alpha <= 0.01 (line 5); Apple's hitTest(_:with:) skips views whose alpha"
        + " is less than 0.01. The two agree on every alpha a view can hold: alpha is stored as a Float, and 0.01"
        + " becomes 0.0099999998, already below 0.01")
    #expect(all.last?["hit"] as? String == "view")
    let zh = try Self.objects(Self.alphaGate, language: .zhHans)
    #expect(Self.notes(zh[1]).last?.hasPrefix("Gate.hitTest:withEvent: 第 5 行判断的是 alpha <= 0.01") == true)
  }

  @Test func aFloatLiteralOrALessThanGetsNoAlphaNote() throws {
    for gate in ["self.alpha < 0.01", "self.alpha <= 0.01f", "self.alpha <= 0.015"] {
      let all = try Self.objects(Self.alphaGate.replacingOccurrences(of: "self.alpha <= 0.01", with: gate))
      #expect(Self.notes(all[1]).allSatisfy { !$0.contains("tests alpha") }, "\(gate)")
    }
  }
}
