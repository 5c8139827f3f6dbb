import ViewLabApp
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// A pasted file run as `viewlab run --json FILE` runs it: the exit status and the JSON lines.
enum PasteRun {
  static func run(_ file: String, _ text: String) throws -> (status: Int32, lines: [String]) {
    let dir = TestPaths.makeFolder("paste")
    defer { TestPaths.removeTree(dir) }
    let path = dir + "/" + file
    try LocalSystem().writeAtomically(path, text)
    var out = ""
    var runner = ScriptRunner(options: RenderOptions(json: true), keepGoing: false) { text, _ in out += text }
    let status = runner.run(paths: [path], readStandardInput: { nil })
    return (status, out.split(separator: "\n").map(String.init))
  }

  /// Is `expected` one of the lines, exactly, or (when it is not a whole object) as a line's start?
  static func has(_ lines: [String], _ expected: String) -> Bool {
    lines.contains { $0 == expected || (!expected.hasSuffix("}") && $0.hasPrefix(expected)) }
  }
}
