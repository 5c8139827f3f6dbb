import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// Starts the REPL on the real terminal: libedit when standard input is a terminal, plain line
/// reads otherwise.
public enum InteractiveShell {
  public static let prompt = "viewlab> "

  /// Runs the session to its end and returns the process exit status. `lessonIDs` feed completion
  /// after `lesson` and the first-run hint; `startTutor` runs `lesson …`/`quiz …` typed at the prompt.
  public static func run(
    noColor: Bool, host: Host = SystemHost(), lessonIDs: [String] = [],
    startTutor: ((TutorRequest, LineReader, Host) -> Void)? = nil
  ) -> Int32 {
    let environment = host.environment
    let interactive = host.isTerminal(0)
    let color = ColorChoice.enabled(
      noColorFlag: noColor, environment: environment, outputIsTerminal: host.isTerminal(1))
    let options = RenderOptions(json: false, color: color, width: host.terminalWidth() ?? 80)
    let box = SessionBox(ConsoleSession(options: options, host: host))
    let completer = Completer(
      grammar: .standard.including(verbs: CommandCatalog.all.map(\.verb)),
      viewNames: { box.names }, classNames: ViewClass.addable.map(\.rawValue), lessonIDs: { lessonIDs },
      directoryEntries: { directory in directoryEntries(host: host, directory: directory) })
    var reader: LineReader = interactive ? PlainLineReader(prompt: prompt, host: host) : PlainLineReader()
    if interactive, let editor = LineEditor(prompt: prompt, historySize: 1000, complete: completer.complete) {
      editor.width = { host.terminalWidth() ?? 80 }
      host.ignoreInterrupts()
      reader = editor
    }
    let style = options.style
    var repl = REPL(
      session: box, host: host, reader: reader, history: HistoryStore(host: host),
      interactive: interactive,
      welcome: Welcome(firstLesson: lessonIDs.first, bold: style.heading, code: style.code))
    if let startTutor { repl.startTutor = startTutor }
    return repl.run()
  }

  /// Directory entries for file completion, directories marked with a trailing "/".
  static func directoryEntries(host: Host, directory: String) -> [String] {
    let path = directory.isEmpty ? "." : directory
    return (host.contentsOfDirectory(atPath: path) ?? []).map { name in
      host.isDirectory(atPath: directory + name) ? name + "/" : name
    }
  }
}

/// Shares the session between the loop and the completer, which asks for the live names.
final class SessionBox<Wrapped: REPLSession>: REPLSession, @unchecked Sendable {
  var wrapped: Wrapped
  init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  var names: [String] { wrapped.names }

  func handle(line: String, lineNumber: Int, width: Int) -> REPLReply {
    wrapped.handle(line: line, lineNumber: lineNumber, width: width)
  }
}
