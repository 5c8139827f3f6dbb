import Testing
import ViewLabCommands
import ViewLabRendering

/// The gesture, control and touch-sequence rules of real UIKit (run by `UIKitRuleTests.rule`), each as a scene script and the
/// value UIKit gives, worked out by hand from Apple's documentation (UIGestureRecognizer's
/// cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded; "Attaching gesture recognizers to
/// UIKit controls"; require(toFail:); UIControl; UITouch.view; UIResponder.next) — through the JSON
/// contract, as other programs see it.
let card = "add card 20 100 300 200\nadd photo 20 20 100 60 to card\n"
let button = card + "add buy UIButton 150 20 100 60 to card\naction buy touchUpInside purchase\n"

let gestureCases: [RuleCase] = [
  // The window delivers to recognizers of the hit view and its ancestors first.
  .init(
    name: "a parent's tap recognizes a tap on its subview",
    script: card + "gesture t tap on card\ntap 60 140",
    field: "recognized", expected: names("t")),
  .init(
    name: "cancelsTouchesInView: the view gets began, then cancelled",
    script: card + "gesture t tap on card\ntap 60 140", field: "phases", expected: names("began", "cancelled")
  ),
  .init(
    name: "cancelsTouchesInView off: the view gets every phase",
    script: card + "gesture t tap on card\ngesture t cancels off\ntap 60 140", field: "phases",
    expected: names("began", "ended")),
  .init(
    name: "delaysTouchesBegan and recognized: the view gets nothing",
    script: card + "gesture t tap on card\ngesture t delaysbegan on\ntap 60 140", field: "phases",
    expected: names()),
  .init(
    name: "recognizers elsewhere never see the touch",
    script: card + "add other 0 400 50 50\ngesture t tap on other\ntap 60 140", field: "recognized",
    expected: names()),
  .init(
    name: "a disabled recognizer sees nothing",
    script: card + "gesture t tap on card\ngesture t enabled off\ntap 60 140", field: "phases",
    expected: names("began", "ended")),
  // The touch stays bound to its first view.
  .init(
    name: "the touch's view never changes",
    script: card + "touch down 60 140\ntouch move 300 600", field: "touchView", expected: .string("photo")),
  .init(
    name: "touch down hit-tests", script: card + "touch down 60 140", field: "hit", expected: .string("photo")
  ),
  .init(
    name: "touch steps say their phase", script: card + "touch down 60 140\ntouch up", field: "phase",
    expected: .string("up")),
  // Controls win a superview's one-tap recognizer for their default action.
  .init(
    name: "a button vetoes its superview's tap", script: button + "gesture t tap on card\ntap 200 140",
    field: "failed", expected: names("t")),
  .init(
    name: "the vetoing button fires", script: button + "gesture t tap on card\ntap 200 140",
    field: "controlEvents", expected: names("touchDown", "touchUpInside", "primaryActionTriggered")),
  .init(
    name: "its action runs", script: button + "gesture t tap on card\ntap 200 140", field: "actions",
    expected: names("purchase")),
  .init(
    name: "cancels off: the parent's tap recognizes and the button still fires",
    script: button + "gesture t tap on card\ngesture t cancels off\ntap 200 140", field: "recognized",
    expected: names("t")),
  .init(
    name: "a recognizer on the button itself wins", script: button + "gesture t tap on buy\ntap 200 140",
    field: "recognized", expected: names("t")),
  .init(
    name: "a custom UIControl has no veto",
    script: card + "add knob UIControl 150 20 100 60 to card\ngesture t tap on card\ntap 200 140",
    field: "controlEvents", expected: names("touchDown", "touchCancel")),
  .init(
    name: "a double tap is not vetoed",
    script: button + "gesture d doubletap on card\ntap 200 140\ntap 200 140", field: "recognized",
    expected: names("d")),
  // require(toFail:) and time.
  .init(
    name: "tap waits for the double tap to fail",
    script: card + "gesture t tap on card\ngesture d doubletap on card\ngesture t requires d\ntap 60 140",
    field: "recognized", expected: names()),
  .init(
    name: "the double tap fails after its interval, then the tap recognizes",
    script: card
      + "gesture t tap on card\ngesture d doubletap on card\ngesture t requires d\ntap 60 140\ntouch wait 0.5",
    field: "recognized", expected: names("t")),
  .init(
    name: "a long press recognizes at 0.5 s",
    script: card + "gesture lp longpress on card\ntouch down 60 140\ntouch wait 0.5", field: "recognized",
    expected: names("lp")),
  .init(
    name: "a quick tap fails a long press", script: card + "gesture lp longpress on card\ntap 60 140",
    field: "failed", expected: names("lp")),
  .init(
    name: "a pan begins once the finger moved 10 pt",
    script: card + "gesture p pan on card\ntouch down 60 140\ntouch move 70 140", field: "recognized",
    expected: names("p")),
  // Control tracking.
  .init(
    name: "lifting far outside the button is touchUpOutside",
    script: button + "touch down 200 140\ntouch move 200 400\ntouch up", field: "controlEvents",
    expected: names("touchUpOutside")),
  .init(
    name: "a disabled button is not hit", script: button + "enabled buy off\ntap 200 140", field: "hit",
    expected: .string("card")),
  // The responder chain: presented controllers and scene-based apps.
  .init(
    name: "scene-based chain", script: card + "lifecycle scene\ntap 60 140", field: "chain",
    expected: names("photo", "card", "window", "UIWindowScene", "UIApplication", "AppDelegate")),
  .init(
    name: "a presented controller's next responder is its presenter",
    script: card
      + "controller home for card\nadd sheet 0 0 10 10\nadd field 10 10 50 50 to sheet\ncontroller detail for sheet\npresent detail from home\ntap 20 20",
    field: "chain",
    expected: names("field", "sheet", "detail", "home", "window", "UIApplication", "AppDelegate")),
]

@Suite struct GestureRuleTests {
  /// Bad touch and gesture input: a precise error, nothing changed.
  @Test(arguments: [
    ("touch move 1 1", "no finger is down"),
    ("touch up", "no finger is down"),
    ("touch down 1 1\ntouch down 2 2", "finger 1 is already down"),
    ("touch wait -1", "cannot wait -1 seconds"),
    ("gesture g tap on nowhere", "unknown view 'nowhere'"),
    ("gesture g cancels off", "unknown gesture recognizer 'g'"),
    (
      "add v 0 0 9 9\ngesture a tap on v\ngesture b tap on v\ngesture a requires b\ngesture b requires a",
      "already waits for"
    ),
    ("add v 0 0 9 9\nenabled v off", "is not a UIControl"),
    ("present x from y", "unknown view controller 'x'"),
  ])
  func badInputIsAPreciseError(script: String, message: String) {
    let results = runJSON(script)
    let last = results.last
    #expect(last?["ok"] == .bool(false))
    let text = last?["error"]?["message"]?.text ?? ""
    #expect(text.contains(message), "\(text)")
  }
}
