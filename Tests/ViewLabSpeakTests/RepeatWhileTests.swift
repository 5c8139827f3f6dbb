import Testing
import ViewLabCommands

/// Swift's `repeat { … } while x` and C's `do { … } while (x);`: the body runs once before the
/// condition is tested, in a method body and at the top level alike, with `break`, `continue` and
/// the step budget. Run as `viewlab run --json FILE` runs a paste.
@Suite struct RepeatWhileTests {
  typealias Case = PasteCase

  static let cases: [Case] = [
    Case(
      name: "Swift's repeat in viewDidLoad runs its body before the test, continue goes to the test",
      file: "vc.swift",
      text: """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var i = 0
                repeat {
                    let v = UIView(frame: CGRect(x: 10, y: 100 + CGFloat(i) * 60, width: 100, height: 50))
                    view.addSubview(v)
                    i += 1
                    if i == 2 { continue }
                } while i < 3
                var n = 10
                repeat { n += 1 } while false
                print(i, view.subviews.count, n)
            }
        }
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["self.view is 'view': the root view of 'viewController', made to fill the window on first use","added v: UIView (10, 100, 100, 50) in view","added v2: UIView (10, 160, 100, 50) in view","added v3: UIView (10, 220, 100, 50) in view"]}"#,
        #"{"command":"code","ok":true,"notes":["3 3 11"]}"#,
      ]),
    Case(
      name: "C's do-while in viewDidLoad, ended by break", file: "vc.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            int i = 0;
            do {
                UIView *v = [[UIView alloc] initWithFrame:CGRectMake(10, 100 + i * 60, 100, 50)];
                [self.view addSubview:v];
                i++;
                if (i == 2) break;
            } while (i < 3);
            NSLog(@"%d %lu", i, (unsigned long)self.view.subviews.count);
        }
        @end
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["self.view is 'view': the root view of 'viewController', made to fill the window on first use","added v: UIView (10, 100, 100, 50) in view","added v2: UIView (10, 160, 100, 50) in view"]}"#,
        #"{"command":"code","ok":true,"notes":["2 2"]}"#,
      ]),
    Case(
      name: "Swift's repeat in a touchesBegan override", file: "panel.swift",
      text: """
        class Panel: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                var i = subviews.count
                repeat {
                    i -= 1
                    subviews[i].isHidden = true
                } while i > 0
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.addSubview(panel)
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        panel.addSubview(a)
        let b = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        panel.addSubview(b)
        tap 200 200
        """,
      lines: [#"{"command":"tap","ok":true,"point":[200,200],"hit":"panel","#],
      fragments: [
        #""changes":[{"change":"property","view":"a","property":"hidden","value":"YES"},{"change":"property","view":"b","property":"hidden","value":"YES"}]"#
      ]),
    Case(
      name: "C's do-while in a touchesBegan:withEvent: override, with continue", file: "panel.m",
      text: """
        @interface Panel : UIView
        @end
        @implementation Panel
        - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
            NSUInteger i = 0;
            do {
                UIView *v = self.subviews[i];
                v.hidden = YES;
                i++;
                if (i == 1) continue;
            } while (i < self.subviews.count);
        }
        @end
        Panel *panel = [[Panel alloc] initWithFrame:CGRectMake(0, 0, 300, 300)];
        [view addSubview:panel];
        UIView *a = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 50, 50)];
        [panel addSubview:a];
        UIView *b = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 50, 50)];
        [panel addSubview:b];
        tap 200 200
        """,
      lines: [#"{"command":"tap","ok":true,"point":[200,200],"hit":"panel","#],
      fragments: [
        #""changes":[{"change":"property","view":"a","property":"hidden","value":"YES"},{"change":"property","view":"b","property":"hidden","value":"YES"}]"#
      ]),
    Case(
      name: "a repeat that never ends stops at the step budget", file: "spin.swift",
      text: """
        var k = 0
        repeat { k += 1 } while true
        """, status: 1,
      lines: [
        #"{"command":"repeat","ok":false,"error":{"message":"this code ran more than 100000 steps: a loop that never ends?","code":"step-budget","line":2,"column":1,"#
      ]),
    Case(
      name: "a do-while that never ends, in an override, is an error of the tap", file: "spin.m",
      text: """
        @interface Spinner : UIView
        @end
        @implementation Spinner
        - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
            do {
                self.alpha = 0.5;
            } while (YES);
        }
        @end
        Spinner *s = [[Spinner alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
        [view addSubview:s];
        tap 50 50
        """, status: 1,
      lines: [#"{"command":"tap","ok":false,"error":{"#],
      fragments: ["100000"]),
    Case(
      name: "Swift's do is a scope with catch, not a loop: still refused", file: "do.swift",
      text: """
        do {
            print(1)
        } catch {
        }
        """, status: 1,
      lines: [#"{"command":"do","ok":false,"error":{"#]),
  ]

  @Test(arguments: cases) func runs(_ c: Case) throws { try PasteRun.check(c) }

  /// `undo` takes back every turn of a `repeat`, as of any loop, and names it by its word.
  @Test func undoTakesBackTheWholeRepeat() throws {
    var session = Session()
    _ = try session.run("add card 0 0 300 300")
    _ = try session.run("var k = 0")
    let before = session.scene
    _ = try session.run(
      "#line 3\nrepeat {\n  let v = UIView(frame: CGRect(x: 0, y: CGFloat(k) * 50, width: 10, height: 10))\n  card.addSubview(v)\n  k += 1\n} while k < 3"
    )
    #expect(session.scene.viewNames.count == before.viewNames.count + 3)
    let undone = try session.run("undo")
    #expect(session.scene == before)
    #expect("\(String(describing: undone))".contains("repeat"))
    _ = try session.run(
      "#line 9\ndo {\n  UIView *v = [[UIView alloc] init];\n  [card addSubview:v];\n} while (NO);")
    #expect(session.scene.viewNames.count == before.viewNames.count + 1)
    _ = try session.run("undo")
    #expect(session.scene == before)
  }
}
