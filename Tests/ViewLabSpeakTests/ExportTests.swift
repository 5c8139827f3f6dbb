import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport

#if canImport(FoundationXML)
  import FoundationXML
  import Foundation
#else
  import Foundation
#endif

struct ExportTests {
  static let scene = [
    "add red 100 100 200 200", "add green UIButton 50 50 100 100 to red",
    "add blue UILabel 25 25 50 50 to green",
    "add ghost 0 0 50 50", "hide ghost", "transform red rotate 30", "shape green circle",
    "add my-view 0 400 100 100",
    "passthrough my-view on", "tap 200 200", "convert 10 10 from blue to window", "hittest red 100 100",
    "inside green 5 5",
  ]

  func lab() -> Lab {
    var lab = Lab()
    for line in Self.scene { #expect(lab.run(line).ok, "\(line)") }
    return lab
  }

  @Test func svgIsWellFormedAndMarksTheTap() throws {
    var lab = lab()
    #expect(lab.run("export svg scene.svg").ok)
    let svg = try #require(lab.files.files["scene.svg"])
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #expect(svg.contains("<circle class=\"tap\" cx=\"200\" cy=\"200\""))
    #expect(svg.contains("class=\"view hidden\""))
    #expect(svg.contains("class=\"view off\""))  // the UILabel
    #expect(svg.contains("class=\"view path\"") && svg.contains("path hit\""))
    #expect(svg.contains(">my-view</text>"))
  }

  @Test func swiftExportRebuildsTheSceneAndCarriesTheAnswers() throws {
    var lab = lab()
    #expect(lab.run("export swift scene.swift").ok)
    let swift = try #require(lab.files.files["scene.swift"])
    let scene = lab.console.scene
    let tap = scene.tap(Point(x: 200, y: 200)).hitTest.hit.map { scene[$0].name } ?? "nil"
    #expect(
      swift.contains(
        "print(\"tap (200, 200): hit =\", name(window.hitTest(CGPoint(x: 200, y: 200), with: nil)), \"— ViewLab: \(tap)\")"
      ))
    let q = scene.convert(Point(x: 10, y: 10), from: scene.view(named: "blue")!, to: scene.window)
    #expect(swift.contains("— ViewLab: (\(Number.exact(q.x)), \(Number.exact(q.y)))"))
    #expect(swift.contains("red.hitTest(CGPoint(x: 100, y: 100), with: nil)"))
    #expect(swift.contains("green.point(inside: CGPoint(x: 5, y: 5), with: nil)"))
    #expect(swift.contains("final class ViewLab_green: UIButton"))
    #expect(swift.contains("let my_view = ViewLab_my_view(frame: .zero)"))
    #expect(swift.contains("window.isHidden = false"))
  }

  @Test func exportedSwiftParses() throws {
    guard let swiftc = TestPaths.which("swiftc") else { return }
    var lab = lab()
    lab.run("export swift scene.swift")
    let source = try #require(lab.files.files["scene.swift"])
    let dir = TestPaths.makeFolder("export")
    defer { TestPaths.removeTree(dir) }
    try LocalSystem().writeAtomically(dir + "/main.swift", source)
    let (messages, status) = try ChildProcess.run(
      swiftc, arguments: ["-parse", dir + "/main.swift"], errors: .toOutput)
    #expect(status == 0, "\(messages)")
  }
}
