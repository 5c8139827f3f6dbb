extension AnswerReadError {
  /// The one place that words a reading problem for the learner.
  public var message: String {
    switch self {
    case .empty: return "type an answer"
    case .notAName(let s): return "'\(s)' is not a view name (or nil)"
    case .wrongNumberCount(let expected, let found):
      let what = expected == 1 ? "one number" : expected == 2 ? "two numbers (x, y)" : "four numbers (x, y, width, height)"
      return "expected \(what), found \(found)"
    case .notANumber(let s): return "'\(s)' is not a number"
    case .notYesOrNo(let s): return "'\(s)' is not yes or no"
    case .notAChoice(let s, let count):
      let last = Answer.letter(max(count - 1, 0))
      return "'\(s)' is not one of the choices (A–\(last), or the choice's text)"
    }
  }
}
