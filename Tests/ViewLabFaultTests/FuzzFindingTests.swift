import Testing
import ViewLabCommands
import ViewLabFuzzTargets
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
}
