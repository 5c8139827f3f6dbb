import ViewLabCommands
import ViewLabLanguage
import ViewLabModel
import ViewLabRendering
import ViewLabSystem

/// Starts the REPL on the real terminal: libedit when standard input is a terminal, plain line
/// reads otherwise.
public enum InteractiveShell {
  public static let prompt = "viewlab> "
  /// While a statement's brackets are open (`let w = UIView(frame: CGRect(x: 0,` ↵), as the Swift
  /// REPL and Python show.
  public static let continuationPrompt = "...> "

  /// Runs the session to its end and returns the process exit status. `lessonIDs` feed completion
  /// after `lesson` and the first-run hint; they are asked for only when needed (a first run, or Tab
  /// after `lesson`), and once, so finding the lessons folder costs nothing before the prompt.
  /// `startTutor` runs `lesson …`/`quiz …` typed at the prompt.
  public static func run(
    noColor: Bool, lang: Language? = nil, host: System = POSIX.system,
    lessonIDs: @escaping () -> [String] = { [] },
    startTutor: ((TutorRequest, LineReader, System, Language) -> Void)? = nil
  ) -> Int32 {
    let interactive = host.isTerminal(0)
    let color = ColorChoice.enabled(
      noColorFlag: noColor, variable: { host.environment($0) }, outputIsTerminal: host.isTerminal(1))
    let history = HistoryStore(host: host)
    let languageStore = LanguageStore(host: host, directory: history.directory)
    let language = Language.resolve(
      flag: lang, remembered: languageStore.load(), { host.environment($0) })
    let options = RenderOptions(
      json: false, color: color, width: host.terminalWidth() ?? 80, language: language,
      errors: interactive ? .typed(promptColumns: prompt.terminalColumns) : .script)
    let parts = ShellParts(options: options, host: host, lessonIDs: lessonIDs)
    var reader: LineReader = interactive ? PlainLineReader(prompt: prompt, host: host) : PlainLineReader()
    if interactive,
      let editor = LineEditor(
        prompt: prompt, historySize: 1000, complete: { [unowned parts] in parts.completer.complete($0) })
    {
      editor.width = { host.terminalWidth() ?? 80 }
      host.ignoreInterrupts()
      reader = editor
    }
    let style = options.style
    // Only a first run's welcome names a lesson.
    let firstLesson = interactive && !history.existed ? parts.lessonIDs.first : nil
    var repl = REPL(
      session: parts, host: host, reader: reader, history: history, interactive: interactive,
      welcome: Welcome(firstLesson: firstLesson, language: language, bold: style.heading, code: style.code))
    repl.languageStore = languageStore
    if let startTutor { repl.startTutor = startTutor }
    return repl.run()
  }

  /// Directory entries for file completion, directories marked with a trailing "/".
  static func directoryEntries(host: System, directory: String) -> [String] {
    let path = directory.isEmpty ? "." : directory
    return (host.list(path) ?? []).map { name in
      host.isDirectory(directory + name) ? name + "/" : name
    }
  }
}

/// The session, the completer and the lesson ids, each made when first used (the first line, the
/// first Tab): nothing is built before the first prompt that the prompt does not need. One concrete
/// class, so the start path instantiates no generic types at run time (each costs a scan of the
/// binary's conformance tables). Shared by the loop and the completer, which
/// asks for the live names.
final class ShellParts: REPLSession {
  private let options: RenderOptions
  private let host: System
  private let findLessonIDs: () -> [String]

  init(options: RenderOptions, host: System, lessonIDs: @escaping () -> [String]) {
    self.options = options
    self.host = host
    self.findLessonIDs = lessonIDs
  }

  lazy var session = ConsoleSession(options: options, host: host)
  lazy var lessonIDs: [String] = findLessonIDs()
  lazy var completer = Completer(
    grammar: .standard,
    viewNames: { [unowned self] in names }, classNames: ViewClass.addable.map(\.rawValue),
    lessonIDs: { [unowned self] in lessonIDs },
    directoryEntries: { [host] directory in
      InteractiveShell.directoryEntries(host: host, directory: directory)
    })

  var names: [String] { session.names }
  var controllerClasses: Set<String> { session.controllerClasses }

  func handle(line: String, lineNumber: Int, width: Int) -> REPLReply {
    session.handle(line: line, lineNumber: lineNumber, width: width)
  }

  func handle(_ statement: AssembledStatement, lineNumber: Int, width: Int) -> REPLReply {
    session.handle(statement, lineNumber: lineNumber, width: width)
  }
}
