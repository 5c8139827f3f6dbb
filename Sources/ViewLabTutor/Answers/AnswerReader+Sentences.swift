/// Answers written as sentences, as people say them: a name or a yes/no first, a reason after it
/// ("card，因为 UIImageView 默认不能交互", "No — it's hidden", "能到达，…"). The reading is strict
/// where leniency could grade a wrong answer: a sentence is read only when every word of its
/// answer part (before the reason) is the answer or a known filler ("只有", "the", "按钮", "会识别成功"),
/// so "不是 card" (negated), "card or photo" (two views), "card 的父视图" (another view) and
/// "不在…在" (both) are refused with a precise reason, never graded as the name or the yes/no.
extension AnswerReader {
  /// Where the reason starts: everything from here on explains, it does not answer.
  static let reasonMarkers = ["因为", "由于", "所以", "because", "since", "cause"]

  /// Marks that end the answer's first clause.
  static let clauseEnds: Set<Character> = [
    ",", ";", ":", "!", "?", "—", "–", "(", "，", "；", "：", "。", "！", "？", "（", "、", "…",
  ]

  /// The text before its reason: "card，因为 …" → "card，"; "no because it is hidden" → "no ".
  static func answerPart(_ text: String) -> String {
    var end = text.endIndex
    for marker in reasonMarkers {
      var from = text.startIndex
      while let range = text[from...].firstRange(of: marker) {
        // An English marker must be a whole word ("since", not "sincerely").
        let ascii = marker.first!.isASCII
        let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
        let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
        let whole = !ascii || ((before.map { !$0.isLetter } ?? true) && (after.map { !$0.isLetter } ?? true))
        if whole {
          end = min(end, range.lowerBound)
          break
        }
        from = range.upperBound
      }
    }
    return String(text[..<end])
  }

