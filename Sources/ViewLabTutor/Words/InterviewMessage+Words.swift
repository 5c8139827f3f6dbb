/// What the tutor says about spoken answers and the mock interview's follow-ups, as data; both
/// wordings side by side below.
public enum InterviewMessage: Equatable, Sendable {
  /// The line above the points: how many were met, and what passes.
  case pointsSummary(met: Int, total: Int, pass: SpokenPass)
  /// Above the model spoken answer.
  case modelAnswer
  /// A follow-up's opening: what changed in the last question's scene.
  case followUp(FollowUpChange)

  var words: (en: String, zh: String) {
    switch self {
    case .pointsSummary(let met, let total, let pass):
      switch pass {
      case .all:
        ("Key points: \(met) of \(total) (all \(total) needed).", "要点：说到 \(met) 个，共 \(total) 个（需要全部说到）。")
      case .atLeast(let n):
        ("Key points: \(met) of \(total) (\(n) needed).", "要点：说到 \(met) 个，共 \(total) 个（至少说到 \(n) 个）。")
      }
    case .modelAnswer: ("A model answer:", "参考回答：")
    case .followUp(let change):
      (
        "Follow-up: \(change.words.en) (`\(change.command)`; the rest of the last question's scene as it was)",
        "追问：\(change.words.zh)（`\(change.command)`；上一题的场景其余不变）"
      )
    }
  }
}
