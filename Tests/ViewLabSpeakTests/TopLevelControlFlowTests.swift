import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// Loops, `if`, `switch` and animation blocks outside a method body (a controller's `viewDidLoad`,
/// lines at the prompt) run by the control flow method bodies use; each plain statement in them does
/// what it does on a line of its own. Run as `viewlab run --json FILE` runs a paste.
@Suite struct TopLevelControlFlowTests {
  typealias Case = PasteCase

  static let cases: [Case] = [
    Case(
      name: "a Swift loop in viewDidLoad makes a view each turn", file: "vc.swift",
      text: """
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                for i in 0..<3 {
                    let v = UIView(frame: CGRect(x: 10, y: 100 + CGFloat(i) * 60, width: 100, height: 50))
                    v.tag = 100 + i
                    view.addSubview(v)
                }
                print(view.subviews.count, view.viewWithTag(101) === view.subviews[1])
            }
        }
        tap 20 170
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["self.view is 'view': the root view of 'viewController', made to fill the window on first use","added v: UIView (10, 100, 100, 50) in view","added v2: UIView (10, 160, 100, 50) in view","added v3: UIView (10, 220, 100, 50) in view"]}"#,
        #"{"command":"code","ok":true,"notes":["3 true"]}"#,
        #"{"command":"tap","ok":true,"point":[20,170],"hit":"v2","#,
      ]),
    Case(
      name: "an Objective-C for loop with i++ and viewWithTag after it", file: "vc.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            for (int i = 0; i < 3; i++) {
                UIButton *btn = [UIButton buttonWithType:UIButtonTypeCustom];
                btn.frame = CGRectMake(20 + i * 110, 100, 100, 44);
                btn.tag = 10 + i;
                [self.view addSubview:btn];
            }
            UIView *second = [self.view viewWithTag:11];
            second.userInteractionEnabled = NO;
        }
        @end
        tap 60 120
        tap 170 120
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["second = btn2"]}"#,
        #"{"command":"tap","ok":true,"point":[60,120],"hit":"btn","#,
        #"{"command":"tap","ok":true,"point":[170,120],"hit":"view","#,
      ]),
    Case(
      name: "continue, a where clause, an outer variable, switch ranges and an animation", file: "rows.swift",
      text: """
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        view.addSubview(card)
        var y: CGFloat = 10
        for i in 0..<4 {
            if i == 2 { continue }
            let row = UIButton(frame: CGRect(x: 10, y: y, width: 280, height: 40))
            row.tag = i
            card.addSubview(row)
            y += 50
        }
        print(y, card.subviews.count)
        for sub in card.subviews where sub.tag > 0 {
            sub.isHidden = true
        }
        switch card.subviews.count {
        case 0:
            print("none")
        case 1...3:
            print("a few")
        default:
            print("many")
        }
        UIView.animate(withDuration: 0.25) {
            card.alpha = 0.5
        } completion: { finished in
            print("done", finished)
        }
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["160 3"]}"#,
        #"{"command":"code","ok":true,"notes":["→ row2.isHidden = true","→ row3.isHidden = true"]}"#,
        #"{"command":"code","ok":true,"notes":["a few"]}"#,
        #"{"command":"code","ok":true,"notes":["the animation block ran at once and its completion after it: ViewLab shows the final values, and during the animation UIKit hit-tests the model layer, which already has them","done true","→ card.alpha = 0.5"]}"#,
      ]),
    Case(
      name: "a controller's array property: append in a loop, enumerated, forEach, removeLast",
      file: "cards.swift",
      text: """
        class ViewController: UIViewController {
            var cards: [UIView] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                for i in 0..<3 {
                    let card = UIView(frame: CGRect(x: 20, y: 100 + CGFloat(i) * 120, width: 335, height: 100))
                    view.addSubview(card)
                    self.cards.append(card)
                }
                for (index, card) in cards.enumerated() where index > 0 {
                    card.tag = index * 10
                }
                cards.forEach { $0.isUserInteractionEnabled = $0.tag != 20 }
                print(cards.count, view.viewWithTag(20) === cards[2], cards[0].tag)
                cards.removeLast()
                print(cards.count)
            }
        }
        tap 30 350
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["→ card3.isUserInteractionEnabled = false"]}"#,
        #"{"command":"code","ok":true,"notes":["3 true 0"]}"#,
        #"{"command":"code","ok":true,"notes":["2"]}"#,
        #"{"command":"tap","ok":true,"point":[30,350],"hit":"view","#,
      ]),
    Case(
      name: "forEach and enumerated() in a method body", file: "panel.swift",
      text: """
        class Panel: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                subviews.forEach { $0.isHidden = true }
                for (i, v) in subviews.enumerated() where i == 0 {
                    v.isHidden = false
                }
            }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.addSubview(panel)
        for i in 0..<2 {
            let c = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 50, height: 50))
            panel.addSubview(c)
        }
        tap 200 200
        """,
      lines: [#"{"command":"tap","ok":true,"point":[200,200],"hit":"panel","#],
      fragments: [#""changes":[{"change":"property","view":"c2","property":"hidden","value":"YES"}]"#]),
    Case(
      name: "a button bar built from an array: enumerated, #selector, (0..<2).forEach, for case let … as",
      file: "bar.swift",
      text: """
        class ViewController: UIViewController {
            let titles = ["A", "B", "C"]
            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
                view.addSubview(stack)
                for (index, title) in titles.enumerated() {
                    let button = UIButton(type: .system)
                    button.setTitle(title, for: .normal)
                    button.frame = CGRect(x: CGFloat(index) * 125, y: 0, width: 125, height: 60)
                    button.tag = index
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    stack.addSubview(button)
                }
                (0..<2).forEach { i in
                    print("row", i)
                }
                for case let button as UIButton in stack.subviews {
                    button.isEnabled = button.tag != 1
                }
            }
            @objc func tapped(_ sender: UIButton) {
                print("tapped", sender.tag)
            }
        }
        tap 200 130
        tap 300 130
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["setTitle:for: does not change geometry or touch delivery: ViewLab ignores it","added button: UIButton (0, 0, 125, 60) in stack","added button2: UIButton (125, 0, 125, 60) in stack","added button3: UIButton (250, 0, 125, 60) in stack"]}"#,
        #"{"command":"code","ok":true,"notes":["row 0","row 1"]}"#,
        #"{"command":"code","ok":true,"notes":["→ button2.isEnabled = false"]}"#,
        #"{"command":"tap","ok":true,"point":[200,130],"hit":"stack","#,
        #"{"command":"tap","ok":true,"point":[300,130],"hit":"button3","#,
      ],
      fragments: [#""log","line":23,"text":"tapped 2""#]),
    Case(
      name: "an Objective-C NSMutableArray filled in a loop, counted with an (unsigned long) cast",
      file: "cards.m",
      text: """
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            NSMutableArray *cards = [NSMutableArray array];
            for (int i = 0; i < 3; i++) {
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100 + i * 120, 335, 100)];
                card.tag = i + 1;
                [self.view addSubview:card];
                [cards addObject:card];
            }
            NSLog(@"%lu cards", (unsigned long)cards.count);
        }
        @end
        """,
      lines: [
        #"{"command":"code","ok":true,"notes":["cards = []"]}"#,
        #"{"command":"code","ok":true,"notes":["3 cards"]}"#,
      ]),
    Case(
      name: "C's switch falls through until break", file: "sw.m",
      text: """
        int n = 1;
        switch (n) {
            case 1:
                NSLog(@"one");
            case 2:
                NSLog(@"two");
                break;
            default:
                NSLog(@"other");
        }
        """,
      lines: [#"{"command":"code","ok":true,"notes":["one","two"]}"#]),
    Case(
      name: "an error inside a loop names its own line and keeps nothing", file: "bad.swift",
      text: """
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(card)
        for i in 0..<3 {
            let dot = UIView()
            card.addSubview(dot)
            nosuch.alpha = 1
        }
        """, status: 1,
      lines: [
        #"{"command":"nosuch.alpha","ok":false,"error":{"message":"unknown view 'nosuch'","code":"unknown-view","line":6,"column":5,"#
      ]),
    Case(
      name: "a loop that never ends stops at the step budget", file: "spin.m",
      text: """
        UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
        while (YES) {
            v.alpha = 0.5;
        }
        """, status: 1,
      lines: [
        #"{"command":"v.alpha","ok":false,"error":{"message":"this code ran more than 100000 steps: a loop that never ends?","code":"step-budget","line":3,"column":5,"#
      ]),
    Case(
      name: "a range that ends below its start is Swift's crash", file: "range.swift",
      text: """
        for i in 5..<2 {
            print(i)
        }
        """, status: 1,
      lines: [
        #"{"command":"for","ok":false,"error":{"message":"the range 5..<2 ends below its start (Swift stops the app here: Range requires lowerBound <= upperBound)","code":"bad-range","line":1,"column":1,"#
      ]),
    Case(
      name: "a condition reads nil as false, as C does, and a wrong one names its own line", file: "nil.m",
      text: """
        UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
        if (!v.superview) { NSLog(@"not added"); }
        if (v.frame) {
            v.alpha = 0.5;
        }
        """, status: 1,
      lines: [
        #"{"command":"code","ok":true,"notes":["not added"]}"#,
        #"{"command":"if","ok":false,"error":{"message":"expected YES/NO or true/false, found a CGRect","code":"wrong-value-kind","line":3,"column":7,"#,
      ]),
  ]

  @Test(arguments: cases) func runs(_ c: Case) throws { try PasteRun.check(c) }
}
