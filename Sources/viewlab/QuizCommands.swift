import ArgumentParser
import Foundation
import ViewLabRendering
import ViewLabTerminal
import ViewLabTutor

/// `viewlab quiz`: generated scene questions and concept questions, with spaced repetition.
struct Quiz: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Quiz mode for interview prep: generated scenes, concept questions, spaced repetition.",
    discussion: "Without --topic, a mock interview mixes every topic, easy to hard.")

  @Option(help: "geometry, convert, hit-test, responder-chain, gestures, concepts, or mock (all of them).")
  var topic: String?

  @Option(help: "How many questions.")
  var count = 10

  @Option(help: "Seed for the question generator: the same seed gives the same quiz.")
  var seed: UInt64?

  @Flag(help: "Ask what spaced repetition says is due first (missed questions come back).")
  var review = false

  @Flag(
    help:
      "Count down each question (in the prompt); a right answer after the time limit is \"right, but late\" and does not score."
  )
  var timed = false

  @Option(name: .customLong("time-limit"), help: "Seconds per question with --timed.")
  var timeLimit = 60.0

  @Option(help: "en or zh-Hans (default from LANG).")
  var lang: String?

  /// --json (the tutor JSON protocol: one line per question, result and summary) and --no-color.
  @OptionGroup var display: DisplayOptions

  var json: Bool { display.json }
  var noColor: Bool { display.noColor }

  func validate() throws {
    if let topic, QuizTopic(rawValue: topic) == nil, !QuizPlan.mockNames.contains(topic) {
      throw ValidationError(
        "unknown topic '\(topic)': use geometry, convert, hit-test, responder-chain, gestures, concepts or mock"
      )
    }
    if let lang, QuizLanguage(rawValue: lang) == nil { throw ValidationError("--lang is en or zh-Hans") }
    guard (1...200).contains(count) else { throw ValidationError("--count is between 1 and 200") }
  }

  func run() throws {
    let terminal = !json && POSIX.isTerminal(0) && POSIX.isTerminal(1)
    // On a terminal: line editing and a live countdown; Ctrl-C leaves (with the summary).
    let editor = terminal ? LineEditor(prompt: "> ", historySize: 100, complete: { _ in .none }) : nil
    let reader: LineReader =
      editor ?? (terminal ? PlainLineReader(prompt: "> ", host: SystemHost()) : PlainLineReader())
    play(
      read: {
        switch reader.readLine() {
        case .line(let line): line
        case .interrupted, .endOfInput: nil
        }
      }, reader: reader, write: { POSIX.write($0 + "\n", to: 1) }, prompt: terminal ? "> " : nil,
      color: POSIX.isTerminal(1))
  }

  /// The quiz loop with the terminal passed in: standard input and output, or the REPL's.
  /// `prompt` is shown before each answer (nil: none, for piped input); with --timed it counts
  /// down the seconds left, live where `reader` can redraw it.
  func play(
    read: () -> String?, reader: LineReader, write: (String) -> Void, prompt: String?, color: Bool
  ) {
    let language = lang.flatMap(QuizLanguage.init(rawValue:)) ?? QuizLanguage(environment: POSIX.environment)
    let home = QuizHome(language: language)
    let style = Style(
      colored: !json
        && ColorChoice.enabled(noColorFlag: noColor, variable: POSIX.environment, outputIsTerminal: color))
    let seed = self.seed ?? (UInt64(Date().timeIntervalSince1970 * 1000) ^ UInt64(getpid()))
    let request = QuizPlan.Request(
      topic: topic.flatMap(QuizTopic.init(rawValue:)), count: count, seed: seed, review: review,
      language: language)
    let state = home.loadReview()
    let plan = QuizPlan.questions(request, state: state, now: QuizHome.now())
    var session = QuizSession(
      questions: plan.questions,
      options: .init(
        mode: json ? .json : .interactive, language: language, timeLimit: timed ? timeLimit : nil),
      review: state)
    if !json {
      let intro = QuizRenderer.intro(request, questions: plan.questions.count, language: language)
      write(TextWrap.block(intro, width: SystemHost().terminalWidth() ?? 80))
      if plan.nothingDue { write(QuizRenderer.text(.notice(.nothingDue), language: language) ?? "") }
    }
    defer { reader.setLivePrompt(nil) }
    var effects = session.start(now: QuizHome.now())
    while true {
      for effect in effects {
        if case .saveReview(let state) = effect { home.saveReview(state) }
        let text =
          json
          ? QuizRenderer.json(effect)
          : QuizRenderer.text(
            effect, language: language, style: style, width: SystemHost().terminalWidth() ?? 80)
        if let text { write(text) }
      }
      if session.isFinished { break }
      if let prompt, let deadline = session.deadline {
        let limit = timeLimit
        reader.setLivePrompt {
          QuizRenderer.timedPrompt(
            remaining: deadline - QuizHome.now(), limit: limit, prompt: prompt, language: language)
        }
      }
      guard let line = read() else {
        effects = session.finish(now: QuizHome.now())
        continue
      }
      effects = session.handle(line, now: QuizHome.now())
    }
  }

}

