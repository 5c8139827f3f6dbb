import Foundation
import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabLanguage
import ViewLabModel
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

@testable import ViewLabRendering

/// `export html` and `viewlab run --html`: the page's contract (every view has `data-view`, the
/// steps are the engine's trace, nothing is fetched), checked without a browser; the browser test
/// (Tests/Browser/page_test.py, run by `make test`) steps through it for real.
struct HTMLExportTests {
  /// A rotated card; the tap goes window → card → panel → button past a label and a hidden badge,
  /// and panel's tap recognizer is refused by the button.
  static let scene = [
    "add card 40 140 280 220", "transform card rotate 20", "add panel 20 30 240 160 to card",
    "add button UIButton 30 40 120 60 to panel", "add badge 100 20 60 60 to panel", "hide badge",
    "add cover UILabel 0 0 280 24 to card", "gesture tapper tap on panel",
    "action button touchUpInside buy",
  ]

  static func lab(json: Bool = false, tap: Bool = true, language: Language = .en) -> Lab {
    var lab = Lab(json: json)
    lab.console.options.language = language
    for line in scene + (tap ? ["tap 155 230"] : []) { #expect(lab.run(line).ok, "\(line)") }
    return lab
  }

  static func page(_ lab: inout Lab, _ path: String = "p.html") throws -> String {
    #expect(lab.run("export html \(path)").ok)
    return try #require(lab.files.files[path])
  }

  /// The JSON blob the page's script reads.
  static func blob(_ page: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"viewlab-data\">"
    let start = try #require(page.range(of: open)).upperBound
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
    let object = try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8))
    return try #require(object as? [String: Any])
  }

  @Test func everyViewIsDrawnWithItsName() throws {
    var lab = Self.lab()
    let page = try Self.page(&lab)
    for name in ["window", "card", "panel", "button", "badge", "cover"] {
      #expect(page.contains("<g data-view=\"\(name)\">"), "\(name)")
    }
    #expect(page.contains("<div id=\"step\""))
    #expect(page.contains("<circle class=\"tap\" cx=\"155\" cy=\"230\""))
    #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
  }

  /// The page's first steps are the JSON `trace`, step for step: the same views, the same kinds.
  @Test func theStepsAreTheEnginesTrace() throws {
    var json = Self.lab(json: true, tap: false)
    let tap = try #require(json.run("tap 155 230").json?.text)
    let fields = try #require(try JSONSerialization.jsonObject(with: Data(tap.utf8)) as? [String: Any])
    let trace = try #require(fields["trace"] as? [[String: Any]])
    var lab = Self.lab()
    let steps = try #require(try Self.blob(Self.page(&lab))["steps"] as? [[String: Any]])
    let kinds = [
      "hitTest": "call", "pointInside": "inside", "refused": "gate", "visitOrder": "order",
      "subviewReturned": "answer", "return": "returned",
    ]
    #expect(steps.count > trace.count)
    for (i, t) in trace.enumerated() {
      #expect(steps[i]["view"] as? String == t["view"] as? String, "step \(i)")
      #expect(steps[i]["kind"] as? String == kinds[t["step"] as? String ?? ""], "step \(i)")
      if t["step"] as? String == "hitTest" {
        #expect(steps[i]["point"] as? [Double] == t["point"] as? [Double], "step \(i)")
      }
    }
    let calls = steps.filter { $0["kind"] as? String == "call" }.compactMap { $0["view"] as? String }
    #expect(calls == fields["visited"] as? [String])
    let rest = steps[trace.count...].compactMap { $0["kind"] as? String }
    #expect(rest.first == "hit" && rest.dropFirst().first == "chain" && rest.last == "summary")
    let responders = steps.filter { $0["kind"] as? String == "responder" }
    #expect(responders.compactMap { $0["view"] as? String } == ["button", "panel", "card", "window"])
    #expect(responders.count == (fields["chain"] as? [String])?.count)
    #expect(
      (responders.first?["lines"] as? [String]) == [
        "responder 1 of 6: button — its next responder is panel", "button's touchesBegan override runs here",
      ])
    #expect(rest.filter { $0 == "delivery" }.count == 7)
  }

  /// Each step's point is the tap in that view's own coordinates (the rotation applied).
  @Test func pointsAreInEachViewsCoordinates() throws {
    var lab = Self.lab()
    let scene = lab.console.scene
    let steps = try #require(try Self.blob(Self.page(&lab))["steps"] as? [[String: Any]])
    for step in steps where step["kind"] as? String == "call" {
      let name = try #require(step["view"] as? String)
      let p = try #require(step["point"] as? [Double])
      let expected = scene.convert(Point(x: 155, y: 230), from: scene.window, to: scene.view(named: name)!)
      #expect(abs(p[0] - expected.x) < 1e-9 && abs(p[1] - expected.y) < 1e-9, "\(name)")
    }
  }

  /// Nothing is fetched: no URL but the SVG namespace (left out in a page), no `src=`, no link.
  @Test func nothingIsFetched() throws {
    var lab = Self.lab()
    let page = try Self.page(&lab).lowercased()
    for needle in ["http:", "https:", "src=", "<link", "url(", "@import", "//fonts"] {
      #expect(!page.contains(needle), "\(needle)")
    }
    #expect(page.contains("content-security-policy\" content=\"default-src 'none'"))
  }

  @Test func textIsEscapedAndTheScriptCannotEndEarly() {
    #expect(HTMLExporter.escape("a<b&\"c>") == "a&lt;b&amp;&quot;c&gt;")
    #expect(HTMLExporter.scriptSafe(#"{"a":"</script><!--"}"#) == #"{"a":"\u003c/script>\u003c!--"}"#)
  }

  @Test func theScriptBlocksAreTheOnlyScripts() throws {
    var lab = Self.lab()
    let page = try Self.page(&lab)
    #expect(page.components(separatedBy: "</script>").count == 3)
    #expect(page.components(separatedBy: "<script").count == 3)
  }

  /// A long trace keeps its two ends and says what it left out (the page stays small enough to send).
  @Test func aLongTraceIsCutInTheMiddle() throws {
    var lab = Lab()
    for i in 0..<600 { #expect(lab.run("add v\(i) 0 0 10 10").ok) }
    // The window: called, inside, order … returned (4 steps); each of 600 siblings missed: 4 more.
    #expect(lab.run("tap 300 300").ok)
    let steps = try #require(try Self.blob(Self.page(&lab))["steps"] as? [[String: Any]])
    let notes = steps.filter { $0["kind"] as? String == "note" }
    #expect(notes.count == 1)
    let text = (notes.first?["lines"] as? [String])?.first ?? ""
    #expect(text.hasPrefix("… 404 steps of the same descent left out of the page"), "\(text)")
    #expect(steps.filter { $0["part"] as? String == "hitTest" }.count == PageStep.mostTraceSteps)
  }

  @Test func withNoTapThePageShowsTheSceneAndANote() throws {
    var lab = Self.lab(tap: false)
    let out = lab.run("export html p.html")
    #expect(out.text.hasPrefix("exported a page of the scene to p.html (no tap yet: tap first to step"))
    let page = try #require(lab.files.files["p.html"])
    #expect(page.contains("<g data-view=\"button\">") && !page.contains("class=\"tap\""))
    let steps = try #require(try Self.blob(page)["steps"] as? [[String: Any]])
    #expect(steps.count == 1 && steps[0]["kind"] as? String == "note")
    #expect((steps[0]["lines"] as? [String])?.first?.hasPrefix("No tap yet") == true)
  }

  @Test func theConfirmationCountsTheSteps() {
    var lab = Self.lab()
    #expect(
      lab.run("export html p.html").text
        == "exported a page that steps through the last tap (42 steps) to p.html")
  }

  @Test func chinesePage() throws {
    var lab = Self.lab(language: .zhHans)
    let out = lab.run("export html p.html")
    #expect(out.text == "已导出逐步演示上一次点击的网页（共 42 步）到 p.html")
    let page = try #require(lab.files.files["p.html"])
    #expect(page.contains("<html lang=\"zh-Hans\">") && page.contains("下一步"))
    let steps = try #require(try Self.blob(page)["steps"] as? [[String: Any]])
    let lines = steps.flatMap { $0["lines"] as? [String] ?? [] }
    #expect(lines.contains("✗ isHidden == true →\u{A0}nil，不再询问子视图"))
    #expect(lines.contains("↳ badge 返回 nil：接着询问下一个子视图（如果还有）"))
  }

  @Test func aFailedWriteIsAnErrorNamingTheFile() {
    var lab = Self.lab()
    lab.files.writeFailure = .readOnly(path: "p.html")
    let out = lab.run("export html p.html")
    #expect(!out.ok && out.text.contains("p.html"))
  }

  /// `viewlab run FILE --html OUT`: the page of the session the script leaves.
  @Test func runWritesThePageOfTheFinalSession() throws {
    let files = MemoryFiles(files: ["s.vl": (Self.scene + ["tap 155 230"]).joined(separator: "\n")])
    var printed = ""
    var runner = ScriptRunner(options: RenderOptions(color: false), keepGoing: false, files: files) {
      text, _ in
      printed += text
    }
    #expect(runner.run(paths: ["s.vl"], readStandardInput: { nil }) == 0)
    #expect(runner.writePage(to: "out.html"))
    let page = try #require(files.files["out.html"])
    #expect(page.contains("<g data-view=\"button\">"))
    #expect(printed.hasSuffix("exported a page that steps through the last tap (42 steps) to out.html\n"))
    files.writeFailure = .readOnly(path: "x.html")
    printed = ""
    #expect(!runner.writePage(to: "x.html"))
    #expect(printed.hasPrefix("viewlab: cannot write 'x.html'"))
  }
}
