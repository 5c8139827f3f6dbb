import Testing

/// Small defects of pasted code, each as `viewlab run --json FILE` shows it: arrays print as the
/// languages print them, a pan's `.ended` action reads its whole translation, a pasted class's
/// plain-valued property keeps what a method body gives it, and `UIEdgeInsets` works at the top
/// level as it does in method bodies.
@Suite struct SmallPasteDefectTests {
  /// The JSON lines of a run that must succeed.
  static func lines(_ file: String, _ text: String) throws -> [String] {
    let (status, lines) = try PasteRun.run(file, text)
    #expect(status == 0, "\(lines.joined(separator: "\n"))")
    return lines
  }

  /// The `log` steps' texts of the methods that ran, in order.
  static func logs(_ lines: [String]) -> [String] {
    lines.flatMap { line in
      line.components(separatedBy: #""step":"log","line":"#).dropFirst().compactMap { rest in
        guard let start = rest.range(of: #""text":""#) else { return nil }
        var text = ""
        var escaped = false
        for c in rest[start.upperBound...] {
          if escaped {
            text.append(c == "n" ? "\n" : c)
            escaped = false
          } else if c == "\\" {
            escaped = true
          } else if c == "\"" {
            break
          } else {
            text.append(c)
          }
        }
        return text
      }
    }
  }

  // MARK: Arrays

  @Test func swiftPrintsAnArrayAsSwiftDoesAtTheTopLevel() throws {
    let lines = try Self.lines(
      "arrays.swift",
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.addSubview(v)
      print([1, 2])
      print([v, view])
      print([[1, 2], [3]], ["a", "b"], [])
      """)
    #expect(lines.contains(#"{"command":"code","ok":true,"notes":["[1, 2]"]}"#), "\(lines)")
    #expect(lines.contains(#"{"command":"code","ok":true,"notes":["[v, view]"]}"#), "\(lines)")
    #expect(
      lines.contains(#"{"command":"code","ok":true,"notes":["[[1, 2], [3]] [\"a\", \"b\"] []"]}"#), "\(lines)"
    )
  }

  @Test func swiftPrintsAnArrayAsSwiftDoesInAMethodBody() throws {
    let lines = try Self.lines(
      "arrays.swift",
      """
      class B: UIButton {
          @objc func tapped() {
              print([1, 2], [self, superview!], [[1.5], []], ["a"])
          }
      }
      let b = B(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      view.addSubview(b)
      b.addTarget(b, action: #selector(B.tapped), for: .touchUpInside)
      tap 50 50
      """)
    #expect(Self.logs(lines) == [#"[1, 2] [b, view] [[1.5], []] ["a"]"#], "\(lines)")
  }

  /// `NSLog(@"%@", array)` prints Foundation's NSArray description: one element a line, four
  /// spaces in; a nested array's `(` after its own four spaces, its elements at eight; a string in
  /// quotes only when it has more than letters, digits and `_$/:.-`.
  @Test func objectiveCLogsAnArrayAsFoundationDescribesIt() throws {
    let top = try Self.lines(
      "arrays.m",
      """
      NSLog(@"%@", @[@1, @2]);
      NSLog(@"%@", @[@[@1, @2], @"hello world", @"ok", @YES]);
      NSLog(@"%@", @[]);
      """)
    #expect(top.contains(#"{"command":"code","ok":true,"notes":["(\n    1,\n    2\n)"]}"#), "\(top)")
    #expect(
      top.contains(
        #"{"command":"code","ok":true,"notes":["(\n        (\n        1,\n        2\n    ),\n    \"hello world\",\n    ok,\n    1\n)"]}"#
      ), "\(top)")
    #expect(top.contains(#"{"command":"code","ok":true,"notes":["(\n)"]}"#), "\(top)")
    let body = try Self.lines(
      "arrays.m",
      """
      @interface B : UIButton
      @end
      @implementation B
      - (void)tapped {
          NSLog(@"%@", @[@1, @2]);
          NSArray *a = @[@[@1, @2], @3,];
          NSLog(@"%@", a);
      }
      @end
      B *b = [[B alloc] initWithFrame:CGRectMake(10, 10, 100, 100)];
      [self.view addSubview:b];
      [b addTarget:b action:@selector(tapped) forControlEvents:UIControlEventTouchUpInside];
      tap 50 50
      """)
    #expect(
      Self.logs(body) == ["(\n    1,\n    2\n)", "(\n        (\n        1,\n        2\n    ),\n    3\n)"],
      "\(body)")
  }

  // MARK: A pan's translation when it ends

  /// UIKit's `translation(in:)` in the action sent with `.ended` is the whole way the finger went
  /// since the pan began counting (the touch's first point here, as nothing reset it), not zero.
  @Test func aPanActionReadsItsWholeTranslationWhenItEnds() throws {
    let lines = try Self.lines(
      "pan.swift",
      """
      class VC: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
              view.addSubview(card)
              let pan = UIPanGestureRecognizer(target: self, action: #selector(dragged(_:)))
              card.addGestureRecognizer(pan)
          }
          @objc func dragged(_ gesture: UIPanGestureRecognizer) {
              let t = gesture.translation(in: view)
              print(gesture.state == .ended, t.x, t.y)
          }
      }
      touch down 150 150
      touch move 170 150
      touch move 190 160
      touch up
      """)
    #expect(Self.logs(lines) == ["false 20 0", "false 40 10", "true 40 10"], "\(lines)")
  }

  /// After a `setTranslation(.zero, in:)`, the `.ended` action counts from where the reset was.
  @Test func aPanResetDuringTheDragCountsWhenItEnds() throws {
    let lines = try Self.lines(
      "pan.m",
      """
      @implementation ViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *card = [[UIView alloc] initWithFrame:CGRectMake(100, 100, 100, 100)];
          [self.view addSubview:card];
          UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(dragged:)];
          [card addGestureRecognizer:pan];
      }
      - (void)dragged:(UIPanGestureRecognizer *)pan {
          CGPoint t = [pan translationInView:self.view];
          NSLog(@"%d %.0f %.0f", (int)pan.state, t.x, t.y);
          if (pan.state == UIGestureRecognizerStateBegan) {
              [pan setTranslation:CGPointZero inView:self.view];
          }
      }
      @end
      touch down 150 150
      touch move 170 150
      touch move 190 160
      touch move 200 180
      touch up
      """)
    #expect(Self.logs(lines) == ["1 20 0", "2 20 10", "2 30 30", "3 30 30"], "\(lines)")
  }

  // MARK: A plain-valued property a method body assigns

  /// `self.count += 1` in an action keeps the new value; the next call and `point(inside:)` read
  /// it; after two taps the override turns the touch away; `undo` takes a tap's change back.
  @Test func aPropertyAssignedInAnActionKeepsItsValue() throws {
    let lines = try Self.lines(
      "count.swift",
      """
      class CountButton: UIButton {
          var count = 0
          var radius: CGFloat = 22
          var touchInsets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
          @objc func tapped() {
              self.count += 1
              radius = 40
              touchInsets = .zero
              print(count, radius, touchInsets.top)
          }
          override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              print("inside", count)
              return count < 2 && bounds.inset(by: touchInsets).contains(point)
          }
      }
      let b = CountButton(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      view.addSubview(b)
      b.addTarget(b, action: #selector(CountButton.tapped), for: .touchUpInside)
      tap 50 50
      tap 50 50
      tap 50 50
      undo
      tap 50 50
      """)
    #expect(
      Self.logs(lines) == [
        "inside 0", "1 40 0", "inside 1", "2 40 0", "inside 2", "inside 1", "2 40 0",
      ], "\(lines)")
    let hits = lines.filter { $0.hasPrefix(#"{"command":"tap""#) }.compactMap {
      $0.components(separatedBy: #""hit":""#).dropFirst().first?.prefix { $0 != "\"" }
    }
    #expect(hits == ["b", "b", "view", "b"], "\(lines)")
    // Each value given is a change of the tap, shown and journaled: `undo` takes the second tap back.
    #expect(
      lines.contains {
        $0.contains(#""changes":[{"change":"property","view":"b","property":"count","value":"2"}]"#)
      },
      "\(lines)")
    #expect(lines.contains(#"{"command":"undo","ok":true,"undid":"tap"}"#), "\(lines)")
  }

  /// A property whose value was never assigned keeps being worked out from its initial value; a
  /// view property still takes only a view.
  @Test func aPropertyNotAssignedReadsItsInitialValue() throws {
    let lines = try Self.lines(
      "radius.swift",
      """
      class Big: UIView {
          var slop: CGFloat = 20
          override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
              return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
          }
      }
      let big = Big(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
      view.addSubview(big)
      tap 85 85
      """)
    #expect(PasteRun.has(lines, #"{"command":"tap","ok":true,"point":[85,85],"hit":"big","#), "\(lines)")
  }

  // MARK: UIEdgeInsets at the top level

  @Test func edgeInsetsWorkAtTheTopLevelInSwift() throws {
    let lines = try Self.lines(
      "insets.swift",
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.addSubview(v)
      let insets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
      print(insets.top, insets.right)
      print(v.bounds.inset(by: insets))
      print(v.bounds.inset(by: insets).contains(CGPoint(x: -5, y: -5)))
      let z: UIEdgeInsets = .zero
      print(z, UIEdgeInsets.zero.left, UIEdgeInsets())
      """)
    for note in [
      "insets = UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10)", "-10 -10",
      "(-10, -10, 120, 120)",
      "true", "z = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)",
      "UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) 0 UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)",
    ] {
      #expect(lines.contains(#"{"command":"code","ok":true,"notes":["\#(note)"]}"#), "\(note): \(lines)")
    }
  }

  @Test func edgeInsetsWorkAtTheTopLevelInObjectiveC() throws {
    let lines = try Self.lines(
      "insets.m",
      """
      UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
      UIEdgeInsets insets = UIEdgeInsetsMake(1, 2, 3, 4);
      NSLog(@"%.0f %.0f", insets.top, insets.left);
      NSLog(@"%@", NSStringFromCGRect(UIEdgeInsetsInsetRect(v.bounds, insets)));
      NSLog(@"%@", NSStringFromCGRect(UIEdgeInsetsInsetRect(v.bounds, UIEdgeInsetsZero)));
      """)
    for note in ["1 2", "{{2, 1}, {94, 96}}", "{{0, 0}, {100, 100}}"] {
      #expect(lines.contains(#"{"command":"code","ok":true,"notes":["\#(note)"]}"#), "\(note): \(lines)")
    }
  }

  /// Insets where something else is wanted (and the other way round) is an error naming both.
  @Test func aNumberGivenForInsetsIsAnError() throws {
    let (status, lines) = try PasteRun.run(
      "bad.swift",
      """
      let r = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: 3)
      """)
    #expect(status != 0)
    #expect(
      lines.contains { $0.contains(#""message":"expected a UIEdgeInsets, found a number""#) }, "\(lines)")
  }
}
