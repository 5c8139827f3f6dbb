/// Whether guessing pays: across one language's lessons, how often each choice letter and each of
/// yes/no is the right answer. A set where one letter or one of yes/no dominates is reported.
public struct AnswerBalance: Equatable, Sendable {
  /// Right answers of choice questions by letter (`A` → 4).
  public var letters: [String: Int] = [:]
  public var yes = 0
  public var no = 0

  /// More than this share of choice answers on one letter is lopsided (fair is 1/choices).
  public static let letterLimit = 0.4
  /// More than this share of yes/no answers on one side is lopsided.
  public static let yesNoLimit = 0.7
  /// Fewer questions than this are too few to judge.
  public static let minimumCount = 5

  public init() {}

  /// Counts the answers of `lessons`, each computed as the grader computes it.
  public static func of<Engine: SceneEngine>(_ lessons: [Lesson], engine: Engine.Type) -> AnswerBalance {
    var balance = AnswerBalance()
    for lesson in lessons {
      for (index, q) in lesson.questions.enumerated() where q.kind == .choice || q.kind == .yesno {
        let scene = lesson.sceneScript(before: index)
        guard case .success(let e) = Grader<Engine>.expectation(for: q, scene: scene) else { continue }
        switch e.answer {
        case .choice(let i)?: balance.letters[Answer.letter(i), default: 0] += 1
        case .bool(true)?: balance.yes += 1
        case .bool(false)?: balance.no += 1
        default: break
        }
      }
    }
    return balance
  }

  /// What is lopsided, in words (`12 of 16 choice answers are B`), or nil.
  public var problem: String? {
    var found: [String] = []
    let choices = letters.values.reduce(0, +)
    if choices >= Self.minimumCount,
      let (letter, n) = letters.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
      Double(n) > Self.letterLimit * Double(choices)
    {
      found.append("\(n) of \(choices) choice answers are \(letter)")
    }
    let bools = yes + no
    if bools >= Self.minimumCount, Double(max(yes, no)) > Self.yesNoLimit * Double(bools) {
      found.append("\(max(yes, no)) of \(bools) yes/no answers are \(yes > no ? "yes" : "no")")
    }
    return found.isEmpty ? nil : found.joined(separator: "; ")
  }
}
