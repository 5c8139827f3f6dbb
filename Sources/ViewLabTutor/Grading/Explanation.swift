/// Builds the explanation shown after an answer: the lesson's own words, the right answer, then the
/// engine's reasoning (trace or derivation). The wording of the frame around them lives here.
public struct Explanation: Sendable {
  public var language: String
  public init(language: String) { self.language = language }

  var zh: Bool { language == "zh-Hans" }

  /// The short "why" after a right answer: the lesson's own explanation, else the lines of the
  /// engine's output that derive `field` (`frame.origin = position − …` for a frame, `hit:` and
  /// `responder chain:` for a tap).
  public static func brief(prose: String?, derivation: String, field: String?) -> String {
    if let prose, !prose.trimmingWhitespace.isEmpty { return prose.trimmingWhitespace }
    let lines = derivation.split(separator: "\n").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    let root = String((field ?? "").prefix { $0 != "." })
    let starts: [String]
    switch root {
    case "hit", "chain", "handledBy", "visited": starts = ["hit:", "responder chain:", "touchesBegan:"]
    case "frameInWindow": starts = ["in window"]
    case "frame": starts = ["frame"]
    case "": starts = []
    default: starts = [root]
    }
    let picked = lines.filter { line in starts.contains { line.hasPrefix($0) } }
    if !picked.isEmpty { return picked.joined(separator: "\n") }
    return lines.count <= 3 ? lines.joined(separator: "\n") : lines.suffix(2).joined(separator: "\n")
  }

  /// A `keep` the learner's change broke.
  func broken(_ b: TaskCheck.Broken) -> String {
    let name = b.item.split(separator: ".").first.map(String.init) ?? b.item
    guard let now = b.now else {
      return zh ? "✗ \(name) 没了，但题目要求保留 \(b.item)" : "✗ \(name) is gone, but the task keeps \(b.item)"
    }
    return zh
      ? "✗ \(b.item) 从 \(b.was) 变成了 \(now)，但题目要求它保持不变"
      : "✗ \(b.item) changed from \(b.was) to \(now); the task keeps it as it was"
  }

  func oneWay(_ model: String) -> String { (zh ? "一种做法：" : "One way: ") + model }

  /// Why a learner's text was not read as an answer, placed before the explanation in `--json` mode.
  func unreadable(_ text: String, _ why: String) -> String {
    zh ? "没读懂“\(text)”：\(why)" : "Could not read '\(text)': \(why)"
  }

  public func compose(
    prose: String?, answer: String, kind: AnswerKind, choices: [String], derivation: [String],
    problem: String? = nil
  ) -> String {
    var parts: [String] = problem.map { [$0] } ?? []
    if let prose, !prose.trimmingWhitespace.isEmpty { parts.append(prose.trimmingWhitespace) }
    let label = kind == .task ? (zh ? "目标：" : "Goal: ") : (zh ? "答案：" : "Answer: ")
    parts.append(label + Self.answerLine(answer, kind: kind, choices: choices))
    parts += derivation.map(\.trimmingWhitespace).filter { !$0.isEmpty }
    return parts.joined(separator: "\n\n")
  }

  static func answerLine(_ typed: String, kind: AnswerKind, choices: [String]) -> String {
    guard kind == .choice, let letter = typed.unicodeScalars.first, typed.count == 1 else { return typed }
    let index = Int(letter.value) - 65
    return choices.indices.contains(index) ? "\(typed) — \(choices[index])" : typed
  }
}
