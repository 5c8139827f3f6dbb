import Testing

/// `tap.delegate = self` before the class with the delegate methods is pasted: the assignment is
/// kept (not "ignored": a delegate changes touch delivery), the note says UIKit's defaults hold
/// until a class implements a delegate method, and once one is pasted UIKit's questions reach it.
@Suite struct DelegateBeforeClassTests {
  @Test func theAssignmentIsKeptAndAskedOnceTheClassArrives() throws {
    let script = """
      let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
      view.addSubview(card)
      let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
      tap.delegate = self
      view.addGestureRecognizer(tap)
      tap 50 150
      class VC: UIViewController, UIGestureRecognizerDelegate {
          func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
              return false
          }
      }
      tap 50 150
      """
    let lines = try DelegateCodeTests.lines(script, ext: "swift")
    let note = try #require(lines.first { $0.contains("tap.delegate") })
    #expect(
      note.contains("tap.delegate is kept, but no pasted class implements a gesture delegate method yet"))
    #expect(!note.contains("ignores"))
    let taps = lines.filter { $0.hasPrefix(#"{"command":"tap""#) }
    #expect(taps.count == 2)
    #expect(taps[0].contains(#""recognized":["tap"]"#), "\(taps[0])")
    #expect(
      DelegateCodeTests.delegates(taps[1])
        == #""delegates":[{"gesture":"tap","method":"gestureRecognizer(_:shouldReceive:)","answer":false}]"#)
    #expect(taps[1].contains(#""recognized":[]"#), "\(taps[1])")
  }
}
