import Foundation
import Testing
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabTerminal
import ViewLabTestSupport

/// Pasted classes alive after hit-testing: touches… overrides (with `UITouch`) and action methods
/// run on `tap` and `touch` steps, change the scene, show it, and undo. Contracts: a script in, the
/// exact `--json` objects out. The notes' FZQButton (`Alive/fzq-button.m`) is also a golden trace
/// (`.out`, `.zh.out`); re-record with `VIEWLAB_RECORD=1 swift test --filter AliveCodeTests`.
@Suite struct AliveCodeTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Alive")

  /// Runs `Alive/FILE` as `viewlab run` does and checks it against `FILE.out` (`FILE.zh.out` in
  /// Chinese); returns the output.
  @discardableResult
  static func golden(_ file: String, _ language: Language, sourceLocation: SourceLocation = #_sourceLocation)
    -> String
  {
    let out = run(path: folder.appendingPathComponent(file).path, json: false, language: language)
    let golden = folder.appendingPathComponent(file + (language == .en ? ".out" : ".zh.out")).path
    Golden.check(out, against: golden, sourceLocation: sourceLocation)
    return out
  }

  static func run(path: String, json: Bool, language: Language = .en) -> String {
    var out = ""
    var runner = ScriptRunner(
      options: RenderOptions(json: json, color: false, language: language), keepGoing: true,
      emit: { text, isError in out += (isError ? "[stderr] " : "") + text })
    _ = runner.run(paths: [path], readStandardInput: { nil })
    return out
  }

  /// Runs `script` as a `.m` file with `--json`: one object per command line.
  static func objects(_ script: String, ext: String = "m") throws -> [[String: Any]] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alive-\(UUID().uuidString).\(ext)")
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return parse(run(path: url.path, json: true))
  }

  static func parse(_ out: String) -> [[String: Any]] {
    out.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  static func ran(_ o: [String: Any]) -> [[String: Any]] { o["ran"] as? [[String: Any]] ?? [] }
  static func changes(_ o: [String: Any]) -> [[String: Any]] {
    ran(o).flatMap { $0["changes"] as? [[String: Any]] ?? [] }
  }

  /// The trace shows the scene the hit-test saw: code that ran afterwards (here a touchesBegan that
  /// shrinks and fades its own view) changes the scene after the trace, not inside it.
  @Test func theTraceShowsTheSceneBeforeTheCodeRan() throws {
    let script = """
      class Shrinker: UIButton {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          self.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
          self.alpha = 0.5
          super.touchesBegan(touches, with: event)
        }
      }
      let b = Shrinker(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
      view.addSubview(b)
      tap 150 150
      """
    let tap = try #require(try Self.objects(script, ext: "swift").last)
    let trace = try #require(tap["trace"] as? [[String: Any]])
    let inside = trace.filter { $0["view"] as? String == "b" && $0["step"] as? String == "pointInside" }
    #expect(inside.map { $0["rect"] as? [Double] } == [[0, 0, 100, 100]])
    #expect(Self.changes(tap).isEmpty == false)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "alive-\(UUID().uuidString).swift")
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let text = Self.run(path: url.path, json: false)
    #expect(text.contains("is inside bounds (0, 0, 100, 100)"))
    #expect(text.contains("alpha 1"))
    #expect(!text.contains("bounds (0, 0, 10, 10)"), "\(text)")
  }

  /// Outside hit-testing a change ViewLab does not model is named as such, not blamed on hit-testing.
  @Test func anUnmodelledChangeInTouchesBeganIsNamedNotBlamedOnHitTesting() throws {
    let script = """
      class Leaver: UIButton {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
          self.removeFromSuperview()
        }
      }
      let b = Leaver(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
      view.addSubview(b)
      tap 150 150
      """
    let tap = try #require(try Self.objects(script, ext: "swift").last)
    #expect(tap["ok"] as? Bool == false)
    let error = try #require(tap["error"] as? [String: Any])
    let message = try #require(error["message"] as? String)
    #expect(message.contains("removeFromSuperview()"), "\(message)")
    #expect(!message.contains("hit-testing"), "\(message)")
  }

  @Test func fzqButtonEndToEnd() throws {
    let all = Self.parse(Self.run(path: Self.folder.appendingPathComponent("fzq-button.m").path, json: true))
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let steps = all.filter { ["tap", "touch", "undo"].contains($0["command"] as? String) }
    #expect(steps.count == 10)
    // tap → the action runs with sender = button and adds the bubble above it.
    let click = Self.ran(steps[0])
    #expect(click.map { $0["method"] as? String } == ["btnClick:"])
    #expect(click.first?["sender"] as? String == "button")
    let added = Self.changes(steps[0])
    #expect(added.first?["change"] as? String == "added")
    #expect(added.first?["view"] as? String == "chatView")
    #expect(added.first?["superview"] as? String == "button")
    #expect(added.first?["frame"] as? [Double] == [0, -60, 120, 60])
    // A tap on the bubble, outside the button's bounds, reaches it through the hitTest override.
    #expect(steps[1]["hit"] as? String == "chatView")
    // The drag: each move runs touchesMoved, which translates the button by the finger's offset.
    #expect(steps[3]["phase"] as? String == "move")
    #expect(Self.changes(steps[3]).first?["transform"] as? [Double] == [1, 0, 0, 1, 10, 10])
    #expect(Self.changes(steps[4]).first?["transform"] as? [Double] == [1, 0, 0, 1, 30, 20])
    #expect(Self.changes(steps[4]).first?["frame"] as? [Double] == [130, 320, 100, 40])
    // UIKit sends touchUpInside after the drag too (the finger lifts inside the moved button): a second bubble.
    #expect(Self.changes(steps[5]).first?["view"] as? String == "chatView2")
    // Three undos take back the second bubble and both moves: the button is back where it was.
    #expect(steps[6...8].map { $0["undid"] as? String } == ["touch", "touch", "touch"])
    #expect(steps[9]["hit"] as? String == "button")
  }

  @Test(arguments: [Language.en, Language.zhHans])
  func fzqButtonGolden(_ language: Language) throws {
    Self.golden("fzq-button.m", language)
  }

  static let swiftDrag = """
    class Knob: UIView {
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let p = touch.location(in: superview)
            let q = touch.previousLocation(in: superview)
            center = CGPoint(x: center.x + p.x - q.x, y: center.y + p.y - q.y)
            NSLog("tapCount %d", touch.tapCount)
        }
    }
    let knob = Knob(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.addSubview(knob)
    touch down 25 25
    touch move 35 45
    """

  @Test func swiftTouchesMovedMovesCenter() throws {
    let all = try Self.objects(Self.swiftDrag, ext: "swift")
    let move = try #require(all.last)
    #expect(move["ok"] as? Bool == true, "\(move)")
    let c = Self.changes(move)
    #expect(c.first?["change"] as? String == "frame")
    #expect(c.first?["to"] as? [Double] == [10, 20, 50, 50])
    let log = Self.ran(move).first?["steps"] as? [[String: Any]] ?? []
    #expect(log.contains { $0["text"] as? String == "tapCount 1" })
  }

  /// Each bad body is a precise error (its code and line), and the scene is as before the step.
  @Test(arguments: [
    (
      "- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {\n    while (YES) { self.alpha = 1; }\n}",
      "touch move 20 20", "step-budget"
    ),
    (
      "- (void)btnClick:(UIButton *)sender {\n    [self btnClick:sender];\n}",
      "touch up", "recursion-limit"
    ),
    (
      "- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {\n    self.frame.origin.x = 10;\n}",
      // clang refuses it when the class is compiled: the paste is the error, before any touch.
      "touch move 20 20", "not-assignable"
    ),
  ])
  func badBodiesAreErrors(_ method: String, _ step: String, _ code: String) throws {
    let script = """
      @interface Pad : UIButton
      @end
      @implementation Pad
      \(method)
      @end
      Pad *pad = [[Pad alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:pad];
      [pad addTarget:pad action:@selector(btnClick:) forControlEvents:UIControlEventTouchUpInside];
      touch down 10 10
      \(step)
      explain pad
      """
    let all = try Self.objects(script)
    let failed = try #require(all.first { $0["ok"] as? Bool == false })
    let error = failed["error"] as? [String: Any]
    #expect(error?["code"] as? String == code, "\(failed)")
    let explain = try #require(all.last)
    #expect(explain["frame"] as? [Double] == [0, 0, 100, 100])
    #expect(explain["transform"] as? [Double] == [1, 0, 0, 1, 0, 0])
    #expect(explain["alpha"] as? Double == 1)
  }

  @Test func actionFromHitTestIsAnError() throws {
    let script = """
      @interface Pad : UIButton
      @end
      @implementation Pad
      - (void)btnClick:(UIButton *)sender {
          self.alpha = 0.5;
      }
      - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event {
          [self btnClick:self];
          return [super hitTest:point withEvent:event];
      }
      @end
      Pad *pad = [[Pad alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      [self.view addSubview:pad];
      tap 10 10
      """
    let all = try Self.objects(script)
    let error = all.last?["error"] as? [String: Any]
    #expect(error?["code"] as? String == "action-in-hit-test", "\(all.last ?? [:])")
    #expect((error?["message"] as? String)?.contains("btnClick:") == true)
  }

  /// A recognizer's action runs when it recognizes, with `sender` the recognizer; undo takes its change back.
  @Test func recognizerActionRunsWithSender() throws {
    let script = """
      class Card: UIView {
          @objc func tapped(_ sender: UITapGestureRecognizer) {
              let p = sender.location(in: self)
              NSLog("tapped at %.0f %.0f", p.x, p.y)
              if sender.state == .ended { sender.view?.alpha = 0.5 }
          }
      }
      let card = Card(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
      view.addSubview(card)
      let tap = UITapGestureRecognizer(target: card, action: #selector(Card.tapped(_:)))
      card.addGestureRecognizer(tap)
      tap 50 50
      undo
      explain card
      """
    let all = try Self.objects(script, ext: "swift")
    let tap = try #require(all.first { $0["command"] as? String == "tap" })
    let run = try #require(Self.ran(tap).first)
    #expect(run["method"] as? String == "tapped(_:)")
    #expect(run["sender"] as? String == "tap")
    #expect(run["trigger"] as? String == "recognized")
    let steps = run["steps"] as? [[String: Any]] ?? []
    #expect(steps.contains { $0["text"] as? String == "tapped at 30 30" })
    #expect(Self.changes(tap).first?["property"] as? String == "alpha")
    #expect(all.last?["alpha"] as? Double == 1)
  }

  static func delegateScript(_ answer: String) -> String {
    """
    @implementation ViewController
    - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch {
        // 点在按钮上时，让按钮自己处理
        if ([touch.view isKindOfClass:[UIButton class]]) {
            return \(answer);
        }
        return YES;
    }
    - (void)dismiss:(UITapGestureRecognizer *)tap {
        [self.view endEditing:YES];
    }
    @end
    UIButton *buy = [[UIButton alloc] initWithFrame:CGRectMake(50, 50, 100, 44)];
    [self.view addSubview:buy];
    UITapGestureRecognizer *dismissTap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(dismiss:)];
    dismissTap.delegate = self;
    [self.view addGestureRecognizer:dismissTap];
    tap 60 60
    tap 300 300
    """
  }

  /// The interview answer: the parent's tap asks its delegate, which keeps the button's touches
  /// from it; elsewhere it recognizes and its action runs (`endEditing:` accepted with a note).
  @Test func delegateKeepsTheTouchFromTheRecognizer() throws {
    let taps = try Self.objects(Self.delegateScript("NO")).filter { $0["command"] as? String == "tap" }
    #expect(taps.count == 2)
    #expect(taps[0]["hit"] as? String == "buy")
    #expect(taps[0]["recognized"] as? [String] == [])
    #expect(
      taps[0]["controlEvents"] as? [String] == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    #expect(taps[1]["recognized"] as? [String] == ["dismissTap"])
    let run = try #require(Self.ran(taps[1]).first)
    #expect(run["method"] as? String == "dismiss:")
    let steps = run["steps"] as? [[String: Any]] ?? []
    #expect(steps.contains { $0["step"] as? String == "accepted" })
  }

  @Test func delegateReturningAViewIsAnError() throws {
    let all = try Self.objects(Self.delegateScript("touch.view"))
    let failed = try #require(all.first { $0["ok"] as? Bool == false })
    let error = failed["error"] as? [String: Any]
    #expect(error?["code"] as? String == "wrong-value-kind", "\(failed)")
    #expect((error?["message"] as? String)?.contains("gestureRecognizer") == true, "\(failed)")
  }
}
