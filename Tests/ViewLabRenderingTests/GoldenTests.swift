import Testing
import ViewLabApp
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport

/// Whole scripts → exact human output (colour off), kept beside this file in Golden/: each
/// `NAME.vl` has `NAME.vl.out`, where every script line (`> LINE`) is followed by what it printed
/// (`[stderr] ` marks an error's lines). `*.json.vl` scripts print JSON. Re-record after an
/// intended change with `VIEWLAB_RECORD=1 swift test --filter GoldenTests`. `NAME.zh-Hans.vl` (or
/// `NAME.zh-Hans.json.vl`) words every message in Simplified Chinese, as `--lang zh-Hans` does.
@Suite struct GoldenTests {
  static let folder = TestPaths.inRepository("Tests/ViewLabRenderingTests/Golden")

  static var scripts: [String] { Golden.pairs(in: folder, source: ".vl", golden: ".out").sources }

  @Test(arguments: scripts)
  func transcript(_ name: String) throws {
    let script = try LocalSystem().read("\(Self.folder)/\(name)")
    Golden.check(Self.run(script, name: name), against: "\(Self.folder)/\(name).out")
  }

  /// Runs the script's lines through one console, as `viewlab run --keep-going` does.
  static func run(_ script: String, name: String) -> String {
    var console = Console(
      options: RenderOptions(json: name.hasSuffix(".json.vl"), color: false, language: language(of: name)))
    let files = MemoryFiles()
    var steps: [(input: String, output: String)] = []
    var lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }  // the newline that ends the file is not a line
    for (i, line) in lines.enumerated() {
      let result = console.handle(line: String(line), lineNumber: i + 1, source: name, files: files)
      var output = ""
      if !result.text.isEmpty {
        output = (!result.ok && !console.options.json ? "[stderr] " : "") + result.text + "\n"
      }
      steps.append((String(line), output))
      if result.quit { break }
    }
    return Golden.interleave(steps)
  }

  static func language(of name: String) -> Language {
    name.contains(".zh-Hans.") ? .zhHans : .en
  }

  @Test func everyScriptHasAGoldenAndEveryGoldenAScript() {
    let pairs = Golden.pairs(in: Self.folder, source: ".vl", golden: ".out")
    #expect(!pairs.sources.isEmpty)
    #expect(pairs.missingGoldens.isEmpty, "scripts without a golden: \(pairs.missingGoldens)")
    #expect(pairs.orphanGoldens.isEmpty, "goldens without a script: \(pairs.orphanGoldens)")
  }
}