  /// The answer part cut into clauses at punctuation; a `.` ends a clause only before a space or
  /// at the end (names such as `UIApplication.shared` keep theirs). `-` between spaces is a dash.
  static func clauses(_ text: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    let chars = Array(text)
    for (i, c) in chars.enumerated() {
      let next = i + 1 < chars.count ? chars[i + 1] : nil
      let previous = i > 0 ? chars[i - 1] : nil
      let dot = c == "." && (next == nil || next!.isWhitespace)
      let dash = c == "-" && (previous?.isWhitespace ?? true) && (next?.isWhitespace ?? true)
      if clauseEnds.contains(c) || dot || dash {
        pieces.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    pieces.append(current)
    return pieces.map(\.trimmingWhitespace).filter { !$0.isEmpty }
  }

  // MARK: Names

  /// English words that may stand around a view's name without changing it.
  static let englishFillers: Set<String> = [
    "only", "just", "the", "it", "it's", "its", "is", "i", "think", "probably", "view", "button",
    "gets", "get", "it.", "that's", "one", "will", "wins", "answer", "recognizes", "recognises",
    "succeeds", "fires", "handles", "receives", "a", "still", "definitely",
  ]

  /// Chinese phrases that may stand around a name, longest first when removed.
  static let chineseFillers = [
    "我觉得是", "应该是", "答案是", "会识别成功", "识别成功", "会识别", "会收到", "能收到", "收到",
    "会得到", "得到", "拿到", "接收", "响应", "命中", "只有", "只是", "就是", "这个", "那个", "视图",
    "按钮", "控件", "是", "只", "会", "能", "吧", "的", "了", "啊",
  ]

  /// Words that negate what follows (or precedes) them: a negated name is never an answer.
  static let negations: Set<String> = ["not", "no", "isn't", "never", "neither", "nor", "except", "without"]
  static let chineseNegations: [Character] = ["不", "没", "非", "无", "别", "未"]

  /// "nil" said in a sentence: "没有视图", "no view", "nobody".
  static let noneSentences: Set<String> = [
    "没有视图", "没有任何视图", "谁都没有", "都没有", "no view", "nobody", "no one", "none of them",
    "no view at all",
  ]

  /// Words that join two names: the sentence then names both.
  static let connectors: Set<String> = ["or", "and", "of", "then", "vs", "versus"]

  /// A view's name inside a sentence: `只有 purchase`, `round 按钮`, `card，因为 …`.
  static func readNameInSentence(_ text: String) -> Result<Answer, AnswerReadError> {
    let parts = clauses(answerPart(text))
    guard let lead = parts.first else { return .failure(.notAName(text)) }
    let lowered = lead.lowercased().collapsingWhitespace
    if noneWords.contains(lowered) || noneSentences.contains(lowered) { return .success(.view(nil)) }
    let words = SentenceWords(lead)
    guard let name = words.names.first else { return .failure(.notAName(text)) }
    if words.negated { return .failure(.negatedName(text)) }
    if words.names.count > 1 { return .failure(.twoNames(text, names: words.names)) }
    // Anything else left (父视图, 后面, 之外, a number) changes what the sentence names.
    guard !words.leftover, isName(name) else { return .failure(.notAName(text)) }
    // A later clause that is just another name ("card, photo") names a second view.
    for clause in parts.dropFirst() {
      let other = SentenceWords(clause)
      if other.names.count == 1, !other.negated, !other.leftover,
        other.names[0].lowercased() != name.lowercased()
      {
        return .failure(.twoNames(text, names: [name, other.names[0]]))
      }
    }
    return .success(.view(canonicalName(name)))
  }

  // MARK: Yes and no

  /// Yes or no in a sentence: the first clause of the answer part answers; a later clause that
  /// says the opposite makes the answer unclear ("不在…在", "yes, no").
  static func readBoolInSentence(_ text: String) -> Result<Answer, AnswerReadError> {
    let parts = clauses(answerPart(text.lowercased()))
    guard let first = parts.first, let answer = yesOrNo(first) else {
      return .failure(.notYesOrNo(text))
    }
    if parts.dropFirst().contains(where: { yesOrNo($0) == !answer }) {
      return .failure(.bothYesAndNo(text))
    }
    return .success(.bool(answer))
  }

  /// One clause as yes or no: a word of `yesWords`/`noWords`, an English yes/no followed by its
  /// reason ("no it is hidden"), or a Chinese form of the question's verb (`ChineseVerbForms`).
  static func yesOrNo(_ clause: String) -> Bool? {
    let c = clause.trimmingWhitespace.trimmingCharacters(in: ".!。！")
    if yesWords.contains(c) { return true }
    if noWords.contains(c) { return false }
    let words = c.split(whereSeparator: \.isWhitespace).map(String.init)
    if words.count > 1, ["because", "since", "as", "it", "the", "its", "they", "it's"].contains(words[1]) {
      if ["yes", "yep", "yeah"].contains(words[0]) { return true }
      if ["no", "nope"].contains(words[0]) { return false }
    }
    return ChineseVerbForms.read(c)
  }
}

/// The words of one clause, sorted: the names it mentions (in order, each once), whether a
/// negation stands in it, and whether anything is left that is neither a name nor a filler.
struct SentenceWords {
  var names: [String] = []
  var negated = false
  var leftover = false

  init(_ clause: String) {
    var chinese = ""
    for word in clause.split(whereSeparator: { $0.isWhitespace }) {
      var latin = ""
      func close() {
        guard !latin.isEmpty else { return }
        let w = latin.lowercased()
        if AnswerReader.negations.contains(w) {
          negated = true
        } else if latin.first!.isNumber {
          leftover = true
        } else if !AnswerReader.englishFillers.contains(w) && !AnswerReader.connectors.contains(w) {
          if !names.contains(where: { $0.lowercased() == w }) { names.append(latin) }
        }
        latin = ""
      }
      for c in word {
        if c.isASCII && (c.isLetter || c.isNumber || "_-.'".contains(c)) {
          latin.append(c)
        } else {
          close()
          if !c.isASCII { chinese.append(c) }
        }
      }
      close()
      chinese.append(" ")
    }
    var rest = chinese
    for filler in AnswerReader.chineseFillers { rest = rest.replacing(filler, with: "") }
    rest = rest.filter { !$0.isWhitespace }
    if rest.contains(where: AnswerReader.chineseNegations.contains) { negated = true }
    // 或/和/与 join two names; they are not left over.
    rest = rest.filter { !"或和与跟及".contains($0) }
    if !rest.isEmpty { leftover = true }
  }
}
