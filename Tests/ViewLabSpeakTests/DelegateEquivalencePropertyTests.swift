import Foundation
import Testing
import ViewLabTestSupport

/// A delegate written as code decides what the built-in commands decide: on seeded scenes (a
/// recognizer on the root view and one on a card inside it, of random kinds, and a random touch
/// sequence), a delegate whose `shouldRecognizeSimultaneouslyWith` answers YES gives the same
/// `recognized` and `failed` on every step as `gesture NAME simultaneous on`, and one whose
/// `shouldRequireFailureOf` makes `inner` wait for `outer` the same as `gesture inner requires
/// outer`. Replay a failure from its seed.
@Suite struct DelegateEquivalencePropertyTests {
  static let kinds = [
    ("UITapGestureRecognizer", ""), ("UITapGestureRecognizer", "2"), ("UILongPressGestureRecognizer", ""),
    ("UIPanGestureRecognizer", ""),
  ]

  static let sequences = [
    "tap 100 150",
    "touch down 100 150\ntouch move 130 150\ntouch up",
    "touch down 100 150\ntouch wait 0.6\ntouch up",
    "tap 100 150\ntouch wait 0.4",
    "tap 100 150\ntap 102 151",
    "touch down 100 150\ntouch move 104 152\ntouch up\ntouch wait 0.4",
  ]

  /// The controller: `outer` on the root view, `inner` on card, both delegated to it; `methods` its
  /// delegate methods.
  static func script(outer: Int, inner: Int, methods: String, after: String) -> String {
    func make(_ name: String, _ k: Int, on view: String) -> String {
      let (cls, taps) = kinds[k]
      return """
            UIGestureRecognizer *\(name) = [[\(cls) alloc] initWithTarget:self action:@selector(\(name)Fired:)];
            \(taps.isEmpty ? "" : "((UITapGestureRecognizer *)\(name)).numberOfTapsRequired = \(taps);")
            \(name).delegate = self;
            [\(view) addGestureRecognizer:\(name)];
        """
    }
    return """
      @interface ViewController : UIViewController <UIGestureRecognizerDelegate>
      @end
      @implementation ViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 300, 200)];
          [self.view addSubview:card];
      \(make("outer", outer, on: "self.view"))
      \(make("inner", inner, on: "card"))
      }
      - (void)outerFired:(UIGestureRecognizer *)g {
      }
      - (void)innerFired:(UIGestureRecognizer *)g {
      }
      \(methods)
      @end
      \(after)
      """
  }

  /// `recognized | failed` of each touch step (or its error's code).
  static func outcomes(_ script: String) throws -> [String] {
    try AliveCodeTests.objects(script).compactMap { o in
      guard ["tap", "touch"].contains(o["command"] as? String ?? "") else { return nil }
      // A step refused (`touch wait` with nothing deciding) is an outcome too, the same in both.
      if o["ok"] as? Bool != true {
        return "error " + ((o["error"] as? [String: Any])?["code"] as? String ?? "")
      }
      let r = (o["recognized"] as? [String] ?? []).joined(separator: ",")
      let f = (o["failed"] as? [String] ?? []).joined(separator: ",")
      return "\(r) | \(f)"
    }
  }

  @Test(arguments: 0..<40)
  func delegatesDecideAsTheCommandsDo(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
    let outer = rng.int(0...(Self.kinds.count - 1))
    let inner = rng.int(0...(Self.kinds.count - 1))
    let steps = Self.sequences[rng.int(0...(Self.sequences.count - 1))]
    let context = "seed \(seed): outer \(Self.kinds[outer]), inner \(Self.kinds[inner]), \(steps)"

    let flag = try Self.outcomes(
      Self.script(outer: outer, inner: inner, methods: "", after: "gesture outer simultaneous on\n" + steps))
    let yes = try Self.outcomes(
      Self.script(
        outer: outer, inner: inner,
        methods: """
          - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)other {
              return YES;
          }
          """, after: steps))
    #expect(flag == yes, "\(context)")
    #expect(!flag.isEmpty, "\(context)")

    let requires = try Self.outcomes(
      Self.script(outer: outer, inner: inner, methods: "", after: "gesture inner requires outer\n" + steps))
    let asked = try Self.outcomes(
      Self.script(
        outer: outer, inner: inner,
        methods: """
          - (BOOL)gestureRecognizer:(UIGestureRecognizer *)g shouldRequireFailureOfGestureRecognizer:(UIGestureRecognizer *)other {
              return g == self.inner && other == self.outer;
          }
          """, after: steps))
    #expect(requires == asked, "\(context)")
  }
}
