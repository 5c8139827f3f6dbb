import Testing
import ViewLabCommands
import ViewLabRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Each rule of real UIKit that ViewLab reproduces as a scene script and the value UIKit gives, computed by hand
/// from the rule (not recorded from ViewLab): the last line's JSON `field` must equal `expected`.
struct RuleCase: CustomTestStringConvertible, Sendable {
  var name: String
  var script: String
  var field: String
  var expected: JSON
  var testDescription: String { name }
}

let ruleCases: [RuleCase] = [
  // CGRect.contains: min edges inside, max edges outside; empty rects contain nothing.
  .init(
    name: "min edge is inside", script: "add e 10 10 100 100\ntap 10 10", field: "hit", expected: .string("e")
  ),
  .init(
    name: "max x edge is outside", script: "add e 10 10 100 100\ntap 110 50", field: "hit",
    expected: .string("window")),
  .init(
    name: "just before max edge", script: "add e 10 10 100 100\ntap 109.99 50", field: "hit",
    expected: .string("e")),
  .init(
    name: "max y edge is outside", script: "add e 10 10 100 100\ntap 50 110", field: "hit",
    expected: .string("window")),
  .init(
    name: "empty rect contains nothing", script: "add z 200 200 0 50\ntap 200 210", field: "hit",
    expected: .string("window")),
  // The three gates, and the Float alpha threshold.
  .init(
    name: "alpha 0.01 is stored below 0.01", script: "add a 0 0 100 100\nalpha a 0.01\ntap 50 50",
    field: "hit", expected: .string("window")),
  .init(
    name: "alpha 0.1 is hittable", script: "add a 0 0 100 100\nalpha a 0.1\ntap 50 50", field: "hit",
    expected: .string("a")),
  .init(
    name: "alpha 0.011 is hittable", script: "add a 0 0 100 100\nalpha a 0.011\ntap 50 50", field: "hit",
    expected: .string("a")),
  .init(
    name: "alpha reads back as a Float", script: "add a 0 0 100 100\nalpha a 0.01\nexplain a", field: "alpha",
    expected: .number(Double(Float(0.01)))),
  .init(
    name: "hidden parent excludes its subtree",
    script: "add p 0 0 200 200\nadd c 0 0 50 50 to p\nhide p\ntap 10 10",
    field: "visited", expected: names("window", "p")),
  .init(
    name: "interaction off excludes the subtree",
    script: "add p 0 0 200 200\nadd c 0 0 50 50 to p\ninteraction p off\ntap 10 10",
    field: "hit", expected: .string("window")),
  .init(
    name: "UILabel is not interactive by default",
    script: "add l UILabel 0 0 100 100\nadd b UIButton 10 10 20 20 to l\ntap 15 15",
    field: "hit", expected: .string("window")),
  .init(
    name: "UILabel with interaction on",
    script: "add l UILabel 0 0 100 100\nadd b UIButton 10 10 20 20 to l\ninteraction l on\ntap 15 15",
    field: "hit", expected: .string("b")),
  .init(
    name: "UIImageView is not interactive by default",
    script: "add i UIImageView 0 0 100 100\nadd b UIButton 10 10 20 20 to i\ntap 15 15",
    field: "hit", expected: .string("window")),
  .init(
    name: "UILabel clips by default", script: "add l UILabel 0 0 10 10\nexplain l", field: "clipsToBounds",
    expected: .bool(true)),
  .init(
    name: "UIScrollView clips by default", script: "add s UIScrollView 0 0 10 10\nexplain s",
    field: "clipsToBounds", expected: .bool(true)),
  // Outside the parent's bounds: not hittable, whatever clipsToBounds says.
  .init(
    name: "subview outside its parent is not hit",
    script: "add p 0 0 100 100\nadd c 50 50 100 100 to p\ntap 120 120",
    field: "hit", expected: .string("window")),
  .init(
    name: "subview inside its parent is hit",
    script: "add p 0 0 100 100\nadd c 50 50 100 100 to p\ntap 60 60",
    field: "hit", expected: .string("c")),
  .init(
    name: "why names the parent", script: "add p 0 0 100 100\nadd c 50 50 100 100 to p\nwhy c 120 120",
    field: "blockedBy", expected: .string("p")),
  // Sibling order decides.
  .init(
    name: "last sibling is in front", script: "add a 0 0 100 100\nadd b 0 0 100 100\ntap 10 10", field: "hit",
    expected: .string("b")),
  .init(
    name: "front", script: "add a 0 0 100 100\nadd b 0 0 100 100\nfront a\ntap 10 10", field: "hit",
    expected: .string("a")),
  .init(
    name: "move at index", script: "add a 0 0 100 100\nadd b 0 0 100 100\nmove b to window at 0\ntap 10 10",
    field: "hit", expected: .string("a")),
  .init(
    name: "visit order is back to front",
    script: "add a 0 0 10 10\nadd b 20 0 10 10\nadd c 40 0 10 10\ntap 100 100", field: "visited",
    expected: names("window", "c", "b", "a")),
]

