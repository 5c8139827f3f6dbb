import Testing

/// A pasted view controller's own variables live as long as the controller: its actions read and
/// write them from tap to tap, the top level (which is the controller) reads and sets the same
/// value, and undo takes a tap's change back. Before, an action reading `taps` failed ("does not
/// run the name 'taps'") and `b.count = 5` from the top level was refused for a plain value.
@Suite struct ControllerStateTests {
  static let swiftController = """
    class ViewController: UIViewController {
      var taps = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        let b = UIButton(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        b.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        view.addSubview(b)
      }
      @objc func tapped() {
        taps += 1
        print("taps", taps)
      }
    }
    tap 30 50
    tap 30 50
    print(taps)
    taps = 10
    tap 30 50
    undo
    print(taps)
    undo
    print(taps)

    """

  @Test func swiftControllerCountsItsTaps() throws {
    let (status, lines) = try PasteRun.run("counter.vl", Self.swiftController)
    let all = lines.joined(separator: "\n")
    #expect(status == 0, "\(all)")
    for text in ["taps 1", "taps 2", "taps 11"] {
      #expect(all.contains("\"log\",\"line\":11,\"text\":\"\(text)\""), "missing \(text) in \(all)")
    }
    #expect(
      all.contains(#"{"change":"property","controller":"viewController","property":"taps","value":"2"}"#))
    // The top level reads what the taps left; undo takes back the tap, then the assignment.
    let head = #"{"command":"code","ok":true,"notes":[""#
    let printed = lines.filter {
      let value = $0.dropFirst(head.count).dropLast(3)
      return $0.hasPrefix(head) && $0.hasSuffix("\"]}") && value.allSatisfy(\.isNumber)
    }
    #expect(
      printed == [
        #"{"command":"code","ok":true,"notes":["2"]}"#, #"{"command":"code","ok":true,"notes":["10"]}"#,
        #"{"command":"code","ok":true,"notes":["2"]}"#,
      ], "\(all)")
    #expect(PasteRun.has(lines, #"{"command":"undo","ok":true,"undid":"tap"}"#))
    #expect(PasteRun.has(lines, #"{"command":"undo","ok":true,"undid":"taps"}"#))
  }

  @Test func objectiveCControllerPropertyCounts() throws {
    try PasteRun.check(
      PasteCase(
        name: "Objective-C @property", file: "counter.m",
        text: """
          @interface ViewController ()
          @property (nonatomic, assign) NSInteger taps;
          @end
          @implementation ViewController
          - (void)viewDidLoad {
              [super viewDidLoad];
              self.taps = 0;
              UIButton *b = [[UIButton alloc] initWithFrame:CGRectMake(20, 40, 100, 44)];
              [b addTarget:self action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
              [self.view addSubview:b];
          }
          - (void)tapped:(UIButton *)sender {
              self.taps += 1;
              NSLog(@"taps %ld", (long)self.taps);
          }
          @end
          tap 30 50
          tap 30 50
          NSLog(@"%ld", (long)self.taps);

          """,
        lines: [#"{"command":"code","ok":true,"notes":["2"]}"#],
        fragments: [#""text":"taps 1""#, #""text":"taps 2""#]))
  }

  @Test func aViewsPlainPropertyIsSetAndReadFromTheTopLevel() throws {
    try PasteRun.check(
      PasteCase(
        name: "b.count = 5", file: "count.vl",
        text: """
          class Counter: UIView {
            var count = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              count += 1
              print("count", count)
            }
          }
          let c = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          view.addSubview(c)
          print(c.count)
          c.count = 5
          tap 10 10
          print(c.count)

          """,
        lines: [
          #"{"command":"code","ok":true,"notes":["0"]}"#, #"{"command":"code","ok":true,"notes":["6"]}"#,
        ],
        fragments: [#""text":"count 6""#, "c.count = 5"]))
  }
}
