import ViewLabTutor

/// An answer as a learner types it, read as the kind the first byte picks; a reading must match
/// itself (graders compare a reading with the engine's value the same way).
enum AnswerFuzz {
  static let choices = ["frame", "bounds", "center", "the superview's bounds", "无"]
  static let rubric = SpokenRubric(points: [
    SpokenPoint(
      en: "order", zh: "顺序", phrasingsEN: ["front to back", "subview"], phrasingsZH: ["从后往前", "倒序"]),
    SpokenPoint(en: "api", zh: "接口", phrasingsEN: ["point(inside", "n't"], phrasingsZH: ["不", "ｎｉｌ"]),
  ])

  static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let kinds = AnswerKind.allCases
    let kind = kinds[Int(first) % kinds.count]
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    guard case .success(let answer) = AnswerReader.read(text, as: kind, choices: choices) else { return }
    // Any text may be said aloud: grading it on key points must never trap.
    if case .spoken(let said) = answer { _ = rubric.grade(said) }
    if !answer.matches(answer) && !hasNaN(answer) {
      violated("\(kind) answer \(text.debugDescription) read as \(answer) does not match itself")
    }
  }

  static func hasNaN(_ answer: Answer) -> Bool {
    switch answer {
    case .point(let x, let y): x.isNaN || y.isNaN
    case .rect(let a, let b, let c, let d): a.isNaN || b.isNaN || c.isNaN || d.isNaN
    case .number(let x): x.isNaN
    default: false
    }
  }
}