let geometryCases: [RuleCase] = [
  // center is position; frame.origin = position − anchorPoint × size.
  .init(
    name: "center is position after anchor change", script: "add v 100 100 100 50\nanchor v 0 0\nexplain v",
    field: "center", expected: nums(150, 125)),
  .init(
    name: "anchor change moves the frame", script: "add v 100 100 100 50\nanchor v 0 0\nexplain v",
    field: "frame", expected: nums(150, 125, 100, 50)),
  // Rotation about a corner anchor: the frame is the bounding box.
  .init(
    name: "rotated about a corner",
    script: "add v 100 100 100 50\nanchor v 0 0\ntransform v rotate 90\nexplain v",
    field: "frame", expected: nums(100, 125, 50, 100)),
  .init(
    name: "convert into a rotated view",
    script: "add v 100 100 100 50\nanchor v 0 0\ntransform v rotate 90\nconvert 140 200 from window to v",
    field: "point", expected: nums(75, 10)),
  .init(
    name: "tap a rotated view",
    script: "add v 100 100 100 50\nanchor v 0 0\ntransform v rotate 90\ntap 140 200",
    field: "hit", expected: .string("v")),
  .init(
    name: "transform keeps bounds", script: "add v 0 0 100 50\ntransform v rotate 30 scale 2\nexplain v",
    field: "bounds", expected: nums(0, 0, 100, 50)),
  // Setting frame under a scale divides by the scale; reading it back gives what was set.
  .init(
    name: "frame under scale reads back",
    script: "add s 0 0 100 100\ntransform s scale 0.25 0.75\nframe s 50 50 100 100\nexplain s",
    field: "frame", expected: nums(50, 50, 100, 100)),
  .init(
    name: "frame under scale divides the size",
    script: "add s 0 0 100 100\ntransform s scale 0.5\nframe s 50 50 100 100\nexplain s",
    field: "bounds", expected: nums(0, 0, 200, 200)),
  .init(
    name: "bounds size grows about the anchor",
    script: "add s 50 50 100 100\nbounds s size 256 512\nexplain s",
    field: "frame", expected: nums(50 - 156 * 0.5, 50 - 412 * 0.5, 256, 512)),
  .init(
    name: "moving a rotated view keeps its size",
    script:
      "add v 0 0 200 200\ntransform v rotate 45 scale 2\nframe v origin 10 10\nframe v origin 20 20\nexplain v",
    field: "bounds", expected: nums(0, 0, 200, 200)),
  // bounds.origin shifts the content.
  .init(
    name: "scrolled content is hit",
    script:
      "add scroll UIScrollView 0 0 200 200\nbounds scroll origin 0 100\nadd item 0 150 100 50 to scroll\ntap 10 60",
    field: "hit", expected: .string("item")),
  .init(
    name: "scrolled content moved up",
    script:
      "add scroll UIScrollView 0 0 200 200\nbounds scroll origin 0 100\nadd item 0 150 100 50 to scroll\ntap 10 40",
    field: "hit", expected: .string("scroll")),
  .init(
    name: "chain of bounds origins",
    script: """
      add scroll UIScrollView 0 0 200 200
      bounds scroll origin 0 100
      add item 0 150 100 50 to scroll
      add inner 0 0 100 100 to item
      bounds item origin 20 0
      convert 30 10 from inner to window
      """, field: "point", expected: nums(10, 60)),
  .init(
    name: "frame in window under a scroll",
    script:
      "add scroll UIScrollView 0 0 200 200\nbounds scroll origin 0 100\nadd item 0 150 100 50 to scroll\nexplain item",
    field: "frameInWindow", expected: nums(0, 50, 100, 50)),
  // Transform order: translate then rotate = CGAffineTransform(translationX:).rotated(by:).
  .init(
    name: "chained ops modify the first",
    script: "add v 0 0 0 0\ntransform v translate 10 0 rotate 90\nexplain v",
    field: "transform", expected: nums(cos(Double.pi / 2), 1, -1, cos(Double.pi / 2), 10, 0)),
]

let chainCases: [RuleCase] = [
  .init(
    name: "child controllers join the chain",
    script: """
      add root 0 0 375 667
      controller rootVC for root
      add child 0 0 200 200 to root
      controller childVC for child
      add btn UIButton 10 10 50 50 to child
      tap 20 20
      """, field: "chain",
    expected: names("btn", "child", "childVC", "root", "rootVC", "window", "UIApplication", "AppDelegate")),
  .init(
    name: "super passes the touch on, handle stops it",
    script: """
      add root 0 0 375 667
      controller rootVC for root
      add child 0 0 200 200 to root
      controller childVC for child
      add btn UIButton 10 10 50 50 to child
      touches btn super
      touches childVC handle
      touches root handle
      tap 20 20
      """, field: "handledBy", expected: names("btn", "childVC")),
  .init(
    name: "nobody handles: dropped", script: "add v 0 0 10 10\ntap 5 5", field: "handledBy",
    expected: .array([])),
  .init(
    name: "nothing hit: empty chain", script: "hide window\ntap 5 5", field: "chain", expected: .array([])),
  .init(
    name: "the window's chain", script: "tap 5 5", field: "chain",
    expected: names("window", "UIApplication", "AppDelegate")),
]

