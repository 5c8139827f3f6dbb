import ViewLabCommands
import ViewLabLanguage
import ViewLabRendering
import ViewLabSystem

/// The interactive loop: read a line, let the session answer, print, remember; until `quit`, `exit`
/// or Ctrl-D. Ctrl-C abandons the line being typed and the session goes on.
public struct REPL<Session: REPLSession> {
  public var session: Session
  public let host: System
  public let reader: LineReader
  public var history: HistoryStore
  /// A terminal is attached: show the welcome, keep history. False for piped input.
  public let interactive: Bool
  public let welcome: Welcome
  /// The language of the session's messages; `lang` changes it.
  public var language: Language
  /// Where a language chosen with `lang` is remembered (nil: not remembered, as in tests).
  public var languageStore: LanguageStore?
  /// Runs a lesson or quiz asked for at the prompt, reading answers from the same line reader, in
  /// the session's language.
  public var startTutor: (TutorRequest, LineReader, System, Language) -> Void = TutorFallback.explain
  private var reportedHistoryFailure = false
  /// Lines added since the last successful save (saving again at the end is then worth a try).
  private var historyUnsaved = false

  public init(
    session: Session, host: System, reader: LineReader, history: HistoryStore, interactive: Bool,
    welcome: Welcome
  ) {
    self.session = session
    self.host = host
    self.reader = reader
    self.history = history
    self.interactive = interactive
    self.welcome = welcome
    self.language = welcome.language
  }

  /// Runs until the input ends or the user quits. Returns the exit status: 0, or 1 when piped input
  /// had a line in error.
  public mutating func run() -> Int32 {
    if interactive {
      host.write(welcome.text(firstRun: !history.existed, width: width))
      if let warning = history.warning { host.writeError(TerminalWords.history(warning, language) + "\n") }
      // Parsing the history file and handing it to libedit waits until the prompt is up.
      let history = self.history
      reader.afterPrompt { [weak reader] in
        guard let reader else { return }
        history.log.entries.forEach(reader.remember)
      }
    }
    var lineNumber = 0
    var failed = false
    // Lines pasted or typed so far of a statement that is not complete yet (its brackets, its
    // class or its comment still open): the same assembler as files and lesson tasks use.
    var assembler = StatementAssembler(.prompt)
    // At the prompt, lines are numbered within their paste (a line typed alone is line 1); piped
    // input is numbered from its first line, as a file is.
    var pasteLine = 0
    while true {
      var statements: [AssembledStatement] = []
      switch reader.readLine() {
      case .endOfInput:
        // The input ended inside a statement: run it, so its error is shown.
        for statement in assembler.finish() {
          failed = run(statement, at: statement.line) || failed
        }
        if interactive { host.write("\n") }
        // A returning user's unchanged history is not written again; a first run leaves a file
        // (so the next welcome is the short one).
        if historyUnsaved || !history.existed { saveHistory() }
        return failed && !interactive ? 1 : 0
      case .interrupted:
        if assembler.isOpen {
          assembler.abandon()  // Ctrl-C abandons the whole statement being typed
          reader.setPrompt(Self.prompt)
        }
        continue
      case .line(let typed):
        lineNumber += 1
        pasteLine += 1
        if !assembler.isOpen {
          // A statement's lines keep their numbers in the paste (or the piped input), so an error
          // in a pasted class or in a statement over several lines names the line it is on.
          assembler = StatementAssembler(
            .prompt, firstLine: interactive ? pasteLine : lineNumber, controllers: session.controllerClasses)
        }
        if !reader.moreWaiting() { pasteLine = 0 }
        var line = typed
        while line.last?.isWhitespace == true { line.removeLast() }
        statements = assembler.feed(line)
        // A method header pasted with no body after it is complete when the paste ends.
        if !reader.moreWaiting() { statements += assembler.pasteEnded() }
        reader.setPrompt(assembler.isOpen ? Self.continuationPrompt : Self.prompt)
      }
      for statement in statements {
        let at = statement.line
        if statement.text.allSatisfy(\.isWhitespace) && statement.skipped.isEmpty { continue }
        if interactive && !statement.isNoise {
          let typed = statement.typed
          reader.remember(typed)
          history.add(typed)
          historyUnsaved = true
          saveHistory()
        }
        let reply = handle(statement, at: at)
        failed = failed || (reply?.isError ?? false)
        guard let reply else { continue }
        if let chosen = reply.language { remember(chosen) }
        if let request = reply.tutor { startTutor(request, reader, host, language) }
        if reply.quits { return failed && !interactive ? 1 : 0 }
      }
    }
  }

  /// Runs one assembled statement after a note for each Markdown line it skipped; nil when it was
  /// only Markdown.
  private mutating func handle(_ statement: AssembledStatement, at line: Int) -> REPLReply? {
    for skipped in statement.skipped {
      host.write(PasteWords.skipped(skipped, in: statement, firstLine: line, language) + "\n")
    }
    guard !statement.isNoise else { return nil }
    let reply = session.handle(statement, lineNumber: line, width: width)
    if !reply.text.isEmpty { host.write(reply.text.hasSuffix("\n") ? reply.text : reply.text + "\n") }
    return reply
  }

  /// `handle`, for the end of input: whether it failed.
  private mutating func run(_ statement: AssembledStatement, at line: Int) -> Bool {
    if statement.text.allSatisfy(\.isWhitespace) && statement.skipped.isEmpty { return false }
    return handle(statement, at: line)?.isError ?? false
  }

  /// The prompt, and the one shown while a statement's brackets are still open.
  static var prompt: String { InteractiveShell.prompt }
  static var continuationPrompt: String { InteractiveShell.continuationPrompt }

  /// The terminal's width now (it may have been resized since the last line).
  var width: Int { interactive ? host.terminalWidth() ?? 80 : 80 }

  /// `lang …`: later messages (the engine's, the tutor's, the REPL's) use `chosen`, and the next
  /// session starts with it.
  private mutating func remember(_ chosen: Language) {
    language = chosen
    guard interactive, let store = languageStore, let directory = history.directory else { return }
    do { try store.save(chosen, directory: directory) } catch {
      host.writeError(TerminalWords.languageNotSaved(error, language) + "\n")
    }
  }

  private mutating func saveHistory() {
    guard interactive else { return }
    do {
      try history.save()
      historyUnsaved = false
    } catch {
      if !reportedHistoryFailure {
        host.writeError(TerminalWords.historyNotSaved(error, language) + "\n")
        reportedHistoryFailure = true
      }
    }
  }
}

/// What `lesson` and `quiz` do until a tutor is plugged into the REPL.
public enum TutorFallback {
  /// Until a tutor is plugged in: say how to reach it instead.
  public static func explain(
    _ request: TutorRequest, _ reader: LineReader, _ host: System, _ language: Language
  ) {
    host.write(TerminalWords.noTutor(request, language) + "\n")
  }
}
