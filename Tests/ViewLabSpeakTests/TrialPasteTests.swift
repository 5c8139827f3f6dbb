import Testing

/// Pastes a new user's trial showed failing, each as written in real code: Swift lines inside a loop
/// that end with `;` (some of them), Objective-C's `@selector` in a loop of `viewDidLoad`, and Swift's
/// implicit `self` in a drag (`center.x += dx`), and a second view controller's `viewDidLoad` (it
/// built into the root view, as if every controller pasted were on screen).
@Suite struct TrialPasteTests {
  static let cases: [PasteCase] = [
    PasteCase(
      name: "a Swift loop with some lines ending in ';' is Swift", file: "semi.swift",
      text: """
        for i in 0..<3 {
            let title = "x"
            print(i);
        }
        """,
      lines: [#"{"command":"code","ok":true,"notes":["0","1","2"]}"#]),
    PasteCase(
      name: "Swift's for (i, x) in … with ';' lines", file: "enumerated.swift",
      text: """
        let titles = ["a", "b"]
        for (i, title) in titles.enumerated() {
            print(title);
            print(i)
        }
        """,
      lines: [#"{"command":"code","ok":true,"notes":["a","0","b","1"]}"#]),
    PasteCase(
      name: "@selector in a loop of viewDidLoad", file: "buttons.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            for (int i = 0; i < 2; i++) {
                UIButton *btn = [UIButton buttonWithType:UIButtonTypeCustom];
                btn.frame = CGRectMake(20, 40 + i * 60, 100, 44);
                [btn addTarget:self action:@selector(btnClick:) forControlEvents:UIControlEventTouchUpInside];
                [self.view addSubview:btn];
            }
        }
        - (void)btnClick:(UIButton *)sender {
            NSLog(@"clicked %@", sender);
        }
        @end
        tap 30 110
        """,
      lines: [], fragments: [#""log","line":12,"text":"clicked <UIButton: btn2>""#]),
    PasteCase(
      name: "Swift's implicit self in a drag", file: "drag.swift",
      text: """
        class Drag: UIView {
          override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let t = touches.first else { return }
            let cur = t.location(in: superview)
            let prev = t.previousLocation(in: superview)
            center.x += cur.x - prev.x
            frame.origin.y += cur.y - prev.y
          }
        }
        let d = Drag(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(d)
        touch down 50 50
        touch move 60 70
        touch up
        print(d.frame)
        """,
      lines: [#"{"command":"code","ok":true,"notes":["(10, 20, 100, 100)"]}"#]),
    PasteCase(
      name: "only the first view controller pasted is the window's root", file: "two.swift",
      text: """
        class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.addSubview(a)
            }
        }
        class DetailViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let b = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                view.addSubview(b)
            }
        }
        tap 50 50
        """,
      lines: [],
      fragments: [
        #""notes":["DetailViewController's viewDidLoad does not run now: the window's root view controller is HomeViewController"#,
        #""hit":"a""#,
      ]),
    PasteCase(
      name: "an Objective-C controller's NSMutableArray property", file: "buttons2.m",
      text: """
        @interface ViewController ()
        @property (nonatomic, strong) NSMutableArray *buttons;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.buttons = @[].mutableCopy;
            for (int i = 0; i < 3; i++) {
                UIButton *b = [[UIButton alloc] initWithFrame:CGRectMake(0, i * 50, 100, 44)];
                [self.view addSubview:b];
                [self.buttons addObject:b];
            }
            NSLog(@"%lu buttons", (unsigned long)self.buttons.count);
        }
        @end
        """,
      lines: [#"{"command":"code","ok":true,"notes":["3 buttons"]}"#]),
    PasteCase(
      name: "a checked cast checks the class; as! on another stops the run", file: "cast.swift",
      text: """
        let w = UIView(frame: .zero)
        print(w as? UIButton)
        let x = w as! UIButton
        """, status: 1,
      lines: [
        #"{"command":"code","ok":true,"notes":["nil"]}"#,
        #"{"command":"let","ok":false,"error":{"message":"as! UIButton failed: the value is UIView, not a UIButton (Swift stops the app here)","code":"failed-cast""#,
      ]),
    PasteCase(
      name: "a full-width semicolon from a Chinese input method is named", file: "fullwidth.swift",
      text: "let v = UIView(frame: .zero)；\n", status: 1,
      lines: [],
      fragments: [#""hint":"'；' is a full-width character (typed with a Chinese input method): write ';'""#]),
    PasteCase(
      name: "isKindOfClass: of a view the method made and has not added", file: "kind.m",
      text: """
        @interface Probe : UIView
        @end
        @implementation Probe
        - (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
            UIView *w = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
            NSLog(@"%d %d", [w isKindOfClass:[UIButton class]], [w isKindOfClass:[UIView class]]);
        }
        @end
        Probe *p = [[Probe alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
        [self.view addSubview:p];
        tap 10 10
        """,
      lines: [], fragments: [#""log","line":6,"text":"0 1""#]),
  ]

  @Test(arguments: cases) func runs(_ c: PasteCase) throws { try PasteRun.check(c) }
}
