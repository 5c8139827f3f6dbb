import Testing
import ViewLabCommands

/// A view controller's `viewDidLoad` runs its statements one by one at the top level; a `return`
/// there (bare, in an `if`, or a `guard`'s `else`) ends the method as Swift and Objective-C do: the
/// statements after it in the method do not run and say so, what the method queued on the main
/// queue runs then, and the lines after the controller run as usual. Outside a method, `return`
/// stays refused.
@Suite struct LifecycleReturnTests {
  typealias Case = PasteCase

  static let notRun = "not run: the method returned at line 8, so the code after that return never runs"

  static let cases: [Case] = [
    Case(
      name: "Swift: guard … else { return } ends viewDidLoad, and the main queue runs then",
      file: "vc.swift",
      text: """
        class ViewController: UIViewController {
            var ready = false
            override func viewDidLoad() {
                super.viewDidLoad()
                let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
                view.addSubview(v)
                DispatchQueue.main.async { v.alpha = 0.5 }
                guard ready else { return }
                v.isHidden = true
                print("not printed")
            }
        }
        print("after the controller")
        tap 50 150
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["the block queued on the main queue at line 7 ran after the code around it had returned: async returns at once, and the main queue runs the block on a later turn of the run loop","→ v.alpha = 0.5"]}"#,
        #"{"command":"code","ok":true,"notes":[""# + notRun + #""]}"#,
        #"{"command":"code","ok":true,"notes":["after the controller"]}"#,
        #"{"command":"tap","ok":true,"point":[50,150],"hit":"v","#,
      ]),
    Case(
      name: "Objective-C: return inside an if ends viewDidLoad", file: "vc.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *v = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 100, 100)];
            [self.view addSubview:v];
            if (v.tag == 0) {
                NSLog(@"leaving");
                return;
            }
            v.hidden = YES;
        }
        @end
        tap 50 150
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["leaving"]}"#,
        #"{"command":"code","ok":true,"notes":[""# + notRun + #""]}"#,
        #"{"command":"tap","ok":true,"point":[50,150],"hit":"v","#,
      ]),
    Case(
      name: "a guard that holds goes on", file: "go.swift",
      text: """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
                guard v.tag == 0 else { return }
                view.addSubview(v)
            }
        }
        tap 50 150
        """,
      lines: [#"{"command":"tap","ok":true,"point":[50,150],"hit":"v","#]),
    Case(
      name: "in Chinese", file: "zh.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *v = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 100, 100)];
            [self.view addSubview:v];
            if (v.tag == 0) {
                NSLog(@"leaving");
                return;
            }
            v.hidden = YES;
        }
        @end
        """,
      lines: [#"{"command":"code","ok":true,"notes":["未执行：方法已在第 8 行 return，这之后的代码都不会执行"]}"#],
      language: .zhHans),
    Case(
      name: "return outside a method is still refused", file: "top.swift",
      text: """
        let v = UIView()
        guard v.tag == 1 else { return }
        """, status: 1,
      lines: [
        #"{"command":"guard","ok":false,"error":{"message":"ViewLab does not model 'return' statements","code":"not-modelled","line":2,"#
      ]),
  ]

  @Test(arguments: cases) func runs(_ c: Case) throws { try PasteRun.check(c) }
}
