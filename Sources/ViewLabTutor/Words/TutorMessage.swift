import ViewLabLanguage
import ViewLabRendering

/// Every sentence the tutor composes itself (lessons, quiz, stats, answer reading, task rules,
/// the lesson list and the tutor's files), as data: which message, with which names and numbers.
/// `text(_:)` words it; the wording of both languages lives side by side in
/// `TutorMessage+Words.swift` (shared phrases in `TutorMessage+Phrases.swift`), and a test holds
/// each Chinese wording to its English one.
///
///     TutorMessage.questionNumber(1, of: 12).text(.zhHans)   // "第 1/12 题"
public enum TutorMessage: Equatable, Sendable {
  // The lesson player.
  case resuming(question: Int, total: Int)
  case unreadableAnswer(String)
  case notAllowed(String)
  case experimentsUndone
  case hint(String)
  case skipped
  case predictFirst
  case nothingFinishedYet
  case taskNotThereYet
  case nothingToUndo
  case sceneReset
  case lessonHelp
  case progressSavedLeaving
  case answerFormat(AnswerKind)
  case taskFormat(only: [String]?)
  case correct
  case notQuiteTryAgain
  case notRight
  case notQuite
  case lessonComplete(title: String, correct: Int, afterRetry: Int, total: Int)
  case skippedCount(Int)
  case toReview
  case questionNumber(Int, of: Int)

  // Grading: the frame around an explanation, and a task's conditions.
  case answerLabel
  case goalLabel
  case oneWay(String)
  case couldNotRead(text: String, why: String)
  case keeping([String])
  case keptViewGone(view: String, item: String)
  case keptValueChanged(item: String, was: String, now: String)

  // Rules inside a lesson.
  case notInLesson(verb: String)
  case outsideOnly(only: [String], created: [String], removed: [String], changed: [String])
  case noFilesInLesson
  case commandRefused(command: String, why: String)

  // Reading an answer.
  case typeAnAnswer
  case notAViewName(String)
  case wrongNumberCount(expected: Int, found: Int)
  case notANumber(String)
  case notYesOrNo(String)
  case twoNames(String, names: [String])
  case negatedName(String)
  case bothYesAndNo(String)
  case notAChoice(String, last: String)

  // The quiz.
  case rightButLate(taken: String?)
  case skippedAnswer(String)
  case whyForReasoning
  case answeredIn(String, total: String)
  case late
  case reviewIntro(questions: Int)
  case topicIntro(topic: String, questions: Int)
  case mockIntro(questions: Int)
  case quizHelp(seed: UInt64)
  case clock(elapsed: String, limit: String)
  case quizPromptHelp
  case lessonAnswers(firstTry: Int, afterRetry: Int, answered: Int)
  case quizUnreadable(String)
  case timeUp(limit: String)
  case nothingGradedYet
  case nothingDue
  case leavingQuiz
  case score(correct: Int, total: Int)
  case lateCount(Int)
  case skippedTotal(Int)
  case totalTime(String)
  case practiseAgain
  case topicName(QuizTopic)
  case level(Int)
  case unknownTopic(String)
  case languageChoices
  case countRange
  /// Spoken answers and the mock interview's follow-ups (`InterviewMessage+Words.swift`).
  case interview(InterviewMessage)

  // Stats.
  /// Names the command as typed where it is shown: `quiz` at the REPL prompt, `viewlab quiz` in a shell.
  case noQuizAnswersYet(inREPL: Bool)
  case accuracyByTopic
  case streak(current: Int, best: Int, days: Int)
  case schedule
  case dueNow
  case dueIn(String)
  case missedWaiting(Int)
  case minutes(Int)
  case hours(Int)
  case days(Int)

  // Lesson files, progress and review files.
  case lessonFolderProblems(count: Int, folder: String)
  case noSuchLesson(id: String, ids: String)
  case noLessonsFolder
  case checkedLessons(files: Int, folder: String, problems: Int)
  /// The quiz needs its concept questions: none under `folder`, or files with problems.
  case conceptsMissing(folder: String)
  case conceptsBroken(problems: Int, first: String)
  case progressCorrupt(path: String, movedTo: String)
  case progressCorruptNotMoved(path: String, reason: String)
  case progressCannotSave(path: String, reason: String)
  case reviewUnreadable(path: String)
  case reviewCorrupt(path: String, movedTo: String)
  case reviewCorruptNotMoved(path: String, reason: String)
  case reviewCannotCreate(folder: String, reason: String)
  case reviewCannotSave(path: String, reason: String)

  /// The message in `language`.
  public func text(_ language: Language) -> String {
    let w = words
    return language.pick(w.en, w.zh)
  }
}
