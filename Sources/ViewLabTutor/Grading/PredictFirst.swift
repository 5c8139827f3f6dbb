import ViewLabCommands

/// Predict, then check: while a question about the scene is open, the learner may build and change
/// the scene, but every line that could compute the answer waits: every query (`explain`, `why`,
/// `under`, `hittest`, `inside`, `convert`, and `tree` when the question is about geometry), every
/// tap or touch anywhere, pasted code that only prints (`print(…)`, `po …`), and anything else that
/// prints the question's own answer.
public enum PredictFirst {
  /// Whether `line` (which ran on `probe`, a copy of the lesson's session) waits until the open
  /// question is answered; `asked` is another copy that ran the question's query.
  public static func holds<Engine: SceneEngine>(
    _ line: String, ran probe: Engine, asked: Engine, field: String?
  )
    -> Bool
  {
    if reveals(probe, asked: asked, field: field) { return true }
    let verb = LessonRules.verb(line).lowercased()
    switch Verbs.lessonUse(ofLine: line) {
    case .query?:
      // The drawing has no numbers; the tree's frames answer only a question about geometry.
      if verb == "draw" { return false }
      if verb == "tree" {
        let askedKind = Kind(asked.lastOutcome)
        return askedKind == .explain || askedKind == .convert
      }
      return true
    case .experiment(let asks)?:
      // A tap or a touch anywhere runs the hit-test the question is about.
      return asks
    case .refused?:
      return false
    case nil:
      return printsOnly(line)
    }
  }

  /// Pasted code that only prints a value (`print(door.center)`, `po door.frame`, `NSLog(@"%@", …)`):
  /// a query, whatever it prints.
  static func printsOnly(_ line: String) -> Bool {
    let trimmed = line.trimmingWhitespace
    let head = String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    let rest = trimmed.dropFirst(head.count).first
    switch head {
    case "print", "debugPrint", "dump", "NSLog": return rest == "("
    case "po", "p", "expr", "expression", "e": return rest == " "
    default: return false
    }
  }

  /// Whether the learner's line (its outcome on `probe`) shows the answer that the question's
  /// query (its outcome on `asked`, the same scene) asks for: compared as the engine's typed values.
  ///
  ///     // query "tap 130 130": "tap 130 130", "why blue 130 130" and the pasted
  ///     // "window.hitTest(CGPoint(x: 130, y: 130), with: nil)" all reveal it; "tap 10 10" does not.
  public static func reveals<Engine: SceneEngine>(_ probe: Engine, asked: Engine, field: String?) -> Bool {
    guard let outcome = probe.lastOutcome, let question = asked.lastOutcome else { return false }
    let mine = outcome.observations(in: probe.scene)
    let theirs = question.observations(in: asked.scene)
    func value(_ list: [(field: ObservedField, value: Observation)], _ field: ObservedField) -> Observation? {
      list.first { $0.field == field }?.value
    }
    func same(_ field: ObservedField) -> Bool {
      value(mine, field) != nil && value(mine, field) == value(theirs, field)
    }
    let kind = Kind(outcome)
    let tapsTheWindow: Set<Kind> = [.tap, .why, .under, .touch]
    let windowAsked = value(theirs, .view) == .name("window")
    switch Kind(question) {
    case .tap, .why:
      if tapsTheWindow.contains(kind) { return same(.point) }
      return kind == .hitTest && value(mine, .view) == .name("window") && same(.point)
    case .hitTest:
      if kind == .hitTest { return same(.view) && same(.point) }
      return windowAsked && tapsTheWindow.contains(kind) && same(.point)
    case .inside:
      return kind == .inside && same(.view) && same(.point)
    case .convert:
      return kind == .convert && same(.from) && same(.to) && same(.point)
    case .explain:
      if kind == .explain { return same(.view) }
      // The tree prints every frame (in its superview's coordinates).
      return kind == .tree && AnswerField(field ?? "")?.field == .frame
    case .under, .touch, .tree, .other:
      return false
    }
  }

  /// What kind of question an outcome answers (the verbs that compute a value).
  enum Kind: Hashable {
    case tap, why, under, touch, hitTest, inside, convert, explain, tree, other

    init(_ outcome: Outcome?) {
      switch outcome {
      case .tap?: self = .tap
      case .why?, .whyGesture?: self = .why
      case .under?: self = .under
      case .touch?: self = .touch
      case .hitTest?: self = .hitTest
      case .inside?: self = .inside
      case .convert?: self = .convert
      case .explain?, .explainGesture?: self = .explain
      case .tree?: self = .tree
      case nil, .changed?, .draw?, .undone?, .redone?, .reset?, .help?, .save?, .load?, .importDump?,
        .export?,
        .quit?, .lesson?, .quiz?, .stats?, .language?:
        self = .other
      }
    }
  }
}
