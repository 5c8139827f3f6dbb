/// `scenarios` questions: touch-delivery bugs from real apps, each from a public report
/// (docs/SCENARIOS.md lists them). A scenario builds the app's scene as the report describes it,
/// with names, positions and sizes drawn from the seed, and the fix the report found. The seed
/// also decides whether the question is asked on the broken scene or on the fixed one, so both are
/// graded by the engine; the explanation names the fix and the report either way.
enum ScenarioGenerator {
  static func draft(level: Int, _ rng: inout SplitMix64) -> QuestionDraft? {
    let atLevel = RealAppScenario.all.filter { $0.level == level }
    let pool = atLevel.isEmpty ? RealAppScenario.all : atLevel
    let scenario = rng.pick(pool)
    let fixed = rng.chance(0.5)
    return scenario.draft(fixed: fixed, &rng)
  }
}

/// One report's scene, broken and fixed, and the question asked of it.
struct ScenarioBuild: Sendable {
  /// The scene as the report's app had it.
  var broken: [String]
  /// The scene with the report's fix applied.
  var fixed: [String]
  var query: String
  var field: String
  var kind: AnswerKind
  /// What the app does, as the report tells it.
  var story: Localized
  /// The fix, said as a change to the story (`tapAlert.cancelsTouchesInView = false.`).
  var fix: Localized
  /// The question.
  var ask: Localized
  /// The delivery step that decides it, in the broken scene.
  var why: Localized
  /// What the fix changed and the delivery step that now decides it, in the fixed scene.
  var fixedWhy: Localized
}

/// A scenario from a real app: its public report and how to build it from a seed.
struct RealAppScenario: Sendable {
  var slug: String
  /// The public report the scenario comes from (an address listed in docs/SCENARIOS.md).
  var source: String
  var level: Int
  var build: @Sendable (inout SplitMix64) -> ScenarioBuild

  /// The question on the broken scene, or on the fixed one; nil if the engine rejects a line.
  func draft(fixed: Bool, _ rng: inout SplitMix64) -> QuestionDraft? {
    let b = build(&rng)
    let scene = fixed ? b.fixed : b.broken
    guard let engine = QuizEngine(scene: scene) else { return nil }
    let intro =
      fixed
      ? Localized(
        b.story.en + " The report's fix is now in: " + b.fix.en + " ", b.story.zh + "现在已经按报告修复：" + b.fix.zh)
      : Localized(b.story.en + " ", b.story.zh)
    let prompt = Localized(intro.en + b.ask.en, intro.zh + b.ask.zh)
    let note =
      fixed
      ? Localized(
        "The report's fix: " + b.fix.en + " " + b.fixedWhy.en + " Source: " + source,
        "报告里的修复：" + b.fix.zh + b.fixedWhy.zh + "来源：" + source)
      : Localized(
        b.why.en + " The report's fix: " + b.fix.en + " Source: " + source,
        b.why.zh + "报告里的修复：" + b.fix.zh + "来源：" + source)
    var draft = QuestionDraft(
      scene: scene, query: b.query, field: b.field, kind: b.kind, prompt: prompt, note: note, engine: engine)
    draft.source = source
    return draft
  }

  /// Every scenario, in the order seeds pick from within a level: add new ones at the end.
  static let all: [RealAppScenario] = taps + hitTests + tables + delegates
}

extension SplitMix64 {
  /// A name from `pool`, capitalised after `prefix` (`tap` + `card` → `tapCard`).
  mutating func name(_ prefix: String, _ pool: [String]) -> String {
    let base = pick(pool)
    return prefix.isEmpty ? base : prefix + base.prefix(1).uppercased() + base.dropFirst()
  }
}
