extension AnswerReadError {
  /// The one place that words a reading problem for the learner (English; lesson checks use this).
  public var message: String { message(language: "en") }

  /// The problem in the learner's language (`en` or `zh-Hans`).
  public func message(language: String) -> String {
    let zh = language == "zh-Hans"
    switch self {
    case .empty: return zh ? "请输入答案" : "type an answer"
    case .notAName(let s): return zh ? "“\(s)”不是视图名（也不是 nil）" : "'\(s)' is not a view name (or nil)"
    case .wrongNumberCount(let expected, let found):
      if zh {
        let what = expected == 1 ? "一个数" : expected == 2 ? "两个数（x, y）" : "四个数（x, y, 宽, 高）"
        return "需要\(what)，读到 \(found) 个"
      }
      let what =
        expected == 1
        ? "one number" : expected == 2 ? "two numbers (x, y)" : "four numbers (x, y, width, height)"
      return "expected \(what), found \(found)"
    case .notANumber(let s): return zh ? "“\(s)”不是数字" : "'\(s)' is not a number"
    case .notYesOrNo(let s): return zh ? "“\(s)”不是 yes 或 no" : "'\(s)' is not yes or no"
    case .notAChoice(let s, let count):
      let last = Answer.letter(max(count - 1, 0))
      return zh
        ? "“\(s)”不是选项之一（A–\(last)，或选项原文）"
        : "'\(s)' is not one of the choices (A–\(last), or the choice's text)"
    }
  }
}
