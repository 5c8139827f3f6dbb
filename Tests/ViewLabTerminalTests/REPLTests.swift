import Testing
import ViewLabRendering
import ViewLabSystem

@testable import ViewLabTerminal

@Suite struct REPLTests {
  func run(
    _ events: [LineEvent], host: ScriptedSystem = fakeHost(), interactive: Bool = true
  ) -> (status: Int32, host: ScriptedSystem, reader: ScriptedLineReader) {
    let reader = ScriptedLineReader(events)
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(), host: host), host: host, reader: reader,
      history: HistoryStore(host: host), interactive: interactive,
      welcome: Welcome(firstLesson: "frame-bounds"))
    return (repl.run(), host, reader)
  }

  @Test func ctrlCAbandonsOnlyTheLine() {
    let (status, host, reader) = run([.line("add red 1 2 3 4"), .interrupted, .line("tree")])
    #expect(status == 0)
    #expect(host.output.contains("└─ red UIView (1, 2, 3, 4)"))
    #expect(reader.remembered == ["add red 1 2 3 4", "tree"])
    #expect(host.files["/state/history"] == "# viewlab history\nadd red 1 2 3 4\ntree\n")
  }

  @Test func aFirstRunExplainsHowToStart() {
    let first = run([]).host.output
    #expect(first.contains("lesson frame-bounds"))
    #expect(first.contains("quiz"))
    let returning = run([], host: fakeHost(files: ["/state/history": "tree\n"]))
    #expect(returning.host.output.hasPrefix("ViewLab — try add red 20 40 200 100"))
    #expect(returning.reader.remembered == ["tree"])
  }

  /// History is handed to the line editor only once the prompt is up (the reader runs the work
  /// before its first key), so loading it never delays the first prompt; and a returning user who
  /// types nothing does not rewrite the file.
  @Test func historyWaitsForThePrompt() {
    let host = fakeHost(files: ["/state/history": "# viewlab history\ntree\ndraw\n"])
    let reader = PromptDeferringReader([.endOfInput])
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(), host: host), host: host, reader: reader,
      history: HistoryStore(host: host), interactive: true, welcome: Welcome(firstLesson: nil))
    #expect(repl.run() == 0)
    #expect(reader.rememberedBeforeFirstRead == [])
    #expect(reader.remembered == ["tree", "draw"])
    #expect(host.writes == 0, "an unchanged history is not written again")
  }

  @Test(arguments: ["quit", "exit"]) func quitStopsReading(word: String) {
    let (status, _, reader) = run([.line(word), .line("tree")])
    #expect(status == 0)
    #expect(reader.events == [.line("tree")])
  }

  @Test func pipedInputHasNoWelcomeNoHistoryAndFailsOnErrors() {
    let (status, host, _) = run([.line("add red"), .line("hide blue")], interactive: false)
    #expect(status == 1)
    #expect(!host.output.contains("ViewLab"))
    #expect(host.output.contains("unknown view 'blue'"))
    #expect(host.files.isEmpty)
  }

  @Test func anUnwritableHistoryIsReportedOnce() {
    let readOnly = fakeHost()
    readOnly.writeFailure = .readOnly(path: "")
    readOnly.directories = ["/state"]
    let (status, host, _) = run([.line("tree"), .line("tree")], host: readOnly)
    #expect(status == 0)
    #expect(
      host.errors == "note: history not saved (/state/history: Read-only file system); the session goes on\n")
  }

  @Test func lessonAndQuizReachTheTutorHook() {
    let host = fakeHost()
    let reader = ScriptedLineReader(lines: ["lesson frame-bounds", "quiz --topic geometry"])
    var requests: [TutorRequest] = []
    var repl = REPL(
      session: ConsoleSession(options: RenderOptions(), host: host), host: host, reader: reader,
      history: HistoryStore(host: host), interactive: true, welcome: Welcome(firstLesson: nil))
    repl.startTutor = { request, _, _, _ in requests.append(request) }
    _ = repl.run()
    #expect(requests == [.lesson(["frame-bounds"]), .quiz(["--topic", "geometry"])])
  }

  @Test(arguments: [
    (false, [:], true, true),
    (true, [:], true, false),
    (false, ["NO_COLOR": "1"], true, false),
    (false, ["NO_COLOR": ""], true, true),
    (false, ["TERM": "dumb"], true, false),
    (false, [:], false, false),
  ])
  func colour(flag: Bool, environment: [String: String], terminal: Bool, expected: Bool) {
    #expect(
      ColorChoice.enabled(noColorFlag: flag, environment: environment, outputIsTerminal: terminal) == expected
    )
  }
}

/// A reader like libedit's: work queued with `afterPrompt` runs inside the next read.
final class PromptDeferringReader: LineReader {
  private var events: [LineEvent]
  private var pending: [() -> Void] = []
  private(set) var remembered: [String] = []
  private(set) var rememberedBeforeFirstRead: [String]?

  init(_ events: [LineEvent]) { self.events = events }

  func afterPrompt(_ work: @escaping () -> Void) { pending.append(work) }

  func readLine() -> LineEvent {
    if rememberedBeforeFirstRead == nil { rememberedBeforeFirstRead = remembered }
    let work = pending
    pending = []
    work.forEach { $0() }
    return events.isEmpty ? .endOfInput : events.removeFirst()
  }

  func remember(_ line: String) { remembered.append(line) }
}
