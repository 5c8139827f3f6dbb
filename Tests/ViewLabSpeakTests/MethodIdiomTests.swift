import Foundation
import Testing
import ViewLabLanguage

/// Idioms of ordinary pasted app code inside a method body — Swift ranges, `switch` in both
/// languages, `UIControl.self` / `[UIControl class]`, animation blocks — each run with the meaning
/// the language gives it, or refused with its line. Contracts: a script in, the exact log lines of
/// the action's run (`viewlab run --json`), or the exact error in both languages.
@Suite struct MethodIdiomTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var ext: String
    /// The body of an action `tapped` of a pasted `Box` view; a button at (0, 0, 100, 44) fires it.
    var body: String
    /// The run's steps: `log` text, or `note` for an accepted call.
    var steps: [String]
    var testDescription: String { name }
  }

  static func script(_ c: Case) -> String {
    c.ext == "m"
      ? """
      @interface Box : UIView
      @end
      @implementation Box
      - (void)tapped:(UIButton *)sender {
      \(c.body)
      }
      @end
      Box *box = [[Box alloc] initWithFrame:CGRectMake(0, 100, 300, 300)];
      [self.view addSubview:box];
      UIButton *b = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 100, 44)];
      [self.view addSubview:b];
      [b addTarget:box action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
      tap 10 10
      tree
      """
      : """
      class Box: UIView {
          @objc func tapped(_ sender: UIButton) {
      \(c.body)
          }
      }
      let box = Box(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
      view.addSubview(box)
      let b = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
      view.addSubview(b)
      b.addTarget(box, action: #selector(Box.tapped(_:)), for: .touchUpInside)
      tap 10 10
      tree
      """
  }

  static let animated = "note: the animation block ran at once"

  static let cases: [Case] = [
    Case(
      name: "for i in 0..<3 and 1...2", ext: "swift",
      body: "for i in 0..<3 { print(i) }\nfor j in 1...2 { print(j * 10) }",
      steps: ["0", "1", "2", "10", "20"]),
    Case(
      name: "for in a range: break, continue and the variable in a frame", ext: "swift",
      body: """
        for i in 0..<10 {
            if i == 1 { continue }
            if i == 3 { break }
            let v = UIView(frame: CGRect(x: i * 40, y: 0, width: 30, height: 30))
            addSubview(v)
            print(i)
        }
        print(subviews.count)
        """,
      steps: ["0", "2", "2"]),
    Case(
      name: "for v in subviews and if let / guard let", ext: "swift",
      body: """
        addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        for v in subviews { v.tag = 3 }
        if let v = viewWithTag(3) { print(v.tag) }
        guard let none = viewWithTag(99) else { print("no 99"); return }
        print("not reached", none.tag)
        """,
      steps: ["3", "no 99"]),
    Case(
      name: "Swift switch: the matching case alone, a list, a range, default", ext: "swift",
      body: """
        for n in 0..<4 {
            switch n {
            case 0: print("zero")
            case 1, 2: print("one or two")
            default: print("other")
            }
        }
        switch sender.tag {
        case 0...5: print("small")
        default: break
        }
        """,
      steps: ["zero", "one or two", "one or two", "other", "small"]),
    Case(
      name: "C switch falls through until break", ext: "m",
      body: """
            for (int n = 0; n < 3; n++) {
                switch (n) {
                    case 0:
                        NSLog(@"zero");
                    case 1:
                        NSLog(@"one");
                        break;
                    default:
                        NSLog(@"other");
                }
            }
        """,
      steps: ["zero", "one", "one", "other"]),
    Case(
      name: "UIControl.self and [UIControl class]", ext: "swift",
      body:
        "if sender.isKind(of: UIControl.self) { print(\"control\") }\nif !self.isKind(of: UIControl.self) { print(\"view\") }",
      steps: ["control", "view"]),
    Case(
      name: "isKindOfClass: [UIControl class]", ext: "m",
      body: "    if ([sender isKindOfClass:[UIControl class]]) { NSLog(@\"control\"); }",
      steps: ["control"]),
    Case(
      name: "UIView.animate with a trailing closure, then completion", ext: "swift",
      body: """
        UIView.animate(withDuration: 0.3) { self.alpha = 0.5 }
        UIView.animate(withDuration: 0.3, animations: { sender.alpha = 0 }) { finished in
            print("done", finished)
        }
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: {
            self.center = CGPoint(x: 200, y: 300)
        }, completion: { _ in print("moved") })
        """,
      steps: [animated, "done true", "moved"]),
    Case(
      name: "animateWithDuration:animations:completion:", ext: "m",
      body: """
            [UIView animateWithDuration:0.3 animations:^{
                sender.alpha = 0;
            } completion:^(BOOL finished) {
                NSLog(@"done %d", finished);
            }];
            [UIView animateWithDuration:0.3 animations:^{ self.alpha = 0.5; }];
        """,
      steps: [animated, "done 1"]),
  ]

  /// The action's steps, as `viewlab run --json` prints them.
  @Test(arguments: cases)
  func runsAsTheLanguageSays(_ c: Case) throws {
    let all = try AliveCodeTests.objects(Self.script(c), ext: c.ext)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let tap = try #require(all.first { $0["command"] as? String == "tap" })
    let run = try #require(AliveCodeTests.ran(tap).first)
    let steps = (run["steps"] as? [[String: Any]] ?? []).compactMap { s -> String? in
      switch s["step"] as? String {
      case "log": s["text"] as? String
      case "accepted": "note: " + (s["note"] as? String ?? "")
      default: nil
      }
    }
    #expect(steps.count == c.steps.count, "\(steps)")
    for (got, want) in zip(steps, c.steps) { #expect(got.hasPrefix(want), "\(steps)") }
  }

  /// The animations' end state is the scene the next tap hit-tests; the note is said once per run.
  @Test(arguments: [
    (
      "swift",
      "UIView.animate(withDuration: 0.3) { self.center = CGPoint(x: 150, y: 550) }\nUIView.animate(withDuration: 0.3) { self.alpha = 0.5 }"
    ),
    (
      "m",
      "    [UIView animateWithDuration:0.3 animations:^{ self.center = CGPointMake(150, 550); }];\n    [UIView animateWithDuration:0.3 animations:^{ self.alpha = 0.5; }];"
    ),
  ])
  func theEndStateIsWhatTheNextTapHits(_ ext: String, _ body: String) throws {
    let c = Case(name: "", ext: ext, body: body, steps: [])
    let all = try AliveCodeTests.objects(Self.script(c) + "\ntap 150 550\ntap 150 250", ext: ext)
    let taps = all.filter { $0["command"] as? String == "tap" }
    try #require(taps.count == 3)
    let notes = (AliveCodeTests.ran(taps[0]).first?["steps"] as? [[String: Any]] ?? []).filter {
      $0["step"] as? String == "accepted"
    }
    #expect(notes.count == 1)
    #expect(taps[1]["hit"] as? String == "box")
    #expect(taps[2]["hit"] as? String == "view")
  }

  /// A range whose end is below its start is Swift's trap: a precise error, the scene unchanged.
  @Test(arguments: [
    (
      Language.en,
      "Box.tapped(_:) line 3: the range 3..<1 ends below its start (Swift stops the app here: Range requires lowerBound <= upperBound)"
    ),
    (
      Language.zhHans,
      "Box.tapped(_:) 第 3 行：区间 3..<1 的上界小于下界（Swift 会在这里让应用崩溃：Range requires lowerBound <= upperBound）"
    ),
  ])
  func aReversedRangeIsAnError(_ language: Language, _ message: String) throws {
    let c = Case(name: "", ext: "swift", body: "for i in 3..<1 { print(i) }", steps: [])
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "idiom-\(UUID().uuidString).swift")
    try Self.script(c).write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let out = AliveCodeTests.run(path: url.path, json: false, language: language)
    #expect(out.replacingOccurrences(of: "\n  ", with: " ").contains(message), "\(out)")
    // The hint may wrap anywhere in Chinese (no spaces to break at): read it unwrapped.
    let unwrapped = out.replacingOccurrences(of: "\n  ", with: language == .en ? " " : "")
    #expect(unwrapped.contains(language == .en ? "the scene is unchanged" : "场景没有改变"), "\(out)")
  }

  /// An endless loop in an action keeps the step budget: an error, the scene unchanged.
  @Test(arguments: [
    ("swift", "self.alpha = 0.5\nvar i = 0\nwhile true { i += 1 }"),
    ("m", "    self.alpha = 0.5;\n    for (;;) { switch (1) { case 1: break; } }"),
  ])
  func anEndlessLoopKeepsTheBudget(_ ext: String, _ body: String) throws {
    let c = Case(name: "", ext: ext, body: body, steps: [])
    let all = try AliveCodeTests.objects(Self.script(c), ext: ext)
    let tap = try #require(all.first { $0["command"] as? String == "tap" })
    #expect(tap["ok"] as? Bool == false, "\(tap)")
    let untapped = try AliveCodeTests.objects(
      Self.script(c).replacingOccurrences(of: "tap 10 10\n", with: "\n"), ext: ext)
    let (after, before) = (try #require(all.last), try #require(untapped.last))
    #expect(after["command"] as? String == "tree")
    #expect(after["text"] as? String == before["text"] as? String, "the scene changed: \(after)")
    #expect(after["text"] as? String != nil)
  }

  /// The animation's note in both languages, in the human output.
  @Test(arguments: [
    (Language.en, "the animation block ran at once and its completion after it"),
    (Language.zhHans, "动画 block 已立即执行，completion 随后执行"),
  ])
  func theAnimationNoteInBothLanguages(_ language: Language, _ note: String) throws {
    let c = Self.cases.first { $0.name.hasPrefix("UIView.animate") }!
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "idiom-\(UUID().uuidString).swift")
    try Self.script(c).write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    let out = AliveCodeTests.run(path: url.path, json: false, language: language)
    #expect(!out.contains("[stderr]"), "\(out)")
    #expect(out.contains(note), "\(out)")
  }
  static let panSwift = """
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
            print(t.x, t.y)
            guard let v = gesture.view else { return }
            v.center = CGPoint(x: v.center.x + t.x, y: v.center.y + t.y)
            gesture.setTranslation(.zero, in: view)
        }
    }
    """

  static let panObjectiveC = """
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
        NSLog(@"%.0f %.0f", t.x, t.y);
        pan.view.center = CGPointMake(pan.view.center.x + t.x, pan.view.center.y + t.y);
        [pan setTranslation:CGPointZero inView:self.view];
    }
    @end
    """

  /// A pan's action reads `translation(in:)` (from where the touch came down, or from its last
  /// `setTranslation(.zero, in:)`), so the card follows the finger step by step; `undo` takes a
  /// step back with its reset.
  @Test(arguments: [("swift", panSwift), ("m", panObjectiveC)])
  func aPanActionReadsAndResetsItsTranslation(_ ext: String, _ code: String) throws {
    let moves = "touch down 150 150\ntouch move 170 150\ntouch move 190 160\ntouch move 200 170\n"
    let all = try AliveCodeTests.objects(code + "\n" + moves + "tree\nundo\ntree", ext: ext)
    #expect(all.allSatisfy { $0["ok"] as? Bool == true }, "\(all.filter { $0["ok"] as? Bool != true })")
    let logs = all.flatMap { AliveCodeTests.ran($0) }.flatMap { $0["steps"] as? [[String: Any]] ?? [] }
      .compactMap { $0["step"] as? String == "log" ? $0["text"] as? String : nil }
    #expect(logs == ["20 0", "20 10", "10 10"])
    let trees = all.filter { $0["command"] as? String == "tree" }.compactMap { $0["text"] as? String }
    try #require(trees.count == 2)
    #expect(trees[0].contains("card UIView (150, 120, 100, 100)"), "\(trees[0])")
    #expect(trees[1].contains("card UIView (140, 110, 100, 100)"), "\(trees[1])")
  }
}
