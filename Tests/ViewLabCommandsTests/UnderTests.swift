import Testing
import ViewLabApp
import ViewLabRendering

/// `under X Y`: what is covering my button?
@Suite struct UnderTests {
  static let scene = """
    add card 0 0 200 200
    add button UIButton 20 20 100 40 to card
    add label UILabel 20 20 100 40 to card
    add cover 0 0 375 300
    alpha cover 0
    add badge 10 10 50 50
    hide badge
    """

  func string(_ json: JSON?) -> String? { if case .string(let s)? = json { s } else { nil } }

  func views(_ json: JSON?) -> [(String, Bool, String?)] {
    guard case .array(let items)? = json else { return [] }
    return items.map { item in
      (string(item["view"]) ?? "?", item["reaches"] == .bool(true), string(item["blockedBy"]))
    }
  }

  @Test func frontToBackWithWhatStopsEach() {
    let result = runJSON(Self.scene + "\nunder 30 30").last
    #expect(string(result?["command"]) == "under")
    let got = views(result?["views"])
    let want: [(String, Bool, String?)] = [
      ("badge", false, "badge"),  // hidden
      ("cover", false, "cover"),  // alpha 0
      ("label", false, "label"),  // UILabel: interaction off by default
      ("button", true, nil),
      ("card", false, "button"),  // reached, but its subview takes the point
      ("window", false, "card"),  // its subview card returned button
    ]
    #expect(got.map(\.0) == want.map(\.0))
    #expect(got.map(\.1) == want.map(\.1))
    #expect(got.map(\.2) == want.map(\.2))
    #expect(string(result?["hit"]) == "button")
  }

  @Test func aPointOutsideEveryViewButTheWindow() {
    let result = runJSON(Self.scene + "\nunder 300 600").last
    #expect(views(result?["views"]).map(\.0) == ["window"])
    #expect(views(result?["views"]).map(\.1) == [true])
  }

  @Test func textNamesTheCoveringView() {
    var console = Console(options: RenderOptions(json: false, color: false, width: 80))
    let files = MemoryFiles()
    for line in (Self.scene + "\nadd sheet 0 0 375 300").split(separator: "\n") {
      _ = console.handle(line: String(line), lineNumber: 1, files: files)
    }
    let text = console.handle(line: "under 30 30", lineNumber: 1, files: files).text
    #expect(text.contains("a tap there hits sheet"))
    #expect(text.contains("✗ button — sheet is in front"))
  }
}
