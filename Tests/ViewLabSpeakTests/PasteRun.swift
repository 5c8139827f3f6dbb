import Testing
import ViewLabApp
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTestSupport

/// A pasted file run as `viewlab run --json FILE` runs it: the exit status and the JSON lines.
enum PasteRun {
  static func run(_ file: String, _ text: String, language: Language = .en) throws -> (
    status: Int32, lines: [String]
  ) {
    let dir = TestPaths.makeFolder("paste")
    defer { TestPaths.removeTree(dir) }
    let path = dir + "/" + file
    try LocalSystem().writeAtomically(path, text)
    var out = ""
    var runner = ScriptRunner(options: RenderOptions(json: true, language: language), keepGoing: false) {
      text, _ in out += text
    }
    let status = runner.run(paths: [path], readStandardInput: { nil })
    return (status, out.split(separator: "\n").map(String.init))
  }

  /// Is `expected` one of the lines, exactly, or (when it is not a whole object) as a line's start?
  static func has(_ lines: [String], _ expected: String) -> Bool {
    lines.contains { $0 == expected || (!expected.hasSuffix("}") && $0.hasPrefix(expected)) }
  }
}

/// A pasted file and what running it must print: the suites of real pastes are tables of these.
struct PasteCase: CustomTestStringConvertible, Sendable {
  var name: String
  var file: String
  var text: String
  var status: Int32 = 0
  /// Each must be one of the output's JSON lines, exactly or as its start.
  var lines: [String]
  /// Each must be somewhere in the output.
  var fragments: [String] = []
  /// The language of the messages.
  var language: Language = .en
  var testDescription: String { name }
}

extension PasteRun {
  /// Runs `c` and expects its exit status, its lines and its fragments.
  static func check(_ c: PasteCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let (status, lines) = try run(c.file, c.text, language: c.language)
    let shown = lines.joined(separator: "\n")
    #expect(status == c.status, "\(lines)", sourceLocation: sourceLocation)
    for expected in c.lines {
      #expect(has(lines, expected), "missing \(expected)\nin \(shown)", sourceLocation: sourceLocation)
    }
    for fragment in c.fragments {
      #expect(
        lines.joined().contains(fragment), "missing \(fragment)\nin \(shown)", sourceLocation: sourceLocation)
    }
  }
}
