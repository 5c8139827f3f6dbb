import ViewLabLanguage

extension AnswerReadError {
  /// The problem in English (lesson checks use this).
  public var message: String { message(language: .en) }

  /// The problem in the learner's language (`en` or `zh-Hans`), worded by `TutorMessage`.
  public func message(language: Language) -> String {
    let message: TutorMessage
    switch self {
    case .empty: message = .typeAnAnswer
    case .notAName(let s): message = .notAViewName(s)
    case .wrongNumberCount(let expected, let found):
      message = .wrongNumberCount(expected: expected, found: found)
    case .notANumber(let s): message = .notANumber(s)
    case .notYesOrNo(let s): message = .notYesOrNo(s)
    case .twoNames(let s, let names): message = .twoNames(s, names: names)
    case .negatedName(let s): message = .negatedName(s)
    case .bothYesAndNo(let s): message = .bothYesAndNo(s)
    case .notAChoice(let s, let count): message = .notAChoice(s, last: Answer.letter(max(count - 1, 0)))
    }
    return message.text(language)
  }
}
