import ViewLabCommands
import ViewLabModel
import ViewLabRendering

/// Starts the REPL on the real terminal: libedit when standard input is a terminal, plain line
/// reads otherwise.
public enum InteractiveShell {
  public static let prompt = "viewlab> "

  /// Runs the session to its end and returns the process exit status. `lessonIDs` feed completion
  /// after `lesson` and the first-run hint; they are asked for only when needed (a first run, or Tab
  /// after `lesson`), and once, so finding the lessons folder costs nothing before the prompt.
  /// `startTutor` runs `lesson …`/`quiz …` typed at the prompt.
  public static func run(
    noColor: Bool, host: Host = SystemHost(), lessonIDs: @escaping () -> [String] = { [] },
    startTutor: ((TutorRequest, LineReader, Host) -> Void)? = nil
  ) -> Int32 {
    let lessons = Memo(lessonIDs)
    let environment = host.environment
    let interactive = host.isTerminal(0)
    let color = ColorChoice.enabled(
      noColorFlag: noColor, environment: environment, outputIsTerminal: host.isTerminal(1))
    let options = RenderOptions(json: false, color: color, width: host.terminalWidth() ?? 80)
    let box = SessionBox(ConsoleSession(options: options, host: host))
    let completer = Completer(
      grammar: .standard.including(verbs: CommandCatalog.all.map(\.verb)),
      viewNames: { box.names }, classNames: ViewClass.addable.map(\.rawValue), lessonIDs: { lessons.value },
      directoryEntries: { directory in directoryEntries(host: host, directory: directory) })
    var reader: LineReader = interactive ? PlainLineReader(prompt: prompt, host: host) : PlainLineReader()
    if interactive, let editor = LineEditor(prompt: prompt, historySize: 1000, complete: completer.complete) {
      editor.width = { host.terminalWidth() ?? 80 }
      host.ignoreInterrupts()
      reader = editor
    }
    let style = options.style
    let history = HistoryStore(host: host)
    // Only a first run's welcome names a lesson.
    let firstLesson = interactive && !history.existed ? lessons.value.first : nil
    var repl = REPL(
      session: box, host: host, reader: reader, history: history, interactive: interactive,
      welcome: Welcome(firstLesson: firstLesson, bold: style.heading, code: style.code))
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
final class SessionBox<Wrapped: REPLSession>: REPLSession {
  var wrapped: Wrapped
  init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  var names: [String] { wrapped.names }

  func handle(line: String, lineNumber: Int, width: Int) -> REPLReply {
    wrapped.handle(line: line, lineNumber: lineNumber, width: width)
  }
}

/// A value computed on first use, then kept.
final class Memo<Value> {
  private var compute: (() -> Value)?
  private var stored: Value?
  init(_ compute: @escaping () -> Value) { self.compute = compute }

  var value: Value {
    if let stored { return stored }
    let computed = compute!()
    stored = computed
    compute = nil
    return computed
  }
}
