import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// Two fingers (run by `UIKitRuleTests.rule`): each finger its own UITouch, `isMultipleTouchEnabled`
/// ("When set to false, the view receives only the first touch event in a multi-touch sequence that
/// start in the view"), `isExclusiveTouch` ("block the delivery of touch events to other views in the
/// same window"; recognizers ignore it), a one-finger tap failing when a second finger lands, and
/// the two-finger pinch and rotation with ViewLab's stated thresholds (10 pt, 10°).
let twoViews = "add a 0 0 150 300\nadd b 160 0 150 300\n"
let oneView = "add a 0 0 150 300\n"
let pinchCard = "add c 0 0 300 300\ngesture pz pinch on c\ntouch down 100 100\ntouch down 200 100 finger 2\n"
let rotationCard =
  "add c 0 0 300 300\ngesture rot rotation on c\ntouch down 100 100\ntouch down 200 100 finger 2\n"

let fingerCases: [RuleCase] = [
  // Each finger is its own touch, hit-tested when it lands and bound to its own view.
  .init(
    name: "the second finger is hit-tested on its own",
    script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2",
    field: "touchView", expected: .string("b")),
  .init(
    name: "touch JSON says which finger", script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2",
    field: "finger", expected: .number(2)),
  .init(
    name: "a finger left out is finger 1", script: twoViews + "touch down 50 50", field: "finger",
    expected: .number(1)),
  .init(
    name: "the second finger's view gets its own began",
    script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2", field: "phases",
    expected: names("began")),
  .init(
    name: "the first finger keeps its own view",
    script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2\ntouch move 60 60", field: "touchView",
    expected: .string("a")),
  .init(
    name: "lifting one finger ends only its touch",
    script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2\ntouch up finger 2", field: "touchView",
    expected: .string("b")),
  .init(
    name: "the other finger is still down after one lifts",
    script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2\ntouch up finger 2\ntouch move 70 70",
    field: "phases", expected: names("moved")),
  // isMultipleTouchEnabled (default false).
  .init(
    name: "multitouch off: a second touch in the view is not delivered",
    script: oneView + "touch down 50 50\ntouch down 60 60 finger 2", field: "phases", expected: names()),
  .init(
    name: "multitouch off: nor any later phase of it",
    script: oneView
      + "touch down 50 50\ntouch down 60 60 finger 2\ntouch move 70 70 finger 2\ntouch up finger 2",
    field: "phases", expected: names()),
  .init(
    name: "multitouch off: the first touch still gets its phases",
    script: oneView + "touch down 50 50\ntouch down 60 60 finger 2\ntouch up", field: "phases",
    expected: names("ended")),
  .init(
    name: "multitouch on: the view gets the second touch",
    script: oneView + "multitouch a on\ntouch down 50 50\ntouch down 60 60 finger 2", field: "phases",
    expected: names("began")),
  .init(
    name: "multitouch off: a touch after the first lifted is a first touch again",
    script: oneView + "touch down 50 50\ntouch up\ntouch down 60 60 finger 2", field: "phases",
    expected: names("began")),
  .init(
    name: "multitouch off concerns one view: a second finger elsewhere is delivered",
    script: twoViews + "touch down 50 50\ntouch down 200 60 finger 2", field: "phases",
    expected: names("began")),
  // isExclusiveTouch.
  .init(
    name: "exclusive: while it tracks, another view gets no touch",
    script: twoViews + "exclusive a on\ntouch down 50 50\ntouch down 200 50 finger 2", field: "phases",
    expected: names()),
  .init(
    name: "exclusive: it gets no touch while another view tracks one",
    script: twoViews + "exclusive a on\ntouch down 200 50\ntouch down 50 50 finger 2", field: "phases",
    expected: names()),
  .init(
    name: "exclusive: the blocked touch stays blocked after the exclusive view's finger lifts",
    script: twoViews
      + "exclusive a on\ntouch down 50 50\ntouch down 200 50 finger 2\ntouch up\ntouch move 210 60 finger 2",
    field: "phases", expected: names()),
  .init(
    name: "exclusive: once nothing tracks, another view gets touches again",
    script: twoViews + "exclusive a on\ntouch down 50 50\ntouch up\ntouch down 200 50 finger 2",
    field: "phases",
    expected: names("began")),
  .init(
    name: "exclusive: recognizers still see the blocked touch",
    script: twoViews
      + "exclusive a on\ngesture g tap on b\ntouch down 50 50\ntouch down 200 50 finger 2\ntouch up finger 2",
    field: "recognized", expected: names("g")),
  .init(
    name: "exclusive with multitouch on: a second touch in the same view is delivered",
    script: oneView + "exclusive a on\nmultitouch a on\ntouch down 50 50\ntouch down 60 60 finger 2",
    field: "phases", expected: names("began")),
  .init(
    name: "without exclusive both views track",
    script: twoViews + "touch down 50 50\ntouch down 200 50 finger 2\ntouch up finger 2", field: "phases",
    expected: names("ended")),
  // A second finger on a one-finger recognizer.
  .init(
    name: "a tap fails when a second finger lands on its view",
    script: oneView + "gesture t tap on a\ntouch down 50 50\ntouch down 60 60 finger 2", field: "failed",
    expected: names("t")),
  .init(
    name: "a second finger elsewhere does not fail the tap",
    script: twoViews + "gesture t tap on a\ntouch down 50 50\ntouch down 200 60 finger 2\ntouch up",
    field: "recognized",
    expected: names("t")),
  .init(
    name: "a long press fails when a second finger lands on its view",
    script: oneView + "gesture h longpress on a\ntouch down 50 50\ntouch down 60 60 finger 2",
    field: "failed",
    expected: names("h")),
  .init(
    name: "a pan follows a second finger",
    script: oneView
      + "gesture p pan on a\ntouch down 50 50\ntouch down 60 60 finger 2\ntouch move 80 60 finger 2",
    field: "recognized", expected: names("p")),
  .init(
    name: "a pan goes on while one of its fingers is down",
    script: oneView
      + "gesture p pan on a\ntouch down 50 50\ntouch down 60 60 finger 2\ntouch move 80 60 finger 2\ntouch up finger 2\ntouch move 90 90",
    field: "failed", expected: names()),
  // Pinch and rotation.
  .init(
    name: "a pinch waits below 10 pt", script: pinchCard + "touch move 209 100 finger 2", field: "recognized",
    expected: names()),
  .init(
    name: "a pinch begins at 10 pt", script: pinchCard + "touch move 210 100 finger 2", field: "recognized",
    expected: names("pz")),
  .init(
    name: "a pinch begins when the fingers close in too", script: pinchCard + "touch move 110 100",
    field: "recognized",
    expected: names("pz")),
  .init(
    name: "moving both fingers together is no pinch",
    script: pinchCard + "touch move 100 140\ntouch move 200 140 finger 2", field: "recognized",
    expected: names()),
  .init(
    name: "a pinch cancels the view's touch",
    script: pinchCard + "touch move 210 100 finger 2", field: "phases", expected: names("cancelled")),
  .init(
    name: "with multitouch on, a pinch cancels both touches",
    script:
      "add c 0 0 300 300\nmultitouch c on\ngesture pz pinch on c\ntouch down 100 100\ntouch down 200 100 finger 2\n"
      + "touch move 210 100 finger 2",
    field: "phases", expected: names("cancelled", "cancelled")),
  .init(
    name: "a pinch fails when its only finger lifts",
    script: "add c 0 0 300 300\ngesture pz pinch on c\ntouch down 100 100\ntouch up", field: "failed",
    expected: names("pz")),
  .init(
    name: "a pinch makes a subview's tap on its first finger fail",
    script: "add c 0 0 300 300\nadd d 50 50 100 100 to c\ngesture pz pinch on c\ngesture t tap on d\n"
      + "touch down 100 100\ntouch down 200 100 finger 2\ntouch move 230 100 finger 2",
    field: "failed", expected: names("t")),
  .init(
    name: "a rotation waits below 10°", script: rotationCard + "touch move 200 117 finger 2",
    field: "recognized",
    expected: names()),
  .init(
    name: "a rotation begins at 10°", script: rotationCard + "touch move 200 118 finger 2",
    field: "recognized",
    expected: names("rot")),
  .init(
    name: "spreading the fingers is no rotation", script: rotationCard + "touch move 300 100 finger 2",
    field: "recognized", expected: names()),
]

