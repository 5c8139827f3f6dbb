import Testing
import ViewLabPOSIX
import ViewLabRendering
import ViewLabSystem
import ViewLabTerminal
import ViewLabTutor

/// Every tutor message in both languages: one sample per case of `TutorMessage`, whose Chinese
/// wording must exist, differ from the English and read as Chinese.
@Suite struct TutorMessageTests {
  static let samples: [TutorMessage] = [
    .resuming(question: 3, total: 7), .unreadableAnswer("'7' is not a number"), .notAllowed("x"),
    .experimentsUndone, .hint("look at green"), .skipped, .predictFirst,
    .nothingFinishedYet, .taskNotThereYet, .nothingToUndo, .sceneReset, .lessonHelp, .progressSavedLeaving,
    .answerFormat(.hit), .answerFormat(.point), .answerFormat(.rect), .answerFormat(.number),
    .answerFormat(.chain), .answerFormat(.yesno), .answerFormat(.choice), .answerFormat(.task),
    .taskFormat(only: nil), .taskFormat(only: ["green", "blue"]), .correct, .notQuiteTryAgain, .notRight,
    .notQuite, .lessonComplete(title: "hitTest", correct: 5, afterRetry: 0, total: 7),
    .lessonComplete(title: "hitTest", correct: 5, afterRetry: 2, total: 7), .skippedCount(2), .toReview,
    .questionNumber(1, of: 12), .answerLabel, .goalLabel, .oneWay("hide green"),
    .couldNotRead(text: "7", why: "x"), .keeping(["door.position"]),
    .keptViewGone(view: "door", item: "door.position"),
    .keptValueChanged(item: "door.position", was: "(1, 2)", now: "(3, 4)"), .notInLesson(verb: "save"),
    .outsideOnly(only: ["green"], created: ["helper"], removed: ["red"], changed: ["blue"]),
    .noFilesInLesson, .commandRefused(command: "hide blue", why: "不行"), .typeAnAnswer, .notAViewName("7"),
    .wrongNumberCount(expected: 1, found: 2),
    .wrongNumberCount(expected: 2, found: 1), .wrongNumberCount(expected: 4, found: 3), .notANumber("x"),
    .notYesOrNo("maybe"), .twoNames("card 或 photo", names: ["card", "photo"]),
    .negatedName("不是 card"), .bothYesAndNo("不在…在"), .notAChoice("7", last: "D"), .rightButLate(taken: "1:05"),
    .rightButLate(taken: nil),
    .skippedAnswer("blue"), .whyForReasoning, .answeredIn("0:12", total: "1:40"), .late,
    .reviewIntro(questions: 5), .topicIntro(topic: "hitTest", questions: 5), .mockIntro(questions: 12),
    .quizHelp(seed: 42), .quizPromptHelp,
    .lessonAnswers(firstTry: 5, afterRetry: 2, answered: 9), .clock(elapsed: "0:10", limit: "1:00"),
    .quizUnreadable("x"),
    .timeUp(limit: "1:00"), .nothingGradedYet, .nothingDue, .leavingQuiz, .score(correct: 3, total: 5),
    .lateCount(1), .skippedTotal(1), .totalTime("3:00"), .practiseAgain, .topicName(.geometry),
    .topicName(.convert), .topicName(.hitTest), .topicName(.responderChain), .topicName(.gestures),
    .topicName(.concepts), .level(1), .level(2), .level(3), .unknownTopic("gesture"), .languageChoices,
    .countRange, .noQuizAnswersYet(inREPL: false), .noQuizAnswersYet(inREPL: true), .accuracyByTopic,
    .streak(current: 3, best: 5, days: 2), .schedule, .dueNow, .dueIn("5 min"), .missedWaiting(2),
    .minutes(5), .hours(3), .days(6), .lessonFolderProblems(count: 2, folder: "Lessons"),
    .noSuchLesson(id: "x", ids: "1 frame-bounds-center"), .noLessonsFolder,
    .checkedLessons(files: 32, folder: "Lessons", problems: 0), .conceptsMissing(folder: "Lessons/concepts"),
    .conceptsBroken(problems: 2, first: "Lessons/concepts/01-layers.yaml:12"),
    .progressCorrupt(path: "p.json", movedTo: "p.json.corrupt"),
    .progressCorruptNotMoved(path: "p.json", reason: "EACCES"),
    .progressCannotSave(path: "p.json", reason: "EACCES"), .reviewUnreadable(path: "r.json"),
    .reviewCorrupt(path: "r.json", movedTo: "r.json.corrupt-1"),
    .reviewCorruptNotMoved(path: "r.json", reason: "EACCES"),
    .reviewCannotCreate(folder: "home", reason: "EACCES"),
    .reviewCannotSave(path: "r.json", reason: "EACCES"),
    .interview(.pointsSummary(met: 2, total: 4, pass: .all)),
    .interview(.pointsSummary(met: 2, total: 4, pass: .atLeast(3))), .interview(.modelAnswer),
    .interview(.followUp(.hidden("card"))), .interview(.followUp(.interactionOff("card"))),
    .interview(.followUp(.clipsOn("card"))), .interview(.followUp(.transparent("card"))),
    .interview(.followUp(.cancelsTouchesOff("tapCard"))),
    .interview(.followUp(.delaysTouchesBeganOn("tapCard"))),
    .interview(.followUp(.recognizerDisabled("tapCard"))),
    .interview(.followUp(.controller("cardVC", root: "card"))),
    .interview(.followUp(.handlesTouches("card"))),
    .interview(.followUp(.boundsOrigin("card", x: 10, y: 20))),
    .interview(.followUp(.anchor("card", x: 0, y: 0))), .interview(.followUp(.rotated("card", degrees: 90))),
  ]

  /// `case name(` or `case name` lines of the enum's declaration.
  static func declaredCases() throws -> Set<String> {
    let path = joinPath(Fixtures.root, "Sources/ViewLabTutor/Words/TutorMessage.swift")
    let text = try LocalSystem().read(path)
    let body = text.split(separator: "public func text(").first ?? ""
    return Set(
      body.split(separator: "\n").compactMap { line -> String? in
        let t = line.trimmingPrefix(while: \.isWhitespace)
        guard t.hasPrefix("case ") else { return nil }
        return String(t.dropFirst(5).prefix { $0.isLetter || $0.isNumber })
      })
  }

  static func caseName(_ m: TutorMessage) -> String {
    Mirror(reflecting: m).children.first?.label ?? "\(m)"
  }

  @Test func everyCaseHasASample() throws {
    let declared = try Self.declaredCases()
    #expect(declared.count > 80)
    #expect(declared.subtracting(Self.samples.map(Self.caseName)).isEmpty)
  }

  @Test(arguments: samples)
  func chineseWordingExistsAndReadsAsChinese(_ message: TutorMessage) {
    let en = message.text(.en)
    let zh = message.text(.zhHans)
    #expect(!en.isEmpty)
    #expect(!zh.isEmpty)
    #expect(zh != en)
    #expect(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(zh)")
    // Chinese text does not use Latin sentence punctuation between Chinese characters.
    #expect(!zh.contains("; ") && !zh.contains(": "), "\(zh)")
  }
}
