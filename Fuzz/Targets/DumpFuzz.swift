import ViewLabApp
import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// A `recursiveDescription` dump through the importer; an imported scene must be consistent and
/// survive `save` → `load`, and the engine must answer a tap and a tree on it.
enum DumpFuzz {
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let imported = try? DumpImporter.scene(from: text) else { return }
    let scene = imported.scene
    let problems = scene.invariantViolations()
    if !problems.isEmpty { violated("imported scene is inconsistent: \(problems)") }
    if scene.viewCount != imported.viewCount {
      violated("viewCount \(imported.viewCount) ≠ \(scene.viewCount)")
    }
    var console = Console(
      options: RenderOptions(json: true, color: false, width: 60), session: Session(scene: scene))
    for line in ["tap 10 10", "tree"] { _ = console.handle(line: line, lineNumber: 1, files: MemoryFiles()) }
    // Open finding (Fuzz/Regressions/open.txt): the importer keeps numbers over 1e9, which `load`
    // rejects. Until it is fixed, skip the round trip for such scenes so the fuzzer looks further.
    if !hasHugeNumbers(scene) { ScriptFuzz.checkRoundTrip(scene) }
  }

  static func hasHugeNumbers(_ scene: Scene) -> Bool {
    scene.viewIDs.contains { id in
      let v = scene[id]
      let numbers =
        [
          v.bounds.origin.x, v.bounds.origin.y, v.bounds.size.width, v.bounds.size.height, v.position.x,
          v.position.y, v.anchorPoint.x, v.anchorPoint.y, Double(v.alpha),
        ] + v.transform.components
      return numbers.contains { !$0.isFinite || abs($0) > 1e9 }
    }
  }
}
