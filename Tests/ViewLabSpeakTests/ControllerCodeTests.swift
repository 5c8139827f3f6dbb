import Foundation
import Testing
import ViewLabLanguage

/// A pasted `UIViewController` subclass becomes the window's root view controller: its
/// `viewDidLoad` builds views line by line when pasted, and its touches… methods run when a touch
/// goes up the responder chain to it. Contracts: a script in, the exact `--json` objects out.
@Suite struct ControllerCodeTests {
  static let objectiveC = """
    @implementation ViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(20, 20, 100, 100)];
        [self.view addSubview:redView];
    }
    // 点空白处收键盘
    - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
        [self.view endEditing:YES];
        NSLog(@"controller touched");
    }
    @end
    tap 200 300
    tap 50 50
    """

  static let swift = """
    class VC: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let redView = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            view.addSubview(redView)
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            view.endEditing(true)
            print("controller touched")
        }
    }
    tap 200 300
    tap 50 50
    """

  @Test(arguments: [
    (objectiveC, "m", "touchesBegan:withEvent:", 8), (swift, "swift", "touchesBegan(_:with:)", 7),
  ])
  func controllerTouchesRunOnTheChain(_ script: String, _ ext: String, _ selector: String, _ line: Int) throws
  {
    let all = try AliveCodeTests.objects(script, ext: ext)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let taps = all.filter { $0["command"] as? String == "tap" }
    try #require(taps.count == 2)
    // viewDidLoad built redView in the controller's view; a tap beside it reaches the view, then the controller.
    #expect(taps[0]["hit"] as? String == "view")
    #expect(
      taps[0]["chain"] as? [String] == ["view", "viewController", "window", "UIApplication", "AppDelegate"])
    #expect(taps[1]["hit"] as? String == "redView")
    for tap in taps {
      #expect(tap["handledBy"] as? [String] == ["viewController"])
      let run = try #require(AliveCodeTests.ran(tap).first)
      #expect(run["method"] as? String == selector)
      #expect(run["view"] as? String == "view")
      let steps = run["steps"] as? [[String: Any]] ?? []
      #expect(
        steps.map { $0["step"] as? String } == ["overrideBegan", "accepted", "log", "overrideReturned"])
      #expect(steps[1]["line"] as? Int == line + 1)
      #expect(
        steps[1]["note"] as? String
          == "endEditing: is accepted: ViewLab models no keyboard, so there is none to dismiss")
      #expect(steps[2]["text"] as? String == "controller touched")
    }
  }

  /// Both languages: the controller's run and its note in the text output.
  @Test(arguments: [
    (Language.en, "endEditing: is accepted: ViewLab models no keyboard"),
    (Language.zhHans, "已接受 endEditing:：ViewLab 不模拟键盘，没有键盘可收起"),
  ])
  func controllerRunInBothLanguages(_ language: Language, _ note: String) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vc-\(UUID().uuidString).swift")
    try Self.swift.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let out = AliveCodeTests.run(path: url.path, json: false, language: language)
    #expect(!out.contains("[stderr]"), "\(out)")
    #expect(out.contains(note))
    #expect(out.contains("touchesBegan(_:with:)"))
    #expect(out.contains(language == .en ? "viewController handles it" : "viewController 处理了它"))
    let root =
      language == .en
      ? "the window's root view controller (viewController) is now a VC"
      : "窗口的根视图控制器（viewController）现在是 VC 的实例"
    #expect(out.contains(root), "\(out)")
  }

  /// `[self.view endEditing:YES]` / `view.endEditing(true)` at the top level: accepted, one note.
  @Test(arguments: [("[self.view endEditing:YES];", "m"), ("view.endEditing(true)", "swift")])
  func endEditingAtTheTopLevelIsANote(_ line: String, _ ext: String) throws {
    let all = try AliveCodeTests.objects(line, ext: ext)
    let last = try #require(all.last)
    #expect(last["ok"] as? Bool == true, "\(last)")
    let notes = last["notes"] as? [String] ?? []
    #expect(notes.filter { $0.hasPrefix("endEditing: is accepted") }.count == 1, "\(notes)")
  }

  static let objectiveCTags = """
    @implementation ViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *box = [[UIView alloc] initWithFrame:CGRectMake(20, 20, 100, 100)];
        box.tag = 7;
        [self.view addSubview:box];
    }
    - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
        UIView *found = [self.view viewWithTag:7];
        found.alpha = 0.5;
        NSLog(@"tag %d", (int)found.tag);
        UIView *none = [self.view viewWithTag:99];
        if (none == nil) { NSLog(@"no 99"); }
    }
    @end
    tap 200 300
    undo
    explain box
    """

  /// A controller's `touchesBegan` finds the view its `viewDidLoad` tagged; `viewWithTag:` of a
  /// missing tag is nil; the change undoes.
  @Test func controllerFindsAViewByTag() throws {
    let all = try AliveCodeTests.objects(Self.objectiveCTags)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let tap = try #require(all.first { $0["command"] as? String == "tap" })
    let run = try #require(AliveCodeTests.ran(tap).first)
    let logs = (run["steps"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
    #expect(logs == ["tag 7", "no 99"])
    let change = try #require(AliveCodeTests.changes(tap).first)
    #expect(change["view"] as? String == "box")
    #expect(change["property"] as? String == "alpha")
    #expect(change["value"] as? String == "0.5")
    #expect(all.last?["alpha"] as? Double == 1)
  }

  static let swiftTags = """
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    box.tag = 7
    view.addSubview(box)
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    inner.tag = 8
    box.addSubview(inner)
    print(view.viewWithTag(8), view.viewWithTag(7), view.viewWithTag(9), box.tag, view.viewWithTag(0))
    undo
    print(box.tag)
    """

  /// `viewWithTag(_:)` searches the receiver and below it, depth first; an untagged view is tag 0,
  /// so `viewWithTag(0)` is the receiver itself; `undo` keeps an earlier tag.
  @Test func swiftTagsSetReadAndSearched() throws {
    let all = try AliveCodeTests.objects(Self.swiftTags, ext: "swift")
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let printed = all.compactMap { ($0["notes"] as? [String])?.last }.suffix(2)
    #expect(Array(printed) == ["inner box nil 7 view", "7"])
  }

  /// A controller as a learner pastes its file: the class extension with its properties, a
  /// viewDidLoad that makes the controller a recognizer's delegate, the delegate method. The
  /// extension is one frame statement, not an error; the controller's methods exist before its
  /// viewDidLoad runs (so the delegate is not called "ignored"); the frame lines (`@implementation`,
  /// the method head, `[super viewDidLoad]`, `}`, `@end`) report nothing of their own.
  static let controllerFile = """
    @interface ViewController () <UIGestureRecognizerDelegate>
    @property (nonatomic, strong) UITableView *tableView;
    @property (nonatomic, weak) UIView *card;
    @end

    @implementation ViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 300, 200)];
        [self.view addSubview:card];
        UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(dismiss:)];
        tap.delegate = self;
        [self.view addGestureRecognizer:tap];
    }
    - (void)dismiss:(UITapGestureRecognizer *)g {
        [self.view endEditing:YES];
    }
    - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldReceiveTouch:(UITouch *)touch {
        return NO;
    }
    @end
    tap 100 150
    """

  @Test func aControllerFileReadsWholeWithoutFrameNoise() throws {
    let all = try AliveCodeTests.objects(Self.controllerFile)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let notes = all.flatMap { $0["notes"] as? [String] ?? [] }
    #expect(
      notes.filter { $0.hasSuffix("accepted, nothing to do") } == ["@interface: accepted, nothing to do"])
    #expect(notes.allSatisfy { !$0.contains("ViewLab ignores it") }, "\(notes)")
    #expect(notes.first?.hasPrefix("@interface") == true)
    #expect(notes.dropFirst().first?.hasPrefix("class ViewController: UIViewController") == true)
    // The delegate answered NO, so the tap never saw the touch and the action did not run.
    let tap = try #require(all.last)
    #expect(tap["hit"] as? String == "card")
    #expect(tap["recognized"] as? [String] == [])
    #expect(AliveCodeTests.ran(tap).isEmpty)
  }

  /// Swift's `is` in a delegate, as every "my button stopped working" answer writes it: the class
  /// test is Objective-C's isKindOfClass:, so a tap on the button keeps it and a tap beside it
  /// dismisses.
  static let swiftDelegate = """
    class ViewController: UIViewController, UIGestureRecognizerDelegate {
        let button = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            let tap = UITapGestureRecognizer(target: self, action: #selector(hideKeyboard))
            tap.delegate = self
            view.addGestureRecognizer(tap)
            button.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
            button.addTarget(self, action: #selector(buy(_:)), for: .touchUpInside)
            view.addSubview(button)
        }
        @objc func hideKeyboard() { view.endEditing(true) }
        @objc func buy(_ sender: UIButton) { print("buy") }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            return !(touch.view is UIButton)
        }
    }
    tap 100 220
    tap 300 500
    """

  @Test func swiftIsTestsTheClassInADelegate() throws {
    let all = try AliveCodeTests.objects(Self.swiftDelegate, ext: "swift")
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let taps = all.filter { $0["command"] as? String == "tap" }
    try #require(taps.count == 2)
    #expect(taps[0]["hit"] as? String == "button")
    #expect(taps[0]["recognized"] as? [String] == [])
    #expect(AliveCodeTests.ran(taps[0]).map { $0["method"] as? String } == ["buy(_:)"])
    #expect(taps[1]["recognized"] as? [String] == ["tap"])
    #expect(AliveCodeTests.ran(taps[1]).map { $0["method"] as? String } == ["hideKeyboard"])
  }
}
