/// Predict, then check: while a question about the scene is open, the learner may try anything
/// except the question's own query and the commands that print its answer the same way (`why` or
/// `under` at the tapped point, `explain` of the asked view, `tree` for a frame).
public enum PredictFirst {
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