/// `quiz …` typed at the REPL prompt: plays the quiz with the REPL's line reader, then returns to
/// the session. Wired in `LessonsInREPL.start`.
enum QuizInREPL {
  static func start(_ words: [String], _ reader: LineReader, _ host: any ViewLabTerminal.Host) {
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
      color: host.isTerminal(1))
  }

  /// `stats …` typed at the REPL prompt: the same output as `viewlab stats`.
  static func stats(_ words: [String], _ host: any ViewLabTerminal.Host) {
    do {
      host.write(try Stats.parse(words).text(outputIsTerminal: host.isTerminal(1)) + "\n")
    } catch {
      host.writeError(Stats.message(for: error) + "\n")
    }
  }
}

/// `viewlab stats`: accuracy per topic, streaks and what is due.
struct Stats: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Quiz accuracy per topic, streaks, and what is due.")

  @Option(help: "en or zh-Hans (default from LANG).")
  var lang: String?

  @OptionGroup var display: DisplayOptions

  func run() throws {
    POSIX.write(text(outputIsTerminal: POSIX.isTerminal(1)) + "\n", to: 1)
  }

  /// What `viewlab stats` and `stats` at the REPL prompt print.
  func text(outputIsTerminal: Bool) -> String {
    let language = lang.flatMap(QuizLanguage.init(rawValue:)) ?? QuizLanguage(environment: POSIX.environment)
    let state = QuizHome(language: language).loadReview()
    let style = Style(
      colored: ColorChoice.enabled(
        noColorFlag: display.noColor, variable: POSIX.environment, outputIsTerminal: outputIsTerminal))
    return display.json
      ? StatsRenderer.json(state, now: QuizHome.now()).text
      : StatsRenderer.text(state, now: QuizHome.now(), language: language, style: style)
  }
}

/// The quiz's edge: the clock, standard output, and the review file in $VIEWLAB_HOME
/// (default $XDG_STATE_HOME/viewlab, else ~/.local/state/viewlab), written atomically.
struct QuizHome {
  let directory: String
  let language: QuizLanguage

  init(language: QuizLanguage) {
    directory = StateDirectory.home(variable: POSIX.environment)
    self.language = language
  }

  var reviewPath: String { directory + "/" + ReviewFile.name }

  static func now() -> Double { Date().timeIntervalSince1970 }

  func warn(_ message: TutorMessage) {
    POSIX.write("viewlab: " + message.text(language.language) + "\n", to: 2)
  }

  /// The review state; a file that cannot be read is reported and moved aside, never lost.
  func loadReview() -> ReviewState {
    guard FileManager.default.fileExists(atPath: reviewPath) else { return ReviewState() }
    guard let text = try? LocalFiles().read(reviewPath) else {
      warn(.reviewUnreadable(path: reviewPath))
      return ReviewState()
    }
    let (state, corrupt) = ReviewFile.load(text)
    if corrupt {
      let aside = reviewPath + ".corrupt-\(Int(Self.now()))"
      do {
        try FileManager.default.moveItem(atPath: reviewPath, toPath: aside)
        warn(.reviewCorrupt(path: reviewPath, movedTo: aside))
      } catch {
        warn(.reviewCorruptNotMoved(path: reviewPath, reason: "\(error)"))
      }
    }
    return state
  }

  func saveReview(_ state: ReviewState) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      warn(.reviewCannotCreate(folder: directory, reason: "\(error)"))
      return
    }
    let bytes = Array((state.json.text + "\n").utf8)
    if case .failure(let e) = POSIX.writeFileAtomically(reviewPath, bytes) {
      warn(.reviewCannotSave(path: reviewPath, reason: e.message))
    }
  }
}
