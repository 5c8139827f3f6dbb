import ViewLabCommands
import ViewLabLanguage

/// What learners may type inside a lesson, beyond the answer itself.
public enum LessonRules {
  /// Whether a line changed what later lines see (a verb that only asks did not; pasted code and
  /// lines that are no verb count as experiments). What a verb may do is declared with it
  /// (`Verb.inLesson`).
  public static func isExperiment(_ line: String) -> Bool {
    Verbs.lessonUse(ofLine: line)?.isExperiment ?? true
  }

  /// Whether a lesson's `query:` may be this line (LESSON-FORMAT.md).
  public static func asksTheQuestion(_ line: String) -> Bool {
    Verbs.lessonUse(ofLine: line)?.asksTheQuestion ?? false
  }

  /// The first word of a line.
  public static func verb(_ line: String) -> String {
    String(line.trimmingWhitespace.prefix { !$0.isWhitespace })
  }

  /// A session verb that has no place inside a lesson (`save`, `quiz`, …), else nil.
  public static func sessionRefusal(_ line: String) -> Refusal? {
    guard case .refused? = Verbs.lessonUse(ofLine: line) else { return nil }
    return .sessionVerb(verb(line))
  }

  /// Runs one of a task's commands on `engine` unless it is refused: a session verb, or — under
  /// `only` — a change to any view or controller not listed, judged by comparing every object's
  /// properties before and after (so pasted code and every verb are judged alike). A refused or
  /// failing command leaves `engine` as it was.
  ///
  ///     LessonRules.attempt("add helper 0 0 10 10", only: ["door"], on: &engine)
  ///     // .refused(.outsideOnly(only: ["door"], created: ["helper"], removed: [], changed: ["window"]))
  public static func attempt<Engine: SceneEngine>(
    _ command: String, only: [String]?, on engine: inout Engine, joined: AssembledStatement? = nil
  ) -> Attempt {
    if let refusal = sessionRefusal(command) { return .refused(refusal) }
    var probe = engine
    let before = only == nil ? [:] : probe.objectStates()
    let reply = probe.run(command, joined: joined)
    guard reply.ok else { return .failed(reply) }
    if let only {
      let after = probe.objectStates()
      let allowed = Set(only)
      // A listed view that moves, goes to the back or is removed changes its superview's subview
      // list too; that is the listed view's change, not the superview's — when the line names it.
      // (`front blue` and `back green` leave the same order; only the first changes blue.)
      let own = before.ownStates(ignoringSubviews: allowed)
        .changedNames(comparedWith: after.ownStates(ignoringSubviews: allowed))
      var touched = own.subtracting(allowed)
      let namesListed = !Set(identifiers(in: command)).isDisjoint(with: allowed)
      if !namesListed {
        let all = before.ownStates(ignoringSubviews: []).changedNames(
          comparedWith: after.ownStates(ignoringSubviews: []))
        touched.formUnion(all.subtracting(allowed))
        // A command aimed at a view not listed is refused even when it happens to change nothing.
        var words = identifiers(in: command)
        if words.first == verb(command) { words.removeFirst() }
        if let subject = words.first, before[subject] != nil, !allowed.contains(subject),
          isExperiment(command)
        {
          touched.insert(subject)
        }
      }
      if !touched.isEmpty {
        return .refused(
          .outsideOnly(
            only: only, created: touched.filter { before[$0] == nil }.sorted(),
            removed: touched.filter { after[$0] == nil }.sorted(),
            changed: touched.filter { before[$0] != nil && after[$0] != nil }.sorted()))
      }
    }
    engine = probe
    return .ran(reply)
  }

  /// What became of one command of a task.
  public enum Attempt: Equatable, Sendable {
    case ran(EngineReply)
    case failed(EngineReply)
    case refused(Refusal)
  }

  /// Why a command is not allowed inside a lesson, as data; `message(language:)` words it.
  public enum Refusal: Equatable, Sendable {
    case sessionVerb(String)
    case outsideOnly(only: [String], created: [String], removed: [String], changed: [String])

    public func message(language: Language) -> String {
      switch self {
      case .sessionVerb(let verb): return TutorMessage.notInLesson(verb: verb).text(language)
      case .outsideOnly(let only, let created, let removed, let changed):
        return TutorMessage.outsideOnly(only: only, created: created, removed: removed, changed: changed)
          .text(language)
      }
    }
  }
}

extension LessonRules {
  /// The identifiers of a line: `green.isHidden = true` → green, isHidden, true.
  static func identifiers(in line: String) -> [String] {
    line.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
      .filter { !($0.first?.isNumber ?? true) && $0.first != "-" }
  }
}
