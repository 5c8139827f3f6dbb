/// What a question asks for: decides how a learner's text is read and how the engine's value is compared.
public enum AnswerKind: String, Sendable, CaseIterable, Codable {
  case hit, point, rect, number, chain, yesno, choice, task
  /// Said aloud, in the learner's own words: graded on key points (`SpokenRubric`).
  case explain
}

/// An answer, read from a learner's text or taken from the engine's JSON.
///
///     AnswerReader.read("(10, 20)", as: .point)   // .success(.point(10, 20))
public enum Answer: Equatable, Sendable {
  /// A view (or controller) name; nil for "no view".
  case view(String?)
  case point(Double, Double)
  case rect(Double, Double, Double, Double)
  case number(Double)
  /// Ordered names (a responder chain, visited views, subviews).
  case chain([String])
  case bool(Bool)
  /// A zero-based index into the question's choices.
  case choice(Int)
  /// Scene commands the learner typed for a task.
  case commands([String])
  /// A spoken answer, as typed: graded on its key points, never compared as a value.
  case spoken(String)
}

extension Answer {
  /// Numbers agree within this distance (docs/TUTOR-PROTOCOL.md, "How answers are read").
  public static let tolerance = 0.01

  /// Whether this (a learner's) answer agrees with `expected`: names in any case, numbers within 0.01.
  public func matches(_ expected: Answer) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Answer.tolerance + 1e-9 }
    func same(_ a: String, _ b: String) -> Bool { a.lowercased() == b.lowercased() }
    switch (self, expected) {
    case (.view(let a), .view(let b)):
      switch (a, b) {
      case (nil, nil): return true
      case (let a?, let b?): return same(a, b)
      default: return false
      }
    case (.point(let x1, let y1), .point(let x2, let y2)): return close(x1, x2) && close(y1, y2)
    case (.rect(let a1, let b1, let c1, let d1), .rect(let a2, let b2, let c2, let d2)):
      return close(a1, a2) && close(b1, b2) && close(c1, c2) && close(d1, d2)
    case (.number(let a), .number(let b)): return close(a, b)
    case (.chain(let a), .chain(let b)): return a.count == b.count && zip(a, b).allSatisfy(same)
    case (.bool(let a), .bool(let b)): return a == b
    case (.choice(let a), .choice(let b)): return a == b
    case (.commands(let a), .commands(let b)): return a == b
    // A spoken answer is graded by its rubric (`SpokenRubric.grade`); as a value it matches only
    // the same words.
    case (.spoken(let a), .spoken(let b)): return a == b
    default: return false
    }
  }

  /// The answer as a learner would type it; reading it back gives the same answer.
  ///
  ///     Answer.chain(["a", "b"]).typed   // "a → b"
  public var typed: String {
    switch self {
    case .view(let name): return name ?? "nil"
    case .point(let x, let y): return "(\(Self.format(x)), \(Self.format(y)))"
    case .rect(let x, let y, let w, let h):
      return "(\([x, y, w, h].map(Self.format).joined(separator: ", ")))"
    case .number(let n): return Self.format(n)
    case .chain(let names): return names.isEmpty ? "none" : names.joined(separator: " → ")
    case .bool(let b): return b ? "yes" : "no"
    case .choice(let i): return Self.letter(i)
    case .commands(let lines): return lines.joined(separator: "; ")
    case .spoken(let text): return text
    }
  }

  /// The letter of the choice at `index`: 0 → "A".
  public static func letter(_ index: Int) -> String {
    guard index >= 0, index < 26 else { return String(index + 1) }
    return String(UnicodeScalar(UInt8(65 + index)))
  }

  /// A number as a person writes it: at most four decimals, no trailing zeros (`12`, `12.5`, `-0.7071`).
  public static func format(_ n: Double) -> String {
    guard n.isFinite else { return String(n) }
    let rounded = (n * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var s = String(rounded)
    if s.contains("e") { return s }
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}
