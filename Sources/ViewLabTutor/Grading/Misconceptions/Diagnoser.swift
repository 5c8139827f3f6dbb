/// Finds the misconception behind a wrong answer: for each wrong model that fits the question, the
/// value it predicts is computed on the question's own scene (by the engine, never stored), and the
/// first one the learner's answer matches is the diagnosis. A right answer is never diagnosed, nor is
/// a wrong model that happens to predict the right answer.
///
///     let q = AskedQuestion(scene: ["add red 40 80 200 120", "add green 20 30 100 60 to red"],
///                           query: "explain green", field: "frame", kind: .rect,
///                           expected: .rect(20, 30, 100, 60))
///     Diagnoser<ConsoleEngine>.diagnose(.rect(0, 0, 100, 60), for: q)?.misconception  // .boundsForFrame
public enum Diagnoser<Engine: SceneEngine> {
  /// A wrong model: its misconception and, lazily, the value it predicts with the facts its hint quotes.
  struct Suspect {
    var misconception: Misconception
    var predict: () -> (Answer, [String: String])?

    init(_ misconception: Misconception, _ predict: @escaping () -> (Answer, [String: String])?) {
      self.misconception = misconception
      self.predict = predict
    }
  }

  public static func diagnose(_ given: Answer, for question: AskedQuestion) -> Diagnosis? {
    guard !given.matches(question.expected), let probe = SceneProbe<Engine>(question) else { return nil }
    let base = [
      "given": given.typed, "right": question.expected.typed, "query": question.query,
      "field": question.field,
    ]
    for suspect in suspects(probe, given: given) {
      guard let (predicted, facts) = suspect.predict(), given.matches(predicted),
        !predicted.matches(question.expected)
      else { continue }
      return Diagnosis(suspect.misconception, base.merging(facts) { _, new in new })
    }
    return nil
  }

  /// The wrong models worth trying for this query, most specific first.
  static func suspects(_ p: SceneProbe<Engine>, given: Answer) -> [Suspect] {
    switch p.verb {
    case "explain": return geometry(p)
    case "convert": return conversion(p)
    case "tap", "why", "inside", "hittest":
      let refusals = refusalWorlds(p)
      let others = touchWorlds(p)
      switch p.baseField {
      case "chain": return refusals + chain(p, given: given) + others
      case "handledBy": return handled(p, given: given) + refusals + others
      case "visited": return refusals + others + visited(p, given: given)
      default: return refusals + hitTest(p, given: given) + others + deeper(p, given: given)
      }
    default: return []
    }
  }

  /// A number as the hints write it.
  static func n(_ x: Double) -> String { Answer.format(x) }
  static func pair(_ v: [Double], _ from: Int = 0) -> String {
    v.count >= from + 2 ? "(\(n(v[from])), \(n(v[from + 1])))" : "?"
  }
  static func rect(_ v: [Double]) -> String {
    v.count == 4 ? "(\(v.map(Answer.format).joined(separator: ", ")))" : "?"
  }
}
