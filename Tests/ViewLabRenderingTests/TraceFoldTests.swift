import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering

/// A tap's human trace stays short however big the scene; JSON keeps every step.
@Suite struct TraceFoldTests {
  static func console(wide: Int, deep: Int, json: Bool) -> Console {
    var scene = Scene()
    for i in 0..<wide {
      _ = try! scene.addView(
        name: "w\(i)", viewClass: .UIView, frame: Rect(x: Double(i % 300), y: 0, width: 1, height: 1),
        parent: scene.window)
    }
    var parent = scene.window
    for i in 0..<deep {
      parent = try! scene.addView(
        name: "d\(i)", viewClass: .UIView, frame: Rect(x: 0, y: i == 0 ? 100 : 0, width: 10, height: 10),
        parent: parent)
      if i == 0 {
        _ = try? scene.addView(name: "d0x", viewClass: .UIView, frame: .zero, parent: scene.window)
      }
    }
    return Console(
      options: RenderOptions(json: json, color: false, width: 80), session: Session(scene: scene))
  }

  func run(_ console: inout Console, _ line: String) -> String {
    console.handle(line: line, lineNumber: 1, files: MemoryFiles()).text
  }

  @Test func siblingsThatAllMissAreFolded() {
    var c = Self.console(wide: 10_000, deep: 0, json: false)
    let lines = run(&c, "tap 350 600").split(separator: "\n")
    #expect(lines.count < 30)
    #expect(
      lines.contains { $0.contains("w9998 … w1: 9,998 more siblings, the point is outside each — skipped") })
    #expect(lines.contains { $0.hasPrefix("  w9999.hitTest") })
    #expect(lines.contains { $0.hasPrefix("  w0.hitTest") })
    // The sibling list is one logical line, wrapped at 80 columns.
    let flat = lines.map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(flat.contains("w9999, w9998, w9997, w9996, w9995, w9994, … (9,992 more) …, w1, w0"))
  }

  @Test func aFewSiblingsAreShownInFull() {
    var c = Self.console(wide: 5, deep: 0, json: false)
    let text = run(&c, "tap 350 600")
    #expect(!text.contains("skipped"))
    #expect(text.contains("w2.hitTest"))
  }

  @Test func aDeepDescentIsCut() {
    var c = Self.console(wide: 0, deep: 2_000, json: false)
    let lines = run(&c, "tap 5 105").split(separator: "\n")
    #expect(lines.count <= 200 + 10)  // the trace, then a few summary lines (wrapped at 80 columns)
    #expect(lines.contains { $0.contains("lines of the same descent skipped") })
    #expect(lines.contains { $0 == "hit: d1999" })
  }

  @Test func jsonKeepsEveryStep() {
    var c = Self.console(wide: 10_000, deep: 0, json: true)
    let text = run(&c, "tap 350 600")
    // window: called, inside, visitOrder, returned; each sibling: called, inside, returned and
    // the window's subviewReturned.
    let steps = text.split(separator: "\"step\":", omittingEmptySubsequences: false).count - 1
    #expect(steps == 4 + 4 * 10_000)
  }
}
