import Foundation
import Testing
import ViewLabLanguage

/// A recognizer delegate's questions besides `shouldReceive`, pasted in either language, run when
/// UIKit asks them: `gestureRecognizerShouldBegin`, `…shouldRecognizeSimultaneouslyWith…`,
/// `…shouldRequireFailureOf…`, `…shouldBeRequiredToFailBy…`. Contracts: a script in, the exact
/// `delegates`, `recognized` and `failed` fields out. `Alive/gesture-delegate.vl` is also a golden
/// trace in both languages (re-record with `VIEWLAB_RECORD=1 swift test --filter DelegateCodeTests`).
@Suite struct DelegateCodeTests {
  /// The raw `--json` lines of a script (for exact field text).
  static func lines(_ script: String, ext: String) throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "delegate-\(UUID().uuidString).\(ext)")
    try script.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    return AliveCodeTests.run(path: url.path, json: true).split(separator: "\n").map(String.init)
  }

  /// `"delegates":[…]` of a line, exactly as printed.
  static func delegates(_ line: String) -> String? {
    guard let start = line.range(of: "\"delegates\":[") else { return nil }
    var depth = 0
    var end = start.upperBound
    for i in line[start.upperBound...].indices {
      if line[i] == "[" { depth += 1 }
      if line[i] == "]" {
        if depth == 0 {
          end = line.index(after: i)
          break
        }
        depth -= 1
      }
    }
    return String(line[start.lowerBound..<end])
  }

  /// A controller whose delegate answers `body` for `method` (Objective-C), with a tap on the root
  /// view and a tap on a card inside it, both delegated to the controller.
  static func objectiveC(_ methods: String, taps: String = "tap 100 150") -> String {
    """
    @interface ViewController : UIViewController <UIGestureRecognizerDelegate>
    @end
    @implementation ViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 300, 200)];
        [self.view addSubview:card];
        UITapGestureRecognizer *outer = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(outerTapped:)];
        outer.delegate = self;
        [self.view addGestureRecognizer:outer];
        UITapGestureRecognizer *inner = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(innerTapped:)];
        inner.delegate = self;
        [card addGestureRecognizer:inner];
    }
    - (void)outerTapped:(UITapGestureRecognizer *)g {
    }
    - (void)innerTapped:(UITapGestureRecognizer *)g {
    }
    \(methods)
    @end
    \(taps)
    """
  }

  @Test func shouldBeginNOFailsTheRecognizerAfterTheViewsHadTheirSay() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
          return gestureRecognizer.view != self.view;
      }
      """)
    let tap = try #require(Self.lines(script, ext: "m").last)
    #expect(
      Self.delegates(tap)
        == #""delegates":[{"gesture":"inner","method":"gestureRecognizerShouldBegin(_:)","answer":true}]"#)
    let o = try #require(AliveCodeTests.parse(tap).first)
    #expect(o["recognized"] as? [String] == ["inner"])
    // outer never got to ask: inner recognized first and forced it to fail.
    #expect(o["failed"] as? [String] == ["outer"])
  }

  /// The touched views' own gestureRecognizerShouldBegin(_:) comes first: a button refuses its
  /// superview's tap, and the tap's delegate is then never asked (UIKit's _shouldBegin).
  @Test func aControlsVetoComesBeforeTheDelegate() throws {
    let script = """
      class ViewController: UIViewController, UIGestureRecognizerDelegate {
          override func viewDidLoad() {
              super.viewDidLoad()
              let buy = UIButton(frame: CGRect(x: 40, y: 200, width: 120, height: 44))
              view.addSubview(buy)
              let outer = UITapGestureRecognizer(target: self, action: #selector(outerTapped))
              outer.delegate = self
              view.addGestureRecognizer(outer)
          }
          @objc func outerTapped() { }
          func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
              return true
          }
      }
      tap 100 220
      tap 300 500
      """
    let taps = try Self.lines(script, ext: "swift").suffix(2).map { $0 }
    let onButton = try #require(AliveCodeTests.parse(taps[0]).first)
    #expect(onButton["hit"] as? String == "buy")
    #expect(onButton["failed"] as? [String] == ["outer"])
    #expect(Self.delegates(taps[0]) == nil, "\(taps[0])")
    #expect(
      Self.delegates(taps[1])
        == #""delegates":[{"gesture":"outer","method":"gestureRecognizerShouldBegin(_:)","answer":true}]"#)
    #expect(AliveCodeTests.parse(taps[1]).first?["recognized"] as? [String] == ["outer"])
  }

  @Test func shouldBeginNOOnTheOnlyRecognizerIsItsReasonInWhy() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
          return NO;
      }
      """, taps: "tap 10 10\nwhy outer 10 10")
    let out = try Self.lines(script, ext: "m")
    let tap = try #require(AliveCodeTests.parse(out[out.count - 2]).first)
    #expect(tap["failed"] as? [String] == ["outer"])
    #expect(
      Self.delegates(out[out.count - 2])
        == #""delegates":[{"gesture":"outer","method":"gestureRecognizerShouldBegin(_:)","answer":false}]"#)
    let why = try #require(AliveCodeTests.parse(out.last!).first)
    #expect(why["reaches"] as? Bool == false)
    #expect(
      (why["reason"] as? String)?.contains("gestureRecognizerShouldBegin(_:) returned NO") == true, "\(why)")
  }

  @Test func simultaneousYESLetsBothRecognizeAndTheOtherParameterIsUsable() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)other {
          return [other isKindOfClass:[UITapGestureRecognizer class]] && other.view == self.view;
      }
      """)
    let tap = try #require(Self.lines(script, ext: "m").last)
    #expect(
      Self.delegates(tap)
        == #""delegates":[{"gesture":"inner","method":"gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)","other":"outer","answer":true}]"#
    )
    let o = try #require(AliveCodeTests.parse(tap).first)
    #expect(o["recognized"] as? [String] == ["inner", "outer"])
    #expect(AliveCodeTests.ran(o).map { $0["method"] as? String } == ["innerTapped:", "outerTapped:"])
  }

  @Test func simultaneousNOFromBothKeepsUIKitsDefault() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)other {
          return NO;
      }
      """)
    let tap = try #require(Self.lines(script, ext: "m").last)
    // Both delegates are asked (the recognizing one first); NO from both: outer is forced to fail.
    #expect(
      Self.delegates(tap)
        == #""delegates":[{"gesture":"inner","method":"gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)","other":"outer","answer":false},{"gesture":"outer","method":"gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)","other":"inner","answer":false}]"#
    )
    #expect(AliveCodeTests.parse(tap).first?["failed"] as? [String] == ["outer"])
  }

  @Test func requireFailureOfMakesTheInnerTapWaitForTheOuter() throws {
    // Swift spelling. inner's delegate makes it require outer to fail: inner completes first and
    // waits; outer recognizes, so inner fails (its requirement recognized).
    let script = """
      class ViewController: UIViewController, UIGestureRecognizerDelegate {
          lazy var outer = UITapGestureRecognizer(target: self, action: #selector(outerTapped))
          lazy var inner = UITapGestureRecognizer(target: self, action: #selector(innerTapped))
          override func viewDidLoad() {
              super.viewDidLoad()
              let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
              view.addSubview(card)
              outer.delegate = self
              view.addGestureRecognizer(outer)
              inner.delegate = self
              card.addGestureRecognizer(inner)
          }
          @objc func outerTapped() { }
          @objc func innerTapped() { }
          func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
              return gestureRecognizer == self.inner
          }
      }
      tap 100 150
      why inner 100 150
      """
    let out = try Self.lines(script, ext: "swift")
    let tap = out[out.count - 2]
    let why = try #require(AliveCodeTests.parse(out.last!).first)
    #expect(why["reaches"] as? Bool == false)
    #expect(
      (why["reason"] as? String)?.contains(
        "outer recognized, and a delegate had made it wait for outer to fail")
        == true, "\(why)")
    let o = try #require(AliveCodeTests.parse(tap).first)
    #expect(o["recognized"] as? [String] == ["outer"], "\(tap)")
    #expect(o["failed"] as? [String] == ["inner"])
    #expect(
      Self.delegates(tap)
        == #""delegates":[{"gesture":"inner","method":"gestureRecognizer(_:shouldRequireFailureOf:)","other":"outer","answer":true},{"gesture":"outer","method":"gestureRecognizer(_:shouldRequireFailureOf:)","other":"inner","answer":false}]"#
    )
  }

  @Test func beRequiredToFailByIsTheOtherSideOfTheSameRequirement() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)other {
          return gestureRecognizer.view == self.view;
      }
      """)
    let tap = try #require(Self.lines(script, ext: "m").last)
    let o = try #require(AliveCodeTests.parse(tap).first)
    // outer says it must fail before inner: inner waits, outer recognizes, inner fails.
    #expect(o["recognized"] as? [String] == ["outer"], "\(tap)")
    #expect(o["failed"] as? [String] == ["inner"])
    #expect(
      Self.delegates(tap)?.hasPrefix(
        #""delegates":[{"gesture":"outer","method":"gestureRecognizer(_:shouldBeRequiredToFailBy:)","other":"inner","answer":true}"#
      )
        == true, "\(tap)")
  }

  /// Each delegate method returning a view, or nothing, is an error naming the method and the line;
  /// the scene is unchanged (the tap is not made: `undo` has nothing of it to take back).
  @Test(arguments: [
    ("gestureRecognizerShouldBegin:(UIGestureRecognizer *)g", "gestureRecognizerShouldBegin:"),
    (
      "gestureRecognizer:(UIGestureRecognizer *)g shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)o",
      "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:"
    ),
    (
      "gestureRecognizer:(UIGestureRecognizer *)g shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)o",
      "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:"
    ),
    (
      "gestureRecognizer:(UIGestureRecognizer *)g shouldBeRequiredToFailByGestureRecognizer:(UIGestureRecognizer *)o",
      "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:"
    ),
  ])
  func aDelegateThatAnswersNoBOOLIsAnErrorNamingItsLine(_ signature: String, _ selector: String) throws {
    for (body, found) in [
      ("return self.view;", "found a view"), ("NSLog(@\"asked\");", "found the end of the method"),
    ] {
      let script = Self.objectiveC(
        """
        - (BOOL)\(signature) {
            \(body)
        }
        """, taps: "tap 100 150\ntree")
      let out = try Self.lines(script, ext: "m").compactMap { AliveCodeTests.parse($0).first }
      let tap = try #require(out.first { $0["command"] as? String == "tap" })
      #expect(tap["ok"] as? Bool == false)
      let message = (tap["error"] as? [String: Any])?["message"] as? String ?? ""
      #expect(message.contains("ViewController.\(selector)"), "\(message)")
      #expect(message.contains(found), "\(message)")
      #expect(message.contains("line 2") || message.contains("line 3"), "\(message)")
    }
  }

  @Test func swiftBoolIsNoNumber() throws {
    let script = """
      class ViewController: UIViewController, UIGestureRecognizerDelegate {
          override func viewDidLoad() {
              super.viewDidLoad()
              let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
              tap.delegate = self
              view.addGestureRecognizer(tap)
          }
          @objc func tapped() { }
          func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
              return 1
          }
      }
      tap 10 10
      """
    let tap = try #require(AliveCodeTests.parse(try Self.lines(script, ext: "swift").last!).first)
    let message = (tap["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(
      message.contains("gestureRecognizerShouldBegin(_:) line 10: expected a BOOL, found a number"),
      "\(message)")
  }

  /// What a delegate prints is shown under its answer (text and JSON `steps`), and
  /// `locationInView:` of the recognizer is where its touch is now (the move, not the landing).
  @Test func aDelegatesPrintsAreShownUnderItsAnswer() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)g {
          CGPoint p = [g locationInView:self.view];
          NSLog(@"asked at %.0f", p.x);
          return YES;
      }
      """, taps: "touch down 100 150\ntouch move 104 150\ntouch up")
    let up = try #require(Self.lines(script, ext: "m").last)
    #expect(
      Self.delegates(up)
        == #""delegates":[{"gesture":"inner","method":"gestureRecognizerShouldBegin(_:)","answer":true,"steps":[{"step":"log","line":21,"text":"asked at 104"}]}]"#,
      "\(up)")
  }

  @Test func aDelegateThatLoopsHitsTheStepBudget() throws {
    let script = Self.objectiveC(
      """
      - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)g {
          int i = 0;
          while (YES) { i = i + 1; }
          return YES;
      }
      """)
    let tap = try #require(AliveCodeTests.parse(try Self.lines(script, ext: "m").last!).first)
    #expect(tap["ok"] as? Bool == false)
    let error = tap["error"] as? [String: Any]
    #expect((error?["message"] as? String)?.contains("gestureRecognizerShouldBegin:") == true, "\(tap)")
  }

  @Test(arguments: [Language.en, Language.zhHans])
  func golden(_ language: Language) throws {
    let file = "gesture-delegate.vl"
    let out = AliveCodeTests.golden(file, language)
    #expect(!out.contains("[stderr]"), "\(file) runs without an error")
  }
}
