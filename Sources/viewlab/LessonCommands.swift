import ArgumentParser
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// `viewlab lessons [list|check|answers]` and `viewlab lesson ID`: wiring only; the tutor does the work.
struct LessonsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons", abstract: CLIWords.lessonsAbstract,
    subcommands: [List.self, Check.self, Answers.self], defaultSubcommand: List.self)

  struct List: SystemCommand {
    static let configuration = CommandConfiguration(abstract: CLIWords.lessonsListAbstract)
    @OptionGroup var tutor: TutorOptions
    /// The root's `--json` (the same option group), so `viewlab lessons --json` reaches it.
    @OptionGroup var display: DisplayOptions
    var json: Bool { display.json }

    func run(on host: LocalSystem) throws {
      let language = tutor.language(on: host)
      let library = try tutor.library(language: language, host: host)
      var store = tutor.progressStore(on: host)
      let (progress, warnings) = store.load()
      TutorIO.warn(warnings.map { $0.message(language: language) })
      let lessons = library.lessons(in: language)
      TutorIO.out(
        json
          ? LessonListing.json(lessons, progress: progress)
          : LessonListing.text(
            lessons, progress: progress, width: host.isTerminal(1) ? host.terminalWidth() : nil))
    }
  }

  struct Check: SystemCommand {
    static let configuration = CommandConfiguration(
      abstract: CLIWords.lessonsCheckAbstract)
    @Argument(help: ArgumentHelp(CLIWords.lessonsFolder)) var directory: String?
    @OptionGroup var tutor: TutorOptions

    func run(on host: LocalSystem) throws {
      let language = tutor.language(on: host)
      let folder = try directory ?? TutorOptions.lessonsFolder(language: language, host: host)
      let (checked, problems) = LessonChecker<ConsoleEngine>.checkFolder(folder, files: host)
      for problem in problems { TutorIO.out(problem.description) }
      TutorIO.err(
        TutorMessage.checkedLessons(files: checked, folder: folder, problems: problems.count).text(language))
      if !problems.isEmpty { throw ExitCode(1) }
    }
  }

  struct Answers: SystemCommand {
    static let configuration = CommandConfiguration(
      abstract: CLIWords.lessonsAnswersAbstract)
    @Argument(help: ArgumentHelp(CLIWords.lessonID)) var id: String
    @OptionGroup var tutor: TutorOptions

    func run(on host: LocalSystem) throws {
      let lesson = try tutor.lesson(id, host: host)
      for answer in ModelAnswers<ConsoleEngine>.answers(for: lesson) { TutorIO.out(answer) }
    }
  }
}

struct LessonCommand: SystemCommand {
  static let configuration = CommandConfiguration(
    commandName: "lesson",
    abstract: CLIWords.lessonAbstract)
  @Argument(help: ArgumentHelp(CLIWords.lessonIDSeeLessons)) var id: String
  /// `--json`: one answer per line in, one JSON line per answer and the score out.
  @OptionGroup var display: DisplayOptions
  var json: Bool { display.json }
  @OptionGroup var tutor: TutorOptions

  func run(on host: LocalSystem) throws {
    let lesson = try tutor.lesson(id, host: host)
    var store = tutor.progressStore(on: host)
    var (progress, warnings) = store.load()
    TutorIO.warn(warnings.map { $0.message(language: lesson.language) })
    let interactive = !json && host.isTerminal(0)
    let player = LessonPlayer<ConsoleEngine>(
      lesson: lesson, mode: interactive ? .interactive : .scripted, progress: progress.lessons[lesson.id])
    var driver = LessonDriver(player: player, json: json)
    var style = display.renderOptions(on: host).style
    style.language = lesson.language
    driver.page = { TextPage(width: host.terminalWidth() ?? 80, style: style) }
    var warned = false
    var continuing = false
    _ = driver.run(
      // At a terminal, unbuffered: the rest of a paste stays waiting, so a task is judged once
      // the whole paste is read.
      read: { interactive ? POSIX.readLine(0) : readLine(strippingNewline: true) },
      // A blank line between blocks of text, as at the REPL prompt; JSON is one object a line.
      write: { TutorIO.out($0 + (json ? "" : "\n\n")) },
      save: { lessonProgress in
        progress.lessons[lesson.id] = lessonProgress
        let problems = store.save(progress)
        if !warned { TutorIO.warn(problems.map { $0.message(language: lesson.language) }) }
        warned = warned || !problems.isEmpty
      },
      practise: LessonReview(language: lesson.language, host: host).record,
      // Inside a paste whose rest is already waiting, no prompt ("…›" within a statement, "›"
      // between two) for each of its lines: the terminal has echoed them, and the prompts would sit
      // among the output of the lines after them.
      prompt: interactive
        ? {
          if POSIX.inputWaiting(0) { return }
          POSIX.write(continuing ? "…› " : "› ", to: 1)
        } : nil,
      continuing: { continuing = $0 },
      pending: { interactive && POSIX.inputWaiting(0) })
  }
}

