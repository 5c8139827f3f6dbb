import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// Tables and collection views: `rows` builds cells stacked from the top of the content; a row is
/// selected on touch up inside the row it began in, not cancelled and not scrolled (Apple: the
/// delegate's `tableView(_:didSelectRowAt:)` "tells the delegate a row is selected"; UIKit selects
/// on touch up). Each case is a scene script and one field of the last JSON object, exactly.
let table = "add home 0 0 375 667\nadd list UITableView 0 0 375 600 to home\nrows list 5 60\n"
let dismissTap = "gesture dismissTap tap on home\n"
let grid = "add grid UICollectionView 0 0 300 300\nrows grid 4 100\n"

func selected(_ view: String, _ row: Double) -> JSON {
  .array([.object([("view", .string(view)), ("row", .number(row))])])
}

let tableCases: [RuleCase] = [
  .init(
    name: "rows are stacked from the top of the content", script: table + "hittest list 10 130", field: "hit",
    expected: .string("list-row2-content")),
  .init(
    name: "a cell is a UITableViewCell", script: table + "explain list-row2", field: "class",
    expected: .string("UITableViewCell")),
  .init(
    name: "a row is the table's width and HEIGHT high", script: table + "explain list-row4", field: "frame",
    expected: nums(0, 240, 375, 60)),
  .init(
    name: "HEIGHT defaults to 44", script: "add list UITableView 0 0 375 600\nrows list 3\nexplain list-row2",
    field: "frame", expected: nums(0, 88, 375, 44)),
  .init(
    name: "the content view fills its cell", script: table + "explain list-row1-content", field: "superview",
    expected: .string("list-row1")),
  .init(
    name: "a table is a scroll view: it clips", script: table + "explain list", field: "clipsToBounds",
    expected: .bool(true)),
  .init(
    name: "rows again replaces the rows", script: table + "rows list 2 100\nhittest list 10 150",
    field: "hit",
    expected: .string("list-row1-content")),
  .init(
    name: "scrolling is the bounds origin", script: table + "bounds list origin 0 120\ntap 10 10",
    field: "hit", expected: .string("list-row2-content")),
  // Selection.
  .init(
    name: "a tap in a row selects it", script: table + "tap 100 150", field: "selected",
    expected: selected("list", 2)),
  .init(
    name: "the row is selected on touch up, not touch down",
    script: table + "touch down 100 150\ntouch wait 0.3", field: "selected", expected: .array([])),
  .init(
    name: "touch up in the same row selects it",
    script: table + "touch down 100 150\ntouch wait 0.3\ntouch up", field: "selected",
    expected: selected("list", 2)),
  .init(
    name: "a row of a scrolled table is counted in the content",
    script: table + "bounds list origin 0 120\ntap 100 10", field: "selected", expected: selected("list", 2)),
  .init(
    name: "an ancestor's tap with cancelsTouchesInView takes the row's touch",
    script: table + dismissTap + "tap 100 150", field: "selected", expected: .array([])),
  .init(
    name: "… and recognizes", script: table + dismissTap + "tap 100 150", field: "recognized",
    expected: names("dismissTap")),
  .init(
    name: "cancels off: the row is selected and the tap recognizes",
    script: table + dismissTap + "gesture dismissTap cancels off\ntap 100 150", field: "selected",
    expected: selected("list", 2)),
  .init(
    name: "held past the content delay, the tap still cancels the row's touch",
    script: table + dismissTap + "touch down 100 150\ntouch wait 0.2\ntouch up", field: "selected",
    expected: .array([])),
  .init(
    name: "the content scrolled: no selection",
    script: table + "touch down 100 150\ntouch wait 0.3\ntouch move 100 250\ntouch up", field: "selected",
    expected: .array([])),
  .init(
    name: "the content scrolled: the cell got touchesCancelled",
    script: table + "touch down 100 150\ntouch wait 0.3\ntouch move 100 250", field: "phases",
    expected: names("cancelled")),
  .init(
    name: "a small move inside the row still selects it",
    script: table + "touch down 100 150\ntouch wait 0.3\ntouch move 100 158\ntouch up", field: "selected",
    expected: selected("list", 2)),
  .init(
    name: "a button in a cell takes the touch: no selection",
    script: table + "add b UIButton 10 10 80 40 to list-row2-content\ntap 20 140", field: "selected",
    expected: .array([])),
  .init(
    name: "a collection view selects items the same way", script: grid + "tap 50 250", field: "selected",
    expected: selected("grid", 2)),
  .init(
    name: "a collection view's cell is a UICollectionViewCell", script: grid + "explain grid-row0",
    field: "class", expected: .string("UICollectionViewCell")),
  .init(
    name: "no table in the scene: tap JSON has no selected field", script: "add a 0 0 10 10\ntap 5 5",
    field: "selected", expected: .null),
]

@Suite struct TableRuleTests {
  @Test(arguments: tableCases)
  func rule(_ c: RuleCase) {
    let results = runJSON(c.script)
    #expect(results.allSatisfy { $0["ok"] == .bool(true) }, "every line runs: \(results.map(\.text))")
    let actual = results.last?[c.field] ?? .null
    #expect(actual.matches(c.expected), "\(c.field): got \(actual.text), want \(c.expected.text)")
  }

