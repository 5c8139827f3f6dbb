import ArgumentParser
import ViewLabLanguage
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// `viewlab quiz`: generated scene questions and concept questions, with spaced repetition.
struct Quiz: SystemCommand {
  static let configuration = CommandConfiguration(
    abstract: CLIWords.quizAbstract,
    discussion: CLIWords.quizDiscussion)

  @Option(help: ArgumentHelp(CLIWords.quizTopic))
  var topic: QuizTopicChoice?

  @Option(help: ArgumentHelp(CLIWords.quizCount))
  var count = 10

  @Option(help: ArgumentHelp(CLIWords.quizSeed))
  var seed: UInt64?

  @Flag(help: ArgumentHelp(CLIWords.quizReview))
  var review = false

  @Flag(
    help: ArgumentHelp(CLIWords.quizTimed))
  var timed = false

  @Option(name: .customLong("time-limit"), help: ArgumentHelp(CLIWords.quizTimeLimit))
  var timeLimit = 60.0

  @Option(help: ArgumentHelp(CLIWords.tutorLang))
  var lang: Language?

  /// --json (the tutor JSON protocol: one line per question, result and summary) and --no-color.
  @OptionGroup var display: DisplayOptions

  var json: Bool { display.json }
  var noColor: Bool { display.noColor }

  func validate() throws {
    // Before `run`: the command line's language, decided by `main` on its system.
    let language = lang ?? CLIWords.language
    guard CLIValueKind.quizCount.contains(count) else {
      throw ValidationError(TutorMessage.countRange.text(language))
    }
  }

  func run(on host: LocalSystem) throws {
    let terminal = !json && host.isTerminal(0) && host.isTerminal(1)
    // On a terminal: line editing and a live countdown; Ctrl-C leaves (with the summary).
    let editor = terminal ? LineEditor(prompt: "> ", historySize: 100, complete: { _ in .none }) : nil
    let reader: LineReader =
      editor ?? (terminal ? PlainLineReader(prompt: "> ", host: host) : PlainLineReader())
    let played = play(
      read: {
        switch reader.readLine() {
        case .line(let line): line
        case .interrupted, .endOfInput: nil
        }
      }, reader: reader, write: { POSIX.write($0 + "\n", to: 1) }, prompt: terminal ? "> " : nil,
      color: host.isTerminal(1), warn: { POSIX.write("viewlab: " + $0 + "\n", to: 2) }, host: host)
    if !played { throw ExitCode(1) }
  }

  /// The quiz with the terminal passed in: standard input and output, or the REPL's.
  /// `prompt` is shown before each answer (nil: none, for piped input); with --timed it counts
  /// down the seconds left, live where `reader` can redraw it. False, with the reason passed to
  /// `warn`, when the quiz cannot start: it needs concept questions that cannot be read. Files,
  /// the environment and the clock are `host`'s: the process's system, or the REPL's.
  @discardableResult
  func play(
    read: @escaping () -> String?, reader: LineReader, write: @escaping (String) -> Void, prompt: String?,
    color: Bool, warn: (String) -> Void, host: some System
  ) -> Bool {
    let language = LanguageChoice.decide(flag: lang, host: host)
    let home = QuizHome.on(host, language: language)
    let style = Style(
      colored: !json
        && ColorChoice.enabled(noColorFlag: noColor, variable: host.environment, outputIsTerminal: color),
      language: language)
    let seed = self.seed ?? (UInt64(host.now() * 1_000_000))
    var request = QuizPlan.Request(
      topic: topic?.topic, count: count, seed: seed, review: review,
      language: language, concepts: .empty)
    switch Self.concepts(host) {
    case .success(let bank): request.concepts = bank
    case .failure(let why) where request.needsConcepts:
      warn(why.message.text(language))
      return false
    case .failure: break  // a quiz on one generated topic asks no concept question
    }
    let driver = QuizDriver(request: request, json: json, style: style, timeLimit: timed ? timeLimit : nil)
    driver.run(
      QuizDriver.Edge(
        now: home.now, read: read, write: write, loadReview: home.loadReview, saveReview: home.saveReview,
        width: { host.terminalWidth() }, livePrompt: reader.setLivePrompt, prompt: prompt))
    return true
  }

