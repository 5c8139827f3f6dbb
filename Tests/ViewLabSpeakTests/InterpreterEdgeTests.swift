import Foundation
import Testing

/// The body interpreter's honest edges: Swift's checked casts check the class, integers divide as
/// the languages divide them, and `removeFromSuperview` inside a touch is refused with its reason.
/// Contracts: a script in, the exact `log` texts or the error's code and message out.
@Suite struct InterpreterEdgeTests {
  /// The `log` texts of the code the last command ran.
  static func logs(_ script: String, ext: String) throws -> [String] {
    let last = try #require(try AliveCodeTests.objects(script, ext: ext).last)
    #expect(last["ok"] as? Bool == true, "\(last)")
    return AliveCodeTests.ran(last).flatMap { run in
      (run["steps"] as? [[String: Any]] ?? []).compactMap {
        $0["step"] as? String == "log" ? $0["text"] as? String : nil
      }
    }
  }

  static func swiftProbe(_ body: String) -> String {
    """
    class Probe: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            \(body)
        }
    }
    let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let button = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
    view.addSubview(probe)
    view.addSubview(button)
    tap 50 50
    """
  }

  @Test func asQuestionMarkIsNilForAnotherClass() throws {
    let logs = try Self.logs(
      Self.swiftProbe(
        """
        let touch = touches.first!
        print(touch.view as? UIButton == nil, touch.view as? Probe == nil, touch.view as? UIView == nil)
        if let b = touch.view as? UIButton { print("button", b) } else { print("not a button") }
        """), ext: "swift")
    #expect(logs == ["true false false", "not a button"])
  }

  @Test func asBangOnTheWrongClassIsAnErrorNamingTheLine() throws {
    let all = try AliveCodeTests.objects(
      Self.swiftProbe("let b = touches.first!.view as! UIButton\n        print(b)"), ext: "swift")
    let tap = try #require(all.last)
    #expect(tap["ok"] as? Bool == false)
    let error = try #require(tap["error"] as? [String: Any])
    #expect(error["code"] as? String == "failed-cast")
    #expect(
      (error["message"] as? String)?.hasPrefix(
        "Probe.touchesBegan line 3: as! UIButton failed: the value is Probe, not a UIButton") == true,
      "\(error)")
    // The scene is unchanged: the probe is still where it was and nothing ran.
    #expect(AliveCodeTests.ran(tap).isEmpty)
  }

  @Test func swiftIntegersDivideAsIntegersAndCGFloatsExactly() throws {
    let logs = try Self.logs(
      Self.swiftProbe(
        """
        let half = 7 / 2
        let n = 7
        let w: CGFloat = 7 / 2
        var k = 9
        k /= 2
        print(half, 7 % 2, n / 2, n % 4, w, 7.0 / 2, CGFloat(n) / 2, -7 / 2, k, 7 / 2)
        """), ext: "swift")
    #expect(logs == ["3 1 3 3 3.5 3.5 3.5 -3 4 3"])
  }

  @Test func objectiveCDividesIntegerLiteralsAsC() throws {
    let script = """
      @interface Probe : UIView
      @end
      @implementation Probe
      - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
          int n = 7;
          CGFloat w = 7 / 2;
          CGFloat x = 7.0 / 2;
          NSLog(@"%d %d %.1f %.1f %.1f %d", n / 2, 7 % 3, w, x, n / 2.0, -7 / 2);
      }
      @end
      Probe *probe = [[Probe alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:probe];
      tap 50 50
      """
    #expect(try Self.logs(script, ext: "m") == ["3 1 3.0 3.5 3.5 -3"])
  }

  @Test func integerDivisionByZeroIsAnError() throws {
    let all = try AliveCodeTests.objects(Self.swiftProbe("let z = 0\n        print(7 / z)"), ext: "swift")
    let error = try #require(all.last?["error"] as? [String: Any])
    #expect(error["code"] as? String == "not-modelled", "\(error)")
  }

  @Test(arguments: [("m", "[self removeFromSuperview];"), ("swift", "removeFromSuperview()")])
  func removeFromSuperviewInATouchIsRefusedWithItsReason(_ ext: String, _ call: String) throws {
    let script =
      ext == "m"
      ? """
      @interface Gone : UIView
      @end
      @implementation Gone
      - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
          \(call)
      }
      @end
      Gone *g = [[Gone alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:g];
      tap 50 50
      tree
      """
      : """
      class Gone: UIView {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              \(call)
          }
      }
      let g = Gone(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.addSubview(g)
      tap 50 50
      tree
      """
    let all = try AliveCodeTests.objects(script, ext: ext)
    let tap = try #require(all.first { $0["command"] as? String == "tap" })
    let message = (tap["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(
      message.contains("'\(call)' while a touch is being delivered: the touch stays bound to its view"),
      "\(message)")
    // The scene is unchanged: g is still in the tree.
    let tree = try #require(all.last)
    #expect((tree["views"] as? [String])?.contains("g") == true, "\(tree)")
  }
}
