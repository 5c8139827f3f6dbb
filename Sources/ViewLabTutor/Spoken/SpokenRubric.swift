import ViewLabLanguage

/// One key point of a spoken answer: what it says, in both languages, and the phrasings that count
/// as saying it. A learner may say it in either language (Chinese developers mix in English terms),
/// so every phrasing of both lists is tried.
///
///     SpokenPoint(en: "front to back", zh: "从后往前", phrasings: .init(["front to back"], ["从后往前", "倒序"]))
public struct SpokenPoint: Equatable, Sendable {
  /// The point as the reply lists it, in English and in Simplified Chinese.
  public var en: String
  public var zh: String
  public var phrasingsEN: [String]
  public var phrasingsZH: [String]

  public init(en: String, zh: String, phrasingsEN: [String], phrasingsZH: [String]) {
    self.en = en
    self.zh = zh
    self.phrasingsEN = phrasingsEN
    self.phrasingsZH = phrasingsZH
  }

  public func label(_ language: Language) -> String { language.pick(en, zh) }

  /// Both languages' phrasings.
  public var phrasings: [String] { phrasingsEN + phrasingsZH }
}

/// How many points a spoken answer must meet to pass.
public enum SpokenPass: Equatable, Sendable {
  /// Every point.
  case all
  /// At least this many of them.
  case atLeast(Int)

  func passes(met: Int, of total: Int) -> Bool {
    switch self {
    case .all: met == total
    case .atLeast(let n): met >= min(n, total)
    }
  }
}

/// The key points of an "explain it aloud" question and its pass rule.
public struct SpokenRubric: Equatable, Sendable {
  public var points: [SpokenPoint]
  public var pass: SpokenPass

  public init(points: [SpokenPoint], pass: SpokenPass = .all) {
    self.points = points
    self.pass = pass
  }

  /// Which points `text` meets, and whether that passes.
  ///
  ///     rubric.grade("hitTest asks the subviews front to back")   // points: [✓ order, ✗ refusals], passed: false
  public func grade(_ text: String) -> SpokenResult {
    let said = SpokenText(text)
    let met = points.map { point in point.phrasings.contains { said.says($0) } }
    return SpokenResult(
      points: zip(points, met).map { SpokenResult.Point(point: $0, met: $1) },
      passed: pass.passes(met: met.filter { $0 }.count, of: points.count))
  }
}

/// A spoken answer graded: each point met or missed, in the rubric's order.
public struct SpokenResult: Equatable, Sendable {
  public struct Point: Equatable, Sendable {
    public var point: SpokenPoint
    public var met: Bool
  }

  public var points: [Point]
  public var passed: Bool

  /// The names of the points missed, in English (for `lessons check`).
  public var missed: [String] { points.filter { !$0.met }.map(\.point.en) }

  /// Each point in `language`, met or not: what the reply lists and the JSON line carries.
  public func marks(_ language: Language) -> [SpokenMark] {
    points.map { SpokenMark(point: $0.point.label(language), met: $0.met) }
  }
}

/// One key point as the learner is shown it: `✓ subviews front to back`.
public struct SpokenMark: Equatable, Sendable {
  public var point: String
  public var met: Bool

  public init(point: String, met: Bool) {
    self.point = point
    self.met = met
  }

  /// `{"point": text, "met": bool}`.
  public var json: JSONValue { .object([("point", .string(point)), ("met", .bool(met))]) }
}
