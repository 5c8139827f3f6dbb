import Foundation
import Testing

/// A pan's `translation(in:)` / `translationInView:` in a pasted delegate: how far its touch has moved
/// since it came down, in that view's coordinates — what a full-screen pop pan's
/// `gestureRecognizerShouldBegin` reads to begin only for a rightward pan. Contract: a script in,
/// the exact `delegates`, `recognized` and `failed` fields out.
@Suite struct DelegateTranslationTests {
  static let scene = """
    add nav 0 0 375 667
    add list UITableView 0 64 375 600 to nav
    rows list 8 60
    swipeactions list on
    gesture popPan pan on nav

    """

  static let objectiveC = """
    @implementation ViewController
    - (BOOL)gestureRecognizerShouldBegin:(UIPanGestureRecognizer *)gestureRecognizer {
        CGPoint translation = [gestureRecognizer translationInView:gestureRecognizer.view];
        NSLog(@"%f", translation.x);
        return translation.x > 0;
    }
    @end
    popPan.delegate = self;

    """

  static let swift = """
    class ViewController: UIViewController, UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            return pan.translation(in: view).x > 0
        }
    }
    popPan.delegate = self

    """

  /// The Objective-C delegate logs the translation's x (its line 9 in the script).
  static func logged(_ ext: String, _ x: String) -> String {
    ext == "m" ? #","steps":[{"step":"log","line":9,"text":""# + x + #""}]"# : ""
  }

  @Test(arguments: [("m", objectiveC), ("swift", swift)])
  func aLeftwardPanIsRefusedAndTheRowsSwipeBegins(_ ext: String, _ delegate: String) throws {
    let out = try DelegateCodeTests.lines(
      Self.scene + delegate + "touch down 300 214\ntouch move 288 214\ntouch move 240 214", ext: ext)
    let first = try #require(AliveCodeTests.parse(out[out.count - 2]).first)
    #expect(
      DelegateCodeTests.delegates(out[out.count - 2])
        == #""delegates":[{"gesture":"popPan","method":"gestureRecognizerShouldBegin(_:)","answer":false"#
        + Self.logged(ext, "-12.000000") + "}]")
    #expect(first["failed"] as? [String] == ["popPan"])
    let second = try #require(AliveCodeTests.parse(out.last!).first)
    #expect(second["recognized"] as? [String] == ["list.swipeActions"])
  }

  @Test(arguments: [("m", objectiveC), ("swift", swift)])
  func aRightwardPanBeginsAndPops(_ ext: String, _ delegate: String) throws {
    let out = try DelegateCodeTests.lines(
      Self.scene + delegate + "touch down 100 214\ntouch move 130 214", ext: ext)
    let move = try #require(AliveCodeTests.parse(out.last!).first)
    #expect(
      DelegateCodeTests.delegates(out.last!)
        == #""delegates":[{"gesture":"popPan","method":"gestureRecognizerShouldBegin(_:)","answer":true"#
        + Self.logged(ext, "30.000000") + "}]")
    #expect(move["recognized"] as? [String] == ["popPan"])
    #expect(move["failed"] as? [String] == ["list.panGestureRecognizer", "list.swipeActions"])
  }
}
