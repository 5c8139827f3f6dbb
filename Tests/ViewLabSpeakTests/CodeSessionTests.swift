import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

struct CodeSessionTests {
  @Test func viewsExistBeforeAddSubviewButAreInNoWindow() throws {
    var s = try session([
      "let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))", "v.isHidden = true",
    ])
    #expect(s.scene.view(named: "v") == nil)
    #expect(s.code.isPending("v"))
    guard case .tap(let t, _)? = try s.run("tap 10 10")?.1 else { Issue.record("no tap"); return }
    #expect(t.hitTest.hit == s.scene.window)
    _ = try s.run("window.addSubview(v)")
    let id = try #require(s.scene.view(named: "v"))
    #expect(s.scene[id].isHidden)
    #expect(!s.code.isPending("v"))
  }

  @Test func aSubtreeBuiltOutsideTheWindowArrivesWhole() throws {
    let s = try session([
      "let card = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))",
      "let badge = UIButton(frame: CGRect(x: 5, y: 5, width: 20, height: 20))",
      "card.addSubview(badge)",
      "self.view.addSubview(card)",
    ])
    let badge = try #require(s.scene.view(named: "badge"))
    #expect(s.scene.ancestry(of: badge).map { s.scene[$0].name } == ["badge", "card", "view", "window"])
    #expect(s.scene.frameInWindow(of: badge) == Rect(x: 15, y: 15, width: 20, height: 20))
  }

  @Test func selfViewIsAFullWindowRootViewOfAController() throws {
    var s = try session(["window 320 480", "let v = UIView()", "view.addSubview(v)"])
    let root = try #require(s.scene.view(named: "view"))
    #expect(s.scene.frame(of: root) == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(s.scene.controller(managing: root).map { s.scene.controller($0).name } == "viewController")
    // One line, one undo step: the root view, its controller and the add go together.
    _ = try s.run("undo")
    #expect(s.scene.view(named: "v") == nil)
    #expect(s.scene.view(named: "view") == nil)
    _ = try s.run("self.view.alpha = 0.5")
    #expect(s.scene.view(named: "view") != nil)
  }

  @Test func anErrorLeavesTheSessionUnchanged() throws {
    var s = try session(["add v 0 0 10 10"])
    let before = s.scene
    #expect(throws: ScriptError.self) { try s.run("v.hidden = YES; v.frame = CGRectMake(1, 2, 3);") }
    #expect(s.scene == before)
  }

  static let unsupported: [(code: String, names: String)] = [
    ("let swipe = UISwipeGestureRecognizer(target: self, action: #selector(s))", "UISwipeGestureRecognizer"),
    ("lazy var w: UIView = { UIView() }()", "closures"),
    ("let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 3", "numberOfTapsRequired"),
    ("v.exchangeSubview(at: 0, withSubviewAt: 1)", "exchangeSubview"),
    ("let t = UIDatePicker(frame: .zero)", "UIDatePicker"),
    (
      "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {",
      "hitTest(_:with:) override"
    ),
    ("- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {", "point(inside:with:) override"),
    ("v.tintAdjustmentMode = .dimmed", "tintAdjustmentMode"),
  ]

  /// Control flow and animation blocks on one line run as they do over several.
  @Test(arguments: [
    ("if (v.hidden) { v.hidden = NO; } else { v.alpha = 0.5; }", 0.5),
    ("[UIView animateWithDuration:0.3 animations:^{ v.alpha = 0.25; }];", 0.25),
    ("UIView.animate(withDuration: 0.3) { v.alpha = 0.75 }", 0.75),
    ("for i in 1...3 { v.alpha = Double(i) / 4 }", 0.75),
    ("if #available(iOS 13, *) { v.alpha = 0.5 } else { v.alpha = 0 }", 0.5),
    ("v.alpha = 0.5; if #unavailable(iOS 13) { v.alpha = 0 }", 0.5),
  ])
  func controlFlowOnOneLineRuns(_ code: String, _ alpha: Double) throws {
    var s = try session(["add v 0 0 10 10"])
    _ = try s.run(code)
    #expect(s.scene[s.scene.view(named: "v")!].alphaValue == alpha)
  }

