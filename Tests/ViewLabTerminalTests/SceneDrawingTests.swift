import Testing
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

@testable import ViewLabRendering

@Suite struct SceneDrawingTests {
  func draw(_ lines: [String], width: Int = 21, style: Style = .plain) throws -> String {
    var session = Session()
    for line in lines { _ = try session.run(line) }
    let picture = SceneDrawing.render(session.scene, lastTap: session.lastTap, width: width, style: style)
    // The legend wraps to the width; compare it unwrapped, with plain spaces.
    return picture.replacing("\u{A0}", with: " ").replacing("\n  ", with: " ")
  }

  @Test func aTappedViewOnItsHitPath() throws {
    let picture = try draw(["window 200 100", "add a 20 20 100 40", "tap 30 30"])
    #expect(
      picture == """
         ┏a✛━━━━━━━━━━━━━━━┓
         ┃                 ┃
         ┃                 ┃
         ┗━━━━━━━━━━━━━━━━━┛
        window 200×100 pt, showing (14, 14)–(126, 66), 1 column ≈ 5.6 pt
        ┏━┓ hit path
        ✛ last tap (30, 30) → a
        'draw all' shows the whole window
        """)
  }

  @Test func hiddenInertRotatedAndZeroSizeViewsReadApart() throws {
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
        │ ·┄┄┄┄┄┄┄┌r──┐     └╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┘   │
        │         │   │                         │
        │         │   │                         │
        │         │   │                         │
        │         └───┘                         │
        └───────────────────────────────────────┘
        window 200×100 pt, showing the whole window, 1 column ≈ 5 pt
        ┌╌┐ no touches   ·┄· hidden
        zero size, not drawn: dot
        """)
  }

  @Test func clipsToBoundsCutsSubviewsOff() throws {
    let picture = try draw(["window 200 100", "add p 20 20 100 40", "add c 60 10 100 20 to p", "clip p on"])
    #expect(picture.split(separator: "\n")[2] == "┃ │   ┌c────┤       ┃" || picture.contains("┌c"))
    #expect(!picture.split(separator: "\n")[2].hasSuffix("┐ ┃"))
  }

  @Test func aTallWindowIsScaledToFitTheRowLimit() {
    let tall = SceneDrawing.Viewport(
      extent: Rect(x: 0, y: 0, width: 375, height: 667), width: 80, maxRows: 36)
    #expect(tall.rows == 36)
    #expect(tall.columns < 80)
    let wide = SceneDrawing.Viewport(
      extent: Rect(x: 0, y: 0, width: 800, height: 200), width: 81, maxRows: 36)
    #expect(wide.columns == 81)
    #expect(wide.rows == 11)
  }

  /// A scene in the top third is not drawn as tall as the whole window.
  @Test func aSceneInTheTopThirdIsCroppedToIt() throws {
    let picture = try draw(["add bar 0 0 375 44", "add title 100 10 175 24 to bar"], width: 80)
    let rows = picture.split(separator: "\n").count
    #expect(rows < 15, "\(picture)")
    #expect(picture.contains("draw all"))
  }

  @Test func theLegendFollowsTheLanguage() throws {
    var session = Session()
    for line in ["add a 20 20 100 40", "add l UILabel 0 0 10 10 to a", "hide l", "tap 30 30"] {
      _ = try session.run(line)
    }
    let picture = SceneDrawing.render(
      session.scene, lastTap: session.lastTap, width: 60, style: .plain, language: .zhHans)
    #expect(picture.contains("上次点击 (30, 30) → a"))
    #expect(picture.contains("命中路径"))
    #expect(picture.contains("隐藏"))
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

  /// 20,000 views deep, tapped through all of them, and one absurdly large view: drawn without a
  /// crash or an overflow (how fast is `make bench`'s business, not a unit test's).
  @Test func drawsADeepChainBesideAHugeView() throws {
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
