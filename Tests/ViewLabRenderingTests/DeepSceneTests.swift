import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// Every command on a hierarchy 20,000 deep: nothing recurses, nothing is quadratic.
@Suite struct DeepSceneTests {
  static func deepConsole(json: Bool) -> Console {
    var scene = Scene()
    var parent = scene.window
    for i in 0..<20_000 {
      parent = try! scene.addView(
        name: "v\(i)", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: parent)
    }
    return Console(options: RenderOptions(json: json), session: Session(scene: scene))
  }

  @Test(arguments: [true, false])
  func everyQuestionOnADeepChain(json: Bool) {
    var console = Self.deepConsole(json: json)
    let files = MemoryFiles()
    for line in [
      "tap 5 5", "why v19999 5 5", "why v19999 50 50", "tree", "explain v19999",
      "convert 1 1 from v19999 to window",
      "hittest v0 5 5", "save deep.vl", "draw", "remove v1", "undo", "add leaf 1 1 1 1 to v19999",
    ] {
      let result = console.handle(line: line, lineNumber: 1, files: files)
      #expect(result.ok, "\(line)")
      #expect(result.text.utf8.count < 40_000_000, "\(line): output stays linear in size")
    }
    #expect(console.scene.viewCount == 20_002)
  }
}