/// `--lang` and the environment every tutor command reads.
struct TutorOptions: ParsableArguments {
  @Option(help: ArgumentHelp(CLIWords.lessonLang)) var lang: Language?

  /// The language decided from `--lang`, the remembered choice and the locale on `host`: a
  /// command decides it once and passes it on.
  func language(on host: some System) -> Language { LanguageChoice.decide(flag: lang, host: host) }

  static func lessonsFolder(language: Language = .en, host: some System) throws -> String {
    // The system's, not Foundation's: the REPL asks for this on a first run, before its first prompt.
    let cwd = host.currentDirectory() ?? "."
    let executable = host.executablePath() ?? CommandLine.arguments[0]
    let environment = host.environment("VIEWLAB_LESSONS").map { ["VIEWLAB_LESSONS": $0] } ?? [:]
    guard
      let folder = LessonLocator.find(
        environment: environment, executablePath: executable, currentDirectory: cwd,
        isDirectory: host.isDirectory)
    else {
      throw CLIFailure(TutorMessage.noLessonsFolder.text(language))
    }
    return folder
  }

  func library(language: Language, host: some System) throws -> LessonLibrary {
    let folder = try Self.lessonsFolder(language: language, host: host)
    let (sources, errors) = host.lessonSources(under: folder)
    let library = LessonLibrary(sources)
    let broken = errors.count + library.diagnostics.count
    if broken > 0 {
      host.writeError(TutorMessage.lessonFolderProblems(count: broken, folder: folder).text(language) + "\n")
    }
    return library
  }

  func lesson(_ id: String, host: some System) throws -> Lesson {
    let language = self.language(on: host)
    let library = try library(language: language, host: host)
    guard let lesson = library.lesson(id: id, language: language) else {
      let ids = library.lessons(in: language).map { "\($0.order) \($0.id)" }
        .joined(separator: language.listSeparator)
      throw CLIFailure(TutorMessage.noSuchLesson(id: id, ids: ids).text(language))
    }
    return lesson
  }

  func progressStore<Host: System>(on host: Host) -> ProgressStore<Host> {
    ProgressStore(home: StateDirectory.home(variable: host.environment), files: host)
  }
}

/// Output goes straight to the file descriptors, so each line is flushed as it is written.
enum TutorIO {
  static func out(_ text: String) { POSIX.write(text.hasSuffix("\n") ? text : text + "\n", to: 1) }
  static func err(_ text: String) { POSIX.write(text + "\n", to: 2) }
  static func warn(_ lines: [String]) { lines.forEach(err) }
}

/// `lesson ID` typed at the REPL prompt: plays the lesson with the REPL's own line reader, then
/// returns to the session. Wire as `InteractiveShell.run(…, lessonIDs: { LessonsInREPL.lessonIDs(on: system) },
/// startTutor: LessonsInREPL.start)`.
enum LessonsInREPL {
  /// `words` with the REPL's language (`viewlab --lang zh-Hans`) added when they give no `--lang`.
  static func withLanguage(_ words: [String], _ language: Language?) -> [String] {
    guard let language, !words.contains(where: { $0 == "--lang" || $0.hasPrefix("--lang=") }) else {
      return words
    }
    return words + ["--lang", language.rawValue]
  }

