import Foundation
import Testing
import ViewLabRendering
import ViewLabTerminal

/// Whole scripts → exact human output (colour off), kept as files beside this one.
/// Re-record after an intended change with `VIEWLAB_RECORD=1 swift test --filter GoldenTests`.
///
/// The name picks the options: `NAME.json.vl` prints JSON; `NAME.zh-Hans.vl` (or
/// `NAME.zh-Hans.json.vl`) words every message in Simplified Chinese, as `--lang zh-Hans` does.
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
        json: name.hasSuffix(".json.vl"), color: false, language: Self.language(of: name)),
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

  static func language(of name: String) -> Language {
    name.contains(".zh-Hans.") ? .zhHans : .en
  }

  @Test func everyScriptHasAGolden() {
    #expect(Self.scripts.count >= 5)
  }
}
