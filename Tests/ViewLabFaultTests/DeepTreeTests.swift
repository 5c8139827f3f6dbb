import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// A chain of views 20,000 deep, each filling its parent, driven through `Console` as a user's
/// lines are: nothing may overflow the stack (a recursive walk would, at this depth, on an 8 MiB
/// main thread or a 512 KiB secondary one).
@Suite(.serialized)
struct DeepTreeTests {
  static let depth = 20_000
  static let deepest = "v\(depth - 1)"

  static func chain(_ depth: Int = depth) -> Scene {
    var scene = Scene()
    var parent = scene.window
    for i in 0..<depth {
      parent = try! scene.addView(
        name: "v\(i)", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 375, height: 667), parent: parent)
    }
    return scene
  }

  static func console(json: Bool) -> Console {
    Console(options: RenderOptions(json: json, color: false, width: 80), session: Session(scene: chain()))
  }

  /// Lines whose cost grows linearly with depth: run at full depth.
  @Test(arguments: [
    "tap 10 10", "hittest window 10 10", "inside \(deepest) 1 1",
    "convert 1 2 from \(deepest) to window", "convert 1 2 from window to \(deepest)",
    "convert 1 2 from \(deepest) to v0", "explain \(deepest)", "save deep.vl",
    "frame v100 1 1 300 600", "remove v0",
  ])
  func lineAtFullDepth(line: String) {
    // A trace's text is as linear as its JSON (the bench times both); one mode keeps the test quick.
    let traces = line.hasPrefix("tap") || line.hasPrefix("hittest")
    for json in traces ? [true] : [true, false] {
      var console = Self.console(json: json)
      let result = console.handle(line: line, lineNumber: 1, files: MemoryFiles())
      #expect(result.ok, "\(line): \(result.text.prefix(200))")
      #expect(console.scene.invariantViolations().isEmpty)
    }
  }

  @Test func tapReachesTheBottomAndUndoWorksAtDepth() {
    var console = Self.console(json: true)
    let files = MemoryFiles()
    let tap = console.handle(line: "tap 10 10", lineNumber: 1, files: files)
    #expect(tap.text.contains("\"hit\":\"\(Self.deepest)\""))
    for (i, line) in ["frame \(Self.deepest) 0 0 10 10", "undo", "redo", "remove v5", "undo"].enumerated() {
      #expect(console.handle(line: line, lineNumber: i + 2, files: files).ok, "\(line)")
    }
    #expect(console.scene.viewCount == Self.depth + 1)
  }
}