let overrideCases: [RuleCase] = [
  .init(
    name: "circle: corner misses", script: "add round UIButton 0 0 100 100\nshape round circle\ntap 5 5",
    field: "hit", expected: .string("window")),
  .init(
    name: "circle: centre hits", script: "add round UIButton 0 0 100 100\nshape round circle\ntap 50 50",
    field: "hit", expected: .string("round")),
  .init(
    name: "circle: near the rim", script: "add round UIButton 0 0 100 100\nshape round circle\ntap 50 0.5",
    field: "hit", expected: .string("round")),
  .init(
    name: "expand: bigger touch area", script: "add small 100 100 10 10\nexpand small 20\ntap 85 85",
    field: "hit", expected: .string("small")),
  .init(
    name: "expand: still bounded", script: "add small 100 100 10 10\nexpand small 20\ntap 75 85",
    field: "hit", expected: .string("window")),
  .init(
    name: "passthrough: falls through",
    script:
      "add under 0 0 100 100\nadd overlay 0 0 375 667\nadd knob 300 300 20 20 to overlay\npassthrough overlay on\ntap 50 50",
    field: "hit", expected: .string("under")),
  .init(
    name: "passthrough: subviews still hit",
    script:
      "add under 0 0 100 100\nadd overlay 0 0 375 667\nadd knob 300 300 20 20 to overlay\npassthrough overlay on\ntap 305 305",
    field: "hit", expected: .string("knob")),
  .init(
    name: "passthrough: nothing else → window",
    script: "add overlay 0 0 375 667\npassthrough overlay on\ntap 200 500",
    field: "hit", expected: .string("window")),
  .init(
    name: "passthrough: a subview's redirect hands the view back → nil",
    script:
      "add under 0 0 100 100\nadd overlay 0 0 375 667\nadd knob 0 0 20 20 to overlay\nredirect knob to overlay\npassthrough overlay on\ntap 10 10",
    field: "hit", expected: .string("under")),
  .init(
    name: "passthrough: a redirect two levels down hands the view back → nil",
    script:
      "add overlay 0 0 375 667\nadd mid 0 0 50 50 to overlay\nadd knob 0 0 20 20 to mid\nredirect knob to overlay\npassthrough overlay on\ntap 10 10",
    field: "hit", expected: .string("window")),
  .init(
    name: "passthrough handed back by a redirect: why names the override",
    script:
      "add overlay 0 0 375 667\nadd knob 0 0 20 20 to overlay\nredirect knob to overlay\npassthrough overlay on\nwhy overlay 10 10",
    field: "blockedBy", expected: .string("overlay")),
  .init(
    name: "redirect to a button underneath",
    script: "add btn UIButton 0 0 100 100\nadd cover 0 0 200 200\nredirect cover to btn\ntap 50 50",
    field: "hit", expected: .string("btn")),
  .init(
    name: "redirect: visited",
    script: "add btn UIButton 0 0 100 100\nadd cover 0 0 200 200\nredirect cover to btn\ntap 50 50",
    field: "visited", expected: names("window", "cover")),
  .init(
    name: "redirect: outside the target",
    script: "add btn UIButton 0 0 100 100\nadd cover 0 0 200 200\nredirect cover to btn\ntap 150 150",
    field: "hit", expected: .string("cover")),
  .init(
    name: "redirect runs before the gates",
    script:
      "add btn UIButton 0 0 100 100\nadd cover 0 0 200 200\nredirect cover to btn\nhide cover\ntap 50 50",
    field: "hit", expected: .string("btn")),
  .init(
    name: "hittest starts at a view",
    script: "add p 100 100 100 100\nadd c 10 10 10 10 to p\nhittest p 15 15", field: "hit",
    expected: .string("c")),
  .init(
    name: "inside uses own coordinates", script: "add p 100 100 100 100\ninside p 15 15", field: "inside",
    expected: .bool(true)),
]

@Suite struct UIKitRuleTests {
  @Test(
    arguments: ruleCases + geometryCases + chainCases + overrideCases + gestureCases + controlCases
      + fingerCases)
  func rule(_ c: RuleCase) {
    let results = runJSON(c.script)
    #expect(results.allSatisfy { $0["ok"] == .bool(true) }, "every line runs: \(results.map(\.text))")
    let actual = results.last?[c.field]
    #expect(
      actual?.matches(c.expected) == true,
      "\(c.field): got \(actual?.text ?? "nothing"), want \(c.expected.text)")
  }
}
