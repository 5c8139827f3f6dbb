import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering

/// A table's swipe actions and its own pan's direction (docs/UIKIT-RULES.md, "Tables and collection
/// views"): `swipeactions NAME on` gives a UITableView its swipe-actions pan, `NAME.swipeActions`,
/// which begins once a finger on a row has moved 20 pt left (ViewLab's choice); the table's own pan
/// begins only on 10 pt up or down. Each case is a scene script and one field of the last JSON
/// object, exactly.
let swipeTable = table + "swipeactions list on\n"
let popPan = "gesture popPan pan on home\n"

let swipeCases: [RuleCase] = [
  .init(
    name: "a swipe 30 pt left on a row begins the swipe-actions pan",
    script: swipeTable + "touch down 300 150\ntouch move 270 150", field: "recognized",
    expected: names("list.swipeActions")),
  .init(
    name: "… which forces the table's own pan to fail",
    script: swipeTable + "touch down 300 150\ntouch move 270 150", field: "failed",
    expected: names("list.panGestureRecognizer")),
  .init(
    name: "12 pt left: neither the swipe (20 pt) nor the table's pan (vertical) begins",
    script: swipeTable + "touch down 300 150\ntouch move 288 150", field: "recognized", expected: .array([])),
  .init(
    name: "a swipe to the right does not begin it (trailing actions only)",
    script: swipeTable + "touch down 100 150\ntouch move 160 150", field: "recognized", expected: .array([])),
  .init(
    name: "mostly down: the table's pan begins, not the swipe",
    script: swipeTable + "touch down 300 150\ntouch move 285 190", field: "recognized",
    expected: names("list.panGestureRecognizer")),
  .init(
    name: "the swiped row is not selected",
    script: swipeTable + "touch down 300 150\ntouch move 270 150\ntouch up", field: "selected",
    expected: .array([])),
  .init(
    name: "without swipe actions a sideways move begins nothing on a table",
    script: table + "touch down 300 150\ntouch move 250 150", field: "recognized", expected: .array([])),
  .init(
    name: "… and a vertical one scrolls it", script: table + "touch down 300 150\ntouch move 300 170",
    field: "recognized", expected: names("list.panGestureRecognizer")),
  .init(
    name: "a plain scroll view's pan still begins sideways",
    script: "add pager UIScrollView 0 0 375 300\ntouch down 300 150\ntouch move 280 150", field: "recognized",
    expected: names("pager.panGestureRecognizer")),
  .init(
    name: "a touch below the rows is in no row: no swipe-actions pan",
    script: swipeTable + "touch down 300 400\ntouch move 200 400", field: "failed", expected: .array([])),
  .init(
    name: "an ancestor's pan begins first on a slow swipe",
    script: swipeTable + popPan
      + "touch down 300 150\ntouch move 288 150", field: "recognized", expected: names("popPan")),
  .init(
    name: "… and forces the row's swipe to fail",
    script: swipeTable + popPan
      + "touch down 300 150\ntouch move 288 150", field: "failed",
    expected: names("list.panGestureRecognizer", "list.swipeActions")),
  .init(
    name: "a flick reaching 20 pt on its first move: the deeper swipe wins",
    script: swipeTable + popPan
      + "touch down 300 150\ntouch move 240 150", field: "recognized", expected: names("list.swipeActions")),
  .init(
    name: "swipeactions off takes it away",
    script: swipeTable + "swipeactions list off\ntouch down 300 150\n"
      + "touch move 240 150", field: "recognized", expected: .array([])),
]

@Suite struct SwipeActionsRuleTests {
  @Test(arguments: swipeCases)
  func rule(_ c: RuleCase) {
    let results = runJSON(c.script)
    #expect(results.allSatisfy { $0["ok"] == .bool(true) }, "every line runs: \(results.map(\.text))")
    let actual = results.last?[c.field] ?? .null
    #expect(actual.matches(c.expected), "\(c.field): got \(actual.text), want \(c.expected.text)")
  }

  /// The timeline names the recognizer by what it is, in both languages.
  @Test func theTimelineSaysWhatTheRecognizerIs() {
    for (language, words) in [
      (Language.en, "the swipe-actions pan UITableView makes on list, a _UISwipeActionPanGestureRecognizer"),
      (.zhHans, "list 上 UITableView 自带的侧滑手势识别器 _UISwipeActionPanGestureRecognizer"),
    ] {
      var console = Console(options: RenderOptions(color: false, width: 400, language: language))
      let files = MemoryFiles()
      var last = ""
      for line in (swipeTable + "touch down 300 150").split(separator: "\n") {
        last = console.handle(line: String(line), lineNumber: 1, files: files).text
      }
      #expect(last.contains(words), "\(language): \(last)")
    }
  }

  /// `save` writes the setting, and the saved script rebuilds the same scene.
  @Test func saveWritesItAndLoadReadsItBack() throws {
    var console = Console()
    let files = MemoryFiles()
    for line in swipeTable.split(separator: "\n") {
      _ = console.handle(line: String(line), lineNumber: 1, files: files)
    }
    let script = console.scene.script()
    #expect(script.contains("\nswipeactions list on\n"))
    var again = Console()
    for line in script.split(separator: "\n") {
      #expect(again.handle(line: String(line), lineNumber: 1, files: files).ok, "\(line)")
    }
    #expect(again.scene.script() == script)
  }

  /// Bad `swipeactions` lines: a precise error, in both languages, and the scene unchanged.
  @Test(arguments: [
    (
      "swipeactions box on", Language.en,
      "2:14: error: 'box' is a UIView, not a UITableView: only a table's rows have swipe actions here\n  swipeactions box on\n               ^^^\n  add one first: add list UITableView 0 0 375 600, then rows list 10 and swipeactions list on"
    ),
    (
      "swipeactions grid on", .zhHans,
      "2:14: 错误：'grid' 是 UICollectionView，不是 UITableView：ViewLab 里只有 UITableView 的行才能开启侧滑操作\n  swipeactions grid on\n               ^^^^\n  先加一个：add list UITableView 0 0 375 600，再 rows list 10，然后 swipeactions list on"
    ),
  ])
  func badSwipeActions(_ line: String, _ language: Language, _ expected: String) {
    var console = Console(options: RenderOptions(width: 400, language: language))
    let files = MemoryFiles()
    for setup in ["add box 0 0 10 10", "add grid UICollectionView 0 0 300 300"] {
      _ = console.handle(line: setup, lineNumber: 1, files: files)
    }
    let before = console.scene
    let result = console.handle(line: line, lineNumber: 2, files: files)
    #expect(!result.ok)
    #expect(console.scene == before, "a bad line never changes the scene")
    #expect(result.text == expected)
  }
}
