import Testing
import ViewLabApp
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// Pastes that used to be lost without a word — a comment before `@end`, a `//` comment and the
/// lines after a Swift class, Markdown pasted with the code, an unsupported call inside an
/// override, a multi-argument `print`, `po` — each now runs, is noted, or is refused with its line.
/// Run as `viewlab run --json FILE` runs them.
@Suite struct PasteLossTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String
    var text: String
    var status: Int32
    /// Each must be one of the output's JSON lines, exactly or as its start.
    var lines: [String]
    var testDescription: String { name }
  }

  static let round = """
    @interface Round : UIButton
    @end
    @implementation Round
    - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event
    {
        // only the inscribed circle
        return hypot(point.x - 50, point.y - 50) <= 50;
    }
    @end
    """

  static let cases: [Case] = [
    Case(
      name: "a comment in a method before @end", file: "round.m",
      text: round
        + "\nRound *r = [[Round alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];\n[self.view addSubview:r];\ntap 50 50\ntap 5 5",
      status: 0,
      lines: [
        #"{"command":"code","ok":true,"notes":["class Round: UIButton\n  overrides pointInside:withEvent: (line 4): ViewLab runs it when UIKit would call it"]}"#,
        #"{"command":"tap","ok":true,"point":[50,50],"hit":"r","#,
        #"{"command":"tap","ok":true,"point":[5,5],"hit":"view","#,
      ]),
    Case(
      name: "a Swift comment, then lines after the closing brace", file: "big.swift",
      text: """
        class Big: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                // grow the area by 20 points
                return bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let b = Big(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        view.addSubview(b)
        tap 85 85
        """,
      status: 0,
      lines: [
        #"{"command":"code","ok":true,"notes":["b = Big(frame: (100, 100, 10, 10)) — it is in no window until addSubview puts it in one"]}"#,
        #"{"command":"tap","ok":true,"point":[85,85],"hit":"b","#,
      ]),
    Case(
      name: "Markdown headings and fences pasted with the code", file: "fzq.m",
      text: "```objc\n#####在FZQButton.m中通过hitTest方法实现(详见下面代码）\n" + round + "\n```\n",
      status: 0,
      lines: [
        #"{"command":"markdown","ok":true,"line":1,"skipped":"```objc","notes":["line 1: skipped a code fence \"```objc\": Markdown, not code"]}"#,
        "{\"command\":\"markdown\",\"ok\":true,\"line\":2,\"skipped\":\"#####在FZQButton.m中通过hitTest方法实现(详见下面代码）\",",
        #"{"command":"code","ok":true,"notes":["class Round: UIButton\n  overrides pointInside:withEvent: (line 6): ViewLab runs it when UIKit would call it"]}"#,
        #"{"command":"markdown","ok":true,"line":12,"skipped":"```","#,
      ]),
    Case(
      name: "a heading inside a method body", file: "inside.m",
      text:
        "@implementation Round\n- (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event {\n##  核心代码\n    return YES;\n}\n@end",
      status: 0,
      lines: [
        "{\"command\":\"markdown\",\"ok\":true,\"line\":3,\"skipped\":\"##  核心代码\",",
        #"{"command":"code","ok":true,"notes":["class Round: UIView (guessed from the name)\n  overrides pointInside:withEvent: (line 2)"#,
      ]),
    Case(
      name: "an unsupported call inside a touchesBegan override", file: "touch.m",
      text: """
        @implementation TouchView
        - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event
        {
            NSLog(@"began");
            [self fooBar:1];
        }
        @end
        TouchView *t = [[TouchView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
        [self.view addSubview:t];
        tap 10 10
        """,
      status: 1,
      lines: [
        #"{"command":"tap","ok":false,"error":{"message":"TouchView.touchesBegan line 5: "#
      ]),
    Case(
      name: "print with several arguments, and po", file: "print.swift",
      text: """
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.addSubview(v)
        print(v.frame, v.center)
        print("frame:", v.frame, separator: " | ")
        po v.bounds
        """,
      status: 0,
      lines: [
        #"{"command":"code","ok":true,"notes":["(10, 20, 30, 40) (25, 40)"]}"#,
        #"{"command":"code","ok":true,"notes":["frame: | (10, 20, 30, 40)"]}"#,
        #"{"command":"code","ok":true,"notes":["(0, 0, 30, 40)"]}"#,
      ]),
    Case(
      name: "NSLog fills its format", file: "log.m",
      text: """
        UIView *v = [[UIView alloc] initWithFrame:CGRectMake(1, 2, 3, 4)];
        NSLog(@"frame %@, %d views, 100%%", NSStringFromCGRect(v.frame), 2);
        """,
      status: 0,
      lines: [#"{"command":"code","ok":true,"notes":["frame {{1, 2}, {3, 4}}, 2 views, 100%"]}"#]),
    Case(
      name: "calls that change nothing ViewLab models", file: "chat.m",
      text: """
        UIButton *chatView = [UIButton buttonWithType:UIButtonTypeCustom];
        [chatView setBackgroundImage:[UIImage imageNamed:@"对话框"] forState:UIControlStateNormal];
        [chatView setTitle:@"hi" forState:UIControlStateNormal];
        chatView.frame = CGRectMake(0, 0, 60, 30);
        [chatView sizeToFit];
        """,
      status: 0,
      lines: [
        #"{"command":"code","ok":true,"notes":["setBackgroundImage:forState: does not change geometry or touch delivery: ViewLab ignores it"]}"#,
        #"{"command":"code","ok":true,"notes":["setTitle:forState: does not change geometry or touch delivery: ViewLab ignores it"]}"#,
        #"{"command":"code","ok":true,"notes":["chatView.sizeToFit(): the size stays 60 × 30; the size that fits comes from its title, image and font, which ViewLab does not model"]}"#,
      ]),
    Case(
      name: "Objective-C: a struct member of a property is not assignable", file: "frame.m",
      text: """
        UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 100, 100)];
        [self.view addSubview:redView];
        redView.frame.origin.x = 30;
        """,
      status: 1,
      lines: [
        #"{"command":"redView.frame.origin.x","ok":false,"error":{"message":"expression is not assignable: in Objective-C, redView.frame is a method call that returns a copy of the CGRect, so its member origin.x cannot be set (Swift allows it)","code":"not-assignable","line":3,"column":15,"hint":"take the frame, change it, assign it back: CGRect r = redView.frame; r.origin.x = …; redView.frame = r;","file":"#
      ]),
    Case(
      name: "Objective-C: the same inside a method", file: "mover.m",
      text: """
        @implementation Mover
        - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event
        {
            CGRect r = self.bounds;
            r.origin.x = -20;
            self.frame.origin.x += 1;
            return CGRectContainsPoint(r, point);
        }
        @end
        """,
      status: 1,
      lines: [
        #"{"command":"","ok":false,"error":{"message":"line 6: expression is not assignable: in Objective-C, self.frame is a method call that returns a copy of the CGRect, so its member origin.x cannot be set (Swift allows it)","code":"not-assignable","#
      ]),
    Case(
      name: "Swift: the same assignment is allowed", file: "frame.swift",
      text: """
        let redView = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.addSubview(redView)
        redView.frame.origin.x = 30
        print(redView.frame)
        """,
      status: 0,
      lines: [#"{"command":"code","ok":true,"notes":["(30, 10, 100, 100)"]}"#]),
    Case(
      name: "a controller's property assigned in viewDidLoad (Objective-C)", file: "home.m",
      text: """
        #import "HomeVC.h"
        @interface HomeVC : UIViewController <UIGestureRecognizerDelegate>
        @property (nonatomic, strong) UIButton *button;
        @end

        @implementation HomeVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.button = [UIButton buttonWithType:UIButtonTypeSystem];
            self.button.frame = CGRectMake(20, 40, 100, 44);
            [self.button addTarget:self action:@selector(buy:) forControlEvents:UIControlEventTouchUpInside];
            [self.view addSubview:self.button];
        }
        - (void)buy:(UIButton *)sender {
            NSLog(@"buy");
        }
        @end
        tap 50 60
        """,
      status: 0,
      lines: [
        #"{"command":"tap","ok":true,"point":[50,60],"hit":"button","chain":["button","view","viewController","window","UIApplication","AppDelegate"],"handledBy":["button"],"#
      ]),
    Case(
      name: "a controller's implicitly unwrapped property assigned in viewDidLoad (Swift)",
      file: "home.swift",
      text: """
        class HomeVC: UIViewController {
            var button: UIButton!
            lazy var tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
            override func viewDidLoad() {
                super.viewDidLoad()
                button = UIButton(type: .system)
                button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
                view.addSubview(button)
                self.view.addGestureRecognizer(tap)
            }
            @objc func dismissKeyboard() {
                view.endEditing(true)
            }
        }
        tap 50 60
        """,
      status: 0,
      lines: [
        #"{"command":"tap","ok":true,"point":[50,60],"hit":"button","chain":["button","view","viewController","window","UIApplication","AppDelegate"],"handledBy":["button"],"#
      ]),
    Case(
      name: "an action whose body ViewLab cannot read", file: "kept.swift",
      text: """
        class VC: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let b = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
                b.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                view.addSubview(b)
            }
            @objc func tapped() {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.view.alpha = 0.5 }
            }
        }
        """,
      status: 0,
      lines: [
        #"{"command":"code","ok":true,"notes":["class VC: UIViewController\n  not run: tapped (line 8) — ViewLab cannot read its body (line 9: ViewLab does not run closures and blocks (a loop over subviews can be written 'for … in subviews.reversed()') in an override); when UIKit calls it, nothing runs"]}"#
      ]),
    Case(
      name: "a controller whose name does not say it is one", file: "vc.m",
      text: """
        @interface VC : UIViewController
        @end
        @implementation VC
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *red = [[UIView alloc] initWithFrame:CGRectMake(20, 40, 100, 100)];
            [self.view addSubview:red];
        }
        - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
            NSLog(@"began");
        }
        @end
        tap 50 60
        """,
      status: 0,
      lines: [
        #"{"command":"code","ok":true,"notes":["@interface VC : UIViewController read — the class is complete with its @implementation"]}"#,
        #"{"command":"tap","ok":true,"point":[50,60],"hit":"red","chain":["red","view","viewController","window","UIApplication","AppDelegate"],"handledBy":["viewController"],"#,
      ]),
  ]

  @Test(arguments: cases) func pasteIsShownOrRefused(_ c: Case) throws {
    let (status, lines) = try PasteRun.run(c.file, c.text)
    let out = lines.joined(separator: "\n")
    #expect(status == c.status, "\(out)")
    for expected in c.lines {
      #expect(PasteRun.has(lines, expected), "\(expected)\n\(out)")
    }
    // Nothing printed nothing: every JSON line is an object with a verdict.
    #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix(#"{"command":"#) })
  }

  /// `load` of a pasted `.m` file builds the scene and names the Markdown lines it skipped.
  @Test func loadNamesTheMarkdownItSkipped() {
    let files = MemoryFiles()
    try? files.writeAtomically("round.m", "```objc\n" + Self.round + "\n```")
    var console = Console(options: RenderOptions(color: false, width: 200))
    let result = console.handle(line: "load round.m", lineNumber: 1, files: files)
    #expect(result.ok, "\(result.text)")
    #expect(
      result.text == """
        loaded round.m
        line 1: skipped a code fence "```objc": Markdown, not code
        line 11: skipped a code fence "```": Markdown, not code
        """)
  }
}
