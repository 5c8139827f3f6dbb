import ViewLabCommands

/// Predict, then check: while a question about the scene is open, the learner may build and change
/// the scene, but every line that could compute the answer waits: every query (`explain`, `why`,
/// `under`, `hittest`, `inside`, `convert`, and `tree` when the question is about geometry), every
/// tap or touch anywhere, pasted code that only prints (`print(…)`, `po …`), and anything else that
/// prints the question's own answer.
public enum PredictFirst {
  /// Whether `line` (which ran, giving `reply`) waits until the open question is answered.
  public static func holds(_ line: String, reply: EngineReply, query queryReply: EngineReply, field: String?)
    -> Bool
  {
    guard reply.ok else { return false }
    if reveals(reply, query: queryReply, field: field) { return true }
    let verb = LessonRules.verb(line).lowercased()
    switch Verbs.lessonUse(ofLine: line) {
    case .query?:
      // The drawing has no numbers; the tree's frames answer only a question about geometry.
      if verb == "draw" { return false }
      if verb == "tree" {
        let askedVerb = queryReply.object["command"]?.stringValue ?? ""
        return askedVerb == "explain" || askedVerb == "convert"
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

  /// Whether `reply` (the learner's line, run on a copy of the scene) shows the answer that
  /// `queryReply` (the question's query on the same scene) asks for.
  ///
  ///     // query "tap 130 130": "tap 130 130", "why blue 130 130" and the pasted
  ///     // "window.hitTest(CGPoint(x: 130, y: 130), with: nil)" all reveal it; "tap 10 10" does not.
  public static func reveals(_ reply: EngineReply, query queryReply: EngineReply, field: String?) -> Bool {
    guard reply.ok, queryReply.ok else { return false }
    let mine = reply.object
    let asked = queryReply.object
    let verb = mine["command"]?.stringValue ?? ""
    let askedVerb = asked["command"]?.stringValue ?? ""
    func same(_ key: String) -> Bool { mine[key] != nil && mine[key] == asked[key] }
    let tapsTheWindow = ["tap", "why", "under", "touch"]
    switch askedVerb {
    case "tap", "why":
      if tapsTheWindow.contains(verb) { return same("point") }
      return verb == "hittest" && mine["view"]?.stringValue == "window" && same("point")
    case "hittest":
      if verb == "hittest" { return same("view") && same("point") }
      return asked["view"]?.stringValue == "window" && tapsTheWindow.contains(verb) && same("point")
    case "inside":
      return verb == "inside" && same("view") && same("point")
    case "convert":
      return verb == "convert" && same("from") && same("to") && same("point")
    case "explain":
      if verb == "explain" { return same("view") }
      // The tree prints every frame (in its superview's coordinates).
      return verb == "tree" && (field == "frame" || (field ?? "").hasPrefix("frame."))
    default:
      return false
    }
  }
}
