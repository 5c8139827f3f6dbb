import Foundation
import Testing
import ViewLabRendering
import ViewLabTerminal

/// Whole scripts → exact human output (colour off), kept as files beside this one; a script whose
/// name starts `zh-` runs in Chinese.
/// Re-record after an intended change with `VIEWLAB_RECORD=1 swift test --filter GoldenTests`.
@Suite struct GoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Golden")

  static var scripts: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".vl") }.sorted()
  }

  @Test(arguments: scripts)
  func transcript(_ name: String) throws {
    let script = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    var output = ""
    var runner = ScriptRunner(
      options: RenderOptions(
        json: name.hasSuffix(".json.vl"), color: false, language: name.hasPrefix("zh-") ? .zhHans : .en),
      keepGoing: true,
      files: MemoryFiles(),
      emit: { text, isError in output += (isError ? "[stderr] " : "") + text })
    _ = runner.run(
      lines: script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), source: name)
    let expectedURL = Self.folder.appendingPathComponent(name + ".out")
    if ProcessInfo.processInfo.environment["VIEWLAB_RECORD"] != nil {
      try output.write(to: expectedURL, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(output == expected, "re-record with VIEWLAB_RECORD=1 if the change is intended")
  }

  @Test func everyScriptHasAGolden() {
    #expect(Self.scripts.count >= 5)
  }
}
