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
    ScriptFuzz.checkRoundTrip(scene)
  }
}
