import ArgumentParser
import Foundation
import ViewLabRendering
import ViewLabTerminal
import ViewLabTutor

/// `viewlab quiz`: generated scene questions and concept questions, with spaced repetition.
struct Quiz: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Quiz mode for interview prep: generated scenes, concept questions, spaced repetition.",
    discussion: """
      Topics: geometry, convert, hit-test, responder-chain, concepts; without --topic, a mock \
      interview mixes them all, easy to hard. With --json, each question is one JSON line and one \
      answer line is read per question (DESIGN.md, "Tutor JSON").
      """)

  @Option(help: "geometry, convert, hit-test, responder-chain, concepts, or mock (all of them).")
  var topic: String?

  @Option(help: "How many questions.")
  var count = 10

  @Option(help: "Seed for the question generator: the same seed gives the same quiz.")
  var seed: UInt64?

  @Flag(help: "Ask what spaced repetition says is due first (missed questions come back).")
  var review = false

  @Flag(help: "Show a clock per question and in total; an answer after the time limit counts as wrong.")
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
        "unknown topic '\(topic)': use geometry, convert, hit-test, responder-chain, concepts or mock")
    }
    if let lang, QuizLanguage(rawValue: lang) == nil { throw ValidationError("--lang is en or zh-Hans") }
    guard (1...200).contains(count) else { throw ValidationError("--count is between 1 and 200") }
  }

  func run() throws {
    let home = QuizHome()
    let language =
      lang.flatMap(QuizLanguage.init(rawValue:)) ?? QuizLanguage(locale: POSIX.environment("LANG"))
    let style = Style(
      colored: !json && !noColor && POSIX.environment("NO_COLOR") == nil && POSIX.isTerminal(1))
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
      home.say(QuizRenderer.intro(request, questions: plan.questions.count, language: language))
      if plan.nothingDue { home.say(QuizRenderer.text(.notice(.nothingDue), language: language) ?? "") }
    }
    var effects = session.start(now: QuizHome.now())
    while true {
      for effect in effects {
        if case .saveReview(let state) = effect { home.saveReview(state) }
        let text =
          json ? QuizRenderer.json(effect) : QuizRenderer.text(effect, language: language, style: style)
        if let text { home.say(text) }
      }
      if session.isFinished { break }
      if !json && POSIX.isTerminal(0) { POSIX.write("> ", to: 1) }
      guard let line = readLine(strippingNewline: true) else {
        effects = session.finish(now: QuizHome.now())
        continue
      }
      effects = session.handle(line, now: QuizHome.now())
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
    let (json, noColor) = (display.json, display.noColor)
    let home = QuizHome()
    let state = home.loadReview()
    let language =
      lang.flatMap(QuizLanguage.init(rawValue:)) ?? QuizLanguage(locale: POSIX.environment("LANG"))
    if json {
      home.say(StatsRenderer.json(state, now: QuizHome.now()).jsonText)
    } else {
      let style = Style(colored: !noColor && POSIX.environment("NO_COLOR") == nil && POSIX.isTerminal(1))
      home.say(StatsRenderer.text(state, now: QuizHome.now(), language: language, style: style))
    }
  }
}

/// The quiz's edge: the clock, standard output, and the review file in $VIEWLAB_HOME
/// (default $XDG_STATE_HOME/viewlab, else ~/.local/state/viewlab), written atomically.
struct QuizHome {
  let directory: String

  init() {
    if let home = POSIX.environment("VIEWLAB_HOME"), !home.isEmpty {
      directory = home
    } else if let state = POSIX.environment("XDG_STATE_HOME"), !state.isEmpty {
      directory = state + "/viewlab"
    } else {
      directory = (POSIX.environment("HOME") ?? ".") + "/.local/state/viewlab"
    }
  }

  var reviewPath: String { directory + "/" + ReviewFile.name }

  static func now() -> Double { Date().timeIntervalSince1970 }

  /// One line on standard output, written straight through (so a program reading it sees it now).
  func say(_ text: String) { POSIX.write(text + "\n", to: 1) }

  func warn(_ text: String) { POSIX.write("viewlab: " + text + "\n", to: 2) }

  /// The review state; a file that cannot be read is reported and moved aside, never lost.
  func loadReview() -> ReviewState {
    guard FileManager.default.fileExists(atPath: reviewPath) else { return ReviewState() }
    let text: String?
    switch POSIX.readFile(reviewPath) {
    case .success(let bytes): text = String(decoding: bytes, as: UTF8.self)
    case .failure(let e):
      warn("cannot read \(reviewPath): \(e.message); starting a fresh review schedule")
      return ReviewState()
    }
    let (state, corrupt) = ReviewFile.load(text)
    if corrupt {
      let aside = reviewPath + ".corrupt-\(Int(Self.now()))"
      do {
        try FileManager.default.moveItem(atPath: reviewPath, toPath: aside)
        warn(
          "\(reviewPath) is not a review file this version can read; moved it to \(aside) and started afresh")
      } catch {
        warn("\(reviewPath) is corrupt and could not be moved aside (\(error)); it will be replaced")
      }
    }
    return state
  }

  func saveReview(_ state: ReviewState) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      warn("cannot create \(directory): \(error)")
      return
    }
    if case .failure(let e) = POSIX.writeFileAtomically(reviewPath, Array((state.json.jsonText + "\n").utf8))
    {
      warn("cannot save \(reviewPath): \(e.message)")
    }
  }
}