  /// A touch that began in a row and lifted in another: the table selects neither. The table's
  /// `canCancelContentTouches` is off (no verb sets it yet), so its pan fails and the finger can
  /// cross into row 3 while the touch stays bound to row 2.
  @Test func aTouchEndingInAnotherRowSelectsNothing() throws {
    var console = Console()
    let files = MemoryFiles()
    for line in table.split(separator: "\n") {
      _ = console.handle(line: String(line), lineNumber: 1, files: files)
    }
    var scene = console.scene
    let list = try #require(scene.view(named: "list"))
    try scene.setContentTouches(list, canCancel: false)
    _ = try scene.touchDown(at: Point(x: 100, y: 150))
    _ = try scene.touchWait(0.3)
    _ = try scene.touchMove(to: Point(x: 100, y: 200))
    let up = try scene.touchUp()
    #expect(up.selected.isEmpty)
    let misses = up.timeline.compactMap { entry -> RowMiss? in
      if case .row(let e) = entry, case .notSelected(let m) = e.kind { return m }
      return nil
    }
    #expect(misses == [.endedOutside(other: scene.view(named: "list-row3"))])
  }

  /// `why` and `under` answer "why didn't didSelectRowAt run?" with what a tap there would do.
  @Test(arguments: [
    (
      "why list 100 150", dismissTap,
      "list is reached, but its subview list-row2 returned list-row2-content: the deepest view that takes the point wins. ✗ list: no didSelectRowAt — dismissTap recognized and cancelled the touch in list-row2 (cancelsTouchesInView)"
    ),
    (
      "why list-row2-content 100 150", dismissTap + "gesture dismissTap cancels off\n",
      "window.hitTest returns list-row2-content: every view on the way down passed the checks and no view in front took the point. ✓ list: didSelectRowAt row 2 — the touch began and ended in the row, not cancelled, the content not scrolled"
    ),
  ])
  func whyAnswersForTheRow(_ line: String, _ extra: String, _ reason: String) {
    let out = runJSON(table + extra + line)
    #expect(out.last?["reason"] == .string(reason))
  }

  @Test func underSaysItOnTheTable() {
    let out = runJSON(table + dismissTap + "under 100 150")
    guard case .array(let views)? = out.last?["views"] else {
      Issue.record("no views")
      return
    }
    let reasons = views.compactMap { v -> String? in
      guard case .string(let r)? = v["reason"] else { return nil }
      return r
    }
    #expect(reasons.filter { $0.contains("no didSelectRowAt") }.count == 1)
    #expect(
      views.first { $0["view"] == .string("list") }?["reason"]?.text.contains("dismissTap recognized") == true
    )
  }

  /// Bad `rows` lines: a precise error, in both languages, and the scene unchanged.
  @Test(arguments: [
    (
      "rows box 3", Language.en,
      "2:6: error: 'box' is a UIView, not a UITableView or UICollectionView: only they\n  have rows\n  rows box 3\n       ^^^\n  add one first: add list UITableView 0 0 375 600"
    ),
    (
      "rows box 3", .zhHans,
      "2:6: 错误：'box' 是 UIView，不是 UITableView 或 UICollectionView：只有它们才有行\n  rows box 3\n       ^^^\n  先加一个：add list UITableView 0 0 375 600"
    ),
    (
      "rows list 501", .en,
      "2:6: error: 501 rows is out of range: COUNT is 0–500\n  rows list 501\n       ^^^^\n  for example: rows list 10"
    ),
    (
      "rows list -1", .en,
      "2:6: error: -1 rows is out of range: COUNT is 0–500\n  rows list -1\n       ^^^^\n  for example: rows list 10"
    ),
    (
      "rows list 3 0", .zhHans,
      "2:6: 错误：行高 0 点超出范围：HEIGHT 须在 1–10000 之间\n  rows list 3 0\n       ^^^^\n  例如：rows list 10 44"
    ),
    (
      "rows list 3 20000", .en,
      "2:6: error: a row 20000 points high is out of range: HEIGHT is 1–10000\n  rows list 3 20000\n       ^^^^\n  for example: rows list 10 44"
    ),
    (
      "rows list 3", .en,
      "2:6: error: a view named 'list-row1' already exists\n  rows list 3\n       ^^^^\n  names belong to one object; pick another"
    ),
  ])
  func badRows(_ line: String, _ language: Language, _ expected: String) {
    var console = Console(options: RenderOptions(language: language))
    let files = MemoryFiles()
    for setup in ["add box 0 0 10 10", "add list UITableView 0 0 375 600", "add list-row1 0 0 5 5"] {
      _ = console.handle(line: setup, lineNumber: 1, files: files)
    }
    let before = console.scene
    let result = console.handle(line: line, lineNumber: 2, files: files)
    #expect(!result.ok)
    #expect(console.scene == before, "a bad line never changes the scene")
    #expect(result.text == expected)
  }
}