  @Test(arguments: unsupported)
  func unsupportedConstructsAreNamed(_ row: (code: String, names: String)) throws {
    var s = try session(["add v 0 0 10 10"])
    do {
      _ = try s.run(row.code)
      Issue.record("accepted: \(row.code)")
    } catch {
      guard case .notModelled = error.problem else {
        Issue.record("\(row.code): \(error.problem)")
        return
      }
      let what = ErrorRenderer.message(error.problem).message
      #expect(what.contains(row.names), "\(what)")
    }
  }

  static let scaffolding = [
    "import UIKit", "@import UIKit;", "super.viewDidLoad()", "[super viewDidLoad];", "}", "@end",
    "- (void)viewDidLoad {", "override func viewDidLoad() {", "@implementation ViewController",
    "class ViewController: UIViewController {", "// a comment", "v.layoutIfNeeded()",
    "#import <UIKit/UIKit.h>",
  ]

  @Test(arguments: scaffolding)
  func scaffoldingIsAcceptedAndChangesNothing(_ line: String) throws {
    var s = try session(["add v 0 0 10 10"])
    let before = s.scene
    _ = try s.run(line)
    #expect(s.scene == before)
  }

  @Test(arguments: [
    String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000),
    "v.alpha = " + Array(repeating: "1", count: 20000).joined(separator: " + "),
    String(repeating: "[", count: 3000) + "v",
    "v.frame = " + String(repeating: "{", count: 4000),
    String(repeating: "-", count: 10000) + "1",
  ])
  func deepOrLongInputIsAnErrorNotACrash(_ line: String) throws {
    var s = try session(["add v 0 0 10 10"])
    #expect(throws: ScriptError.self) { try s.run(line) }
  }
}

extension CodeSessionTests {
  @Test(arguments: [
    "let x = v.hitTest()", "let p = v.convert(CGPoint(x: 1, y: 1))", "v.point()",
    "let b = v.point(inside: .zero)",
    "[v hitTest:]", "v.subviews[5].hidden = YES", "v.frame = CGRect(x: 1)", "CGRectMake(1, 2)", "v.", "[v]",
    "let = 3",
    "@", "v.frame.origin.z = 1", "v.center = v", "window.addSubview(window)", "let v = UIView()",
  ])
  func malformedCodeIsAnError(_ line: String) throws {
    var s = try session(["add v 0 0 10 10"])
    let before = s.scene
    _ = try? s.run(line)
    #expect(s.scene == before)
  }
}

extension CodeSessionTests {
  @Test func aRemovedViewCanBeAddedBackWithItsSubviews() throws {
    let s = try session([
      "add card 10 10 100 100", "add badge 5 5 10 10 to card", "add other 200 200 100 100",
      "[card removeFromSuperview];", "[other addSubview:card];",
    ])
    let badge = try #require(s.scene.view(named: "badge"))
    #expect(s.scene.ancestry(of: badge).map { s.scene[$0].name } == ["badge", "card", "other", "window"])
  }
}

extension CodeSessionTests {
  /// Lesson answers are read by the tutor after the command parser declines them: they must not be
  /// taken for code.
  @Test(arguments: ["(1, 2)", "106.066", "a → b → c", "red, green", "-12.5", "blue", "nil", "(0, 0, 10, 10)"])
  func answersAreNotCode(_ answer: String) {
    let parsed = try? Parser.parse(answer)
    if case .code? = parsed { Issue.record("\(answer) was read as code") }
  }
}

extension CodeSessionTests {
  @Test func bringingAViewThatIsNotASubviewToFrontDoesNothing() throws {
    let s = try session([
      "add a 0 0 10 10", "add b 0 0 10 10", "add c 0 0 10 10 to a", "b.bringSubviewToFront(a)",
    ])
    #expect(s.scene[s.scene.window].subviews.map { s.scene[$0].name } == ["a", "b"])
  }
}
