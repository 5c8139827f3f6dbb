import Testing
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport

@testable import ViewLabTerminal

/// Whole REPL sessions, colour off: each file under Transcripts/ is the exact screen, and its
/// `viewlab> ` lines are the input. `VIEWLAB_RECORD=1 swift test --filter TranscriptTests` rewrites
/// them after an intended change; review the diff before committing.
@Suite struct TranscriptTests {
  static let directory = TestPaths.inRepository("Tests/ViewLabTerminalTests/Transcripts/")
  static let names = (LocalSystem().list(directory) ?? []).filter { $0.hasSuffix(".txt") }

  @Test(arguments: names) func transcript(name: String) throws {
    let path = Self.directory + name
    let recorded = try LocalSystem().read(path)
    Golden.check(Self.replay(recorded, returning: name.hasPrefix("returning")), against: path)
  }

  /// Runs the transcript's input lines through the real loop and engine on a fake terminal.
  static func replay(_ transcript: String, returning: Bool) -> String {
    let prompt = InteractiveShell.prompt
    let more = InteractiveShell.continuationPrompt
    let inputs = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .compactMap { line -> String? in
        if line.hasPrefix(prompt) { return String(line.dropFirst(prompt.count)) }
        if line.hasPrefix(more) { return String(line.dropFirst(more.count)) }
        return nil
      }
      .filter { !$0.isEmpty }
    let host = fakeHost(files: returning ? ["/state/history": "# viewlab history\ntree\n"] : [:])
    var repl = REPL(
      session: ConsoleSession(
        options: RenderOptions(
          json: false, color: false, width: 80, errors: .typed(promptColumns: prompt.count)),
        host: host),
      host: host, reader: TypingReader(host: host, lines: inputs), history: HistoryStore(host: host),
      interactive: true, welcome: Welcome(firstLesson: nil))
    _ = repl.run()
    return host.output
  }
}