  /// The lesson ids for completion and the welcome, from the file names alone (`NN-id.md`, which
  /// `lessons check` enforces): no lesson is parsed before the first prompt.
  static func lessonIDs(on host: some System) -> [String] {
    guard let folder = try? TutorOptions.lessonsFolder(host: host),
      let names = host.list(folder + "/en")
    else { return [] }
    return names.sorted().compactMap { name -> String? in
      guard name.hasSuffix(".md"), let dash = name.firstIndex(of: "-") else { return nil }
      return String(name[name.index(after: dash)..<name.index(name.endIndex, offsetBy: -3)])
    }
  }

  /// `language` is the REPL's own (`viewlab --lang zh-Hans`), for words that give no `--lang`.
  static func start(
    _ request: TutorRequest, _ reader: LineReader, _ host: any System, language: Language? = nil
  ) {
    if case .quiz(let words) = request {
      QuizInREPL.start(withLanguage(words, language), reader, host)
      return
    }
    if case .stats(let words) = request {
      QuizInREPL.stats(withLanguage(words, language), host)
      return
    }
    guard case .lesson(let typed) = request else { return }
    let words = withLanguage(typed, language)
    let asked = QuizInREPL.language(words, host)
    if let answer = CommandLineCheck.replAnswer(["lesson"] + words, language: asked, argumentsOptional: true)
    {
      answer.isError ? host.writeError(answer.text) : host.write(answer.text)
      return
    }
    playLesson(words, reader, host)
  }

  /// `lesson [ID]` at the prompt, on the REPL's own system: its files, environment and output.
  static func playLesson(_ words: [String], _ reader: LineReader, _ host: some System) {
    do {
      let id = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
      let tutor = try TutorOptions.parse(id == nil ? words : Array(words.dropFirst()))
      guard let id else {
        let language = tutor.language(on: host)
        let library = try tutor.library(language: language, host: host)
        var store = tutor.progressStore(on: host)
        let (progress, warnings) = store.load()
        warnings.forEach { host.writeError($0.message(language: language) + "\n") }
        host.write(
          LessonListing.text(
            library.lessons(in: language), progress: progress, width: host.terminalWidth() ?? 80)
            + "\n")
        return
      }
      let lesson = try tutor.lesson(id, host: host)
      var store = tutor.progressStore(on: host)
      var (progress, warnings) = store.load()
      warnings.forEach { host.writeError($0.message(language: lesson.language) + "\n") }
      let player = LessonPlayer<ConsoleEngine>(
        lesson: lesson, mode: .interactive, progress: progress.lessons[lesson.id])
      var driver = LessonDriver(player: player, json: false)
      let color = ColorChoice.enabled(
        noColorFlag: false, variable: { host.environment($0) }, outputIsTerminal: host.isTerminal(1))
      let style = Style(colored: color, language: lesson.language)
      driver.page = { TextPage(width: host.terminalWidth() ?? 80, style: style) }
      reader.setPrompt("lesson› ")
      defer { reader.setPrompt(InteractiveShell.prompt) }
      _ = driver.run(
        read: reader.readAnswer,
        write: { host.write($0 + "\n\n") },
        save: { lessonProgress in
          progress.lessons[lesson.id] = lessonProgress
          store.save(progress).forEach { host.writeError($0.message(language: lesson.language) + "\n") }
        },
        practise: LessonReview(language: lesson.language, host: host).record,
        // A class pasted over several lines: the continuation prompt until it is complete.
        continuing: { reader.setPrompt($0 ? "lesson…› " : "lesson› ") },
        // libedit reads a byte at a time: the rest of a paste is still waiting on standard input.
        pending: { host.isTerminal(0) && POSIX.inputWaiting(0) })
    } catch {
      // A message a line long or more (no such lesson: every id follows), wrapped at its words.
      let width = host.terminalWidth() ?? 80
      let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: false)
        .flatMap { TextWrap.wrap(String($0), width: width) }
      host.writeError(lines.joined(separator: "\n") + "\n")
    }
  }
}

/// Lesson answers into the quiz's review file: a question missed in a lesson (wrong, skipped, or
/// right only after a retry) comes back in `quiz --review` like a quiz miss.
struct LessonReview {
  let home: QuizHome

  init(language: Language, host: some System) { home = QuizHome.on(host, language: language) }

  func record(_ practice: LessonPractice) {
    var state = home.loadReview()
    state.record(
      questionID: practice.questionID, skill: practice.skill, outcome: practice.outcome, at: home.now())
    home.saveReview(state)
  }
}
