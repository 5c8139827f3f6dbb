import Testing
import ViewLabApp
import ViewLabCommands
import ViewLabFuzzTargets
import ViewLabGeometry
import ViewLabModel
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport

/// Fuzz findings that are not crashes of the code under test but broken promises, each pinned
/// down by the input that showed it.
struct FuzzFindingTests {
  /// dump, crash-41a019a1…: a dumped frame with a number over 1e9 is imported, `save` writes it,
  /// and `load` rejects the saved file (`NumberIssue.tooLarge`): the scene cannot be reloaded.
  /// dump, crash-dd2ea0f5…: the same with an imported `alpha = 105553141432320`.
  @Test(arguments: [
    "crash-41a019a1cd25bf435146a093650e13bb9f4a325c", "crash-dd2ea0f5ca6e719020562532063e4ddcac252ac6",
  ])
  func importedSceneWithHugeNumbersSavesAndLoads(crash: String) throws {
    let text = try #require(Support.read(TestPaths.root + "/Fuzz/Regressions/dump/" + crash))
    let imported = try DumpImporter.scene(from: text)
    #expect(imported.scene.invariantViolations().isEmpty)
    let reloaded = try Console.replay(imported.scene.script(), path: "saved")
    #expect(reloaded.viewCount == imported.scene.viewCount)
  }

  /// dump, crash-14d63b36…: `frame = (0 1.5; 0.5 -0.5)` imported as frame (0, 2, 0.5, -0.5), its
  /// center from the standardized height and its bounds negative; `save` then wrote a line that
  /// `load` read back as (0, 1.5, 0.5, 0.5). Now the size is standardized as `UIView(frame:)`
  /// does: frame (0, 1, 0.5, 0.5), bounds origin (0, -0.5), and save → load → save agrees.
  @Test func negativeDumpedHeightIsStandardizedAndSavesBack() throws {
    let text = try #require(
      Support.read(TestPaths.root + "/Fuzz/Regressions/dump/crash-14d63b3609c394bce90cbacbf45672d71223105a"))
    let imported = try DumpImporter.scene(from: text)
    let scene = imported.scene
    let view = try #require(scene.view(named: "view"))
    #expect(scene.frame(of: view) == Rect(x: 0, y: 1, width: 0.5, height: 0.5))
    #expect(scene[view].bounds == Rect(x: 0, y: -0.5, width: 0.5, height: 0.5))
    #expect(scene[view].center == Point(x: 0.25, y: 1.25))
    #expect(imported.guesses == [.negativeSize(className: "UIView", line: 2)])
    let saved = scene.script()
    let reloaded = try Console.replay(saved, path: "saved")
    #expect(reloaded.script() == saved)
    #expect(reloaded.frame(of: try #require(reloaded.view(named: "view"))) == scene.frame(of: view))
  }
}