  /// The concept questions, read from the Lessons folder the lessons come from.
  static func concepts(_ host: some System) -> Result<ConceptBank, ConceptsUnavailable> {
    guard let folder = try? TutorOptions.lessonsFolder(host: host) else {
      return .failure(ConceptsUnavailable(.noLessonsFolder))
    }
    return ConceptBank.read(lessonsFolder: folder, files: host)
  }
}

/// `quiz …` typed at the REPL prompt: plays the quiz with the REPL's line reader, then returns to
/// the session. Wired in `LessonsInREPL.start`.
enum QuizInREPL {
  static func start(_ words: [String], _ reader: LineReader, _ host: any System) {
    if let answer = CommandLineCheck.replAnswer(["quiz"] + words, language: language(words, host)) {
      answer.isError ? host.writeError(answer.text) : host.write(answer.text)
      return
    }
    let quiz: Quiz
    do {
      quiz = try Quiz.parse(words)
    } catch {
      host.writeError(Quiz.message(for: error) + "\n")
      return
    }
    reader.setPrompt("quiz› ")
    defer { reader.setPrompt(InteractiveShell.prompt) }
    quiz.play(
      read: reader.readAnswer, reader: reader, write: { host.write($0 + "\n") }, prompt: "quiz› ",
      color: host.isTerminal(1), warn: { host.writeError($0 + "\n") }, host: host)
  }

  /// `stats …` typed at the REPL prompt: the same output as `viewlab stats`.
  static func stats(_ words: [String], _ host: any System) {
    if let answer = CommandLineCheck.replAnswer(["stats"] + words, language: language(words, host)) {
      answer.isError ? host.writeError(answer.text) : host.write(answer.text)
      return
    }
    do {
      host.write(
        try Stats.parse(words).text(outputIsTerminal: host.isTerminal(1), inREPL: true, host: host) + "\n")
    } catch {
      host.writeError(Stats.message(for: error) + "\n")
    }
  }
}

extension QuizInREPL {
  /// The language of the words typed at the prompt (the REPL adds its own `--lang`).
  static func language(_ words: [String], _ host: any System) -> Language {
    LanguageChoice.decide(flag: LanguageChoice.flag(in: words).flatMap(Language.init(rawValue:)), host: host)
  }
}

/// `viewlab stats`: accuracy per topic, streaks and what is due.
struct Stats: SystemCommand {
  static let configuration = CommandConfiguration(
    abstract: CLIWords.statsAbstract)

  @Option(help: ArgumentHelp(CLIWords.tutorLang))
  var lang: Language?

  @OptionGroup var display: DisplayOptions

  func run(on host: LocalSystem) throws {
    POSIX.write(text(outputIsTerminal: host.isTerminal(1), host: host) + "\n", to: 1)
  }

  /// What `viewlab stats` and `stats` at the REPL prompt print.
  func text(outputIsTerminal: Bool, inREPL: Bool = false, host: some System) -> String {
    let language = LanguageChoice.decide(flag: lang, host: host)
    let home = QuizHome.on(host, language: language)
    let state = home.loadReview()
    let style = Style(
      colored: ColorChoice.enabled(
        noColorFlag: display.noColor, variable: host.environment, outputIsTerminal: outputIsTerminal))
    var store = ProgressStore(home: StateDirectory.home(variable: host.environment), files: host)
    let (progress, warnings) = store.load()
    warnings.forEach { host.writeError("viewlab: " + $0.message(language: language) + "\n") }
    let lessons = LessonTally(progress)
    return display.json
      ? StatsRenderer.json(state, now: home.now(), lessons: lessons).text
      : StatsRenderer.text(
        state, now: home.now(), language: language, style: style, inREPL: inREPL, lessons: lessons)
  }
}

/// The quiz's edge on a given system: its clock, its standard error, and the review file in
/// $VIEWLAB_HOME (default $XDG_STATE_HOME/viewlab, else ~/.local/state/viewlab).
struct QuizHome {
  let loadReview: () -> ReviewState
  let saveReview: (ReviewState) -> Void
  let now: () -> Double

  static func on(_ host: some System, language: Language) -> QuizHome {
    let store = ReviewStore(home: StateDirectory.home(variable: host.environment), files: host)
    let warn = { (message: TutorMessage) in host.writeError("viewlab: " + message.text(language) + "\n") }
    return QuizHome(
      loadReview: {
        let (state, warnings) = store.load()
        warnings.forEach(warn)
        return state
      },
      saveReview: { store.save($0).map(warn) },
      now: { host.now() })
  }
}
