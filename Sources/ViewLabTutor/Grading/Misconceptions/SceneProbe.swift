import ViewLabCommands
import ViewLabGeometry
import ViewLabModel

/// The question's scene, asked through the engine: every view's `explain` object, and the value the
/// question's query gives in a changed scene (extra lines after it, or only its first lines) — the
/// answer a wrong model of UIKit predicts.
struct SceneProbe<Engine: SceneEngine> {
  let question: AskedQuestion
  /// Each view's `explain` values by view name.
  private(set) var views: [String: [ObservedField: Observation]] = [:]
  /// View names, parents before children, siblings back to front.
  private(set) var order: [String] = []

  /// Nil when the scene does not build (then nothing is diagnosed).
  init?(_ question: AskedQuestion) {
    self.question = question
    var (engine, failure) = Engine.replaying(question.scene.map { SourceLine($0, line: 0) })
    guard failure == nil else { return nil }
    var queue = ["window"]
    while !queue.isEmpty, order.count < 500 {
      let name = queue.removeFirst()
      guard engine.run(.explain(NameRef(name))).ok else { continue }
      let values = Dictionary(engine.observations().map { ($0.field, $0.value) }) { first, _ in first }
      views[name] = values
      order.append(name)
      if case .names(let subviews)? = values[.subviews] { queue += subviews }
    }
  }

  // MARK: The query

  var words: [String] { question.query.split(whereSeparator: \.isWhitespace).map(String.init) }
  var verb: String { words.first ?? "" }
  /// The field's first component (`frame` of `frame.x`).
  var baseField: String { String(question.field.prefix { $0 != "." }) }
  /// The window point of a `tap X Y` or `why V X Y`.
  var tapPoint: (x: Double, y: Double)? {
    let numbers = words.dropFirst(verb == "why" ? 2 : 1).compactMap(Double.init)
    guard (verb == "tap" || verb == "why"), numbers.count == 2 else { return nil }
    return (numbers[0], numbers[1])
  }

  // MARK: Views

  func numbers(_ view: String, _ field: ObservedField) -> [Double] { views[view]?[field]?.numbers ?? [] }
  func parent(_ view: String) -> String? {
    if case .name(let name)? = views[view]?[.superview] { return name }
    return nil
  }
  func subviews(_ view: String) -> [String] {
    if case .names(let names)? = views[view]?[.subviews] { return names }
    return []
  }
  /// Superview first, up to the window.
  func ancestors(_ view: String) -> [String] {
    var out: [String] = []
    var current = parent(view)
    while let p = current, !out.contains(p) {
      out.append(p)
      current = parent(p)
    }
    return out
  }
  func isView(_ name: String) -> Bool { views[name] != nil }
  /// The view a learner's name stands for (names are read in any case).
  func view(named name: String) -> String? {
    views[name] != nil ? name : order.first { $0.lowercased() == name.lowercased() }
  }
  func flag(_ view: String, _ field: ObservedField) -> Bool {
    if case .flag(let on)? = views[view]?[field] { return on }
    return false
  }
  func alpha(_ view: String) -> Double { numbers(view, .alpha).first ?? 1 }
  func className(_ view: String) -> String {
    if case .word(let name)? = views[view]?[.className] { return name }
    return "UIView"
  }
  func hasTransform(_ view: String) -> Bool { numbers(view, .transform) != [1, 0, 0, 1, 0, 0] }
  func boundsOrigin(_ view: String) -> (Double, Double) {
    let b = numbers(view, .bounds)
    return b.count == 4 ? (b[0], b[1]) : (0, 0)
  }

  /// Scene lines that mention `view` as the object of `verb` (`anchor door 0 0`).
  func lines(_ verb: String, of view: String) -> [(index: Int, text: String)] {
    question.scene.enumerated().compactMap { i, line in
      let w = line.split(whereSeparator: \.isWhitespace)
      return w.count >= 2 && w[0] == verb && w[1] == view ? (i, line) : nil
    }
  }

  // MARK: Other worlds

  /// The question's query (or `query`) and field on the scene changed by the `extra` edits (or cut
  /// to its first `prefix` lines); nil when a line fails or the field does not fit the question's
  /// kind. The changes and queries are typed commands, printed by the one command printer.
  func value(
    after extra: [SceneEdit] = [], prefix: Int? = nil, query: Query? = nil, field: String? = nil,
    kind: AnswerKind? = nil
  ) -> Answer? {
    var engine = Engine()
    for line in question.scene.prefix(prefix ?? question.scene.count) {
      guard engine.run(line).ok else { return nil }
    }
    for edit in extra {
      guard engine.run(edit).ok else { return nil }
    }
    let ran = query.map { engine.run($0) } ?? engine.run(question.query)
    guard ran.ok, let field = AnswerField(field ?? question.field),
      let value = engine.observe(field)
    else { return nil }
    return Answer(observation: value, kind: kind ?? question.kind)
  }

  /// What `tap X Y` does on the question's scene, unchanged.
  func tap(_ x: Double, _ y: Double) -> (TapResult, Scene)? {
    var (engine, failure) = Engine.replaying(question.scene.map { SourceLine($0, line: 0) })
    guard failure == nil, engine.run(.tap(Point(x: x, y: y))).ok, case .tap(let tap, _)? = engine.lastOutcome
    else {
      return nil
    }
    return (tap, engine.scene)
  }

  /// The last state each view's `verb` lines left (`touches card super` → ["card": "super"]).
  func lastSetting(_ verb: String) -> [(view: String, setting: String)] {
    var out: [(view: String, setting: String)] = []
    for line in question.scene {
      let w = line.split(whereSeparator: \.isWhitespace).map(String.init)
      guard w.count >= 3, w[0] == verb else { continue }
      out.removeAll { $0.view == w[1] }
      out.append((w[1], w.dropFirst(2).joined(separator: " ")))
    }
    return out
  }

  /// One of the view's own values (`bounds`, a synthetic midpoint) read through the question's
  /// field's component, so `frame.x` asks for the x of whatever rectangle is given.
  func asked(_ value: [Double]) -> Answer? {
    guard let field = AnswerField(question.field) else { return nil }
    let whole: Observation =
      switch value.count {
      case 2: .point(Point(x: value[0], y: value[1]))
      case 4: .rect(Rect(x: value[0], y: value[1], width: value[2], height: value[3]))
      default: .numbers(value)
      }
    guard let asked = field.component.map(whole.component) ?? whole else { return nil }
    return Answer(observation: asked, kind: question.kind)
  }
}

/// A question about a scene, as a diagnosis needs it: scene lines, query, field, kind and the
/// engine's answer.
public struct AskedQuestion: Sendable {
  public var scene: [String]
  public var query: String
  public var field: String
  public var kind: AnswerKind
  public var expected: Answer

  public init(scene: [String], query: String, field: String, kind: AnswerKind, expected: Answer) {
    self.scene = scene
    self.query = query
    self.field = field
    self.kind = kind
    self.expected = expected
  }
}
