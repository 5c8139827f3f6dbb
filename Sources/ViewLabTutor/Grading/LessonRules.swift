/// What learners may type inside a lesson, beyond the answer itself.
public enum LessonRules {
  /// Commands that only ask: they never change the scene, so `only` does not restrict them.
  public static let queryVerbs: Set<String> = [
    "tap", "hittest", "inside", "convert", "explain", "why", "tree", "draw", "help",
  ]
  /// The commands a `query:` may be (LESSON-FORMAT.md).
  public static let questionVerbs: Set<String> = ["tap", "hittest", "inside", "convert", "explain", "why"]
  /// Session commands that touch files or leave the lesson; refused inside one.
  public static let refusedVerbs: Set<String> = [
    "save", "load", "import", "export", "quit", "exit", "lesson", "lessons", "quiz", "run",
  ]

  /// The first word of a line.
  public static func verb(_ line: String) -> String {
    String(line.trimmingWhitespace.prefix { !$0.isWhitespace })
  }

  /// Why a task command is refused: a session verb, or a scene change to a view outside `only`.
  ///
  ///     LessonRules.refusal("frame red 0 0 10 10", only: ["green"], names: ["red", "green"])
  ///     // "you may change only green; this changes red"
  public static func refusal(_ line: String, only: [String]?, names: Set<String>) -> String? {
    let verb = verb(line)
    if refusedVerbs.contains(verb) { return "'\(verb)' is not available inside a lesson" }
    guard let only, !queryVerbs.contains(verb) else { return nil }
    let allowed = Set(only)
    var tokens = identifiers(in: line)
    if tokens.first == verb && verb != "window" { tokens.removeFirst() }
    if let other = tokens.first(where: { names.contains($0) && !allowed.contains($0) }) {
      return "you may change only \(only.joined(separator: ", ")); this changes \(other)"
    }
    return nil
  }

  static func identifiers(in line: String) -> [String] {
    line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
      .filter { !($0.first?.isNumber ?? true) && $0.first != "-" }
  }
}

extension SceneEngine {
  /// Every view name in the session, found through `explain`'s `subviews` (the JSON contract).
  public mutating func viewNames(limit: Int = 2000) -> Set<String> {
    var names: Set<String> = ["window"]
    var queue = ["window"]
    while let name = queue.popLast(), names.count < limit {
      let reply = run("explain \(name)")
      for child in reply.object["subviews"]?.arrayValue ?? [] {
        if let c = child.stringValue, names.insert(c).inserted { queue.append(c) }
      }
    }
    return names
  }
}
