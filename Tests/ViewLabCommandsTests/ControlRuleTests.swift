import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering

/// The controls' own rules (run by `UIKitRuleTests.rule`): UISwitch's own size (UISwitch
/// `init(frame:)`: "The size components of this rectangle are ignored") and the knob gestures a
/// control wins over another view's pan ("Attaching gesture recognizers to UIKit controls": "a
/// single finger pan on the knob of a UISwitch object, in a direction parallel to the switch", "a
/// single finger swipe on the knob of a UISlider object, in a direction parallel to the slider").
let switchCard = "add card 0 100 300 300\nadd sw UISwitch 50 50 51 31 to card\ngesture drag pan on card\n"
let sliderCard = "add card 0 100 300 300\nadd sl UISlider 20 50 200 30 to card\ngesture drag pan on card\n"

let controlCases: [RuleCase] = [
  .init(
    name: "UISwitch(frame:) ignores the size", script: "add sw UISwitch 10 10 120 60\nexplain sw",
    field: "frame", expected: nums(10, 10, 51, 31)),
  .init(
    name: "frame = keeps a switch's size",
    script: "add sw UISwitch 10 10 51 31\nframe sw 20 30 200 90\nexplain sw",
    field: "frame", expected: nums(20, 30, 51, 31)),
  .init(
    name: "frame size keeps a switch's size",
    script: "add sw UISwitch 10 10 51 31\nframe sw size 80 80\nexplain sw",
    field: "bounds", expected: nums(0, 0, 51, 31)),
  .init(
    name: "pasted UISwitch(frame:) ignores the size",
    script:
      "let sw = UISwitch(frame: CGRect(x: 5, y: 6, width: 300, height: 300))\nwindow.addSubview(sw)\nexplain sw",
    field: "frame", expected: nums(5, 6, 51, 31)),
  .init(
    name: "a UIStepper keeps the size it is given (Apple documents no fixed size)",
    script: "add st UIStepper 10 10 150 50\nexplain st", field: "frame", expected: nums(10, 10, 150, 50)),
  .init(
    name: "a UIPageControl keeps the size it is given",
    script: "add pc UIPageControl 10 10 200 40\nexplain pc", field: "frame", expected: nums(10, 10, 200, 40)),
  .init(
    name: "a UISlider is a control", script: "add sl UISlider 10 10 200 30\ntap 50 20",
    field: "controlEvents",
    expected: names("touchDown", "touchUpInside")),
  .init(
    name: "a horizontal pan on a switch is the switch's: the superview's pan fails",
    script: switchCard + "touch down 70 165\ntouch move 90 167", field: "failed", expected: names("drag")),
  .init(
    name: "the switch keeps tracking the parallel pan",
    script: switchCard + "touch down 70 165\ntouch move 90 167", field: "controlEvents",
    expected: names("touchDragInside")),
  .init(
    name: "the switch toggles after its knob's pan",
    script: switchCard + "touch down 70 165\ntouch move 90 167\ntouch up", field: "controlEvents",
    expected: names("touchUpInside", "valueChanged")),
  .init(
    name: "a vertical pan on a switch is not refused",
    script: switchCard + "touch down 70 165\ntouch move 72 190", field: "recognized", expected: names("drag")),
  .init(
    name: "a vertical pan cancels the switch's touch",
    script: switchCard + "touch down 70 165\ntouch move 72 190", field: "controlEvents",
    expected: names("touchCancel")),
  .init(
    name: "a 45° pan is not parallel (x must exceed y)",
    script: switchCard + "touch down 70 165\ntouch move 85 180", field: "recognized", expected: names("drag")),
  .init(
    name: "parallel turns with a rotated switch",
    script: switchCard + "transform sw rotate 90\ntouch down 75 165\ntouch move 76 185", field: "failed",
    expected: names("drag")),
  .init(
    name: "a pan on the switch itself is not refused",
    script: "add card 0 100 300 300\nadd sw UISwitch 50 50 51 31 to card\ngesture drag pan on sw\n"
      + "touch down 70 165\ntouch move 90 167",
    field: "recognized", expected: names("drag")),
  .init(
    name: "a horizontal pan on a slider is the slider's",
    script: sliderCard + "touch down 60 165\ntouch move 100 168", field: "failed", expected: names("drag")),
  .init(
    name: "a vertical pan on a slider is the superview's",
    script: sliderCard + "touch down 60 165\ntouch move 62 200", field: "recognized", expected: names("drag")),
  .init(
    name: "a button has no pan veto",
    script: "add card 0 100 300 300\nadd b UIButton 50 50 51 31 to card\ngesture drag pan on card\n"
      + "touch down 70 165\ntouch move 90 167",
    field: "recognized", expected: names("drag")),
]

@Suite struct ControlSizeNoteTests {
  @Test func aSwitchGivenAnotherSizeSaysWhy() {
    let out = runJSON("add sw UISwitch 10 10 120 60")
    let notes = out.last?["notes"]
    #expect(notes?.text.contains("(51, 31), not (120, 60)") == true, "\(notes?.text ?? "nil")")
  }

  @Test func aSwitchGivenItsOwnSizeHasNoNote() {
    let out = runJSON("add sw UISwitch 10 10 51 31")
    #expect(out.last?["notes"] == nil)
  }

  @Test func theNoteIsInChineseToo() {
    var console = Console(options: RenderOptions(json: true, language: .zhHans))
    let r = console.handle(line: "add sw UISwitch 10 10 120 60", lineNumber: 1, files: MemoryFiles())
    #expect(r.json?["notes"]?.text.contains("保持自己的尺寸") == true)
  }
}
