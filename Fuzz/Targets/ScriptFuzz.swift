import ViewLabApp
import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// Every line of the input through one `Console`: text mode, or JSON when the first byte is odd.
/// After each line the scene's structure must hold; at the end, `save` then `load` must rebuild
/// the same scene.
enum ScriptFuzz {
  /// Bounds the work per input: the fuzzer looks for crashes, not for slow long scripts.
  static let maxLines = 200

  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let json = (bytes.first ?? 0) & 1 == 1
    var console = Console(options: RenderOptions(json: json, color: false, width: 60))
    let files = MemoryFiles()
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maxLines)
      .enumerated()
    {
      let result = console.handle(line: String(line), lineNumber: i + 1, files: files)
      if !result.ok && result.text.isEmpty {
        violated("an error with no message for \(line.debugDescription)")
      }
      let problems = console.scene.invariantViolations()
      if !problems.isEmpty { violated("after \(line.debugDescription): \(problems)") }
      if result.quit { break }
    }
    checkRoundTrip(console.scene)
  }

  /// `save` writes a script that `load` turns back into the same scene.
  static func checkRoundTrip(_ scene: Scene) {
    let script = scene.script()
    let replayed: Scene
    do { replayed = try Console.replay(script, path: "saved") } catch {
      violated("a saved scene does not load: \(error)\n\(script)")
    }
    let again = replayed.script()
    if again != script { violated("save → load → save differs:\n\(script)\n---\n\(again)") }
  }
}