/// Bad finger input: a precise error with a stable code, in both languages, and nothing changed.
@Suite struct FingerErrorTests {
  struct Bad: CustomTestStringConvertible, Sendable {
    var setup: String
    var line: String
    var code: String
    var english: String
    var chinese: String
    var testDescription: String { line }
  }

  static let cases: [Bad] = [
    .init(
      setup: oneView + "touch down 10 10\ntouch down 20 20 finger 2", line: "touch down 30 30 finger 6",
      code: "finger-out-of-range", english: "there is no finger 6", chinese: "没有第 6 根手指"),
    .init(
      setup: oneView, line: "touch down 30 30 finger 0", code: "finger-out-of-range",
      english: "there is no finger 0", chinese: "没有第 0 根手指"),
    .init(
      setup: oneView + "touch down 10 10", line: "touch up finger 2", code: "finger-not-down",
      english: "finger 2 is not down", chinese: "第 2 根手指没有按下"),
    .init(
      setup: oneView, line: "touch up finger 2", code: "finger-not-down", english: "finger 2 is not down",
      chinese: "第 2 根手指没有按下"),
    .init(
      setup: oneView + "touch down 10 10", line: "touch move 5 5 finger 3", code: "finger-not-down",
      english: "finger 3 is not down", chinese: "第 3 根手指没有按下"),
    .init(
      setup: oneView + "touch down 10 10\ntouch down 20 20 finger 2", line: "touch down 30 30 finger 2",
      code: "finger-already-down", english: "finger 2 is already down", chinese: "第 2 根手指已经按下了"),
  ]

  @Test(arguments: cases)
  func isPreciseAndChangesNothing(_ c: Bad) {
    for (language, words) in [(Language.en, c.english), (.zhHans, c.chinese)] {
      var console = Console(options: RenderOptions(json: true, language: language))
      let files = MemoryFiles()
      for (i, line) in c.setup.split(separator: "\n").enumerated() {
        _ = console.handle(line: String(line), lineNumber: i + 1, files: files)
      }
      let before = console.scene
      let r = console.handle(line: c.line, lineNumber: 99, files: files)
      #expect(r.json?["ok"] == .bool(false))
      #expect(r.json?["error"]?["code"] == .string(c.code), "\(r.json?.text ?? "")")
      #expect(r.json?["error"]?["message"] == .string(words), "\(r.json?.text ?? "")")
      #expect(console.scene == before, "\(c.line) changed the scene")
      // The caret is under the line's `finger N`, where the learner named the finger.
      let words = c.line.split(separator: " ", omittingEmptySubsequences: false)
      let column = words.prefix { $0 != "finger" }.reduce(1) { $0 + $1.count + 1 }
      #expect(r.json?["error"]?["column"] == .number(Double(column)), "\(r.json?.text ?? "")")
    }
  }
}
