import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering
import ViewLabTestSupport

/// A frame with a negative width or height, as UIKit treats it (docs/UIKIT-RULES.md): the frame
/// reads back standardized and the bounds origin takes the negative part. `add`, `frame`, pasted
/// code, import and `save` all agree.
struct NegativeSizeTests {
  func view(_ s: Session, _ name: String) throws -> View {
    s.scene[try #require(s.scene.view(named: name))]
  }

  /// The case printed on a device: `initWithFrame:CGRectMake(667-50, 375-50, -275, -275)` gives
  /// the frame (342, 50, 275, 275) and the bounds origin (-275, -275).
  @Test func addStandardizesTheFrameAndShiftsTheBoundsOrigin() throws {
    let s = try session(["add v 617 325 -275 -275"])
    let id = try #require(s.scene.view(named: "v"))
    #expect(s.scene.frame(of: id) == Rect(x: 342, y: 50, width: 275, height: 275))
    #expect(s.scene[id].bounds == Rect(x: -275, y: -275, width: 275, height: 275))
    #expect(s.scene[id].center == Point(x: 479.5, y: 187.5))
  }

  /// Subviews follow the shifted bounds origin: v's own (0, 0) is its bottom-right corner, at
  /// (617, 325) in the window, so a subview at (-30, -30) sits just inside that corner and one at
  /// (0, 0) lies outside v (drawn, but never hit: v's point(inside:) says no first).
  @Test func subviewsFollowTheShiftedOrigin() throws {
    var lab = Lab()
    for line in [
      "window 700 700", "add v 617 325 -275 -275", "add w -30 -30 20 20 to v", "add x 0 0 30 30 to v",
    ] {
      #expect(lab.run(line).ok)
    }
    #expect(lab.tap(590, 300) == "w")
    #expect(lab.tap(620, 330) == "window")
    #expect(lab.tap(343, 51) == "v")
  }

  @Test func settingTheFrameDoesTheSame() throws {
    let s = try session(["add v 0 0 10 10", "frame v 100 100 -50 20"])
    let id = try #require(s.scene.view(named: "v"))
    #expect(s.scene.frame(of: id) == Rect(x: 50, y: 100, width: 50, height: 20))
    #expect(s.scene[id].bounds == Rect(x: -50, y: 0, width: 50, height: 20))
  }

  @Test func pastedCodeDoesTheSame() throws {
    let s = try session([
      "let v = UIView(frame: CGRect(x: 617, y: 325, width: -275, height: -275))", "view.addSubview(v)",
    ])
    let id = try #require(s.scene.view(named: "v"))
    #expect(s.scene.frame(of: id) == Rect(x: 342, y: 50, width: 275, height: 275))
    #expect(s.scene[id].bounds.origin == Point(x: -275, y: -275))
  }

  /// `v.frame = …` with a negative size is `frame v …`: the same frame, bounds and note (it was
  /// refused with the window's "positive width and height" message).
  @Test(arguments: [
    "v.frame = CGRect(x: 100, y: 100, width: -50, height: 20)", "v.frame = CGRectMake(100, 100, -50, 20);",
  ])
  func aPastedFrameAssignmentDoesTheSame(line: String) throws {
    var s = try session(["add v 0 0 10 10"])
    let (_, outcome) = try #require(try s.run(line))
    let id = try #require(s.scene.view(named: "v"))
    #expect(s.scene.frame(of: id) == Rect(x: 50, y: 100, width: 50, height: 20))
    #expect(s.scene[id].bounds == Rect(x: -50, y: 0, width: 50, height: 20))
    guard case .changed(let notes) = outcome else {
      Issue.record("not a change: \(outcome)")
      return
    }
    #expect(notes.contains { if case .negativeSize = $0 { true } else { false } })
  }

  @Test func anImportedNegativeSizeReadsAsAddDoes() throws {
    let dump =
      "<UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>\n"
      + "   | <UIView: 0x3; frame = (617 325; -275 -275); layer = <CALayer: 0x4>>\n"
    let imported = try DumpImporter.scene(from: dump).scene
    let added = try session(["window 320 480", "add view 617 325 -275 -275"]).scene
    let a = try #require(imported.view(named: "view"))
    let b = try #require(added.view(named: "view"))
    #expect(imported.frame(of: a) == added.frame(of: b))
    #expect(imported[a].bounds == added[b].bounds)
    #expect(imported[a].position == added[b].position)
  }

  /// Property: for random frames, negative sizes included, `save` → `load` → `save` writes the
  /// same script and every view keeps its frame and bounds.
  @Test(arguments: 0..<40)
  func saveLoadSaveIsStable(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var lines: [String] = []
    var names: [String] = []
    func number() -> String {
      let n = random.chance(0.3) ? Double(random.int(-300...300)) : random.double(-300...300)
      return Number.exact(random.chance(0.2) ? (n * 2).rounded() / 2 : n)
    }
    for i in 0..<random.int(1...8) {
      let name = "v\(i)"
      let parent = names.isEmpty || random.chance(0.4) ? "" : " to \(names[random.int(0...names.count - 1)])"
      lines.append("add \(name) \(number()) \(number()) \(number()) \(number())\(parent)")
      names.append(name)
      if random.chance(0.4) { lines.append("frame \(name) \(number()) \(number()) \(number()) \(number())") }
    }
    let scene = try session(lines).scene
    let saved = scene.script()
    let reloaded = try Console.replay(saved, path: "saved")
    #expect(reloaded.script() == saved, "\(lines)")
    for name in names {
      let (a, b) = (try #require(scene.view(named: name)), try #require(reloaded.view(named: name)))
      #expect(scene.frame(of: a) == reloaded.frame(of: b), "\(name) in \(lines)")
      #expect(scene[a].bounds == reloaded[b].bounds, "\(name) in \(lines)")
      #expect(scene.frame(of: a).size.width >= 0 && scene.frame(of: a).size.height >= 0)
    }
  }
}
