import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

@testable import ViewLabRendering

@Suite struct SceneDrawingTests {
  func draw(_ lines: [String], width: Int = 21, style: Style = .plain) throws -> String {
    var session = Session()
    for line in lines { _ = try session.run(line) }
    return SceneDrawing.render(session.scene, lastTap: session.lastTap, width: width, style: style)
  }

  @Test func aTappedViewOnItsHitPath() throws {
    let picture = try draw(["window 200 100", "add a 20 20 100 40", "tap 30 30"])
    #expect(
      picture == """
        ┏window━━━━━━━━━━━━━┓
        ┃ ┏a━━━━━━━━┓       ┃
        ┃ ┃✛        ┃       ┃
        ┃ ┗━━━━━━━━━┛       ┃
        ┃                   ┃
        ┗━━━━━━━━━━━━━━━━━━━┛
        window 200×100 pt, 1 column ≈ 10 pt   ┏━┓ hit path  ╌ no touches  ┄ hidden
        ✛ last tap (30, 30) → a
        """)
  }

  @Test func hiddenInertTransformedAndZeroSizeViewsReadApart() throws {
    let picture = try draw(
      [
        "window 200 100", "add h 10 10 60 40", "hide h", "add l UILabel 100 10 80 40",
        "add r 40 60 40 20", "transform r rotate 90", "add dot",
      ], width: 41)
    #expect(
      picture == """
        ┌window─────────────────────────────────┐
        │ ·h┄┄┄┄┄┄┄┄┄┄·     ┌l╌╌╌╌╌╌╌╌╌╌╌╌╌╌┐   │
        │ ┆           ┆     ╎               ╎   │
        │ ┆           ┆     ╎               ╎   │
        │ ┆           ┆     ╎               ╎   │
        │ ·┄┄┄┄┄┄┄┌r*─┐     └╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┘   │
        │         │   │                         │
        │         │   │                         │
        │         │   │                         │
        │         └───┘                         │
        └───────────────────────────────────────┘
        window 200×100 pt, 1 column ≈ 5 pt   ┏━┓ hit path  ╌ no touches  ┄ hidden
        * transformed: drawn as its frame, the upright box around it
        zero size, not drawn: dot
        """)
  }

  @Test func clipsToBoundsCutsSubviewsOff() throws {
    let picture = try draw(["window 200 100", "add p 20 20 100 40", "add c 60 10 100 20 to p", "clip p on"])
    #expect(picture.split(separator: "\n")[2] == "┃ │   ┌c────┤       ┃" || picture.contains("┌c"))
    #expect(!picture.split(separator: "\n")[2].hasSuffix("┐ ┃"))
  }

  @Test func aTallWindowIsScaledToFitTheRowLimit() {
    let layout = SceneDrawing.Layout(window: .init(width: 375, height: 667), width: 80, maxRows: 36)
    #expect(layout.rows == 36)
    #expect(layout.columns < 80)
    let wide = SceneDrawing.Layout(window: .init(width: 800, height: 200), width: 81, maxRows: 36)
    #expect(wide.columns == 81)
    #expect(wide.rows == 11)
  }

  @Test func colourOnlyWhenTheStyleAsks() throws {
    let script = ["add a 20 20 100 40", "tap 30 30"]
    #expect(try draw(script, width: 60, style: Style(colored: true)).contains("\u{1B}[32m┏"))
    #expect(!(try draw(script, width: 60)).contains("\u{1B}"))
  }

  @Test func aTapOutsideTheWindowIsOnlyInTheLegend() throws {
    let picture = try draw(["window 200 100", "tap 500 500"])
    #expect(picture.filter { $0 == "✛" }.count == 1)
    #expect(picture.hasSuffix("✛ last tap (500, 500) → nothing"))
  }

  /// 20,000 views deep, tapped through all of them, and one absurdly large view: linear, no crash.
  @Test func deepAndHugeScenesStayFast() throws {
    var scene = Scene()
    var parent = scene.window
    for i in 0..<20_000 {
      parent = try scene.addView(
        name: "v\(i)", viewClass: .UIView, frame: Rect(x: 0, y: 0, width: 10, height: 10), parent: parent)
    }
    let tap = scene.tap(Point(x: 5, y: 5))
    _ = try scene.addView(
      name: "huge", viewClass: .UIView, frame: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9),
      parent: scene.window)
    let picture = SceneDrawing.render(scene, lastTap: tap, width: 80, style: .plain)
    #expect(picture.contains("→ v19999"))
  }
}
