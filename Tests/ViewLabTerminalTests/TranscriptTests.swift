import Testing
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTestSupport

@testable import ViewLabTerminal

/// Whole REPL sessions, colour off: each file under Transcripts/ is the exact screen, and its
/// `viewlab> ` lines are the input. `VIEWLAB_RECORD=1 swift test --filter TranscriptTests` rewrites
/// them after an intended change; review the diff before committing. A name starting `zh-` runs in
/// Chinese; `-wN` in a name sets the terminal's width to N columns (default 80).
@Suite struct TranscriptTests {
  static let directory = TestPaths.inRepository("Tests/ViewLabTerminalTests/Transcripts/")
  static let names = (LocalSystem().list(directory) ?? []).filter { $0.hasSuffix(".txt") }

  @Test(arguments: names) func transcript(name: String) throws {
    let path = Self.directory + name
    let recorded = try LocalSystem().read(path)
    let actual = Self.replay(
      recorded, returning: name.contains("returning"), language: name.hasPrefix("zh-") ? .zhHans : .en,
      width: Self.width(name))
    Golden.check(actual, against: path)
  }

  /// `-w110` in a name: 110.
  static func width(_ name: String) -> Int {
    guard let range = name.firstRange(of: "-w") else { return 80 }
    return Int(name[range.upperBound...].prefix { $0.isNumber }) ?? 80
  }

  /// Runs the transcript's input lines through the real loop and engine on a fake terminal.
  static func replay(_ transcript: String, returning: Bool, language: Language = .en, width: Int = 80)
    -> String
  {
    let prompt = InteractiveShell.prompt
    let more = InteractiveShell.continuationPrompt
    let inputs = transcript.split(separator: "\n", omittingEmptySubsequences: false)
      .compactMap { line -> String? in
        if line.hasPrefix(prompt) { return String(line.dropFirst(prompt.count)) }
        if line.hasPrefix(more) { return String(line.dropFirst(more.count)) }
        return nil
      }
      .filter { !$0.isEmpty }
    let host = fakeHost(
      width: width, files: returning ? ["/state/history": "# viewlab history\ntree\n"] : [:])
    var repl = REPL(
      session: ConsoleSession(
        options: RenderOptions(
          json: false, color: false, width: width, language: language,
          errors: .typed(promptColumns: prompt.count)),
        host: host),
      host: host, reader: TypingReader(host: host, lines: inputs), history: HistoryStore(host: host),
      interactive: true, welcome: Welcome(firstLesson: nil, language: language))
    _ = repl.run()
    return host.output
  }
}
