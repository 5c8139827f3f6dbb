/// The tutor's own words in the learner's language (lesson text comes translated from the files).
public struct TutorText: Sendable {
  public var language: String
  public init(language: String) { self.language = language }

  var zh: Bool { language == "zh-Hans" }

  public func notice(_ notice: TutorNotice) -> String {
    switch notice {
    case .resuming(let n, let total):
      return zh ? "从第 \(n) 题（共 \(total) 题）继续。" : "Resuming at question \(n) of \(total)."
    case .unreadable(let why): return zh ? "没读懂这个回答：\(why)" : "I could not read that answer: \(why)"
    case .refused(let why): return zh ? "不允许：\(why)" : "Not allowed: \(why)"
    case .experimentsUndone:
      return zh ? "（你的实验已撤销，按课程原来的场景评分。）" : "(Your experiments were undone; grading uses the lesson's scene.)"
    case .hint(let hint): return (zh ? "提示：" : "Hint: ") + hint
    case .skipped(let answer): return (zh ? "跳过。" : "Skipped.") + "\n" + answer
    case .predictFirst(let query):
      return zh
        ? "先预测：`\(query)` 会直接显示答案。请先作答，答完再输入 why 查看完整推导。"
        : "Predict first: `\(query)` would show the answer. Answer, then type why for the whole derivation."
    case .nothingToExplain:
      return zh
        ? "还没有答完的题；答完一题后，输入 why 会显示它的完整解释。"
        : "No question finished yet; after one, why shows its full explanation."
    case .taskProgress(let unmet):
      let head =
        zh
        ? "还没达到目标。继续修改场景；输入 `reset` 从头再来，或输入 `done` 提交。"
        : "Not there yet. Keep changing the scene, `reset` to start over, or `done` to hand it in."
      return ([head] + unmet.map { "  " + $0 }).joined(separator: "\n")
    case .nothingToUndo: return zh ? "没有可撤销的实验。" : "Nothing to undo."
    case .sceneReset: return zh ? "场景已恢复为课程的场景。" : "The scene is back to the lesson's."
    case .help: return help
    case .left: return zh ? "进度已保存，下次从这里继续。" : "Progress saved; you will resume here next time."
    }
  }

  var help: String {
    zh
      ? """
      直接输入答案；或者先输入任何场景命令（tap 60 60、explain red、tree……）做实验，评分前会撤销。
      hint 提示 · skip 跳过 · reset 恢复场景 · undo 撤销上一步实验 · scene 看场景 · quit 保存并退出
      """
      : """
      Type your answer, or first try any scene command (tap 60 60, explain red, tree, …) to experiment;
      experiments are undone before grading.
      hint · skip · reset (the lesson's scene again) · undo (the last experiment) · scene (draw it) · quit (save and leave)
      """
  }

  public func kindHelp(_ kind: AnswerKind, only: [String]?) -> String {
    switch kind {
    case .hit: return zh ? "（一个视图名，或 nil）" : "(a view name, or nil)"
    case .point: return zh ? "（x, y）" : "(x, y)"
    case .rect: return zh ? "（x y 宽 高）" : "(x y width height)"
    case .number: return zh ? "（一个数字）" : "(a number)"
    case .chain: return zh ? "（a → b → c）" : "(a → b → c)"
    case .yesno: return zh ? "（是 / 否，或 yes / no；后面可以接理由）" : "(yes or no; a reason may follow)"
    case .choice: return zh ? "（选项字母，或选项的原文）" : "(a letter, or the choice's text)"
    case .task:
      let names = only.map { ($0.joined(separator: ", ")) }
      if zh { return "（输入命令修改场景；达到目标即完成" + (names.map { "；只能修改 \($0)" } ?? "") + "）" }
      return "(type commands that change the scene; reaching the goal completes it"
        + (names.map { "; you may change only \($0)" } ?? "") + ")"
    }
  }

  public func verdict(_ grade: Grade, final: Bool) -> String {
    if grade.correct { return zh ? "✓ 正确。" : "✓ Correct." }
    return final ? (zh ? "✗ 不对。" : "✗ Not right.") : (zh ? "✗ 不太对，再试一次。" : "✗ Not quite. Try again.")
  }

  public func summary(_ s: LessonSummary) -> String {
    let title = s.title.isEmpty ? s.lesson : s.title
    var head =
      zh
      ? "《\(title)》完成：答对 \(s.correct)/\(s.total) 题。"
      : "\(title) — complete: \(s.correct) of \(s.total) correct."
    if s.skipped > 0 { head += zh ? "（跳过 \(s.skipped) 题）" : " (\(s.skipped) skipped)" }
    guard !s.missed.isEmpty else { return head }
    let list = s.missed.map { "  \($0.number). " + Self.shortened($0.prompt) }
    return ([head, zh ? "需要复习：" : "To review:"] + list).joined(separator: "\n")
  }

  /// A prompt cut to one line of at most `limit` characters, at a word where it can be.
  static func shortened(_ prompt: String, limit: Int = 72) -> String {
    let one = prompt.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard one.count > limit else { return one }
    let cut = one.prefix(limit)
    if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
      return String(cut[..<space]) + "…"
    }
    return String(cut) + "…"
  }

  /// After a right answer: the short reason, and where the whole derivation is.
  public func brief(_ grade: Grade) -> String {
    let more = zh ? "（输入 why 看完整推导）" : "(type why for the whole derivation)"
    return grade.brief.isEmpty ? more : grade.brief + "\n" + more
  }

  public func question(_ p: QuestionPrompt) -> String {
    var lines = [(zh ? "第 \(p.number)/\(p.total) 题：" : "Question \(p.number)/\(p.total): ") + p.prompt]
    for (i, choice) in p.choices.enumerated() { lines.append("  \(Answer.letter(i)). \(choice)") }
    lines.append(kindHelp(p.kind, only: p.only))
    return lines.joined(separator: "\n")
  }
}
