import Testing
import ViewLabCommands

/// `DispatchQueue.main.async { … }` and `dispatch_async(dispatch_get_main_queue(), ^{ … })`: the
/// block runs after the code that queued it has returned (a pasted statement, a `viewDidLoad`, an
/// override or an action), in the order queued, with what it captured; `asyncAfter` names its delay;
/// a block for any other queue is refused. Run as `viewlab run --json FILE` runs a paste.
@Suite struct MainQueueTests {
  typealias Case = PasteCase

  static let ranLater =
    "the block queued on the main queue at line 6 ran after the code around it had returned: async returns at once, and the main queue runs the block on a later turn of the run loop"

  static let cases: [Case] = [
    Case(
      name: "Swift: the block runs after viewDidLoad, so the line after async does not win", file: "vc.swift",
      text: """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
                view.addSubview(v)
                DispatchQueue.main.async {
                    v.isHidden = true
                    print("in block", v.isHidden)
                }
                v.isHidden = false
                print("after async", v.isHidden)
                for i in 0..<2 {
                    var x = i
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        print("turn", i, x)
                    }
                    x += 10
                }
            }
        }
        tap 50 150
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["after async false"]}"#,
        #"{"command":"code","ok":true,"notes":[""# + ranLater
          + #"","in block true","the block queued on the main queue at line 14 ran 0.5 s later, after the code around it had returned: asyncAfter returns at once, and the main queue runs the block on a turn of the run loop once the delay is over (ViewLab does not wait; it shows the values after)","turn 0 10","turn 1 11","→ v.isHidden = true"]}"#,
        #"{"command":"tap","ok":true,"point":[50,150],"hit":"view","#,
      ]),
    Case(
      name: "Objective-C: dispatch_async runs after viewDidLoad, with the values the block copied",
      file: "vc.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *v = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 100, 100)];
            [self.view addSubview:v];
            int n = 1;
            dispatch_async(dispatch_get_main_queue(), ^{
                v.hidden = YES;
                NSLog(@"n = %d", n);
            });
            n = 2;
            v.hidden = NO;
            dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.25 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                NSLog(@"later");
            });
        }
        @end
        tap 50 150
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["the block queued on the main queue at line 7 ran after the code around it had returned: async returns at once, and the main queue runs the block on a later turn of the run loop","n = 1","the block queued on the main queue at line 13 ran 0.25 s later, after the code around it had returned: asyncAfter returns at once, and the main queue runs the block on a turn of the run loop once the delay is over (ViewLab does not wait; it shows the values after)","later","→ v.hidden = YES"]}"#,
        #"{"command":"tap","ok":true,"point":[50,150],"hit":"view","#,
      ]),
    Case(
      name: "a line of two statements: the block runs after both", file: "line.swift",
      text: """
        let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        view.addSubview(v)
        DispatchQueue.main.async { v.isHidden = true }; v.isHidden = false
        print(v.isHidden)
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["the block queued on the main queue at line 3 ran after the code around it had returned: async returns at once, and the main queue runs the block on a later turn of the run loop","→ v.isHidden = true"]}"#,
        #"{"command":"code","ok":true,"notes":["true"]}"#,
      ]),
    Case(
      name: "Swift action: the block runs after the action returns, seeing the variable as it was left",
      file: "action.swift",
      text: """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let button = UIButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                view.addSubview(button)
            }
            @objc func tapped(_ sender: UIButton) {
                var n = 1
                DispatchQueue.main.async {
                    sender.isHidden = true
                    print("block", sender.isHidden, n)
                }
                sender.isHidden = false
                n = 2
                print("action", sender.isHidden)
            }
        }
        tap 50 120
        tap 50 120
        """,
      lines: [
        #"{"command":"tap","ok":true,"point":[50,120],"hit":"button","#,
        #"{"command":"tap","ok":true,"point":[50,120],"hit":"view","#,
      ],
      fragments: [
        #"{"step":"log","line":16,"text":"action false"},{"step":"accepted","line":10,"note":"the block queued on the main queue at line 10 ran after the code around it had returned: async returns at once, and the main queue runs the block on a later turn of the run loop"},{"step":"log","line":12,"text":"block true 2"}"#
      ]),
    Case(
      name: "Objective-C touchesBegan: the block runs after the override returns", file: "panel.m",
      text: """
        @interface Panel : UIView
        @end
        @implementation Panel
        - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
            dispatch_async(dispatch_get_main_queue(), ^{
                self.alpha = 0.5;
                NSLog(@"block");
            });
            NSLog(@"began");
        }
        @end
        Panel *panel = [[Panel alloc] initWithFrame:CGRectMake(0, 0, 300, 300)];
        [view addSubview:panel];
        tap 200 200
        """,
      lines: [#"{"command":"tap","ok":true,"point":[200,200],"hit":"panel","#],
      fragments: [
        #"{"step":"log","line":9,"text":"began"},{"step":"accepted","line":5,"#,
        #"{"step":"log","line":7,"text":"block"}"#,
        #"{"change":"property","view":"panel","property":"alpha","value":"0.5"}"#,
      ]),
    Case(
      name: "a global queue is refused: one thread, and UIKit only on the main one", file: "bg.swift",
      text: """
        let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        view.addSubview(v)
        DispatchQueue.global(qos: .userInitiated).async {
            v.alpha = 0.5
        }
        """, status: 1,
      lines: [
        #"{"command":"DispatchQueue.global","ok":false,"error":{"message":"ViewLab does not model a block for DispatchQueue.global(…): it has one thread, the main one, and UIKit may be used only on the main thread","code":"not-modelled","line":3,"column":1,"hint":"UI work goes to DispatchQueue.main.async { … } (dispatch_get_main_queue() in Objective-C); nothing this code did was kept""#
      ]),
    Case(
      name: "a global queue in an override is the tap's error", file: "bg.m",
      text: """
        @interface Panel : UIView
        @end
        @implementation Panel
        - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
            dispatch_async(dispatch_get_global_queue(QOS_CLASS_DEFAULT, 0), ^{
                self.alpha = 0.5;
            });
        }
        @end
        Panel *panel = [[Panel alloc] initWithFrame:CGRectMake(0, 0, 300, 300)];
        [view addSubview:panel];
        tap 200 200
        """, status: 1,
      lines: [#"{"command":"tap","ok":false,"error":{"#],
      fragments: ["dispatch_get_global_queue(…): ViewLab has one thread"]),
    Case(
      name: "sync onto the main queue from code on it is a deadlock", file: "sync.swift",
      text: """
        let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        view.addSubview(v)
        DispatchQueue.main.sync { v.alpha = 0.5 }
        """, status: 1,
      lines: [
        #"{"command":"DispatchQueue.main.sync","ok":false,"error":{"message":"DispatchQueue.main.sync onto the main queue never returns here: this code already runs on the main queue, and sync waits for a block the main queue runs only after this code returns — a deadlock (Apple: sync targeting the current queue deadlocks)","code":"deadlock","line":3,"column":1,"#
      ]),
    Case(
      name: "dispatch_sync onto the main queue in an override is the tap's error", file: "sync.m",
      text: """
        @interface Panel : UIView
        @end
        @implementation Panel
        - (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
            dispatch_sync(dispatch_get_main_queue(), ^{
                self.alpha = 0.5;
            });
        }
        @end
        Panel *panel = [[Panel alloc] initWithFrame:CGRectMake(0, 0, 300, 300)];
        [view addSubview:panel];
        tap 200 200
        """, status: 1,
      lines: [#"{"command":"tap","ok":false,"error":{"#],
      fragments: ["dispatch_sync onto the main queue: this code already runs on the main queue"]),
    Case(
      name: "the blocks a run queues share its step budget", file: "spin.swift",
      text: """
        var k = 0
        DispatchQueue.main.async {
            for _ in 0..<30000 { k += 1 }
            DispatchQueue.main.async {
                for _ in 0..<30000 { k += 1 }
            }
        }
        """, status: 1,
      lines: [
        #"{"command":"for","ok":false,"error":{"message":"this code ran more than 100000 steps: a loop that never ends?","code":"step-budget","line":5,"#
      ]),
    Case(
      name: "the note in Chinese", file: "zh.swift",
      text: """
        let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        view.addSubview(v)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { v.alpha = 0.5 }
        DispatchQueue.global().async { v.alpha = 1 }
        """, status: 1,
      lines: [
        #"{"command":"code","ok":true,"notes":["第 3 行提交到主队列的 block 在 0.3 秒后、外层代码返回之后才执行：asyncAfter 会立即返回，延时结束后主队列在 run loop 的某一轮执行这个 block（ViewLab 不会真的等待，直接显示执行后的结果）","→ v.alpha 变为 0.5"]}"#,
        #"{"command":"DispatchQueue.global","ok":false,"error":{"message":"ViewLab 不模拟提交给 DispatchQueue.global(…) 的 block：ViewLab 只有一个线程，也就是主线程，而 UIKit 只能在主线程上使用""#,
      ], language: .zhHans),
  ]

  @Test(arguments: cases) func runs(_ c: Case) throws { try PasteRun.check(c) }

  /// The block's changes belong to the step of the statement that queued it: `undo` takes both back.
  @Test func undoTakesBackTheBlockWithItsStatement() throws {
    var session = Session()
    _ = try session.run("add card 0 0 100 100")
    let before = session.scene
    _ = try session.run("card.tag = 3; DispatchQueue.main.async { card.isHidden = true; card.alpha = 0.5 }")
    #expect(session.scene != before)
    let undone = try session.run("undo")
    #expect(session.scene == before)
    #expect(
      "\(String(describing: undone))".contains("DispatchQueue.main.async"), "\(String(describing: undone))")
    // A statement that fails keeps nothing it queued.
    #expect(throws: ScriptError.self) {
      try session.run("DispatchQueue.main.async { card.isHidden = true }; nosuch.alpha = 1")
    }
    _ = try session.run("print(1)")
    #expect(session.scene == before)
  }
}
