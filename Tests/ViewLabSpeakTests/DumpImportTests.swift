import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// Real dumps (see Dumps/README.md) imported and tapped.
struct DumpImportTests {
  static let taps: [(file: String, x: Double, y: Double, hit: String?)] = [
    ("chisel-pviews.txt", 170, 155, "button"),  // the label inside has interaction off
    ("chisel-pviews.txt", 50, 100, "view2"),
    ("chisel-pviews.txt", 10, 10, "view"),  // the hidden layout guide takes nothing
    ("chisel-pviews-414.txt", 180, 330, "button"),
    ("chisel-pviews-414.txt", 10, 10, "view"),  // the frontmost transition view wins
    ("cycript-owasp-mstg.txt", 40, 50, "view"),  // 'i am groot!' is hidden
    ("cycript-owasp-mstg.txt", 20, 150, "textField"),
    ("cycript-owasp-mstg.txt", 150, 200, "button"),
    ("cycript-whatsapp.txt", 200, 470, "linkLabel"),  // printed without userInteractionEnabled = NO
    ("cycript-whatsapp.txt", 200, 420, "view"),  // a UILabel printed with it is not hit
    ("cycript-whatsapp.txt", 200, 545, "button"),
    ("cycript-whatsapp.txt", 100, 200, "view"),  // the image view is not interactive
    ("lldb-partial-appleid.txt", 150, 30, "button"),
    ("lldb-partial-appleid.txt", 100, 120, "stackView2"),
    ("frida-repl.txt", 170, 155, "button"),
    ("nslog-table-transform.txt", 100, 100, "listContentView"),  // contentOffset 120 shifts the cell up
    ("nslog-table-transform.txt", 100, 50, "tableView"),  // the alpha = 0 view takes nothing
    ("nslog-table-transform.txt", 320, 770, "badgeView"),  // rotated 30°, alpha 0.5
    ("nslog-table-transform.txt", 296, 746, "tableView"),  // the corner of its box is outside it
    ("nslog-table-transform.txt", 100, 820, "tableView"),  // the hidden bar takes nothing
  ]

  @Test(arguments: taps)
  func importAndTap(_ row: (file: String, x: Double, y: Double, hit: String?)) {
    var lab = Lab(files: [row.file: fixture(row.file)])
    let imported = lab.run("import \(row.file)")
    #expect(imported.ok, "\(imported.text)")
    #expect(lab.tap(row.x, row.y) == row.hit)
  }

  @Test func theWindowKeepsItsSizeClassAndAddress() {
    var lab = Lab(json: true, files: ["d.txt": fixture("cycript-whatsapp.txt")])
    lab.run("import d.txt")
    let scene = lab.console.scene
    #expect(scene[scene.window].bounds.size == Size(width: 375, height: 667))
    #expect(scene[scene.window].imported?.originalClass == "WAWindow")
    #expect(scene[scene.window].imported?.baseClass == "UIWindow")
    let tap = lab.run("tap 200 470").text
    #expect(tap.contains(#""hitClass":"WALinkLabel","hitAddress":"0x106924530""#))
    let explain = lab.run("explain linkLabel").text
    #expect(explain.contains(#""originalClass":"WALinkLabel","address":"0x106924530","baseClass":"UILabel""#))
  }

  @Test func layerLinesAndNoiseAreSkipped() throws {
    let imported = try DumpImporter.scene(from: fixture("cycript-whatsapp.txt"))
    #expect(imported.viewCount == 15)
    #expect(!imported.scene.viewNames.contains { $0.lowercased().contains("layer") })
    let log = try DumpImporter.scene(from: fixture("nslog-table-transform.txt"))
    #expect(log.viewCount == 9)
  }

  @Test func transformContentOffsetAndAlphaApply() throws {
    let scene = try DumpImporter.scene(from: fixture("nslog-table-transform.txt")).scene
    let badge = try #require(scene.view(named: "badgeView"))
    #expect(abs(scene[badge].bounds.size.width - 40) < 0.01)
    #expect(abs(scene[badge].transform.b - 0.5) < 1e-12)
    #expect(scene[badge].alpha == 0.5)
    #expect(scene[badge].imported?.originalClass == "_TtC4Demo9BadgeView")
    let table = try #require(scene.view(named: "tableView"))
    #expect(scene[table].bounds.origin == Point(x: 0, y: 120))
    #expect(scene[table].clipsToBounds)
    #expect(scene[table].viewClass == .UITableView)
  }

  @Test func namesAreShortUniqueAndReadable() {
    #expect(DumpNames.base("UIButton") == "button")
    #expect(DumpNames.base("_UILayoutGuide") == "layoutGuide")
    #expect(DumpNames.base("AAUIButton") == "button")
    #expect(DumpNames.base("Example.StatusLight") == "statusLight")
    #expect(DumpNames.base("_TtC5MyApp10CustomView") == "customView")
    #expect(DumpNames.base("UITableViewCellContentView") == "cellContentView")
    #expect(DumpNames.base("_UITextFieldRoundedRectBackgroundViewNeue") == "backgroundViewNeue")
    var names = DumpNames(taken: ["window"])
    let line = DumpLine(depth: 1, className: "UIView")
    #expect(
      [names.next(for: line), names.next(for: line), names.next(for: line)] == ["view", "view2", "view3"])
  }

  @Test(arguments: [
    "", "hello\nworld", "<UIView",
    String(repeating: "   |", count: 50000) + " <UIView: 0x1; frame = (0 0; 1 1)>",
  ])
  func oddInputNeverCrashes(_ text: String) {
    _ = try? DumpImporter.scene(from: text)
  }

  @Test func loadReplaysAnObjectiveCFile() {
    let file =
      "UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0,\n  0, 50, 50)];\n[self.view addSubview:v];\n"
    var lab = Lab(files: ["seed.m": file])
    #expect(lab.run("load seed.m").ok)
    #expect(lab.tap(10, 10) == "v")
  }

  @Test func aFileWithoutViewsIsAnError() {
    var lab = Lab(files: ["notes.txt": "just some notes"])
    let result = lab.run("import notes.txt")
    #expect(!result.ok)
    #expect(result.text.contains("recursiveDescription"))
  }
}
